import { describe, expect, it } from "vitest"
import type { Endpoint } from "@/data/api-schema"
import { fillSearchTexts, filterEndpoints, listOrder, searchTexts } from "./endpoint-filter"

const endpoint = (method: Endpoint["method"], path: string, name: string): Endpoint => ({
  method,
  path,
  name,
  description: name,
})

const ENDPOINTS = [
  endpoint("GET", "/pets", "List pets"),
  endpoint("POST", "/pets", "Create a pet"),
  endpoint("GET", "/pets/{id}", "Find pet by ID"),
  endpoint("DELETE", "/users/{id}", "Delete user"),
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
    expect(texts[2]).toBe("get /pets/{id} find pet by id pet")
  })
})
