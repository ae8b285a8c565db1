// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { BodyEncoding } from "./body-schema"
import {
  chooseBoundary,
  escapeDispositionValue,
  multipartChunks,
  multipartParts,
  multipartText,
  type MultipartPart,
  type MultipartValue,
} from "./encode-multipart"

const file = new File(["PNG"], "cat.png", { type: "image/png" })
const untyped = new File(["x"], 'a"b\n.bin')

describe("multipartParts", () => {
  it.each<[string, { [key: string]: MultipartValue }, BodyEncoding, MultipartPart[]]>([
    [
      "text",
      { note: "hi", n: 1, b: false, z: null },
      {},
      [
        { name: "note", value: "hi" },
        { name: "n", value: "1" },
        { name: "b", value: "false" },
        { name: "z", value: "" },
      ],
    ],
    [
      "an object as a JSON part",
      { meta: { a: 1 } },
      {},
      [{ name: "meta", value: '{"a":1}', contentType: "application/json" }],
    ],
    [
      "a list of plain values as repeated parts",
      { tag: ["a", 2] },
      {},
      [
        { name: "tag", value: "a" },
        { name: "tag", value: "2" },
      ],
    ],
    [
      "a list of objects as one JSON part",
      { rows: [{ a: 1 }] },
      {},
      [{ name: "rows", value: '[{"a":1}]', contentType: "application/json" }],
    ],
    [
      "the encoding's content type",
      { id: "7", tags: ["a"] },
      { id: { contentType: "text/plain" }, tags: { contentType: "application/json" } },
      [
        { name: "id", value: "7", contentType: "text/plain" },
        { name: "tags", value: '["a"]', contentType: "application/json" },
      ],
    ],
    [
      "files",
      { photo: file, more: [file, untyped] },
      { more: { contentType: "image/png, image/jpeg" } },
      [
        { name: "photo", file, filename: "cat.png", contentType: "image/png" },
        { name: "more", file, filename: "cat.png", contentType: "image/png" },
        { name: "more", file: untyped, filename: 'a"b\n.bin', contentType: "image/png" },
      ],
    ],
    [
      "a file without a type",
      { f: untyped },
      {},
      [{ name: "f", file: untyped, filename: 'a"b\n.bin', contentType: "application/octet-stream" }],
    ],
  ])("%s", (_, values, encoding, parts) => {
    expect(multipartParts(values, encoding)).toEqual(parts)
  })
})

describe("multipartText", () => {
  it("writes each part byte for byte, names escaped as browsers do", () => {
    const parts: MultipartPart[] = [
      { name: 'a "q"\r\nb', value: "line1\nline2 é & =" },
      { name: "meta", value: '{"a":1}', contentType: "application/json" },
    ]
    expect(multipartText(parts, "XyZ")).toBe(
      '--XyZ\r\nContent-Disposition: form-data; name="a %22q%22%0D%0Ab"\r\n\r\nline1\nline2 é & =\r\n' +
        '--XyZ\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n' +
        "--XyZ--\r\n",
    )
  })

  it("has no text when a part is a file; the chunks keep the file as it is", () => {
    const parts = multipartParts({ f: untyped })
    expect(multipartText(parts, "B")).toBeUndefined()
    expect(multipartChunks(parts, "B")).toEqual([
      '--B\r\nContent-Disposition: form-data; name="f"; filename="a%22b%0A.bin"\r\nContent-Type: application/octet-stream\r\n\r\n',
      untyped,
      "\r\n",
      "--B--\r\n",
    ])
  })

  it("reads back with the platform's parser (undici's Response.formData)", async () => {
    const parts = multipartParts({ 'a"b': "x\r\ny", meta: { k: ["v"] }, f: file })
    const body = new Blob(multipartChunks(parts, "B0"))
    const read = await new Response(body, {
      headers: { "content-type": "multipart/form-data; boundary=B0" },
    }).formData()
    expect(read.get('a"b')).toBe("x\r\ny")
    expect(JSON.parse(read.get("meta") as string)).toEqual({ k: ["v"] })
    const sent = read.get("f") as File
    expect([sent.name, sent.type, await sent.text()]).toEqual(["cat.png", "image/png", "PNG"])
  })
})

describe("escapeDispositionValue", () => {
  it.each([
    ["plain", "plain"],
    ['"', "%22"],
    ["\r\n", "%0D%0A"],
    ["é;=", "é;="],
  ])("%j → %j", (text, escaped) => {
    expect(escapeDispositionValue(text)).toBe(escaped)
  })
})

describe("chooseBoundary", () => {
  it("takes another boundary while a text part contains it", () => {
    const randoms = ["aaaa", "bbbb"]
    const parts: MultipartPart[] = [{ name: "x", value: "--  ----ApiExplorerBoundaryaaaa" }]
    expect(chooseBoundary(parts, () => randoms.shift() ?? "")).toBe("----ApiExplorerBoundarybbbb")
  })

  it("is random by default", () => {
    expect(chooseBoundary([])).toMatch(/^----ApiExplorerBoundary[0-9a-f]{16}$/)
    expect(chooseBoundary([])).not.toBe(chooseBoundary([]))
  })
})
