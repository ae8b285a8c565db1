// When a catalogue endpoint is flagged for failing `npm run verify` again and again, and what the flag says: the
// detail page's cards (the health feature) and the explore cards both read these, so the number is written once.

/** An endpoint that failed this many verifications in a row (or more) is flagged on its cards. */
export const FLAG_AFTER_FAILURES = 7

/** Whether an endpoint with `failures` failed verifications in a row is flagged: isFlagged(7) → true, isFlagged(6) → false */
export function isFlagged(failures: number | undefined): boolean {
  return (failures ?? 0) >= FLAG_AFTER_FAILURES
}

/** The flagged endpoint's own line, with its count: failingText(9) → "Failed its last 9 verifications in a row" */
export function failingText(failures: number): string {
  return `Failed its last ${failures} verifications in a row`
}

/** The explore card's badge for an API with a flagged endpoint: "Failed 7 verifications in a row" */
export const FLAGGED_BADGE_TEXT = `Failed ${FLAG_AFTER_FAILURES} verifications in a row`
