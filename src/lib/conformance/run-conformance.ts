import type { ConformanceResult } from "./conformance-result"
import type { ConformanceRequest } from "./conformance.worker"

/** How long a check may take before its worker is terminated (a 5 MB body takes well under a second). */
export const CHECK_TIME_LIMIT_MS = 5_000

export type ConformanceTask = { result: Promise<ConformanceResult>; cancel: () => void }

/** Checks one response in its own worker, ended when it answers, fails, is cancelled or runs out of time. */
export function runConformanceCheck(
  request: ConformanceRequest,
  timeLimitMs: number = CHECK_TIME_LIMIT_MS,
): ConformanceTask {
  const worker = new Worker(new URL("./conformance.worker.ts", import.meta.url), {
    type: "module",
    name: "conformance",
  })
  let settle: (result: ConformanceResult) => void = () => {}
  const result = new Promise<ConformanceResult>((resolve) => (settle = resolve))
  const finish = (value: ConformanceResult) => {
    clearTimeout(timer)
    worker.terminate()
    settle(value)
  }
  const timer = setTimeout(
    () =>
      finish({
        kind: "unchecked",
        reason: `the check took longer than ${timeLimitMs / 1000} seconds and was stopped.`,
      }),
    timeLimitMs,
  )
  worker.onmessage = (event: MessageEvent<ConformanceResult>) => finish(event.data)
  worker.onerror = (event) => {
    event.preventDefault()
    finish({ kind: "unchecked", reason: "the browser stopped the check (it may have run out of memory)." })
  }
  worker.postMessage(request)
  return { result, cancel: () => finish({ kind: "unchecked", reason: "cancelled." }) }
}
