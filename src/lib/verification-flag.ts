// When a catalogue endpoint is flagged for failing `npm run verify` again and again: the health feature flags the
// detail page's cards (at build time) and the explore card's badge says the number, so it is written once. (The
// detail card's own line, failingText in health/verified-text.ts, says the endpoint's own count.) Only the explore
// card reads this in the browser: shared with a client module of the detail page, it became a chunk of its own.

import { flagAfterFailures } from "@/data/verification-policy.json"

/**
 * An endpoint that failed this many verifications in a row (or more) is flagged on its cards. Kept in
 * src/data/verification-policy.json, which `npm run verify:merge` reads too (a Node script without the app's
 * TypeScript: the workflow's merge job installs nothing).
 */
export const FLAG_AFTER_FAILURES: number = flagAfterFailures

/** Whether an endpoint with `failures` failed verifications in a row is flagged: isFlagged(7) → true, isFlagged(6) → false */
export function isFlagged(failures: number | undefined): boolean {
  return (failures ?? 0) >= FLAG_AFTER_FAILURES
}

/** The explore card's badge for an API with a flagged endpoint: "Failed 7 verifications in a row" */
export const FLAGGED_BADGE_TEXT = `Failed ${FLAG_AFTER_FAILURES} verifications in a row`
