import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { jsonErrorOffset, jsonProblem } from "./json-problem"

describe("jsonProblem", () => {
  it.each<[string, number, number, number, string]>([
    ["", 0, 1, 1, "the text ends where a value should start"],
    ["   ", 3, 1, 4, "the text ends where a value should start"],
    ['{\n  "a": 1,\n}', 12, 3, 1, "expected a property name in double quotes, found '}'"],
    ['{"a" 1}', 5, 1, 6, "expected ':' after the property name, found '1'"],
    ['{"a": 1 "b": 2}', 8, 1, 9, "expected ',' or '}' after a property value, found '\"'"],
    ["[1, 2", 5, 1, 6, "the text ends; expected ',' or ']' after an array item"],
    ["[1,]", 3, 1, 4, "unexpected ']'"],
    ["{'a': 1}", 1, 1, 2, "expected a property name in double quotes, found '''"],
    ['"abc', 4, 1, 5, "the text ends inside a string"],
    ['"a\nb"', 2, 1, 3, "a control character (such as a line break) inside a string; write it as \\n"],
    ['"\\x"', 2, 1, 3, "a bad escape after \\"],
    ['"\\u12G4"', 5, 1, 6, "a bad \\u escape"],
    ["01", 1, 1, 2, "unexpected '1' after the JSON value"],
    ["-", 1, 1, 2, "a malformed number: a digit is missing"],
    ["tru", 3, 1, 4, "the text ends; expected 'true'"],
    ["{}\r\n\r\n x", 7, 3, 2, "unexpected 'x' after the JSON value"],
    ["{}\rx", 3, 2, 1, "unexpected 'x' after the JSON value"],
    ["{}\u0001", 2, 1, 3, "unexpected U+0001 after the JSON value"],
  ])("%j → offset %i, line %i, column %i", (text, offset, line, column, reason) => {
    expect(jsonProblem(text)).toEqual({
      offset,
      line,
      column,
      reason,
      message: `Invalid JSON at line ${line}, column ${column}: ${reason}.`,
    })
  })

  it.each(['{"a": [1, -2.5e3, true, false, null, "x\\u00e9\\n"]}', " [] ", "0", '"😀"', '{"__proto__": {}}'])(
    "valid: %j",
    (text) => {
      expect(jsonProblem(text)).toBeNull()
    },
  )

  it("very deep nesting does not crash", () => {
    expect(jsonProblem("[".repeat(200_000) + "]".repeat(200_000))).toBeNull()
    expect(jsonProblem("[".repeat(200_000))?.message).toMatch(/^Invalid JSON/)
  })

  it("property: accepts exactly what JSON.parse accepts, and on V8 points where V8 does", () => {
    const pieces = fc.constantFrom(
      "{",
      "}",
      "[",
      "]",
      ",",
      ":",
      '"',
      "\\",
      "u",
      "0",
      "1",
      "-",
      ".",
      "e",
      " ",
      "\n",
      "true",
      "nul",
      "a",
      "é",
    )
    const texts = fc.oneof(
      fc.json().map((t) => t),
      fc.json().chain((t) => fc.nat(t.length).map((n) => t.slice(0, n))),
      fc.json().chain((t) => fc.tuple(fc.nat(t.length), pieces).map(([n, p]) => t.slice(0, n) + p + t.slice(n))),
      fc.string({ unit: pieces, maxLength: 12 }),
    )
    fc.assert(
      fc.property(texts, (text) => {
        let engineError: unknown = null
        try {
          JSON.parse(text)
        } catch (error) {
          engineError = error
        }
        const problem = jsonProblem(text)
        expect(problem === null).toBe(engineError === null)
        const position = /position (\d+)/.exec(String(engineError))
        if (problem && position) expect(problem.offset).toBe(Number(position[1]))
      }),
      { numRuns: 1000 },
    )
  })
})

describe("jsonErrorOffset", () => {
  // Each text is invalid where the offset points; undefined for valid JSON and for nesting too deep to walk.
  it.each<[text: string, offset: number | undefined]>([
    ['{"a": tru}', 9],
    ["{\n  'a': 1}", 4],
    ['{"a": 1,}', 8],
    ['{"a": 1', 7],
    ["[1, 2] x", 7],
    ['{"a": "\\q"}', 8],
    ['{"a": "line\nbreak"}', 11],
    ["[01]", 2],
    ['{"a": [1, {"b": null}], "c": -1.5e3, "d": "\\u00e9"}', undefined],
    ["[".repeat(200_000) + "]".repeat(199_999) + "x", undefined],
  ])("%j → %s", (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset)
  })
})
