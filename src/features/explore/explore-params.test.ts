import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AUTH_TYPES, CATEGORIES } from "../../data/api-constants"
import {
  DEFAULT_EXPLORE_PARAMS,
  parseExploreParams,
  serializeExploreParams,
  updateExploreParams,
  type ExploreParams,
} from "./explore-params"
import { AUTH_OPTIONS, CATEGORY_OPTIONS, CORS_OPTIONS } from "./filter-options"

const D = DEFAULT_EXPLORE_PARAMS
const parse = (query: string) => parseExploreParams(new URLSearchParams(query))
const serialize = (params: Partial<ExploreParams>) => serializeExploreParams({ ...D, ...params }).toString()

function isValidExploreParams(p: ExploreParams): boolean {
  return (
    typeof p.q === "string" &&
    (p.category === "All" || (CATEGORIES as readonly string[]).includes(p.category)) &&
    (p.auth === "all" || (AUTH_TYPES as readonly string[]).includes(p.auth)) &&
    ["all", "yes", "no"].includes(p.cors) &&
    typeof p.saved === "boolean" &&
    typeof p.works === "boolean" &&
    Number.isSafeInteger(p.page) &&
    p.page >= 1
  )
}

describe("parseExploreParams", () => {
  it.each<[query: string, expected: Partial<ExploreParams>]>([
    ["", {}],
    ["q=cat", { q: "cat" }],
    ["q=%20cat%20", { q: " cat " }],
    ["q=a+b", { q: "a b" }],
    ["q=x&q=y", { q: "x" }],
    ["category=Weather", { category: "Weather" }],
    ["category=weather", { category: "Weather" }],
    ["category=PHOTOGRAPHY", { category: "Photography" }],
    ["category=All", {}],
    ["category=Maps", {}],
    ["category=", {}],
    ["auth=none", { auth: "none" }],
    ["auth=apikey", { auth: "apikey" }],
    ["auth=OAuth", { auth: "oauth" }],
    ["auth=bearer", { auth: "bearer" }],
    ["auth=basic", {}],
    ["cors=yes", { cors: "yes" }],
    ["cors=no", { cors: "no" }],
    ["cors=YES", { cors: "yes" }],
    ["cors=maybe", {}],
    ["saved=1", { saved: true }],
    ["saved=true", { saved: true }],
    ["saved=0", {}],
    ["saved=", {}],
    ["works=1", { works: true }],
    ["works=TRUE", { works: true }],
    ["works=yes", {}],
    ["page=2", { page: 2 }],
    ["page=02", { page: 2 }],
    ["page=abc", {}],
    ["page=0", {}],
    ["page=-3", {}],
    ["page=1.5", {}],
    ["page=1e3", {}],
    ["page=", {}],
    ["page=99999999999999999999", {}],
    ["page=999", { page: 999 }],
    [
      "q=dog&category=animals&auth=none&cors=yes&saved=1&page=3",
      { q: "dog", category: "Animals", auth: "none", cors: "yes", saved: true, page: 3 },
    ],
    ["q=dog&category=nope&page=abc&cors=no", { q: "dog", cors: "no" }],
    ["utm_source=x&q=dog", { q: "dog" }],
  ])("?%s", (query, expected) => {
    expect(parse(query)).toEqual({ ...D, ...expected })
  })

  it("never throws and always yields valid params for arbitrary query strings", () => {
    const key = fc.constantFrom("q", "category", "auth", "cors", "saved", "page", "other")
    const value = fc.oneof(fc.string(), fc.constantFrom(...CATEGORIES, "all", "yes", "no", "1", "0", "-1", "2"))
    const structured = fc
      .array(fc.tuple(key, value), { maxLength: 8 })
      .map((pairs) => new URLSearchParams(pairs).toString())
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), structured), (query) => {
        expect(isValidExploreParams(parse(query))).toBe(true)
      }),
    )
  })
})

describe("serializeExploreParams", () => {
  it.each<[params: Partial<ExploreParams>, expected: string]>([
    [{}, ""],
    [{ q: "cat" }, "q=cat"],
    [{ q: " cat " }, "q=+cat+"],
    [{ q: "a&b=c" }, "q=a%26b%3Dc"],
    [{ category: "Weather" }, "category=Weather"],
    [{ auth: "apikey" }, "auth=apikey"],
    [{ cors: "no" }, "cors=no"],
    [{ saved: true }, "saved=1"],
    [{ works: true, saved: true, page: 2 }, "saved=1&works=1&page=2"],
    [{ page: 2 }, "page=2"],
    [{ page: 0 }, ""],
    [{ page: 2.5 }, "page=2"],
    [{ page: Number.NaN }, ""],
    [
      { page: 4, saved: true, cors: "yes", auth: "bearer", category: "Music", q: "x" },
      "q=x&category=Music&auth=bearer&cors=yes&saved=1&page=4",
    ],
  ])("%o → ?%s", (params, expected) => {
    expect(serialize(params)).toBe(expected)
  })

  it("is stable: serialize ∘ parse ∘ serialize = serialize ∘ parse for any query string", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "grapheme" })), (query) => {
        const once = serializeExploreParams(parse(query))
        const twice = serializeExploreParams(parseExploreParams(once))
        expect(twice.toString()).toBe(once.toString())
      }),
    )
  })

  it("round-trips any valid params: parse ∘ serialize = identity", () => {
    const params = fc.record({
      q: fc.string({ unit: "grapheme" }),
      category: fc.constantFrom(...CATEGORY_OPTIONS.map((o) => o.value)),
      auth: fc.constantFrom(...AUTH_OPTIONS.map((o) => o.value)),
      cors: fc.constantFrom(...CORS_OPTIONS.map((o) => o.value)),
      saved: fc.boolean(),
      works: fc.boolean(),
      page: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    })
    fc.assert(
      fc.property(params, (p) => {
        expect(parseExploreParams(serializeExploreParams(p))).toEqual(p)
      }),
    )
  })
})

describe("updateExploreParams", () => {
  const onPage3: ExploreParams = { ...D, q: "cat", page: 3 }

  it.each<[label: string, patch: Partial<ExploreParams>, expected: Partial<ExploreParams>]>([
    ["search change resets the page", { q: "dog" }, { q: "dog", page: 1 }],
    ["category change resets the page", { category: "Animals" }, { category: "Animals", page: 1 }],
    ["auth change resets the page", { auth: "none" }, { auth: "none", page: 1 }],
    ["cors change resets the page", { cors: "no" }, { cors: "no", page: 1 }],
    ["saved change resets the page", { saved: true }, { saved: true, page: 1 }],
    ["works change resets the page", { works: true }, { works: true, page: 1 }],
    ["an explicit page wins over the reset", { cors: "no", page: 2 }, { cors: "no", page: 2 }],
    ["a page change alone keeps the filters", { page: 5 }, { page: 5 }],
    ["setting the same value is not a change", { q: "cat", cors: "all" }, {}],
    ["undefined values are ignored", { q: undefined, page: undefined }, {}],
    ["an invalid page becomes 1", { page: -2 }, { page: 1 }],
    ["a fractional page is floored", { page: 2.5 }, { page: 2 }],
  ])("%s", (_label, patch, expected) => {
    expect(updateExploreParams(onPage3, patch)).toEqual({ ...onPage3, ...expected })
  })

  it("does not mutate its input", () => {
    const current = { ...onPage3 }
    updateExploreParams(current, { q: "x" })
    expect(current).toEqual(onPage3)
  })
})
