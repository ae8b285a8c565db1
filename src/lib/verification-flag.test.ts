import { describe, expect, it } from "vitest"
import { failingText, FLAG_AFTER_FAILURES, FLAGGED_BADGE_TEXT, isFlagged } from "./verification-flag"

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

describe("the flag's texts (docs/health-checks.md)", () => {
  it.each<[name: string, text: string, expected: string]>([
    [
      "the endpoint's line at the threshold",
      failingText(FLAG_AFTER_FAILURES),
      "Failed its last 7 verifications in a row",
    ],
    ["the endpoint's line says its own count", failingText(12), "Failed its last 12 verifications in a row"],
    ["the explore card's badge", FLAGGED_BADGE_TEXT, "Failed 7 verifications in a row"],
  ])("%s", (_, text, expected) => {
    expect(text).toBe(expected)
  })
})
