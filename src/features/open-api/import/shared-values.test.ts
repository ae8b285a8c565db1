import { describe, expect, it } from "vitest"
import { sharedLists, sharedValues, valueIds } from "./shared-values"

describe("sharedValues", () => {
  it.each([
    ["equal objects", { a: 1, b: "x" }, { a: 1, b: "x" }, true],
    ["equal arrays", ["users", "me"], ["users", "me"], true],
    ["nested", { p: [{ name: "$top" }] }, { p: [{ name: "$top" }] }, true],
    ["a different value", { a: 1 }, { a: 2 }, false],
    ["an extra field", { a: 1 }, { a: 1, example: "5" }, false],
    ["other key order (JSON differs)", { a: 1, b: 2 }, { b: 2, a: 1 }, false],
    ["array order", ["a", "b"], ["b", "a"], false],
  ])("%s: shared %s", (_, first, second, same) => {
    const share = sharedValues<object>()
    expect(share(first)).toBe(first)
    const result = share(second)
    expect(result).toBe(same ? first : second)
    expect(result).toEqual(second)
  })

  it("keeps each distinct value once, however often it comes", () => {
    const share = sharedValues<{ name: string }>()
    const values = Array.from({ length: 1000 }, (_, i) => share({ name: `p${i % 3}` }))
    expect(new Set(values).size).toBe(3)
  })

  it("answers a value it was given before without writing it out again", () => {
    const share = sharedValues<object>()
    let written = 0
    const value = { toJSON: () => ({ n: written++ }) }
    expect(share(value)).toBe(value)
    expect(share(value)).toBe(value)
    const equal = { n: 0 }
    expect(share(equal)).toBe(value)
    expect(share(equal)).toBe(value)
    expect(written).toBe(1)
  })

  it("gives each function its own values", () => {
    const one = sharedValues<{ a: number }>()
    const two = sharedValues<{ a: number }>()
    const value = { a: 1 }
    one(value)
    expect(two({ a: 1 })).not.toBe(value)
  })
})

describe("sharedLists", () => {
  const [a, b] = [{ n: 1 }, { n: 2 }]
  it.each<[label: string, first: object[], second: object[], same: boolean]>([
    ["the same items in the same order", [a, b], [a, b], true],
    ["both empty", [], [], true],
    ["another order", [a, b], [b, a], false],
    ["one item more", [a], [a, b], false],
    ["equal but other objects (items are shared first)", [a], [{ n: 1 }], false],
  ])("%s: shared %s", (_label, first, second, same) => {
    const share = sharedLists<object>()
    expect(share(first)).toBe(first)
    expect(share(second)).toBe(same ? first : second)
  })
})

describe("valueIds", () => {
  const schema = { type: "object" }
  it.each<[label: string, first: object | string | undefined, second: object | string | undefined, same: boolean]>([
    ["the same object", schema, schema, true],
    ["equal but other objects", schema, { type: "object" }, false],
    ["equal strings (an example written out twice)", `{"id": ${1}}`, `{"id": ${2 - 1}}`, true],
    ["other strings", "a", "b", false],
    ["nothing, twice", undefined, undefined, true],
    ["nothing, then an empty string", undefined, "", false],
  ])("%s: the same number %s", (_label, first, second, same) => {
    const idOf = valueIds()
    expect(idOf(first) === idOf(second)).toBe(same)
  })
})
