import { describe, expect, it } from "vitest"
import { bodyKind, contentTypeOf, essenceOf, isFileSchema, preferredMediaType } from "./body-schema"

describe("bodyKind", () => {
  it.each([
    ["application/json", "json"],
    ["Application/JSON; charset=utf-8", "json"],
    ["text/json", "json"],
    ["application/merge-patch+json", "json"],
    ["application/*+json", "json"],
    ["*/*", "json"],
    ["application/x-www-form-urlencoded", "form"],
    ["multipart/form-data", "multipart"],
    ["multipart/mixed", "unsupported"],
    ["application/xml", "xml"],
    ["text/xml", "xml"],
    ["application/atom+xml", "xml"],
    ["text/plain", "text"],
    ["text/csv", "text"],
    ["application/x-yaml", "text"],
    ["application/apply-patch+yaml", "text"],
    ["application/octet-stream", "file"],
    ["image/png", "file"],
    ["application/pdf", "file"],
    ["", "unsupported"],
    ["json", "unsupported"],
  ])("%s → %s", (type, kind) => {
    expect(bodyKind(type)).toBe(kind)
  })
})

describe("contentTypeOf", () => {
  it.each([
    ["application/json", "application/json"],
    [" application/json; charset=utf-8 ", "application/json; charset=utf-8"],
    ["application/*+json", "application/json"],
    ["*/*", "application/json"],
    ["application/*+xml", "application/xml"],
    ["image/*", "application/octet-stream"],
    ["text/*", "text/plain"],
  ])("%s → %s", (type, sent) => {
    expect(contentTypeOf(type)).toBe(sent)
  })
})

describe("preferredMediaType", () => {
  it.each([
    [["multipart/mixed", "application/json"], "application/json"],
    [["application/x-www-form-urlencoded", "application/json"], "application/x-www-form-urlencoded"],
    [["multipart/related"], undefined],
    [[], undefined],
  ])("%j → %s", (types, chosen) => {
    expect(preferredMediaType(types)).toBe(chosen)
  })
})

it("essenceOf and isFileSchema", () => {
  expect(essenceOf("Text/Plain; charset=x")).toBe("text/plain")
  expect(isFileSchema({ type: "string", format: "binary" })).toBe(true)
  expect(isFileSchema({ format: "binary" })).toBe(true)
  expect(isFileSchema({ type: "string", format: "byte" })).toBe(false)
  expect(isFileSchema(undefined)).toBe(false)
})
