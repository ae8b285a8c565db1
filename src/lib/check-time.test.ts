import { describe, expect, it } from "vitest"
import { formatExactTime } from "./check-time"
import { formatRelativeTime } from "./relative-time"

const NOW = new Date(2026, 10, 22, 12, 0).getTime()

describe("check times", () => {
  it("exact time in local time, zero-padded", () => {
    expect(formatExactTime(new Date(2026, 0, 2, 3, 4).getTime())).toBe("2026-01-02 03:04")
  })

  it.each([
    [NOW + 5_000, "just now"],
    [NOW - 59_999, "just now"],
    [NOW - 60_000, "1 min ago"],
    [NOW - 59 * 60_000, "59 min ago"],
    [NOW - 60 * 60_000, "1 h ago"],
    [NOW - 24 * 3_600_000, "1 day ago"],
    [NOW - 8 * 24 * 3_600_000, "8 days ago"],
  ])("relative: %i → %s", (at, expected) => {
    expect(formatRelativeTime(at, NOW)).toBe(expected)
  })
})
