import { describe, expect, it } from "vitest"
import {
  AUTH_LABELS,
  DEFAULT_EXPLORE_PARAMS,
  parseExploreParams,
  serializeExploreParams,
  type ExploreParams,
} from "./explore-params"
import { AUTH_OPTIONS, CATEGORY_OPTIONS, CORS_OPTIONS } from "./filter-options"

const parse = (query: string) => parseExploreParams(new URLSearchParams(query))
const serialize = (patch: Partial<ExploreParams>) =>
  serializeExploreParams({ ...DEFAULT_EXPLORE_PARAMS, ...patch }).toString()

describe("option lists", () => {
  it("category: All then the 15 categories in spec order", () => {
    expect(CATEGORY_OPTIONS.map((o) => o.label)).toEqual([
      "All",
      "Animals",
      "Communication",
      "Development",
      "Entertainment",
      "Finance",
      "Games",
      "Geography",
      "Music",
      "News",
      "Photography",
      "Science",
      "Social",
      "Text",
      "Utilities",
      "Weather",
    ])
    for (const o of CATEGORY_OPTIONS) expect(o.value).toBe(o.label)
  })

  it("auth and CORS options match docs/behaviour.md §9", () => {
    expect(AUTH_OPTIONS).toEqual([
      { value: "all", label: "All" },
      { value: "none", label: "No Auth" },
      { value: "apikey", label: "API Key" },
      { value: "oauth", label: "OAuth" },
      { value: "bearer", label: "Bearer Token" },
    ])
    expect(CORS_OPTIONS).toEqual([
      { value: "all", label: "All" },
      { value: "yes", label: "CORS Enabled" },
      { value: "no", label: "No CORS" },
    ])
    expect(AUTH_LABELS).toEqual({ none: "No Auth", apikey: "API Key", oauth: "OAuth", bearer: "Bearer" })
  })

  it("every option value survives a URL round trip", () => {
    for (const { value } of CATEGORY_OPTIONS) expect(parse(serialize({ category: value })).category).toBe(value)
    for (const { value } of AUTH_OPTIONS) expect(parse(serialize({ auth: value })).auth).toBe(value)
    for (const { value } of CORS_OPTIONS) expect(parse(serialize({ cors: value })).cors).toBe(value)
  })
})
