import { describeOAuthError } from "./oauth-error"

// Device authorization (RFC 8628 §3.4–3.5), the waiting part: after the visitor is shown the code, the page asks the
// token endpoint every `interval` seconds whether it was approved. Pure: the clock, the wait and the one poll are
// passed in, so the table tests run it without waiting (device-polling.test.ts). The poll itself is oauth4webapi's
// deviceCodeGrantRequest + processDeviceCodeResponse (sign-in-flow.ts pollDeviceCode).

/** RFC 8628 §3.2: the interval when the provider names none. */
export const DEFAULT_INTERVAL_SECONDS = 5
/** RFC 8628 §3.5: what `slow_down` adds to the interval, for this and every later poll. */
export const SLOW_DOWN_SECONDS = 5

/** One poll's answer: still waiting, asked to slow down, a final "no", or the token. */
export type PollAnswer<T> =
  { kind: "pending" } | { kind: "slow-down" } | { kind: "denied" } | { kind: "expired" } | { kind: "token"; token: T }

export type DeviceOutcome<T> =
  { kind: "token"; token: T } | { kind: "denied" } | { kind: "expired" } | { kind: "cancelled" }

export type DevicePolling<T> = {
  /** The provider's `interval` (seconds), if it gave one. */
  interval: number | undefined
  /** The provider's `expires_in` (seconds): when the code stops being worth asking about. */
  expiresIn: number
  /** The clock (milliseconds). */
  now: () => number
  /** Waits `ms` milliseconds, or less when `signal` aborts. */
  wait: (ms: number, signal: AbortSignal) => Promise<void>
  /** One question to the token endpoint. Errors other than the four RFC 8628 answers are thrown on. */
  poll: (signal: AbortSignal) => Promise<PollAnswer<T>>
  /** Cancel: no poll is sent after it aborts, and an answer arriving after it is ignored. */
  signal: AbortSignal
}

/** The wait between polls, in milliseconds: the provider's interval (at least 1 s), else 5 s. */
export function intervalMs(interval: number | undefined): number {
  const seconds =
    typeof interval === "number" && Number.isFinite(interval) && interval > 0 ? interval : DEFAULT_INTERVAL_SECONDS
  return Math.max(1, seconds) * 1000
}

/**
 * Polls until the token, a denial, the code's expiry or a cancel. Waits the interval before each poll; `slow_down`
 * adds 5 s to it. No poll is sent once the code has expired.
 */
export async function pollUntilDone<T>(polling: DevicePolling<T>): Promise<DeviceOutcome<T>> {
  const { now, wait, poll, signal } = polling
  const expiresAt = now() + Math.max(0, polling.expiresIn) * 1000
  let delay = intervalMs(polling.interval)
  for (;;) {
    if (signal.aborted) return { kind: "cancelled" }
    if (now() + delay > expiresAt) {
      // The next poll would come after the code expired: wait out its life (or a cancel), then say so.
      await wait(Math.max(0, expiresAt - now()), signal)
      return signal.aborted ? { kind: "cancelled" } : { kind: "expired" }
    }
    await wait(delay, signal)
    if (signal.aborted) return { kind: "cancelled" }
    const answer = await poll(signal)
    if (signal.aborted) return { kind: "cancelled" }
    if (answer.kind === "pending") continue
    if (answer.kind === "slow-down") {
      delay += SLOW_DOWN_SECONDS * 1000
      continue
    }
    return answer
  }
}

/** The standard wait: a timer, cut short by the signal. */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    signal.addEventListener("abort", done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener("abort", done)
      resolve()
    }
  })
}

/** What the panel says when a device sign-in ends without a token. */
export const DEVICE_TEXT = {
  waiting: "Waiting for you to approve…",
  denied: describeOAuthError({ error: "access_denied" }, { endpoint: "device" }),
  expired: describeOAuthError({ error: "expired_token" }, { endpoint: "device" }),
} as const
