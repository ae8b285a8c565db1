import { describe, expect, it } from "vitest"
import { pointerSegments, revealPlan } from "./tree-reveal"

const body = [{ id: 1, owner: { address: { zip: 10115 } }, "a/b": { "~x": true }, "3": "key three" }]
const long = { items: Array.from({ length: 250 }, (_, index) => ({ index })) }

describe("pointerSegments", () => {
  it.each([
    ["", []],
    ["/", [""]],
    ["/0/name", ["0", "name"]],
    ["/a~1b/~0x", ["a/b", "~x"]],
    ["Content-Type header", null],
    ["body", null],
  ])("%j → %j", (pointer, segments) => {
    expect(pointerSegments(pointer)).toEqual(segments)
  })
})

describe("revealPlan", () => {
  it.each([
    [
      "a deep value",
      body,
      "/0/owner/address/zip",
      { path: "[0].owner.address.zip", expand: ["[0]", "[0].owner", "[0].owner.address"], shown: [], isExact: true },
    ],
    ["a top-level item", body, "/0", { path: "[0]", expand: [], shown: [], isExact: true }],
    [
      "escaped keys",
      body,
      "/0/a~1b/~0x",
      { path: '[0]["a/b"]["~x"]', expand: ["[0]", '[0]["a/b"]'], shown: [], isExact: true },
    ],
    [
      "an object key that looks like an index",
      body,
      "/0/3",
      { path: '[0]["3"]', expand: ["[0]"], shown: [], isExact: true },
    ],
    ["a missing property: its object", body, "/0/name", { path: "[0]", expand: [], shown: [], isExact: false }],
    [
      "past a primitive: the primitive",
      body,
      "/0/id/x",
      { path: "[0].id", expand: ["[0]"], shown: [], isExact: false },
    ],
    ["an index out of range: the first row", body, "/7", { path: "[0]", expand: [], shown: [], isExact: false }],
    ["not an index: the first row", body, "/01", { path: "[0]", expand: [], shown: [], isExact: false }],
    ["the whole body: the first row", body, "", { path: "[0]", expand: [], shown: [], isExact: true }],
    ["a missing root property", { a: 1 }, "/b", { path: "a", expand: [], shown: [], isExact: false }],
    [
      "an item past the first page",
      long,
      "/items/230/index",
      { path: "items[230].index", expand: ["items", "items[230]"], shown: [["items", 300]], isExact: true },
    ],
    [
      "the last item of the first page",
      long,
      "/items/99",
      { path: "items[99]", expand: ["items"], shown: [], isExact: true },
    ],
  ])("%s", (_, root, pointer, plan) => {
    expect(revealPlan(root, pointer)).toEqual(plan)
  })

  it.each([
    ["the header", body, "Content-Type header"],
    ["an empty body", [], "/0"],
    ["a primitive body", 5, ""],
  ])("nothing for %s", (_, root, pointer) => {
    expect(revealPlan(root, pointer)).toBeNull()
  })

  it("never reads a prototype", () => {
    expect(revealPlan(JSON.parse('{"a":1}'), "/__proto__")).toEqual({
      path: "a",
      expand: [],
      shown: [],
      isExact: false,
    })
  })
})
