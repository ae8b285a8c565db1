/**
 * What a detail page shows of `npm run verify`'s result (kept apart so the page's first load stays tiny). `at`: the
 * newest of its endpoints' times (ms), which the visitor's own check is compared with.
 */
export type VerifiedSummary = { date: string; worked: number; total: number; at: number }

/** "Verified from a browser on 2026-11-22: 3 of 3 endpoints worked" */
export function verifiedText({ date, worked, total }: VerifiedSummary): string {
  return `Verified from a browser on ${date}: ${worked} of ${total} ${total === 1 ? "endpoint" : "endpoints"} worked`
}

/**
 * One endpoint's last verification, as its card shows it (worked out at build time): `on` is the day (UTC),
 * `at` the time in ms for the relative age and staleness shown after hydration, `failures` only when flagged.
 */
/** `works`: whether the request it sent worked; left out when it sent none (a key or input was needed). */
export type EndpointVerification = { at: number; on: string; outcome: string; works?: boolean; failures?: number }

/**
 * Where the visitor's own last check stands against the endpoint's verification, when the two disagree (one worked,
 * the other sent and failed): "newer" or "older", so the card can say which came last and the two lines never
 * contradict each other; null when they agree, or when either sent nothing. A tie counts as newer.
 * laterThanVerification({ works: true, at: 5 }, { works: false, at: 9 }) → "older"
 */
export function laterThanVerification(
  mine: { works?: boolean; at: number },
  verification: Pick<EndpointVerification, "works" | "at"> | null | undefined,
): "newer" | "older" | null {
  if (mine.works === undefined || verification?.works === undefined || mine.works === verification.works) return null
  return mine.at >= verification.at ? "newer" : "older"
}

/**
 * The API header's laterThanVerification: the visitor's mark (every checked endpoint worked, or not) against the
 * verification line under it (every endpoint sent worked, or not). "newer"/"older" only when one says all worked and
 * the other does not; two partial results do not contradict each other.
 * apiLaterThanVerification({ state: "failing", lastAt: 9 }, { worked: 3, total: 3, at: 5 }) → "newer"
 */
export function apiLaterThanVerification(
  mine: { state: "works" | "partly" | "failing"; lastAt: number },
  verified: Pick<VerifiedSummary, "worked" | "total" | "at"> | null | undefined,
): "newer" | "older" | null {
  if (!verified) return null
  return laterThanVerification(
    { works: mine.state === "works", at: mine.lastAt },
    { works: verified.worked === verified.total, at: verified.at },
  )
}

/** A flagged endpoint's line (isFlagged, src/lib/verification-flag.ts), with its own count: "Failed its last 9 verifications in a row" */
export function failingText(failures: number): string {
  return `Failed its last ${failures} verifications in a row`
}
