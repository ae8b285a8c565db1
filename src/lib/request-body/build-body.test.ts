// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { JsonValue } from "./body-schema"
import { buildBody, prefillValue, type BodyMedia, type BuildBodyInput, type BuiltBody } from "./build-body"

const png = new File(["PNG"], "a.png", { type: "image/png" })

describe("buildBody", () => {
  it.each<[string, BuildBodyInput, BuiltBody]>([
    [
      "JSON, 2-space indents",
      { mediaType: "application/json", value: { a: "é\n", b: [1] } },
      { ok: true, kind: "json", contentType: "application/json", body: '{\n  "a": "é\\n",\n  "b": [\n    1\n  ]\n}' },
    ],
    [
      "a +json wildcard",
      { mediaType: "application/*+json", value: 1 },
      { ok: true, kind: "json", contentType: "application/json", body: "1" },
    ],
    [
      "a Stripe form",
      {
        mediaType: "application/x-www-form-urlencoded",
        value: { amount: 2000, metadata: { k: "a b" } },
        encoding: { metadata: { style: "deepObject", explode: true } },
      },
      { ok: true, kind: "form", contentType: "application/x-www-form-urlencoded", body: "amount=2000&metadata[k]=a+b" },
    ],
    [
      "a form that is not an object",
      { mediaType: "application/x-www-form-urlencoded", value: [1] },
      { ok: false, reason: "form values are not an object" },
    ],
    [
      "XML text as it is",
      { mediaType: "application/xml", value: "<a/>" },
      { ok: true, kind: "xml", contentType: "application/xml", body: "<a/>" },
    ],
    [
      "XML from values",
      { mediaType: "text/xml", value: { id: 1 }, schema: { xml: { name: "Pet" } } },
      {
        ok: true,
        kind: "xml",
        contentType: "text/xml",
        body: '<?xml version="1.0" encoding="UTF-8"?>\n<Pet>\n  <id>1</id>\n</Pet>\n',
      },
    ],
    [
      "text",
      { mediaType: "text/plain; charset=utf-8", value: "hi & bye" },
      { ok: true, kind: "text", contentType: "text/plain; charset=utf-8", body: "hi & bye" },
    ],
    [
      "a file: the media type as written",
      { mediaType: "application/octet-stream", value: png },
      { ok: true, kind: "file", contentType: "application/octet-stream", file: png },
    ],
    [
      "a wildcard: the file's type",
      { mediaType: "image/*", value: png },
      { ok: true, kind: "file", contentType: "image/png", file: png },
    ],
    [
      "an image type keeps its type",
      { mediaType: "image/jpeg", value: png },
      { ok: true, kind: "file", contentType: "image/jpeg", file: png },
    ],
    [
      "no file yet",
      { mediaType: "application/pdf", value: undefined },
      { ok: true, kind: "file", contentType: "application/pdf" },
    ],
    [
      "a wildcard taking a file",
      { mediaType: "*/*", schema: { type: "string", format: "binary" }, value: png },
      { ok: true, kind: "file", contentType: "image/png", file: png },
    ],
    ["a file where JSON goes", { mediaType: "application/json", value: png }, { ok: false, reason: "value is a file" }],
    ["multipart/mixed", { mediaType: "multipart/mixed", value: {} }, { ok: false, reason: "unsupported media type" }],
  ])("%s", (_, input, built) => {
    expect(buildBody(input)).toEqual(built)
  })

  it("multipart: parts, chunks, text and the boundary in the Content-Type", () => {
    const built = buildBody({ mediaType: "multipart/form-data", value: { a: "1" }, boundary: "BB" })
    expect(built).toEqual({
      ok: true,
      kind: "multipart",
      contentType: "multipart/form-data; boundary=BB",
      boundary: "BB",
      parts: [{ name: "a", value: "1" }],
      chunks: ['--BB\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n', "--BB--\r\n"],
      body: '--BB\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--BB--\r\n',
    })
    const withFile = buildBody({ mediaType: "multipart/form-data", value: { f: png } })
    expect(withFile).toMatchObject({ ok: true, kind: "multipart" })
    expect("body" in withFile).toBe(false)
  })
})

describe("prefillValue", () => {
  it.each<[string, BodyMedia, JsonValue | undefined]>([
    ["a JSON example", { mediaType: "application/json", example: '{"a":1}' }, { a: 1 }],
    ["a JSON example that is text", { mediaType: "application/json", example: "hello" }, "hello"],
    [
      "a skeleton",
      { mediaType: "application/json", schema: { type: "object", properties: { n: { type: "integer" } } } },
      { n: 0 },
    ],
    ["JSON with nothing", { mediaType: "application/json" }, {}],
    [
      "a form example as form text",
      { mediaType: "application/x-www-form-urlencoded", example: "a=1&b[c]=x+y" },
      { a: "1", b: { c: "x y" } },
    ],
    ["a form example as JSON", { mediaType: "application/x-www-form-urlencoded", example: '{"a":1}' }, { a: 1 }],
    ["form values that are not an object", { mediaType: "multipart/form-data", example: "[1]" }, {}],
    ["XML example text", { mediaType: "application/xml", example: "<a>1</a>" }, "<a>1</a>"],
    [
      "XML from a JSON example",
      { mediaType: "application/xml", example: '{"a":1}' },
      '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <a>1</a>\n</root>\n',
    ],
    ["text as written", { mediaType: "text/plain", example: "123" }, "123"],
    ["text from a schema", { mediaType: "text/plain", schema: { type: "string" } }, "string"],
    ["a file has none", { mediaType: "application/octet-stream", example: "x" }, undefined],
  ])("%s", (_, media, value) => {
    expect(prefillValue(media)).toEqual(value)
  })
})
