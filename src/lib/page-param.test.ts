import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { normalisePage, parsePageParam, serializePageParam } from "./page-param"

describe("parsePageParam", () => {
  it.each<[value: string | null, page: number]>([
    ["3", 3],
    ["02", 2],
    [" 4 ", 4],
    ["999", 999],
    [null, 1],
    ["", 1],
    ["abc", 1],
    ["0", 1],
    ["-3", 1],
    ["1.5", 1],
    ["1e3", 1],
    ["0x10", 1],
    ["99999999999999999999", 1],
  ])("%j → %i", (value, page) => {
    expect(parsePageParam(value)).toBe(page)
  })
})

describe("normalisePage", () => {
  it.each<[page: number, expected: number]>([
    [2, 2],
    [2.9, 2],
    [1, 1],
    [0, 1],
    [-4, 1],
    [NaN, 1],
    [Infinity, 1],
    [2 ** 60, 1],
  ])("%d → %i", (page, expected) => {
    expect(normalisePage(page)).toBe(expected)
  })
})

describe("serializePageParam", () => {
  it.each<[page: number, expected: string | undefined]>([
    [1, undefined],
    [0, undefined],
    [2, "2"],
    [2.5, "2"],
    [NaN, undefined],
  ])("%d → %j", (page, expected) => {
    expect(serializePageParam(page)).toBe(expected)
  })

  it("round-trips every page number it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (page) => {
        expect(parsePageParam(serializePageParam(page) ?? null)).toBe(page)
      }),
    )
  })
})
