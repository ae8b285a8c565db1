/** What a detail page shows of `npm run verify`'s result (kept apart so the page's first load stays tiny). */
export type VerifiedSummary = { date: string; worked: number; total: number }

/** "Verified from a browser on 2026-11-22: 3 of 3 endpoints worked" */
export function verifiedText({ date, worked, total }: VerifiedSummary): string {
  return `Verified from a browser on ${date}: ${worked} of ${total} ${total === 1 ? "endpoint" : "endpoints"} worked`
}
