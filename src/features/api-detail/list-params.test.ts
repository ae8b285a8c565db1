import { describe, expect, it } from "vitest"
import {
  DEFAULT_LIST_PARAMS,
  parseListParams,
  serializeListParams,
  updateListParams,
  type ListParams,
} from "./list-params"

describe("parseListParams", () => {
  it.each<[string, ListParams]>([
    ["", { filter: "", page: 1 }],
    ["filter=mail&page=2", { filter: "mail", page: 2 }],
    // As typed: spaces are the visitor's (filtering trims).
    ["filter=+get+users", { filter: " get users", page: 1 }],
    ["page=abc", { filter: "", page: 1 }],
    ["page=0", { filter: "", page: 1 }],
    ["filter=a&filter=b&endpoint=3&p.id=5", { filter: "a", page: 1 }],
  ])("%j → %j", (search, expected) => {
    expect(parseListParams(new URLSearchParams(search))).toEqual(expected)
  })
})

describe("serializeListParams", () => {
  it.each<[ListParams, string]>([
    [DEFAULT_LIST_PARAMS, ""],
    [{ filter: "mail", page: 1 }, "filter=mail"],
    [{ filter: "", page: 3 }, "page=3"],
    [{ filter: "get users", page: 2 }, "filter=get+users&page=2"],
  ])("%j → %j", (params, expected) => {
    expect(serializeListParams(params).toString()).toBe(expected)
  })

  it("reads back what it wrote", () => {
    const params = { filter: "a&b=c ?", page: 7 }
    expect(parseListParams(serializeListParams(params))).toEqual(params)
  })
})

describe("updateListParams", () => {
  it.each<[ListParams, Partial<ListParams>, ListParams]>([
    [{ filter: "", page: 3 }, { filter: "m" }, { filter: "m", page: 1 }],
    [{ filter: "m", page: 3 }, { filter: "m" }, { filter: "m", page: 3 }],
    [{ filter: "m", page: 1 }, { page: 2 }, { filter: "m", page: 2 }],
    [
      { filter: "m", page: 3 },
      { filter: "", page: 2 },
      { filter: "", page: 2 },
    ],
  ])("%j + %j → %j", (current, patch, expected) => {
    expect(updateListParams(current, patch)).toEqual(expected)
  })
})
