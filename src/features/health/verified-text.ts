/** What a detail page shows of `npm run verify`'s result (kept apart so the page's first load stays tiny). */
export type VerifiedSummary = { date: string; worked: number; total: number }

/** "Verified from a browser on 2026-11-22: 3 of 3 endpoints worked" */
export function verifiedText({ date, worked, total }: VerifiedSummary): string {
  return `Verified from a browser on ${date}: ${worked} of ${total} ${total === 1 ? "endpoint" : "endpoints"} worked`
}

/**
 * One endpoint's last verification, as its card shows it (worked out at build time): `on` is the day (UTC),
 * `at` the time in ms for the relative age and staleness shown after hydration, `failures` only when flagged.
 */
export type EndpointVerification = { at: number; on: string; outcome: string; failures?: number }

/** A flagged endpoint's line (isFlagged, src/lib/verification-flag.ts), with its own count: "Failed its last 9 verifications in a row" */
export function failingText(failures: number): string {
  return `Failed its last ${failures} verifications in a row`
}
