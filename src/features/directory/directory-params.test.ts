import { describe, expect, it } from "vitest"
import {
  DEFAULT_DIRECTORY_PARAMS,
  parseDirectoryParams,
  serializeDirectoryParams,
  updateDirectoryParams,
  type DirectoryParams,
} from "./directory-params"

describe("parseDirectoryParams", () => {
  it.each([
    ["", DEFAULT_DIRECTORY_PARAMS],
    ["q=maps", { ...DEFAULT_DIRECTORY_PARAMS, q: "maps" }],
    ["q=%20a%20", { ...DEFAULT_DIRECTORY_PARAMS, q: " a " }],
    [
      "category=cloud&provider=googleapis.com",
      { ...DEFAULT_DIRECTORY_PARAMS, category: "cloud", provider: "googleapis.com" },
    ],
    ["page=3", { ...DEFAULT_DIRECTORY_PARAMS, page: 3 }],
    ["page=0", DEFAULT_DIRECTORY_PARAMS],
    ["page=abc", DEFAULT_DIRECTORY_PARAMS],
    ["page=1.5", DEFAULT_DIRECTORY_PARAMS],
    ["page=99999999999999999999", DEFAULT_DIRECTORY_PARAMS],
  ])("?%s", (query, expected) => {
    expect(parseDirectoryParams(new URLSearchParams(query))).toEqual(expected)
  })
})

describe("serializeDirectoryParams", () => {
  it.each<[Partial<DirectoryParams>, string]>([
    [{}, ""],
    [{ q: "maps", page: 2 }, "q=maps&page=2"],
    [{ category: "open_data", provider: "azure.com" }, "category=open_data&provider=azure.com"],
    [{ page: 0 }, ""],
  ])("%j → %j", (patch, expected) => {
    expect(serializeDirectoryParams({ ...DEFAULT_DIRECTORY_PARAMS, ...patch }).toString()).toBe(expected)
  })

  it("round-trips", () => {
    const params = { q: "a b&c", category: "cloud", provider: "x.com", page: 4 }
    expect(parseDirectoryParams(serializeDirectoryParams(params))).toEqual(params)
  })
})

describe("updateDirectoryParams", () => {
  const onPage3 = { ...DEFAULT_DIRECTORY_PARAMS, q: "a", page: 3 }
  it.each<[string, Partial<DirectoryParams>, number]>([
    ["a new search resets the page", { q: "b" }, 1],
    ["a category resets the page", { category: "cloud" }, 1],
    ["a provider resets the page", { provider: "x.com" }, 1],
    ["the same search keeps it", { q: "a" }, 3],
    ["a page change sets it", { page: 5 }, 5],
    ["a filter with a page keeps that page", { provider: "x.com", page: 2 }, 2],
  ])("%s", (_name, patch, page) => {
    expect(updateDirectoryParams(onPage3, patch).page).toBe(page)
  })
})
