import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  formatJsonText,
  JsonNumberText,
  mayHaveChangedNumbers,
  numberFromText,
  parseJsonKeepingNumbers,
  stringifyJson,
} from "./json-text"

// Any UTF-16 code unit, so control characters and lone surrogates too: JSON.stringify escapes both.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
const anyText = fc.oneof(fc.string(), fc.string({ unit: codeUnit }))
const space = fc.string({ unit: fc.constantFrom(" ", "\n", "\r", "\t"), maxLength: 3 })
// Integer-like keys are left out: JSON.parse moves them first, formatJsonText keeps the order they were sent in.
const key = anyText.filter((text) => !/^\d+$/.test(text))
const scalar = fc.oneof(
  anyText.map((text) => JSON.stringify(text)),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.integer().map(String),
  fc.constantFrom("true", "false", "null"),
)

/** Valid JSON texts as a server might write them: any whitespace between tokens, numbers as JSON.stringify writes them. */
const { value: jsonText } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, scalar, tie("array"), tie("object")),
  array: fc
    .tuple(fc.array(fc.tuple(space, tie("value"), space), { maxLength: 5 }), space)
    .map(([items, empty]) => `[${items.length ? items.map((item) => item.join("")).join(",") : empty}]`),
  object: fc
    .tuple(
      fc.uniqueArray(fc.tuple(space, key, space, space, tie("value"), space), {
        selector: (member) => member[1],
        maxLength: 5,
      }),
      space,
    )
    .map(
      ([members, empty]) =>
        `{${
          members.length
            ? members.map(([a, name, b, c, value, d]) => `${a}${JSON.stringify(name)}${b}:${c}${value}${d}`).join(",")
            : empty
        }}`,
    ),
}))
const withOuterSpace = fc.tuple(space, jsonText, space).map((parts) => parts.join(""))

/** The string and number tokens of a JSON text, in order. */
const tokens = (text: string) => text.match(/"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*/g) ?? []

const deep = (depth: number, open = "[", close = "]", leaf = "1") =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`

describe("formatJsonText", () => {
  it("gives what JSON.stringify(JSON.parse(text), null, 2) gives, for any ordinary JSON text", () => {
    fc.assert(
      fc.property(withOuterSpace, (text) => {
        expect(formatJsonText(text)).toBe(JSON.stringify(JSON.parse(text), null, 2))
      }),
    )
  })

  it.each<[string, string, string]>([
    ["a 23-digit integer", "[12345678901234567890123]", "[\n  12345678901234567890123\n]"],
    ["2^53 + 1", '{"id":9007199254740993}', '{\n  "id": 9007199254740993\n}'],
    ["duplicate keys", '{"role":"user","role":"admin"}', '{\n  "role": "user",\n  "role": "admin"\n}'],
    ["numbers as written", "[1.0, 1E2, -0, 0.10, 1e-7]", "[\n  1.0,\n  1E2,\n  -0,\n  0.10,\n  1e-7\n]"],
    ["escapes as written", '["\\u0041\\/", "tab\\t"]', '[\n  "\\u0041\\/",\n  "tab\\t"\n]'],
    ["brackets, commas and colons in strings", '{"a,b":"[1]:{}"}', '{\n  "a,b": "[1]:{}"\n}'],
    ["a string ending in a backslash", '["x\\\\", "y"]', '[\n  "x\\\\",\n  "y"\n]'],
    ["integer-like keys in the order sent", '{"b":1,"1":2}', '{\n  "b": 1,\n  "1": 2\n}'],
    ["empty containers with space inside", '{ "a" : [ ] , "b" : { \n } }', '{\n  "a": [],\n  "b": {}\n}'],
    ["a scalar root with space around", " \n 42 \t", "42"],
  ])("%s", (_, text, expected) => {
    expect(formatJsonText(text)).toBe(expected)
  })

  it("keeps every string and number token exactly as received, duplicate keys included", () => {
    const bigNumber = fc.stringMatching(/^-?(0|[1-9]\d{0,30})(\.\d{1,30})?([eE][+-]?\d{1,3})?$/)
    const member = fc.tuple(key, fc.oneof(jsonText, bigNumber))
    const withDuplicates = fc
      .array(member, { maxLength: 8 })
      .map((members) => `{${[...members, ...members].map(([name, value]) => `${JSON.stringify(name)}:${value}`)}}`)
    fc.assert(
      fc.property(withDuplicates, (text) => {
        const formatted = formatJsonText(text)
        expect(tokens(formatted)).toEqual(tokens(text))
        expect(formatJsonText(formatted)).toBe(formatted)
      }),
    )
  })

  it("stops past maxChars: longer than maxChars exactly when the whole text is, and a prefix of it", () => {
    fc.assert(
      fc.property(jsonText, fc.nat({ max: 200 }), (text, maxChars) => {
        const whole = formatJsonText(text)
        const cut = formatJsonText(text, maxChars)
        expect(whole.startsWith(cut)).toBe(true)
        expect(cut.length > maxChars).toBe(whole.length > maxChars)
        if (whole.length <= maxChars) expect(cut).toBe(whole)
      }),
    )
  })

  it("formats 5,000 levels of nesting (JSON.stringify overflows the stack there)", () => {
    const text = deep(5_000, '{"a":', "}")
    expect(() => JSON.stringify(JSON.parse(text), null, 2)).toThrow(RangeError)
    const formatted = formatJsonText(text)
    expect(formatted.startsWith('{\n  "a": {\n    "a": {')).toBe(true)
    expect(formatted.endsWith("  }\n}")).toBe(true)
    expect(formatted.split("\n")).toHaveLength(10_001)
  })

  it("writes little more than maxChars of a body that would be huge pretty-printed (100,000 levels)", () => {
    const formatted = formatJsonText(deep(100_000), 1_048_576)
    expect(formatted.length).toBeGreaterThan(1_048_576)
    expect(formatted.length).toBeLessThan(1_048_576 + 200_002 + 2)
  })
})

describe("mayHaveChangedNumbers", () => {
  const numberText = fc.oneof(
    fc.stringMatching(/^-?(0|[1-9]\d{0,25})(\.\d{1,25})?([eE][+-]?\d{1,3})?$/),
    fc
      .tuple(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: 1, max: 21 }))
      .chain(([value, digits]) =>
        fc.constantFrom(
          value.toPrecision(digits),
          value.toExponential(digits - 1),
          Math.abs(value) < 1e21 ? value.toFixed(Math.min(digits, 20)) : String(value),
        ),
      )
      .filter((text) => /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text)),
  )

  it("finds every number that does not print back as written (it may only err the other way)", () => {
    fc.assert(
      fc.property(numberText, (text) => {
        if (String(Number(text)) !== text) expect(mayHaveChangedNumbers(`[${text}]`)).toBe(true)
      }),
    )
  })

  it.each([
    "12345678901234567890123",
    "9007199254740993",
    "1.0",
    "1E2",
    "1e21",
    "-0",
    "0.0000001",
    "15e-8",
    "123456789.123456789",
    "0.10",
  ])("%s is found", (text) => {
    expect(String(Number(text))).not.toBe(text)
    expect(mayHaveChangedNumbers(`{"n": ${text}}`)).toBe(true)
  })

  it.each<[string, boolean]>([
    ['{"id": 42, "price": 9.99, "lat": -33.8688, "at": "2024-01-02T10:00:00.000Z", "hash": "5e8f"}', false],
    ["[0, -1, 0.5, 123456789012345, 1e+21]", false],
    ['["1.0 in a string", "v1.0"]', false],
    // The same characters as a number token inside a string: a false hit, which only costs the slower parse.
    ['["a: 1.0, b"]', true],
  ])("%s → %s", (text, expected) => {
    expect(mayHaveChangedNumbers(text)).toBe(expected)
  })
})

describe("parseJsonKeepingNumbers", () => {
  it("is JSON.parse for ordinary JSON, whichever way it parses", () => {
    fc.assert(
      fc.property(withOuterSpace, (text) => {
        expect(parseJsonKeepingNumbers(text)).toStrictEqual(JSON.parse(text))
        // A changed number next to it forces the slower, lossless parse: the rest is still what JSON.parse gives.
        const [value, marker] = parseJsonKeepingNumbers(`[${text}, 1.0]`) as [unknown, unknown]
        expect(value).toStrictEqual(JSON.parse(text))
        expect(marker).toEqual(new JsonNumberText("1.0"))
      }),
    )
  })

  it("keeps numbers a JavaScript number would change as their text", () => {
    const parsed = parseJsonKeepingNumbers(
      '{"big": 12345678901234567890123, "id": 9007199254740993, "one": 1.0, "hundred": 1E2, "fine": 1.5, "neg": -0}',
    )
    expect(parsed).toStrictEqual({
      big: new JsonNumberText("12345678901234567890123"),
      id: new JsonNumberText("9007199254740993"),
      one: new JsonNumberText("1.0"),
      hundred: new JsonNumberText("1E2"),
      fine: 1.5,
      neg: new JsonNumberText("-0"),
    })
  })

  it("as JSON.parse: the last duplicate wins in the first one's place; '__proto__' is an own key", () => {
    const parsed = parseJsonKeepingNumbers(
      '{"role": "user", "n": 1.0, "role": "admin", "__proto__": {"x": 1.0}, "s": "a\\"b\\u00e9"}',
    ) as Record<string, unknown>
    expect(Object.keys(parsed)).toEqual(["role", "n", "__proto__", "s"])
    expect(parsed.role).toBe("admin")
    expect(parsed.s).toBe('a"bé')
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value).toEqual({ x: new JsonNumberText("1.0") })
  })

  it("throws JSON.parse's own error for invalid text", () => {
    expect(() => parseJsonKeepingNumbers("[1.0,")).toThrow(SyntaxError)
  })

  it("parses 100,000 levels of nesting", () => {
    let value = parseJsonKeepingNumbers(deep(100_000, "[", "]", "1.0"))
    for (let depth = 0; depth < 100_000; depth++) value = (value as unknown[])[0]
    expect(value).toEqual(new JsonNumberText("1.0"))
  })

  it.each<[string, number | JsonNumberText]>([
    ["42", 42],
    ["-1.5", -1.5],
    ["1e+21", 1e21],
    ["1e400", new JsonNumberText("1e400")],
    ["0.1", 0.1],
  ])("numberFromText(%s)", (text, expected) => {
    expect(numberFromText(text)).toStrictEqual(expected)
  })
})

describe("stringifyJson", () => {
  it("is JSON.stringify(value, null, 2) for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stringifyJson(value)).toBe(JSON.stringify(value, null, 2))
      }),
    )
  })

  it("writes kept numbers as received and own '__proto__' keys", () => {
    const parsed = parseJsonKeepingNumbers('{"__proto__": [1.0, 12345678901234567890123], "e": {}}')
    expect(stringifyJson(parsed)).toBe('{\n  "__proto__": [\n    1.0,\n    12345678901234567890123\n  ],\n  "e": {}\n}')
    expect(stringifyJson(new JsonNumberText("1E2"))).toBe("1E2")
  })

  it("writes 5,000 levels of nesting (JSON.stringify overflows the stack there)", () => {
    const value: unknown = JSON.parse(deep(5_000))
    expect(() => JSON.stringify(value)).toThrow(RangeError)
    expect(stringifyJson(value)).toBe(formatJsonText(deep(5_000)))
  })
})
