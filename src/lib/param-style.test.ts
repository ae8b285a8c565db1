import { describe, expect, it } from "vitest"
import {
  ARRAY_PROBLEM,
  bracketEntries,
  NESTED_PROBLEM,
  OBJECT_PROBLEM,
  parseParameterValue,
  resolveStyle,
  serializeHeaderValue,
  serializePathValue,
  serializeQueryValue,
  type ParameterStyle,
  type StyledValue,
} from "./param-style"

// The values of the OpenAPI 3.1 specification's "Style Examples" (versions/3.1.2.md, Parameter Object).
const STRING: StyledValue = { kind: "primitive", value: "blue" }
const ARRAY: StyledValue = { kind: "array", items: ["blue", "black", "brown"] }
const OBJECT: StyledValue = { kind: "object", value: { R: 100, G: 200, B: 150 } }

const color = (type: string, style: ParameterStyle, explode: boolean) => ({ name: "color", type, style, explode })

describe("the OpenAPI 3.1 Style Examples table, path styles (text for {color})", () => {
  it.each([
    // style, explode, string, array, object — as the table writes them
    ["matrix", false, ";color=blue", ";color=blue,black,brown", ";color=R,100,G,200,B,150"],
    ["matrix", true, ";color=blue", ";color=blue;color=black;color=brown", ";R=100;G=200;B=150"],
    ["label", false, ".blue", ".blue,black,brown", ".R,100,G,200,B,150"],
    ["label", true, ".blue", ".blue.black.brown", ".R=100.G=200.B=150"],
    ["simple", false, "blue", "blue,black,brown", "R,100,G,200,B,150"],
    ["simple", true, "blue", "blue,black,brown", "R=100,G=200,B=150"],
  ] as const)("%s, explode %s", (style, explode, string, array, object) => {
    expect(serializePathValue(color("string", style, explode), STRING)).toBe(string)
    expect(serializePathValue(color("array", style, explode), ARRAY)).toBe(array)
    expect(serializePathValue(color("object", style, explode), OBJECT)).toBe(object)
  })
})

describe("the OpenAPI 3.1 Style Examples table, query styles (the query string without its ?)", () => {
  it.each([
    // style, explode, string ("n/a" in the table: written as form), array, object ("n/a": not tested)
    ["form", false, "color=blue", "color=blue,black,brown", "color=R,100,G,200,B,150"],
    ["form", true, "color=blue", "color=blue&color=black&color=brown", "R=100&G=200&B=150"],
    ["spaceDelimited", false, "color=blue", "color=blue%20black%20brown", "color=R%20100%20G%20200%20B%20150"],
    ["pipeDelimited", false, "color=blue", "color=blue%7Cblack%7Cbrown", "color=R%7C100%7CG%7C200%7CB%7C150"],
    ["deepObject", true, "color=blue", "n/a", "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150"],
  ] as const)("%s, explode %s", (style, explode, string, array, object) => {
    const join = (type: string, value: StyledValue) => serializeQueryValue(color(type, style, explode), value).join("&")
    expect(join("string", STRING)).toBe(string)
    if (array !== "n/a") expect(join("array", ARRAY)).toBe(array)
    expect(join("object", OBJECT)).toBe(object)
  })
})

describe("styles beyond the table", () => {
  it.each([
    [
      "a comma inside an item is escaped (it is the delimiter)",
      color("array", "form", false),
      ["a,b", "c"],
      "color=a%2Cb,c",
    ],
    ["spaces, & and = inside items", color("array", "form", true), ["a b", "x&y=z"], "color=a%20b&color=x%26y%3Dz"],
    ["unicode", color("array", "pipeDelimited", false), ["é", "😀"], "color=%C3%A9%7C%F0%9F%98%80"],
    ["an empty list sends nothing", color("array", "form", true), [], ""],
    [
      "an exploded spaceDelimited (undefined by OpenAPI) is written as form",
      color("array", "spaceDelimited", true),
      ["a", "b"],
      "color=a&color=b",
    ],
  ] as const)("query: %s", (_, parameter, items, expected) => {
    expect(serializeQueryValue(parameter, { kind: "array", items }).join("&")).toBe(expected)
  })

  it("deepObject: nested objects and lists as further brackets, null left out, brackets encoded", () => {
    const value: StyledValue = {
      kind: "object",
      value: { created: { gte: 1, lt: "2 days" }, tags: ["a", "b"], x: null },
    }
    expect(serializeQueryValue(color("object", "deepObject", true), value)).toEqual([
      "color%5Bcreated%5D%5Bgte%5D=1",
      "color%5Bcreated%5D%5Blt%5D=2%20days",
      "color%5Btags%5D%5B0%5D=a",
      "color%5Btags%5D%5B1%5D=b",
    ])
  })

  it("a primitive keeps the catalogue's readable , : @ in the query and the path", () => {
    expect(serializeQueryValue(color("string", "form", true), { kind: "primitive", value: "a,b:c@d" })).toEqual([
      "color=a,b:c@d",
    ])
    expect(serializePathValue(color("string", "simple", false), { kind: "primitive", value: "a b/c" })).toBe(
      "a%20b%2Fc",
    )
  })

  it.each([
    ["a list", color("array", "simple", false), ARRAY, "blue,black,brown"],
    ["an object", color("object", "simple", false), OBJECT, "R,100,G,200,B,150"],
    ["an exploded object", color("object", "simple", true), OBJECT, "R=100,G=200,B=150"],
    ["text as typed, not encoded", color("string", "simple", false), { kind: "primitive", value: "a b" }, "a b"],
  ] as const)("header (simple): %s", (_, parameter, value, expected) => {
    expect(serializeHeaderValue(parameter, value)).toBe(expected)
  })

  it.each([
    ["query without a style: form, exploded", "query", {}, { style: "form", explode: true }],
    ["path without a style: simple", "path", {}, { style: "simple", explode: false }],
    ["a query style in a path: simple", "path", { style: "form" }, { style: "simple", explode: false }],
    ["deepObject without explode", "query", { style: "deepObject" }, { style: "deepObject", explode: false }],
    ["form, explode false", "query", { style: "form", explode: false }, { style: "form", explode: false }],
    ["header: simple only", "header", { style: "matrix" }, { style: "simple", explode: false }],
  ] as const)("resolveStyle: %s", (_, place, given, expected) => {
    expect(resolveStyle(place, given)).toEqual(expected)
  })
})

describe("parseParameterValue: what the visitor typed", () => {
  const array = { name: "tags", type: "array" }
  const object = { name: "filter", type: "object" }
  const deep = { name: "filter", type: "object", style: "deepObject" as const }
  it.each([
    ["a comma list, items trimmed", array, "blue, black ,brown", { kind: "array", items: ["blue", "black", "brown"] }],
    ["one item", array, "blue", { kind: "array", items: ["blue"] }],
    [
      "a JSON array of text, numbers, booleans",
      array,
      ' ["a,b", 2, true] ',
      { kind: "array", items: ["a,b", "2", "true"] },
    ],
    ["a JSON object", object, '{"R":100,"G":"x","B":null}', { kind: "object", value: { R: 100, G: "x", B: null } }],
    ["a nested object for deepObject", deep, '{"a":{"b":1}}', { kind: "object", value: { a: { b: 1 } } }],
    ["text for a string", { name: "q", type: "string" }, " a,b ", { kind: "primitive", value: " a,b " }],
    ["text for a number", { name: "n", type: "number" }, "12", { kind: "primitive", value: "12" }],
  ] as const)("%s", (_, parameter, text, value) => {
    expect(parseParameterValue(parameter, text)).toEqual({ ok: true, value })
  })

  it.each([
    ["a broken JSON array", array, '["a",', ARRAY_PROBLEM],
    ["a JSON array of objects", array, '[{"a":1}]', NESTED_PROBLEM],
    ["an object that is not JSON", object, "R=100", OBJECT_PROBLEM],
    ["a JSON list for an object", object, "[1]", OBJECT_PROBLEM],
    ["JSON null for an object", object, "null", OBJECT_PROBLEM],
    ["a nested object outside deepObject", object, '{"a":{"b":1}}', NESTED_PROBLEM],
  ] as const)("%s: a problem to show, never a throw", (_, parameter, text, problem) => {
    expect(parseParameterValue(parameter, text)).toEqual({ ok: false, problem })
  })

  it("the problems read as sentences", () => {
    expect(ARRAY_PROBLEM).toBe('Not sent: not a list. Type blue,black,brown or a JSON array ["blue","black","brown"].')
  })
})

describe("bracketEntries (also for form bodies)", () => {
  it.each([
    ["flat", { R: 100 }, [["c[R]", "100"]]],
    [
      "nested and lists",
      { a: { b: [1, "x"] } },
      [
        ["c[a][b][0]", "1"],
        ["c[a][b][1]", "x"],
      ],
    ],
    ["null and empty", { a: null, b: {}, c: "" }, [["c[c]", ""]]],
    ["odd keys kept as written", { "a b]": true }, [["c[a b]]", "true"]]],
  ] as const)("%s", (_, value, expected) => {
    expect(bracketEntries("c", value)).toEqual(expected)
  })

  it("a 5,000-level value does not overflow the stack", () => {
    let value: unknown = "leaf"
    for (let i = 0; i < 5000; i++) value = { a: value }
    const [[key, leaf] = ["", ""]] = bracketEntries("c", value)
    expect(key.length).toBe(1 + 5000 * 3)
    expect(leaf).toBe("leaf")
  })
})
