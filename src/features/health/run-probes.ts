import { planProbe, probeKeySlot, sendProbe, type FetchLike, type ProbeOutcome, type ProbeTarget } from "./probe"

export const MAX_IN_FLIGHT = 4

/** What came back, for the conformance check that follows a probe. */
export type ProbeAnswer = { body: Blob; contentType: string }
export const MAX_PER_HOST = 2

export type RunProbesOptions = {
  /** The visitor's key kept under a key slot ("" when none): see probeKeySlot. */
  getKey?: (slot: string) => string
  /** Aborting stops everything: requests in flight are cancelled and nothing new starts. */
  signal?: AbortSignal
  timeoutMs?: number
  /** At most this many requests at once (default 4; never more than MAX_IN_FLIGHT unless a maintainer asks). */
  concurrency?: number
  perHost?: number
  fetch?: FetchLike
  now?: () => number
  /**
   * Called once per endpoint that got an outcome, in the order outcomes arrive; `answer`: the body and Content-Type
   * of an answer (ok or http-error), for the conformance check.
   */
  onResult?: (index: number, outcome: ProbeOutcome, answer?: ProbeAnswer) => void
}

/**
 * Probes every target once — no retries — with at most `concurrency` (4) requests in flight in total and
 * `perHost` (2) per host. Endpoints that send nothing (not a GET, no key, missing input) get their outcome at
 * once without taking a slot. Resolves when all are done or, after an abort, when the ones in flight have
 * stopped; cancelled endpoints get no outcome. Never rejects.
 */
export function runProbes(targets: readonly ProbeTarget[], options: RunProbesOptions = {}): Promise<void> {
  const { getKey = () => "", signal, concurrency = MAX_IN_FLIGHT, perHost = MAX_PER_HOST, onResult } = options
  const limit = Math.max(1, Math.floor(concurrency))
  const hostLimit = Math.max(1, Math.floor(perHost))
  // Each endpoint is planned once: the plan gives its host (the limiter's key), or its outcome when it sends nothing.
  const queue = targets.map((target, index) => {
    const plan = planProbe(target, getKey(probeKeySlot(target)))
    return { index, plan, host: plan.kind === "send" ? new URL(plan.request.url).host : "" }
  })
  const perHostCount = new Map<string, number>()
  let inFlight = 0

  const report = (index: number, outcome: ProbeOutcome, answer?: ProbeAnswer) => {
    try {
      onResult?.(index, outcome, answer)
    } catch {
      // A listener's failure must not stop the run.
    }
  }

  return new Promise<void>((resolve) => {
    const pump = () => {
      while (!signal?.aborted) {
        const next = queue.findIndex(
          (item) => item.host === "" || (inFlight < limit && (perHostCount.get(item.host) ?? 0) < hostLimit),
        )
        if (next === -1) break
        const [item] = queue.splice(next, 1)
        if (!item) break
        const { plan } = item
        if (plan.kind !== "send") {
          // Nothing is sent: the outcome is known now.
          report(item.index, plan)
          continue
        }
        inFlight += 1
        perHostCount.set(item.host, (perHostCount.get(item.host) ?? 0) + 1)
        let answer: ProbeAnswer | undefined
        void sendProbe(plan, {
          signal,
          timeoutMs: options.timeoutMs,
          fetch: options.fetch,
          now: options.now,
          onBody: (body, contentType) => (answer = { body, contentType }),
        }).then((result) => {
          inFlight -= 1
          perHostCount.set(item.host, (perHostCount.get(item.host) ?? 1) - 1)
          if (result.kind !== "cancelled") report(item.index, result, answer)
          pump()
        })
      }
      if (inFlight === 0 && (queue.length === 0 || signal?.aborted)) resolve()
    }
    pump()
  })
}
