/**
 * One AbortSignal for both ways a request can end early: the caller's own signal (Cancel) or a timeout. After the
 * request, `timedOut()` tells the two apart; `dispose()` clears the timer and the listener (call it in `finally`).
 * Used by the tester's sendRequest and the health probe.
 *
 * const deadline = startDeadline(30_000, cancelSignal)
 * try { await fetch(url, { signal: deadline.signal }) } catch { if (deadline.timedOut()) … } finally { deadline.dispose() }
 */
export function startDeadline(timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort()
  if (signal?.aborted) controller.abort()
  else signal?.addEventListener("abort", onAbort, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer)
      signal?.removeEventListener("abort", onAbort)
    },
  }
}
