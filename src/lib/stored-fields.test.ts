import { describe, expect, it } from "vitest"
import { isDuration, isHttpStatus, isIndex, isStoredTime, MAX_DURATION_MS, MAX_TIME, maxOf } from "./stored-fields"

describe("stored fields", () => {
  it.each<[unknown, boolean]>([
    [Date.UTC(2026, 10, 22), true],
    [1, true],
    [MAX_TIME, true],
    [MAX_TIME + 1, false],
    [1e300, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [NaN, false],
    [Infinity, false],
    ["1763812800000", false],
    [null, false],
  ])("isStoredTime(%s) → %s", (value, expected) => {
    expect(isStoredTime(value)).toBe(expected)
    // Every accepted time formats: the reason for the range.
    if (expected) expect(() => new Date(value as number).toISOString()).not.toThrow()
  })

  it.each<[unknown, boolean]>([
    [0, true],
    [12.5, true],
    [MAX_DURATION_MS, true],
    [MAX_DURATION_MS + 1, false],
    [-1, false],
    [1e300, false],
    [NaN, false],
    [Infinity, false],
    ["12", false],
  ])("isDuration(%s) → %s", (value, expected) => {
    expect(isDuration(value)).toBe(expected)
  })

  it.each<[unknown, boolean]>([
    [100, true],
    [200, true],
    [599, true],
    [99, false],
    [600, false],
    [0, false],
    [200.5, false],
    [1e300, false],
    [NaN, false],
    ["200", false],
  ])("isHttpStatus(%s) → %s", (value, expected) => {
    expect(isHttpStatus(value)).toBe(expected)
  })

  it.each<[unknown, boolean]>([
    [0, true],
    [3, true],
    [-1, false],
    [1.5, false],
    [1e300, false],
    [NaN, false],
    ["1", false],
  ])("isIndex(%s) → %s", (value, expected) => {
    expect(isIndex(value)).toBe(expected)
  })

  it.each<[number[], number]>([
    [[], -Infinity],
    [[3, 1, 2], 3],
    [[-5, -2], -2],
  ])("maxOf(%j) → %s", (values, expected) => {
    expect(maxOf(values)).toBe(expected)
  })

  it("maxOf takes lists far longer than a call's argument limit", () => {
    const many = Array.from({ length: 500_000 }, (_, i) => i)
    expect(maxOf(many)).toBe(499_999)
  })
})
