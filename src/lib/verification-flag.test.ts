import { describe, expect, it } from "vitest"
import { FLAG_AFTER_FAILURES, FLAGGED_BADGE_TEXT, isFlagged } from "./verification-flag"

describe("isFlagged", () => {
  it.each<[failures: number | undefined, expected: boolean]>([
    [undefined, false],
    [0, false],
    [FLAG_AFTER_FAILURES - 1, false],
    [FLAG_AFTER_FAILURES, true],
    [FLAG_AFTER_FAILURES + 5, true],
  ])("%s failures in a row → %s", (failures, expected) => {
    expect(isFlagged(failures)).toBe(expected)
  })
})

describe("the flag's badge (docs/health-checks.md)", () => {
  it("says the threshold", () => {
    expect(FLAGGED_BADGE_TEXT).toBe("Failed 7 verifications in a row")
    expect(FLAGGED_BADGE_TEXT).toContain(` ${FLAG_AFTER_FAILURES} `)
  })
})
