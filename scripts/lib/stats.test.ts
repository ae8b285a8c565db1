import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { median } from "./stats.mjs"

describe("median", () => {
  it.each<[string, (number | null)[], number | null]>([
    ["an odd count: the middle value", [3, 1, 2], 2],
    ["an even count: the mean of the middle two", [4, 1, 3, 2], 2.5],
    ["one value", [7], 7],
    ["nulls and NaN left out", [null, 5, Number.NaN, 1, 9], 5],
    ["nothing", [], null],
    ["only nulls", [null, null], null],
  ])("%s", (_, values, expected) => {
    expect(median(values)).toBe(expected)
  })
})
