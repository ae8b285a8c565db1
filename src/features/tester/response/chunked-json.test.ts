import { describe, expect, it } from "vitest"
import { parseJsonInChunks } from "./chunked-json"
import { JsonNumberText, parseJsonKeepingNumbers } from "./json-text"

const noPause = () => Promise.resolve()

const VALID: [string, string][] = [
  ["an array of objects", JSON.stringify(Array.from({ length: 50 }, (_, id) => ({ id, name: `n${id}`, tags: ["a"] })))],
  [
    "an object with a big array inside",
    JSON.stringify({ meta: { n: 1 }, items: Array.from({ length: 40 }, (_, i) => [i, `${i}`]) }),
  ],
  ["nested big containers", JSON.stringify({ a: { b: { c: Array.from({ length: 30 }, (_, i) => ({ i })) } }, z: 1 })],
  ["whitespace everywhere", ' \n\t[ 1 , 2 ,\r\n {"a" : [ true , false , null ] } , "x" , -1.5e+3 , {} , [ ] ] \n'],
  [
    "strings with quotes, backslashes and brackets",
    JSON.stringify(['a"b', "c\\", '\\"', "[{", "}]", ",:", "\u0000", "é🎉"]),
  ],
  ["odd keys", '{"a.b": 1, "": 2, "3": 3, "say \\"hi\\"": 4, "[0]": 5, "café": 6, "x": {"y": [1, 2, 3, 4, 5, 6, 7]}}'],
  [
    "duplicate keys (the last wins, first position)",
    '{"a": 1, "b": [1, 2, 3, 4, 5, 6], "a": 2, "c": "long enough to split"}',
  ],
  ["an own __proto__ key", '{"__proto__": {"polluted": true}, "list": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}'],
  ["integer-like keys", '{"b": 1, "2": 2, "a": 3, "1": 4, "big": [1, 2, 3, 4, 5, 6, 7, 8]}'],
  ["a big string root", JSON.stringify("x".repeat(100))],
  ["empty containers", '[[], {}, [[]], {"a": {}}, [1, 2, 3, 4, 5, 6, 7, 8, 9]]'],
  ["deep nesting", `${"[".repeat(40)}1${"]".repeat(40)}`],
]

const INVALID: [string, string][] = [
  ["a trailing comma in an array", "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,]"],
  ["a trailing comma in an object", '{"a": 1, "b": 2, "c": 3, "d": 4, "e": 5,}'],
  ["a missing comma", "[1, 2, 3, 4, 5, 6, 7 8, 9, 10, 11, 12]"],
  ["a missing colon", '{"a": 1, "b" 2, "c": 3, "d": 4, "e": 5}'],
  ["an unquoted key", '{"a": 1, b: 2, "c": 3, "d": 4, "e": 5, "f": 6}'],
  ["a bad literal", "[1, 2, 3, 4, 5, tru, 7, 8, 9, 10, 11, 12]"],
  ["a bad number", "[1, 2, 3, 4, 5, 01, 7, 8, 9, 10, 11, 12]"],
  ["an unclosed array", "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12"],
  ["an unclosed string", '["a", "b", "c", "d", "e", "f", "g, "h"]'],
  ["a mismatched bracket", '{"a": [1, 2, 3, 4, 5, 6, 7, 8, 9}, "b": 1]'],
  ["trailing garbage", "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] x"],
  ["two roots", "[1, 2, 3, 4, 5, 6, 7, 8, 9] [1, 2, 3, 4, 5]"],
  ["a control character in a string", '["a", "b", "c\u0001", "d", "e", "f", "g", "h"]'],
  ["a BOM", "\uFEFF[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]"],
]

describe("parseJsonInChunks", () => {
  it.each(VALID)("%s: the same value as one parse of the whole text, split into small slices", async (_, text) => {
    for (const chunk of [8, 16, 64, 1_000_000]) {
      const parsed = await parseJsonInChunks(text, noPause, chunk)
      expect(parsed).toStrictEqual(parseJsonKeepingNumbers(text))
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(parseJsonKeepingNumbers(text)))
    }
  })

  it("keeps numbers JSON.parse would change as their text, in every slice", async () => {
    const text = JSON.stringify({ items: Array.from({ length: 50 }, (_, id) => ({ id, n: 1 })) }).replace(
      /"n":1/g,
      (_, offset: number) => `"n":${offset % 2 ? "12345678901234567890123" : "9007199254740993"}`,
    )
    const parsed = (await parseJsonInChunks(text, noPause, 64)) as { items: { id: number; n: unknown }[] }
    expect(parsed.items).toHaveLength(50)
    for (const item of parsed.items) {
      expect(item.n).toBeInstanceOf(JsonNumberText)
      expect(text).toContain(`"id":${item.id},"n":${(item.n as JsonNumberText).source}}`)
    }
  })

  it("keeps an own __proto__ key without touching the prototype", async () => {
    const parsed = (await parseJsonInChunks(VALID[7]![1], noPause, 8)) as Record<string, unknown>
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value).toEqual({ polluted: true })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each(INVALID)("%s: rejects with JSON.parse's own error", async (_, text) => {
    let expected = ""
    try {
      JSON.parse(text)
    } catch (error) {
      expected = (error as Error).message
    }
    expect(expected).not.toBe("")
    await expect(parseJsonInChunks(text, noPause, 8)).rejects.toThrow(expected)
  })

  it("pauses between slices, each slice small", async () => {
    const text = JSON.stringify({ items: Array.from({ length: 20_000 }, (_, id) => ({ id, name: `item ${id}` })) })
    let pauses = 0
    const parsed = await parseJsonInChunks(
      text,
      () => {
        pauses++
        return Promise.resolve()
      },
      16_384,
    )
    expect(parsed).toStrictEqual(JSON.parse(text))
    expect(pauses).toBeGreaterThan(text.length / 16_384 - 1)
  })
})
