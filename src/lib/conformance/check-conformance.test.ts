import { describe, expect, it } from "vitest"
import type { ResponseSchemaRecord } from "@/lib/response-schemas/response-schemas"
import { checkConformance, matchMediaType, TOO_DEEP, TOO_DEEP_SCHEMA } from "./check-conformance"
import { conformanceLine, type ConformanceResult } from "./conformance-result"

const record: ResponseSchemaRecord = {
  format: 1,
  specVersion: "3.0",
  operations: {
    "GET /pets": {
      "200": { "application/json": { type: "array", items: { $ref: "#/components/schemas/Pet" } } },
      "204": {},
      "4XX": { "application/problem+json": null },
    },
    "GET /pet": {
      "200": {
        "application/json": {
          oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
          discriminator: { propertyName: "kind", mapping: { cat: "Cat", dog: "Dog" } },
        },
      },
      default: { "application/json": { type: "object", required: ["message"] } },
    },
    // Alternatives without a discriminator, directly and behind a reference (GitHub's GET /users/{username}).
    "GET /either": { "200": { "application/json": { anyOf: [{ type: "string" }, { type: "integer" }] } } },
    "GET /user": { "200": { "application/json": { $ref: "#/components/schemas/User" } } },
  },
  refs: {
    "#/components/schemas/Pet": {
      type: "object",
      required: ["id", "name"],
      properties: {
        id: { type: "integer", format: "int64" },
        name: { type: "string" },
        owner: { type: "object", properties: { age: { type: "integer" } } },
        tag: { type: "string", nullable: true },
      },
    },
    "#/components/schemas/User": {
      oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
    },
    "#/components/schemas/Cat": { type: "object", required: ["lives"], properties: { lives: { type: "integer" } } },
    "#/components/schemas/Dog": { type: "object", required: ["bark"], properties: { bark: { type: "boolean" } } },
  },
}

const check = (operation: string, status: number, body: string, contentType = "application/json") =>
  checkConformance({ record, operation, status, contentType, body })

describe("checkConformance", () => {
  it.each<[string, ConformanceResult, string]>([
    [
      "a matching body",
      check("GET /pets", 200, '[{"id":1,"name":"a","tag":null}]'),
      "Matches the documented 200 response",
    ],
    [
      "a wrong type deep inside",
      check("GET /pets", 200, '[{"id":1,"name":"a","owner":{"age":"old"}}]'),
      "1 difference from the documented 200 response",
    ],
    [
      "a missing required property",
      check("GET /pets", 200, '[{"id":1}]'),
      "1 difference from the documented 200 response",
    ],
    ["an undocumented status", check("GET /pets", 500, "{}"), "500 is not in the description"],
    [
      "a status range without a schema",
      check("GET /pets", 404, "{}", "application/problem+json"),
      "No schema to check against",
    ],
    ["an empty documented 204", check("GET /pets", 204, "", ""), "Matches the documented 204 response"],
    ["an unknown operation", check("GET /other", 200, "{}"), "No schema to check against"],
    [
      "no record",
      checkConformance({ record: undefined, operation: "GET /pets", status: 200, contentType: "", body: "" }),
      "No schema to check against",
    ],
    [
      "a wrong Content-Type (and a body that is not JSON)",
      check("GET /pets", 200, "<html>", "text/html"),
      "2 differences from the documented 200 response",
    ],
    [
      "a discriminated match",
      check("GET /pet", 200, '{"kind":"dog","bark":true}'),
      "Matches the documented 200 response",
    ],
    [
      "a discriminated mismatch: only the named schema is compared",
      check("GET /pet", 200, '{"kind":"cat","bark":true}'),
      "1 difference from the documented 200 response",
    ],
    ["default for any other status", check("GET /pet", 503, "{}"), "1 difference from the documented default response"],
    ["anyOf: one alternative", check("GET /either", 200, "5"), "Matches the documented 200 response"],
    ["anyOf: none", check("GET /either", 200, "true"), "1 difference from the documented 200 response"],
    ["oneOf behind a $ref: one", check("GET /user", 200, '{"lives":9}'), "Matches the documented 200 response"],
    ["oneOf behind a $ref: none", check("GET /user", 200, "5"), "1 difference from the documented 200 response"],
    [
      "oneOf behind a $ref: two at once",
      check("GET /user", 200, '{"lives":9,"bark":true}'),
      "1 difference from the documented 200 response",
    ],
  ])("%s", (_, result, line) => {
    expect(conformanceLine(result)).toBe(line)
  })

  it("tells no schemas kept for the API from no schema for the response", () => {
    const none = { operation: "GET /pets", status: 200, contentType: "", body: "" }
    expect(checkConformance({ record: undefined, ...none })).toEqual({ kind: "no-schema", isNotKept: true })
    expect(check("GET /other", 200, "{}")).toEqual({ kind: "no-schema" })
  })

  it("says where, what was expected and what came", () => {
    expect(check("GET /pets", 200, '[{"id":"x","name":"a","owner":{"age":"old"}},{"name":"b"}]')).toEqual({
      kind: "differs",
      documented: "200",
      count: 3,
      differences: [
        { at: "/0/id", expected: "integer", actual: '"x"', keyword: "type" },
        { at: "/0/owner/age", expected: "integer", actual: '"old"', keyword: "type" },
        { at: "/1/id", expected: "a value (required)", actual: "missing", keyword: "required" },
      ],
    })
    expect(check("GET /pet", 200, '{"kind":"cat","lives":"nine"}')).toMatchObject({
      differences: [{ at: "/lives", expected: "integer", actual: '"nine"' }],
    })
    expect(check("GET /pets", 200, "<html>", "text/html")).toMatchObject({
      differences: [
        { at: "Content-Type header", expected: "application/json", actual: "text/html" },
        { at: "body", expected: "JSON", actual: 'text that is not JSON: "<html>"' },
      ],
    })
  })
})

describe("bad input ends with a line, never a crash", () => {
  const one = (refs: ResponseSchemaRecord["refs"], schema: ResponseSchemaRecord["refs"][string], body: string) =>
    checkConformance({
      record: {
        format: 1,
        specVersion: "3.0",
        operations: { "GET /x": { "200": { "application/json": schema } } },
        refs,
      },
      operation: "GET /x",
      status: 200,
      contentType: "application/json",
      body,
    })
  const list = { "#/components/schemas/L": { type: "array", items: { $ref: "#/components/schemas/L" } } }
  const deep = "[".repeat(10_000) + "]".repeat(10_000)
  let deepSchema: ResponseSchemaRecord["refs"][string] = {}
  for (let i = 0; i < 1_000; i++) deepSchema = { items: deepSchema }

  it.each<[string, ConformanceResult, string]>([
    [
      "10,000-level body, recursive schema",
      one(list, { $ref: "#/components/schemas/L" }, deep),
      `Not checked: ${TOO_DEEP}`,
    ],
    ["10,000-level body, flat schema", one({}, { type: "array" }, deep), "Matches the documented 200 response"],
    [
      "a schema that is only a $ref to itself",
      one({ "#/components/schemas/A": { $ref: "#/components/schemas/A" } }, { $ref: "#/components/schemas/A" }, "{}"),
      `Not checked: ${TOO_DEEP}`,
    ],
    ["a schema nested 1,000 levels", one({}, deepSchema, "[]"), `Not checked: ${TOO_DEEP_SCHEMA}`],
    ["a body that is not JSON", one({}, { type: "object" }, "{oops"), "1 difference from the documented 200 response"],
  ])("%s", (_, result, line) => {
    expect(conformanceLine(result)).toBe(line)
  })
})

describe("matchMediaType", () => {
  it.each<[string, string[], string | undefined]>([
    ["application/json; charset=utf-8", ["application/json"], "application/json"],
    ["Application/JSON", ["application/xml", "application/json"], "application/json"],
    ["application/json", ["application/*"], "application/*"],
    ["text/plain", ["*/*"], "*/*"],
    ["text/html", ["application/json"], undefined],
    ["", ["application/json"], undefined],
  ])("%s in %j → %s", (contentType, documented, expected) => {
    expect(matchMediaType(contentType, documented)).toBe(expected)
  })
})
