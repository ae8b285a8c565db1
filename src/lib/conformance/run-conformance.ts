import { connectWorker, type CallResult } from "@/lib/worker-rpc"
import type { ConformanceResult } from "./conformance-result"
import type { ConformanceProtocol, ConformanceRequest } from "./conformance.worker"

/** How long a check may take before its worker is terminated (a 5 MB body takes well under a second). */
export const CHECK_TIME_LIMIT_MS = 5_000

export type ConformanceTask = { result: Promise<ConformanceResult>; cancel: () => void }

/** Checks one response in its own worker, ended when it answers, fails, is cancelled or runs out of time. */
export function runConformanceCheck(
  request: ConformanceRequest,
  timeLimitMs: number = CHECK_TIME_LIMIT_MS,
): ConformanceTask {
  const worker = connectWorker<ConformanceProtocol>(
    new Worker(new URL("./conformance.worker.ts", import.meta.url), { type: "module", name: "conformance" }),
  )
  const result = worker.call(request, { timeoutMs: timeLimitMs }).then((outcome) => {
    worker.end()
    return outcome.ok ? outcome.answer : { kind: "unchecked" as const, reason: uncheckedReason(outcome, timeLimitMs) }
  })
  return { result, cancel: worker.end }
}

/** Why a check that got no answer was not checked, as the line says it ("Not checked: …"). */
function uncheckedReason(outcome: Exclude<CallResult<unknown>, { ok: true }>, timeLimitMs: number): string {
  switch (outcome.reason) {
    case "timeout":
      return `the check took longer than ${timeLimitMs / 1000} seconds and was stopped.`
    case "ended":
      return "cancelled."
    case "threw":
      return `the check failed (${outcome.message}).`
    case "failed":
      return "the browser stopped the check (it may have run out of memory)."
  }
}
