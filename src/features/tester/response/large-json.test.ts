import { describe, expect, it } from "vitest"
import { JsonNumberText } from "./json-text"
import { parseJsonBlob, TREE_LIMIT_BYTES, treeSourceOf } from "./large-json"
import { DISPLAY_LIMIT_BYTES, type ResponseBody } from "../send/send-request"

const JSON_TYPE = "application/json; charset=utf-8"
const sized = (bytes: number) => ({ size: bytes }) as Blob
const text = (bytes: number, truncated = true): ResponseBody => ({
  kind: "text",
  text: "",
  truncated,
  blob: sized(bytes),
})

describe("treeSourceOf", () => {
  it.each<[string, ResponseBody, string, string | null]>([
    ["parsed JSON", { kind: "json", data: [1], text: "[1]", truncated: false, blob: sized(3) }, JSON_TYPE, "data"],
    ["JSON over the display limit", text(5 * 1_048_576), JSON_TYPE, "blob"],
    ["JSON at the tree limit", text(TREE_LIMIT_BYTES), JSON_TYPE, "blob"],
    ["JSON over the tree limit (the 20 MB case)", text(20 * 1_048_576), JSON_TYPE, "too-large"],
    ["a problem+json body over the display limit", text(2 * 1_048_576), "application/problem+json", "blob"],
    ["JSON that did not parse (within the limit)", text(DISPLAY_LIMIT_BYTES, false), JSON_TYPE, null],
    ["plain text over the display limit", text(5 * 1_048_576), "text/plain", null],
    ["an image", { kind: "image", blob: sized(10) }, "image/png", null],
  ])("%s → %s", (_, body, contentType, expected) => {
    expect(treeSourceOf(body, contentType)?.kind ?? null).toBe(expected)
  })
})

describe("parseJsonBlob", () => {
  it("parses the whole body once: the same promise for the same blob", async () => {
    const blob = new Blob(['{"a": [1, 2, {"b": "ü"}]}'])
    const first = parseJsonBlob(blob, JSON_TYPE)
    expect(parseJsonBlob(blob, JSON_TYPE)).toBe(first)
    expect(await first).toEqual({ ok: true, data: { a: [1, 2, { b: "ü" }] } })
  })

  it("decodes with the declared charset", async () => {
    const latin1 = new Blob([new Uint8Array([0x22, 0xe9, 0x22])])
    expect(await parseJsonBlob(latin1, "application/json; charset=iso-8859-1")).toEqual({ ok: true, data: "é" })
  })

  it("an unknown charset falls back to UTF-8", async () => {
    expect(await parseJsonBlob(new Blob(["[true]"]), "application/json; charset=nope")).toEqual({
      ok: true,
      data: [true],
    })
  })

  it("invalid JSON resolves with the reason, never rejects", async () => {
    const result = await parseJsonBlob(new Blob(['{"items": [1, 2,']), JSON_TYPE)
    expect(result.ok).toBe(false)
    expect(result.ok ? "" : result.reason).not.toBe("")
  })

  it("a body that cannot be read resolves with the reason, never rejects", async () => {
    const unreadable = { arrayBuffer: () => Promise.reject(new Error("read failed")) } as unknown as Blob
    expect(await parseJsonBlob(unreadable, JSON_TYPE)).toEqual({ ok: false, reason: "read failed" })
  })
})

describe("parseJsonBlob on a body of several MiB", () => {
  it("decodes it in pieces without breaking a character cut at a piece boundary, then parses it", async () => {
    // "é" is two bytes in UTF-8; an odd-length prefix puts one of them across each 1 MiB boundary.
    const items = Array.from({ length: 300_000 }, (_, index) => `é${index}`)
    const text = `[${items.map((item) => JSON.stringify(item)).join(",")}]`
    const result = await parseJsonBlob(new Blob([`${" ".repeat(1)}${text}`]), JSON_TYPE)
    expect(result).toEqual({ ok: true, data: items })
  })

  it("keeps numbers JSON.parse would change as their text, as for a body within the text limit", async () => {
    const text = `{"first":9007199254740993,"items":[${'"x",'.repeat(400_000)}12345678901234567890123]}`
    expect(text.length).toBeGreaterThan(1_048_576)
    const result = await parseJsonBlob(new Blob([text]), JSON_TYPE)
    const data = (result.ok ? result.data : {}) as { first: unknown; items: unknown[] }
    expect(data.first).toEqual(new JsonNumberText("9007199254740993"))
    expect(data.items.at(-1)).toEqual(new JsonNumberText("12345678901234567890123"))
  })
})
