import { describe, expect, it } from "vitest"
import type { DocumentedBody } from "@/data/api-schema"
import {
  bodyChoices,
  bodyValueNames,
  chosenBody,
  fileFieldNames,
  formBody,
  formLines,
  initialBodyText,
  linkBodyText,
  multipartLines,
  multipartPartsOf,
  NO_FILE_PROBLEM,
  parseFieldLines,
  prepareBody,
} from "./request-body"
import { MAX_VALUE_LENGTH } from "../link/tester-link"

const json: DocumentedBody = { mediaType: "application/json", example: '{\n  "name": "Rex"\n}' }
const form: DocumentedBody = {
  mediaType: "application/x-www-form-urlencoded",
  example: '{"amount":2000,"metadata":{"order_id":"6735"},"expand":["customer","invoice"]}',
}
const multipart: DocumentedBody = {
  mediaType: "multipart/form-data",
  example: '{"note":"hi","meta":{"a":1}}',
  schema: {
    type: "object",
    properties: { note: { type: "string" }, meta: { type: "object" }, file: { type: "string", format: "binary" } },
  },
}

describe("bodyChoices and chosenBody", () => {
  it.each([
    [
      [json, form],
      ["application/json", "application/x-www-form-urlencoded"],
    ],
    [[{ mediaType: "multipart/mixed" }, form], ["application/x-www-form-urlencoded"]],
    [[json, { mediaType: "Application/JSON" }], ["application/json"]],
    [[], []],
  ])("offers the buildable media types once: %#", (bodies, expected) => {
    expect(bodyChoices({ requestBodies: bodies }).map((b) => b.mediaType)).toEqual(expected)
  })

  it.each([
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded"],
    ["text/plain", "application/json"],
    [undefined, "application/json"],
  ])("named %s → %s", (named, expected) => {
    expect(chosenBody([json, form], named)?.mediaType).toBe(expected)
  })
})

describe("initialBodyText", () => {
  it.each<[string, DocumentedBody, string | undefined, string]>([
    ["JSON example as written", json, undefined, '{\n  "name": "Rex"\n}'],
    ["JSON without example: the importer's body", { mediaType: "application/json" }, '{"a":1}', '{"a":1}'],
    ["JSON with nothing", { mediaType: "application/json" }, undefined, "{}"],
    [
      "form: Stripe's brackets",
      form,
      undefined,
      "amount=2000\nmetadata[order_id]=6735\nexpand=customer\nexpand=invoice",
    ],
    [
      "form from form text",
      { mediaType: "application/x-www-form-urlencoded", example: "a=1&b%5Bc%5D=x+y" },
      undefined,
      "a=1\nb[c]=x y",
    ],
    ["multipart: file fields left out, objects as JSON", multipart, undefined, 'note=hi\nmeta={"a":1}'],
    ["XML", { mediaType: "application/xml", example: "<a>1</a>" }, undefined, "<a>1</a>"],
    ["text", { mediaType: "text/plain", example: "hello" }, undefined, "hello"],
    ["file", { mediaType: "application/octet-stream" }, undefined, ""],
  ])("%s", (_, body, fallback, expected) => {
    expect(initialBodyText(body, fallback)).toBe(expected)
  })
})

describe("field lines", () => {
  it.each<[string, { fields: { name: string; value: string }[]; problem: string | null }]>([
    [
      "a=1\n\nb[c]=x=y",
      {
        fields: [
          { name: "a", value: "1" },
          { name: "b[c]", value: "x=y" },
        ],
        problem: null,
      },
    ],
    [
      "flag\r\n a = b ",
      {
        fields: [
          { name: "flag", value: "" },
          { name: "a", value: " b " },
        ],
        problem: null,
      },
    ],
    ["a=1\n=2", { fields: [{ name: "a", value: "1" }], problem: "Line 2 has no field name: write name=value." }],
    ["", { fields: [], problem: null }],
  ])("parseFieldLines(%j)", (text, expected) => {
    expect(parseFieldLines(text)).toEqual(expected)
  })

  it.each([
    [[{ name: "metadata[order id]", value: "x y&z" }], "metadata[order+id]=x+y%26z"],
    [
      [
        { name: "a", value: "é" },
        { name: "a", value: "" },
      ],
      "a=%C3%A9&a=",
    ],
    [[], ""],
  ])("formBody %#", (fields, expected) => {
    expect(formBody(fields)).toBe(expected)
  })

  it("formLines and formBody round-trip encodeForm's body", () => {
    const values = { amount: 2000, metadata: { order_id: "6735", note: "a b" }, items: [{ price: "p_1" }] }
    expect(formBody(parseFieldLines(formLines(values)).fields)).toBe(
      "amount=2000&metadata[order_id]=6735&metadata[note]=a+b&items[0][price]=p_1",
    )
  })

  it("multipartLines repeats a list of plain values", () => {
    expect(multipartLines({ tag: ["a", "b"], n: null })).toBe("tag=a\ntag=b\nn=")
  })
})

describe("multipart", () => {
  it("fileFieldNames reads the schema's binary properties", () => {
    expect(fileFieldNames(multipart)).toEqual(["file"])
    expect(fileFieldNames({})).toEqual([])
  })

  it("multipartPartsOf: text, JSON and file parts", () => {
    const file = new File(["PNG"], "a.png", { type: "image/png" })
    const bare = new File(["x"], "x.bin")
    expect(
      multipartPartsOf(
        [
          { name: "note", value: "hi" },
          { name: "meta", value: '{"a":1}' },
          { name: "csv", value: "1,2" },
        ],
        [{ name: "file", file }, { name: "other", file: bare }, { name: "empty" }],
        { csv: { contentType: "text/csv" } },
      ),
    ).toEqual([
      { name: "note", value: "hi" },
      { name: "meta", value: '{"a":1}', contentType: "application/json" },
      { name: "csv", value: "1,2", contentType: "text/csv" },
      { name: "file", file, filename: "a.png", contentType: "image/png" },
      { name: "other", file: bare, filename: "x.bin", contentType: "application/octet-stream" },
    ])
  })
})

describe("prepareBody", () => {
  const file = new File(["bytes"], "photo.jpg", { type: "image/jpeg" })
  it.each<[string, Parameters<typeof prepareBody>[0], unknown]>([
    [
      "JSON trimmed",
      { body: json, text: ' {"a":1} ', files: [] },
      { ok: true, kind: "text", contentType: "application/json", isJson: true, text: '{"a":1}' },
    ],
    [
      "JSON that does not parse",
      { body: json, text: "{", files: [] },
      { ok: false, problem: expect.any(String) as string },
    ],
    [
      "+json keeps its media type",
      { body: { mediaType: "application/merge-patch+json" }, text: "{}", files: [] },
      { ok: true, kind: "text", contentType: "application/merge-patch+json", isJson: true, text: "{}" },
    ],
    [
      "form",
      { body: form, text: "amount=2000\nmetadata[order_id]=6735", files: [] },
      {
        ok: true,
        kind: "text",
        contentType: "application/x-www-form-urlencoded",
        isJson: false,
        text: "amount=2000&metadata[order_id]=6735",
      },
    ],
    [
      "XML as typed",
      { body: { mediaType: "application/xml" }, text: "<a/>\n", files: [] },
      { ok: true, kind: "text", contentType: "application/xml", isJson: false, text: "<a/>\n" },
    ],
    [
      "a file",
      { body: { mediaType: "application/octet-stream" }, text: "", files: [{ name: "", file }] },
      { ok: true, kind: "file", contentType: "application/octet-stream", file },
    ],
    [
      "a wildcard takes the file's type",
      { body: { mediaType: "image/*" }, text: "", files: [{ name: "", file }] },
      { ok: true, kind: "file", contentType: "image/jpeg", file },
    ],
    [
      "no file",
      { body: { mediaType: "application/pdf" }, text: "", files: [] },
      { ok: false, problem: NO_FILE_PROBLEM },
    ],
  ])("%s", (_, draft, expected) => {
    expect(prepareBody(draft)).toEqual(expected)
  })

  it("multipart: boundary in its Content-Type", () => {
    const prepared = prepareBody({ body: multipart, text: "note=hi", files: [{ name: "file", file }] }, "XyZ")
    expect(prepared).toEqual({
      ok: true,
      kind: "multipart",
      contentType: "multipart/form-data; boundary=XyZ",
      boundary: "XyZ",
      parts: [
        { name: "note", value: "hi" },
        { name: "file", file, filename: "photo.jpg", contentType: "image/jpeg" },
      ],
    })
  })
})

describe("bodyValueNames", () => {
  it.each<[string, "GET" | "POST", DocumentedBody[], string[]]>([
    ["opened-1a2b", "POST", [json], ["@media", "@body"]],
    ["opened-1a2b", "GET", [json], []],
    ["opened-1a2b", "POST", [{ mediaType: "multipart/mixed" }], []],
    ["github", "POST", [json], []],
  ])("%s %s → %j", (id, method, requestBodies, expected) => {
    expect(bodyValueNames({ id }, { method, requestBodies })).toEqual(expected)
  })
})

describe("linkBodyText", () => {
  it.each([
    ['{"a":1}', "{}", '{"a":1}'],
    ["{}", "{}", ""],
    ["x".repeat(MAX_VALUE_LENGTH), "", "x".repeat(MAX_VALUE_LENGTH)],
    ["x".repeat(MAX_VALUE_LENGTH + 1), "", ""],
  ])("%#", (text, prefill, expected) => {
    expect(linkBodyText(text, prefill)).toBe(expected)
  })
})
