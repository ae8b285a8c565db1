import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AUTH_TYPES, CATEGORIES } from "../../data/api-constants"
import { APIS as REAL_APIS } from "../../data/apis"
import { PAGE_SIZE, paginate } from "../../lib/paginate"
import { DEFAULT_EXPLORE_PARAMS, parseExploreParams } from "./explore-params"
import { createSearchIndex, filterApis, type ApiFilters, type FilterableApi } from "./filter-apis"

const api = (id: string, fields: Partial<FilterableApi> = {}): FilterableApi => ({
  id,
  name: id,
  description: `About ${id}`,
  category: "Development",
  auth: "none",
  cors: true,
  ...fields,
})

const APIS: FilterableApi[] = [
  api("dog", { name: "Dog CEO", description: "Random dog pictures", category: "Animals" }),
  api("weather", { name: "OpenWeather", description: "Current weather data", category: "Weather", auth: "apikey" }),
  api("news", { name: "NewsAPI", description: "Headlines worldwide", category: "News", auth: "apikey", cors: false }),
  api("github", { name: "GitHub", description: "Code hosting, repos and users", auth: "oauth" }),
  api("cats", { name: "Cat Facts", description: "Daily cat facts", category: "Animals" }),
  api("stripe", { name: "Stripe", description: "Payments for the internet", category: "Finance", auth: "bearer" }),
]

const NONE: ApiFilters = DEFAULT_EXPLORE_PARAMS
const ids = (list: readonly FilterableApi[]) => list.map((a) => a.id)

describe("filterApis", () => {
  it.each<[label: string, filters: Partial<ApiFilters>, bookmarks: string[], expected: string[]]>([
    ["no filters: everything, in order", {}, [], ["dog", "weather", "news", "github", "cats", "stripe"]],
    ["search in the name", { q: "stripe" }, [], ["stripe"]],
    ["search in the description", { q: "pictures" }, [], ["dog"]],
    ["search is case-insensitive", { q: "GITHUB" }, [], ["github"]],
    ["search is a substring", { q: "eathe" }, [], ["weather"]],
    ["search is trimmed", { q: "  cat  " }, [], ["cats"]],
    ["whitespace-only search matches all", { q: "   " }, [], ["dog", "weather", "news", "github", "cats", "stripe"]],
    ["search without match", { q: "zzz" }, [], []],
    ["search matching several", { q: "dog" }, [], ["dog"]],
    ["search across the name/description seam does not match", { q: "ceo\nrandom" }, [], []],
    ["category", { category: "Animals" }, [], ["dog", "cats"]],
    ["auth", { auth: "apikey" }, [], ["weather", "news"]],
    ["cors yes", { cors: "yes" }, [], ["dog", "weather", "github", "cats", "stripe"]],
    ["cors no: the single no-CORS entry", { cors: "no" }, [], ["news"]],
    ["saved", { saved: true }, ["stripe", "dog"], ["dog", "stripe"]],
    ["saved with nothing bookmarked", { saved: true }, [], []],
    ["bookmarks ignored when saved is off", {}, ["dog"], ["dog", "weather", "news", "github", "cats", "stripe"]],
    ["filters combine with AND", { category: "Animals", q: "facts" }, [], ["cats"]],
    ["AND with no overlap", { category: "Animals", auth: "apikey" }, [], []],
    ["all filters at once", { q: "a", category: "News", auth: "apikey", cors: "no", saved: true }, ["news"], ["news"]],
  ])("%s", (_label, filters, bookmarks, expected) => {
    const params = { ...NONE, ...filters }
    const set = new Set(bookmarks)
    expect(ids(filterApis(APIS, params, set))).toEqual(expected)
    expect(ids(filterApis(createSearchIndex(APIS), params, set))).toEqual(expected)
  })

  it.each<[string, Partial<ApiFilters>, string[], string[]]>([
    ["works for me: only APIs whose last check worked", { works: true }, ["stripe", "dog"], ["dog", "stripe"]],
    ["works for me with nothing checked", { works: true }, [], []],
    ["working set ignored when the toggle is off", {}, ["dog"], ["dog", "weather", "news", "github", "cats", "stripe"]],
    ["works combines with saved (AND)", { works: true, saved: true }, ["dog", "cats"], ["dog"]],
  ])("%s", (_label, filters, working, expected) => {
    const params = { ...NONE, ...filters }
    expect(ids(filterApis(APIS, params, new Set(["dog", "github"]), new Set(working)))).toEqual(expected)
  })

  it("returns the entries themselves, not copies", () => {
    expect(filterApis(APIS, { ...NONE, q: "dog" }, new Set())[0]).toBe(APIS[0])
  })

  it("precomputes lowercase name and description", () => {
    expect(createSearchIndex([api("x", { name: "AbC", description: "DeF" })]).haystacks).toEqual(["abc\ndef"])
  })
})

describe("filterApis properties", () => {
  const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("Dog", "dOG", "weather", "É", "ß", " a "))
  const entry = fc.record({
    id: fc.string({ minLength: 1, maxLength: 6 }),
    name: text,
    description: text,
    category: fc.constantFrom(...CATEGORIES),
    auth: fc.constantFrom(...AUTH_TYPES),
    cors: fc.boolean(),
  })
  const filters = fc.record({
    q: fc.oneof(text, fc.constant("")),
    category: fc.constantFrom("All" as const, ...CATEGORIES),
    auth: fc.constantFrom("all" as const, ...AUTH_TYPES),
    cors: fc.constantFrom("all" as const, "yes" as const, "no" as const),
    saved: fc.boolean(),
  })
  const catalogue = fc.array(entry, { maxLength: 30 })
  const bookmarks = (apis: FilterableApi[]) => fc.subarray(apis.map((a) => a.id)).map((l) => new Set(l))
  const input = catalogue.chain((apis) => fc.tuple(fc.constant(apis), filters, bookmarks(apis)))

  // An independent statement of docs/behaviour.md §5, written per field rather than on the joined haystack.
  const matches = (a: FilterableApi, f: ApiFilters, saved: ReadonlySet<string>) => {
    const term = f.q.trim().toLowerCase()
    return (
      (term === "" || a.name.toLowerCase().includes(term) || a.description.toLowerCase().includes(term)) &&
      (f.category === "All" || a.category === f.category) &&
      (f.auth === "all" || a.auth === f.auth) &&
      (f.cors === "all" || a.cors === (f.cors === "yes")) &&
      (!f.saved || saved.has(a.id))
    )
  }

  it("returns a subset in the original order", () => {
    fc.assert(
      fc.property(input, ([apis, f, saved]) => {
        const result = filterApis(apis, f, saved)
        let cursor = 0
        for (const found of result) {
          const at = apis.indexOf(found, cursor)
          expect(at).toBeGreaterThanOrEqual(0)
          cursor = at + 1
        }
      }),
    )
  })

  it("returns exactly the entries matching every active filter, with or without an index", () => {
    fc.assert(
      fc.property(input, ([apis, f, saved]) => {
        const expected = apis.filter((a) => matches(a, f, saved))
        expect(filterApis(apis, f, saved)).toEqual(expected)
        expect(filterApis(createSearchIndex(apis), f, saved)).toEqual(expected)
      }),
    )
  })

  it("returns everything when no filter is active", () => {
    fc.assert(
      fc.property(catalogue, fc.constantFrom("", " ", "\t\n"), (apis, q) => {
        expect(filterApis(apis, { ...NONE, q }, new Set())).toEqual(apis)
      }),
    )
  })
})

describe("the explore pipeline on the real catalogue", () => {
  const index = createSearchIndex(REAL_APIS)

  it("any query string → parse → filter → paginate never throws and shows a valid page", () => {
    const key = fc.constantFrom("q", "category", "auth", "cors", "saved", "page")
    const value = fc.oneof(
      fc.string({ unit: "grapheme" }),
      fc.constantFrom("Animals", "apikey", "yes", "1", "-1", "1e999", "NaN", "__proto__", ".*", "(", "\n"),
    )
    const query = fc.oneof(
      fc.string(),
      fc.array(fc.tuple(key, value), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs).toString()),
    )
    fc.assert(
      fc.property(query, fc.subarray(REAL_APIS.map((a) => a.id)), (search, saved) => {
        const params = parseExploreParams(new URLSearchParams(search))
        const found = filterApis(index, params, new Set(saved))
        const shown = paginate(found, params.page, PAGE_SIZE)
        expect(found.length).toBeLessThanOrEqual(REAL_APIS.length)
        expect(shown.items.length).toBeLessThanOrEqual(PAGE_SIZE)
        expect(shown.items.every((api) => found.includes(api))).toBe(true)
        if (found.length > 0) expect(shown.items.length).toBeGreaterThan(0)
      }),
    )
  })

  it("a piece of an entry's name, in any case and padded with spaces, always finds that entry", () => {
    const piece = fc
      .constantFrom(...REAL_APIS)
      .chain((api) =>
        fc
          .tuple(
            fc.nat({ max: api.name.length - 1 }),
            fc.integer({ min: 1, max: api.name.length }),
            fc.boolean(),
            fc.constantFrom("", " ", "\t"),
          )
          .map(([start, length, upper, pad]) => {
            const text = api.name.slice(start, start + length)
            return { api, q: pad + (upper ? text.toUpperCase() : text.toLowerCase()) + pad }
          }),
      )
      .filter(
        ({ q, api }) =>
          q.trim() !== "" &&
          q.trim().toLowerCase() === q.trim().toLowerCase().normalize() &&
          api.name.toLowerCase().includes(q.trim().toLowerCase()),
      )
    fc.assert(
      fc.property(piece, ({ api, q }) => {
        expect(filterApis(index, { ...NONE, q }, new Set())).toContain(api)
      }),
    )
  })
})
