// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { BodyMedia } from "./build-body"
import { checkBody, checkOperationBody, formShape } from "./check-body"

describe("checkBody", () => {
  it.each<[string, BodyMedia, string | undefined]>([
    ["JSON", { mediaType: "application/json", example: '{"a":[1,"é"]}' }, undefined],
    [
      "a Stripe form",
      {
        mediaType: "application/x-www-form-urlencoded",
        schema: {
          type: "object",
          properties: {
            metadata: { type: "object", example: { "k[1]": "a&b" } },
            items: { type: "array", items: { type: "object", properties: { price: { type: "string" } } } },
          },
        },
      },
      undefined,
    ],
    [
      "a form with odd values",
      { mediaType: "application/x-www-form-urlencoded", example: '{"a b":"c=d&e+f\\n","n":null,"t":[true],"x":{}}' },
      undefined,
    ],
    [
      "a form with keys 0…n-1",
      { mediaType: "application/x-www-form-urlencoded", example: '{"m":{"0":"a","1":"b"}}' },
      undefined,
    ],
    [
      "multipart with a file and a JSON part",
      {
        mediaType: "multipart/form-data",
        schema: {
          type: "object",
          properties: {
            f: { type: "string", format: "binary" },
            meta: { type: "object", properties: { a: { type: "integer" } } },
            tags: { type: "array", items: { type: "string" } },
            fs: { type: "array", items: { format: "binary" } },
          },
        },
      },
      undefined,
    ],
    ["XML", { mediaType: "text/xml", schema: { type: "object", properties: { a: { type: "string" } } } }, undefined],
    ["text", { mediaType: "text/plain", example: "a\r\nb" }, undefined],
    ["a file", { mediaType: "application/octet-stream" }, undefined],
    ["a file for a wildcard", { mediaType: "*/*", schema: { type: "string", format: "binary" } }, undefined],
    ["an unsupported type", { mediaType: "multipart/mixed" }, "unsupported media type"],
    [
      "a form property sent as JSON",
      {
        mediaType: "application/x-www-form-urlencoded",
        example: '{"json":{"a":[1]},"n":2}',
        encoding: { json: { contentType: "application/json" } },
      },
      undefined,
    ],
    [
      "a form that is a list",
      { mediaType: "application/x-www-form-urlencoded", schema: { type: "array", items: {} } },
      undefined,
    ],
  ])("%s", async (_, media, reason) => {
    const checked = await checkBody(media)
    expect(checked.ok ? undefined : checked.reason).toBe(reason)
  })

  it("fails when a form value cannot be told apart (a delimited list whose item has the delimiter)", async () => {
    const checked = await checkBody({
      mediaType: "application/x-www-form-urlencoded",
      example: '{"c":["a","b"]}',
      encoding: { c: { style: "form", explode: false } },
    })
    expect(checked).toMatchObject({ ok: false, reason: "form does not read back" })
  })
})

it("formShape", () => {
  expect(formShape({ a: 1, b: null, c: [], d: { e: ["x"] }, f: { "0": true } })).toEqual({
    a: "1",
    b: "",
    d: { e: "x" },
    f: "true",
  })
})

describe("checkOperationBody", () => {
  it("checks the media type the tester preselects", async () => {
    const checked = await checkOperationBody([
      { mediaType: "multipart/mixed" },
      { mediaType: "application/xml", example: "<a/>" },
    ])
    expect(checked).toEqual({ ok: true, kind: "xml", mediaType: "application/xml" })
  })

  it("fails when none can be built", async () => {
    expect(await checkOperationBody([{ mediaType: "multipart/related" }])).toEqual({
      ok: false,
      kind: "unsupported",
      reason: "no supported media type",
    })
  })
})
