import { describe, expect, it } from "vitest"
import type { Endpoint } from "@/data/api-schema"
import {
  DESCRIPTION_CHARS,
  endpointsOfTag,
  fillSearchTexts,
  filterEndpoints,
  listOrder,
  searchTexts,
  tagCounts,
} from "./endpoint-filter"

const endpoint = (method: Endpoint["method"], path: string, name: string, description = name): Endpoint => ({
  method,
  path,
  name,
  description,
})

const ENDPOINTS = [
  endpoint("GET", "/pets", "List pets", "Pets up for adoption, newest first."),
  endpoint("POST", "/pets", "Create a pet"),
  endpoint("GET", "/pets/{id}", "Find pet by ID"),
  endpoint("DELETE", "/users/{id}", "Delete user", "Removes the user and every pet they adopted."),
]

describe("listOrder", () => {
  it.each([
    [
      "no groups: API order, no group names",
      [],
      [
        [0, ""],
        [1, ""],
        [2, ""],
        [3, ""],
      ],
    ],
    [
      "groups first, in their order; the rest under Other",
      [{ name: "pet", endpoints: [2, 0] }],
      [
        [2, "pet"],
        [0, "pet"],
        [1, "Other"],
        [3, "Other"],
      ],
    ],
    [
      "an endpoint under two tags is listed once, under the first",
      [
        { name: "pet", endpoints: [0, 1] },
        { name: "store", endpoints: [1, 2, 3] },
      ],
      [
        [0, "pet"],
        [1, "pet"],
        [2, "store"],
        [3, "store"],
      ],
    ],
    [
      "indexes out of range are ignored",
      [{ name: "x", endpoints: [9, -1, 3] }],
      [
        [3, "x"],
        [0, "Other"],
        [1, "Other"],
        [2, "Other"],
      ],
    ],
  ] as const)("%s", (_, groups, expected) => {
    expect(listOrder(ENDPOINTS.length, groups).map((e) => [e.index, e.group])).toEqual(expected)
  })
})

describe("filterEndpoints", () => {
  const order = listOrder(ENDPOINTS.length, [{ name: "pet", endpoints: [0, 1, 2] }])
  const texts = searchTexts(ENDPOINTS, order)
  it.each([
    ["", [0, 1, 2, 3]],
    ["   ", [0, 1, 2, 3]],
    ["pets", [0, 1, 2]],
    ["get pets", [0, 2]],
    ["PETS GET", [0, 2]],
    ["delete", [3]],
    ["other", [3]],
    ["{id}", [2, 3]],
    ["nothing-like-this", []],
    // Descriptions match too, after every endpoint whose method, path, name or tag holds all the words.
    ["adopt", [0, 3]],
    ["newest", [0]],
    ["pet", [0, 1, 2, 3]],
    ["user", [3]],
    ["delete pet", [3]],
    ["pets adoption", [0]],
  ])("%j → %j", (query, expected) => {
    expect(filterEndpoints(order, texts, query).map((e) => e.index)).toEqual(expected)
  })
})

describe("fillSearchTexts", () => {
  it.each([1, 2, 3, 10])("built in steps of %i, the texts are searchTexts'", (step) => {
    const order = listOrder(ENDPOINTS.length, [{ name: "pet", endpoints: [2, 0] }])
    const texts = new Array<string>(ENDPOINTS.length)
    for (let from = 0; from < order.length; from += step) fillSearchTexts(texts, ENDPOINTS, order, from, from + step)
    expect(texts).toEqual(searchTexts(ENDPOINTS, order))
    expect(texts[2]).toBe("get /pets/{id} find pet by id pet\nfind pet by id")
  })
})

describe("filterEndpoints: name and path matches rank before description matches", () => {
  const ranked = [
    endpoint("GET", "/a", "Alpha", "Mentions invoices."),
    endpoint("GET", "/invoices", "List invoices"),
    endpoint("GET", "/b", "Beta", "Also about invoices."),
    endpoint("POST", "/invoices", "Create an invoice"),
    endpoint("GET", "/c", "Gamma", `${"x".repeat(DESCRIPTION_CHARS)} invoices, too far in to be read.`),
  ]
  const order = listOrder(ranked.length)
  const texts = searchTexts(ranked, order)
  it.each([
    ["invoices", [1, 3, 0, 2]],
    ["invoice", [1, 3, 0, 2]],
    ["get invoices", [1, 0, 2]],
    ["post invoice", [3]],
    ["alpha invoices", [0]],
    ["mentions", [0]],
    ["too far", []],
  ])("%j → %j", (query, expected) => {
    expect(filterEndpoints(order, texts, query).map((e) => e.index)).toEqual(expected)
  })
})

describe("tagCounts", () => {
  it.each([
    ["no groups: no index", [], 4, []],
    [
      "each tag with its endpoints (one under two tags counts in both), then Other",
      [
        { name: "pet", endpoints: [0, 1] },
        { name: "store", endpoints: [1, 2] },
      ],
      4,
      [
        { name: "pet", count: 2 },
        { name: "store", count: 2 },
        { name: "Other", count: 1 },
      ],
    ],
    [
      "repeated and out-of-range indexes are not counted; an empty tag is left out",
      [
        { name: "pet", endpoints: [0, 0, 9, 1, 2, 3] },
        { name: "empty", endpoints: [7] },
      ],
      4,
      [{ name: "pet", count: 4 }],
    ],
  ] as const)("%s", (_, groups, count, expected) => {
    expect(tagCounts(listOrder(count, groups), groups)).toEqual(expected)
  })
})

describe("endpointsOfTag", () => {
  const groups = [
    { name: "pet", endpoints: [2, 0] },
    { name: "store", endpoints: [0, 1, 1, 9] },
  ]
  const order = listOrder(4, groups)
  it.each([
    ["", [2, 0, 1, 3], ["pet", "pet", "store", "Other"]],
    ["pet", [2, 0], ["pet", "pet"]],
    // 0 is listed under "pet" in the whole list; under "store" when that tag is chosen.
    ["store", [0, 1], ["store", "store"]],
    ["Other", [3], ["Other"]],
    ["nope", [], []],
  ])("%j → %j", (tag, indexes, names) => {
    const listed = endpointsOfTag(order, groups, tag)
    expect(listed.map((e) => e.index)).toEqual(indexes)
    expect(listed.map((e) => e.group)).toEqual(names)
  })
})
