import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { clampPage, PAGE_SIZE, pageCount, pageList, paginate, type PageListItem } from "./paginate"

const S = "ellipsis-start" as const
const E = "ellipsis-end" as const

describe("pageList", () => {
  // Every position for 0, 1, 2, 5, 6 and 7 pages, written out by hand (not computed) so the table is the spec.
  it.each<[total: number, current: number, expected: PageListItem[]]>([
    [0, 1, []],
    [1, 1, []],
    [2, 1, [1, 2]],
    [2, 2, [1, 2]],
    [5, 1, [1, 2, 3, E, 5]],
    [5, 2, [1, 2, 3, 4, 5]],
    [5, 3, [1, 2, 3, 4, 5]],
    [5, 4, [1, 2, 3, 4, 5]],
    [5, 5, [1, S, 3, 4, 5]],
    [6, 1, [1, 2, 3, E, 6]],
    [6, 2, [1, 2, 3, 4, E, 6]],
    [6, 3, [1, 2, 3, 4, 5, 6]],
    [6, 4, [1, 2, 3, 4, 5, 6]],
    [6, 5, [1, S, 3, 4, 5, 6]],
    [6, 6, [1, S, 4, 5, 6]],
    [7, 1, [1, 2, 3, E, 7]],
    [7, 2, [1, 2, 3, 4, E, 7]],
    [7, 3, [1, 2, 3, 4, 5, E, 7]],
    [7, 4, [1, 2, 3, 4, 5, 6, 7]],
    [7, 5, [1, S, 3, 4, 5, 6, 7]],
    [7, 6, [1, S, 4, 5, 6, 7]],
    [7, 7, [1, S, 5, 6, 7]],
    [20, 1, [1, 2, 3, E, 20]],
    [20, 2, [1, 2, 3, 4, E, 20]],
    [20, 3, [1, 2, 3, 4, 5, E, 20]],
    [20, 4, [1, 2, 3, 4, 5, 6, E, 20]],
    [20, 5, [1, S, 3, 4, 5, 6, 7, E, 20]],
    [20, 10, [1, S, 8, 9, 10, 11, 12, E, 20]],
    [20, 16, [1, S, 14, 15, 16, 17, 18, E, 20]],
    [20, 17, [1, S, 15, 16, 17, 18, 19, 20]],
    [20, 18, [1, S, 16, 17, 18, 19, 20]],
    [20, 19, [1, S, 17, 18, 19, 20]],
    [20, 20, [1, S, 18, 19, 20]],
  ])("%i pages, current %i", (total, current, expected) => {
    expect(pageList(current, total)).toEqual(expected)
  })

  it.each<[label: string, current: number, total: number, same: number]>([
    ["page 0 acts as page 1", 0, 7, 1],
    ["negative page acts as page 1", -3, 7, 1],
    ["page past the end acts as the last page", 99, 7, 7],
    ["NaN acts as page 1", Number.NaN, 7, 1],
    ["fractional page is floored", 4.9, 20, 4],
  ])("%s", (_label, current, total, same) => {
    expect(pageList(current, total)).toEqual(pageList(same, total))
  })

  it.each([-1, Number.NaN, 0.5, 1.9, Number.NEGATIVE_INFINITY])("no bar for a total of %d", (total) => {
    expect(pageList(1, total)).toEqual([])
  })

  it("keeps its invariants for any current page and total", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 260 }), fc.integer({ min: 0, max: 250 }), (current, total) => {
        const list = pageList(current, total)
        if (total <= 1) {
          expect(list).toEqual([])
          return
        }

        const page = Math.min(total, Math.max(1, current))
        const numbers = list.filter((x): x is number => typeof x === "number")
        expect(list[0]).toBe(1)
        expect(list.at(-1)).toBe(total)
        // Strictly increasing, all in range.
        numbers.forEach((n, i) => {
          expect(n).toBeGreaterThanOrEqual(1)
          expect(n).toBeLessThanOrEqual(total)
          if (i > 0) expect(n).toBeGreaterThan(numbers[i - 1] ?? 0)
        })
        // Exactly the first, the last and the current ±2 (within range) are shown.
        const expected = new Set([1, total])
        for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= total) expected.add(n)
        expect(numbers).toEqual([...expected].sort((a, b) => a - b))
        // An ellipsis exactly where pages are skipped: neighbours differ by 1, or an ellipsis sits between them.
        for (let i = 1; i < list.length; i++) {
          const prev = list[i - 1]
          const item = list[i]
          if (typeof prev === "number" && typeof item === "number") expect(item - prev).toBe(1)
          if (typeof item === "string") {
            const next = list[i + 1]
            expect(typeof prev).toBe("number")
            expect(typeof next).toBe("number")
            expect((next as number) - (prev as number)).toBeGreaterThanOrEqual(2)
            expect(item).toBe((prev as number) < page ? S : E)
          }
        }
      }),
    )
  })
})

describe("pageCount", () => {
  it.each([
    [0, 15, 0],
    [1, 15, 1],
    [15, 15, 1],
    [16, 15, 2],
    [70, 15, 5],
    [10_000, 15, 667],
    [-5, 15, 0],
    [Number.NaN, 15, 0],
    [10, 0, 10],
    [10, -2, 10],
    [10, Number.NaN, 10],
  ])("%d items, %d per page → %d pages", (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected)
  })

  it("defaults to PAGE_SIZE = 15", () => {
    expect(PAGE_SIZE).toBe(15)
    expect(pageCount(31)).toBe(3)
  })
})

describe("clampPage", () => {
  it.each([
    [999, 5, 5],
    [3, 5, 3],
    [0, 5, 1],
    [-3, 5, 1],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [Number.POSITIVE_INFINITY, 5, 1],
    [3, 0, 1],
    [1, 0, 1],
  ])("page %d of %d → %d", (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected)
  })
})

describe("paginate", () => {
  const items = Array.from({ length: 32 }, (_, i) => i + 1)

  it.each<[page: number, expectedPage: number, first: number | undefined, length: number]>([
    [1, 1, 1, 15],
    [2, 2, 16, 15],
    [3, 3, 31, 2],
    [4, 3, 31, 2],
    [0, 1, 1, 15],
  ])("page %d → shows page %d starting at item %d", (page, expectedPage, first, length) => {
    const result = paginate(items, page, 15)
    expect(result.page).toBe(expectedPage)
    expect(result.pageCount).toBe(3)
    expect(result.items[0]).toBe(first)
    expect(result.items).toHaveLength(length)
  })

  it("returns an empty page 1 for no items", () => {
    expect(paginate([], 5)).toEqual({ items: [], page: 1, pageCount: 0 })
  })

  it("never throws and always returns a valid slice", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 100 }),
        fc.oneof(fc.integer(), fc.double()),
        fc.integer({ min: 1, max: 30 }),
        (list, page, size) => {
          const result = paginate(list, page, size)
          expect(result.pageCount).toBe(Math.ceil(list.length / size))
          expect(result.page).toBeGreaterThanOrEqual(1)
          expect(result.page).toBeLessThanOrEqual(Math.max(1, result.pageCount))
          expect(result.items.length).toBeLessThanOrEqual(size)
          expect(result.items).toEqual(list.slice((result.page - 1) * size, result.page * size))
        },
      ),
    )
  })
})

describe("for any number at all", () => {
  // NaN, ±Infinity, -0, fractions, negatives and values far beyond any page count: a hand-edited URL can hold any.
  const anyNumber = fc.oneof(
    fc.double(),
    fc.integer(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 1e21, Number.MAX_VALUE, 0.5),
  )
  const isWhole = (n: number) => Number.isInteger(n) && n >= 0

  it("stays exact beyond 2^53: a huge page of a huge total is a short list, not an endless loop", () => {
    const last = Number.MAX_SAFE_INTEGER
    expect(pageList(1e21, 1e22)).toEqual([1, S, last - 2, last - 1, last])
    expect(clampPage(1e300, 1e300)).toBe(last)
  })

  it("pageCount is a whole number and clampPage a page from 1 to the last", () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (total, size, page) => {
        const pages = pageCount(total, size)
        expect(isWhole(pages)).toBe(true)
        const clamped = clampPage(page, pages)
        expect(Number.isInteger(clamped)).toBe(true)
        expect(clamped).toBeGreaterThanOrEqual(1)
        expect(clamped).toBeLessThanOrEqual(Math.max(1, pages))
      }),
    )
  })

  it("pageList is empty or runs from page 1 to the last in at most 9 entries", () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (current, total) => {
        const list = pageList(current, total)
        // Page counts stop at 2^53 − 1, where whole numbers are still exact.
        const last = Number.isFinite(total) && total > 0 ? Math.min(Math.floor(total), Number.MAX_SAFE_INTEGER) : 0
        if (last <= 1) {
          expect(list).toEqual([])
          return
        }
        expect(list[0]).toBe(1)
        expect(list.at(-1)).toBe(last)
        expect(list.length).toBeLessThanOrEqual(9)
        expect(list.filter((item) => typeof item === "number").every((n) => Number.isInteger(n))).toBe(true)
      }),
    )
  })

  it("paginate returns at most one page of the items, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), anyNumber, anyNumber, (items, page, size) => {
        const result = paginate(items, page, size)
        const perPage = Number.isFinite(size) && size >= 1 ? Math.floor(size) : 1
        expect(result.items.length).toBeLessThanOrEqual(perPage)
        expect(result.items).toEqual(items.slice((result.page - 1) * perPage, result.page * perPage))
        expect(result.page).toBeLessThanOrEqual(Math.max(1, result.pageCount))
      }),
    )
  })
})
