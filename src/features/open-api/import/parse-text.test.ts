import { describe, expect, it } from "vitest"
import { MAX_DOCUMENT_CHARS, parseText } from "./parse-text"

describe("parseText", () => {
  it.each<[label: string, text: string, expected: ReturnType<typeof parseText>]>([
    ["JSON", '{"openapi":"3.1.0"}', { ok: true, format: "json", value: { openapi: "3.1.0" } }],
    ["JSON after whitespace", '\n  {"a":[1,2]}', { ok: true, format: "json", value: { a: [1, 2] } }],
    [
      "YAML",
      "openapi: 3.0.3\ninfo:\n  title: Pets\n",
      { ok: true, format: "yaml", value: { openapi: "3.0.3", info: { title: "Pets" } } },
    ],
    ["YAML with a few aliases", "a: &x [1]\nb: *x\n", { ok: true, format: "yaml", value: { a: [1], b: [1] } }],
    [
      "YAML merge keys",
      "a: &x {p: 1, q: 2}\nb: {<<: *x, q: 3}\n",
      { ok: true, format: "yaml", value: { a: { p: 1, q: 2 }, b: { p: 1, q: 3 } } },
    ],
    ["JSON after a byte-order mark", '\uFEFF{"a":1}', { ok: true, format: "json", value: { a: 1 } }],
    [
      "an HTML page",
      "\n<!doctype html><html></html>",
      {
        ok: false,
        message:
          "This is a web page or XML, not an API description: open the OpenAPI or Swagger file itself (often openapi.json, openapi.yaml or swagger.json).",
      },
    ],
    ["empty", "  \n ", { ok: false, message: "The document is empty." }],
  ])("%s", (_label, text, expected) => {
    expect(parseText(text)).toEqual(expected)
  })

  it.each<[label: string, text: string, message: RegExp]>([
    ["broken JSON: where it broke", '{"a": 1,\n  "b" 2}', /^This is not valid JSON: .+ at line 2, column 7\.$/],
    ["broken JSON with Windows line ends", '{"a": 1,\r\n  "b" 2}', / at line 2, column 7\.$/],
    ["broken JSON with old Mac line ends (a lone CR)", '{"a": 1,\r  "b" 2}', / at line 2, column 7\.$/],
    [
      "broken YAML: where it broke",
      "openapi: 3.0.0\ninfo: [\n  title: x\n",
      /^This is not valid YAML: .+ at line \d+, column \d+\.$/,
    ],
    ["a YAML tab indent", "a:\n\tb: 1\n", /^This is not valid YAML: .+line 2/],
  ])("%s", (_label, text, message) => {
    const result = parseText(text)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(message)
  })

  it("refuses a YAML alias bomb instead of expanding it", () => {
    const lines = ['a0: &a0 ["x","x","x","x","x","x","x","x","x","x"]']
    for (let i = 1; i < 12; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(",")}]`,
      )
    const result = parseText(lines.join("\n"))
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/too many aliases|not valid YAML/) })
  })

  it.each<[label: string, text: string, version: string | number]>([
    ["1.0 (a YAML number, 1 once parsed)", "info:\n  version: 1.0\n", "1.0"],
    ["2.10", "info: {version: 2.10}\n", "2.10"],
    ["a quoted one, as it is", "info:\n  version: '1.0'\n", "1.0"],
  ])("keeps info.version %s as its source text", (_label, text, version) => {
    expect(parseText(text)).toEqual({ ok: true, format: "yaml", value: { info: { version } } })
  })

  it("refuses a document over the size limit without parsing it", () => {
    const result = parseText(`{"a":"${"x".repeat(MAX_DOCUMENT_CHARS)}"}`)
    expect(result).toEqual({
      ok: false,
      message: "This document is 64.0 MB; API Explorer opens documents up to 64.0 MB.",
    })
  })
})
