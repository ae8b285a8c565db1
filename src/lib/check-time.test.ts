import { describe, expect, it } from "vitest"
import { formatExactTime, formatIsoTime, formatRelativeTime, isStale, STALE_AFTER_MS, UNKNOWN_TIME } from "./check-time"

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

describe("times a Date cannot hold (issue 19): never NaN, never a throw", () => {
  it.each([1e300, -1e300, 8.64e15 + 1, NaN, Infinity, -Infinity])("%s", (at) => {
    expect(formatExactTime(at)).toBe(UNKNOWN_TIME)
    expect(formatIsoTime(at)).toBe("")
    expect(formatRelativeTime(at, NOW)).not.toMatch(/NaN|Infinity/)
  })

  it.each<[number, number, string]>([
    [NaN, NOW, "unknown"],
    [NOW, NaN, "unknown"],
    [-Infinity, NOW, "unknown"],
    [1e300, NOW, "just now"],
  ])("relative: %s at %s → %s", (at, now, expected) => {
    expect(formatRelativeTime(at, now)).toBe(expected)
  })

  it("ISO time of valid times, up to the last one a Date holds", () => {
    expect(formatIsoTime(0)).toBe("1970-01-01T00:00:00.000Z")
    expect(formatIsoTime(Date.UTC(2026, 10, 22, 12))).toBe("2026-11-22T12:00:00.000Z")
    expect(formatIsoTime(8.64e15)).toBe("+275760-09-13T00:00:00.000Z")
  })
})

describe("isStale: older than 7 days", () => {
  it.each([
    [NOW, false],
    [NOW - STALE_AFTER_MS, false],
    [NOW - STALE_AFTER_MS - 1, true],
    [NOW - 30 * 24 * 60 * 60 * 1000, true],
    [NOW + 60_000, false],
  ])("a result from %d", (at, expected) => {
    expect(isStale(at, NOW)).toBe(expected)
  })
})
