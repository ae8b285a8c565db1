import { describe, expect, it } from "vitest"
import {
  formatDay,
  formatExactTime,
  formatIsoTime,
  formatRelativeTime,
  isStale,
  STALE_AFTER_MS,
  STALE_TEXT,
  UNKNOWN_TIME,
} from "./check-time"

const NOW = new Date(2026, 10, 22, 12, 0).getTime()

describe("check times", () => {
  it("exact time in local time, zero-padded", () => {
    expect(formatExactTime(new Date(2026, 0, 2, 3, 4).getTime())).toBe("2026-01-02 03:04")
  })

  // Local times are built in the test machine's zone, so each row holds whatever zone it has.
  it.each<[name: string, at: number, zone: "local" | "utc" | undefined, day: string]>([
    ["a local day, zero-padded", new Date(2026, 0, 2, 3, 4).getTime(), undefined, "2026-01-02"],
    ["late in the local day", new Date(2026, 10, 5, 23, 59).getTime(), "local", "2026-11-05"],
    ["a UTC day", Date.UTC(2026, 10, 5, 23, 59), "utc", "2026-11-05"],
    ["the first UTC millisecond of a day", Date.UTC(2026, 11, 31, 0, 0), "utc", "2026-12-31"],
    ["a year before 1000 keeps its digits", new Date(999, 0, 1).getTime(), "local", "999-01-01"],
  ])("day: %s", (_, at, zone, day) => {
    expect(formatDay(at, zone)).toBe(day)
  })

  it("the exact time starts with its day", () => {
    const at = new Date(2026, 10, 22, 9, 5).getTime()
    expect(formatExactTime(at).startsWith(formatDay(at))).toBe(true)
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

describe("times a Date cannot hold: never NaN, never a throw", () => {
  it.each([1e300, -1e300, 8.64e15 + 1, NaN, Infinity, -Infinity])("%s", (at) => {
    expect(formatExactTime(at)).toBe(UNKNOWN_TIME)
    expect(formatDay(at)).toBe(UNKNOWN_TIME)
    expect(formatDay(at, "utc")).toBe(UNKNOWN_TIME)
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

describe("staleness", () => {
  it("the words say the same number of days as the rule", () => {
    expect(STALE_TEXT).toBe("older than 7 days")
    const days = Number(/\d+/.exec(STALE_TEXT)![0])
    expect(isStale(NOW - days * 24 * 3_600_000, NOW)).toBe(false)
    expect(isStale(NOW - days * 24 * 3_600_000 - 1, NOW)).toBe(true)
  })
})
