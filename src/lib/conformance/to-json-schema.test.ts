import { describe, expect, it } from "vitest"
import type { SchemaJson } from "@/lib/response-schemas/response-schemas"
import { MAX_SCHEMA_DEPTH, SchemaTooDeepError, toJsonSchema } from "./to-json-schema"

type Versioned = { specVersion: "3.0" | "3.1"; refs: Record<string, SchemaJson> }
const v30: Versioned = { specVersion: "3.0", refs: {} }
const v31: Versioned = { specVersion: "3.1", refs: {} }

describe("toJsonSchema", () => {
  it.each<[string, SchemaJson, Versioned, unknown]>([
    ["3.0 nullable with a type", { type: "string", nullable: true }, v30, { type: ["string", "null"] }],
    [
      "3.0 nullable enum gains null",
      { type: "string", enum: ["a"], nullable: true },
      v30,
      { type: ["string", "null"], enum: ["a", null] },
    ],
    [
      "3.0 nullable without a type",
      { allOf: [{ type: "object" }], nullable: true },
      v30,
      { anyOf: [{ type: "null" }, { allOf: [{ type: "object" }] }] },
    ],
    ["3.1 nullable is not a keyword", { type: "string", nullable: true }, v31, { type: "string" }],
    ["3.1 type list kept", { type: ["integer", "null"] }, v31, { type: ["integer", "null"] }],
    ["3.0 exclusiveMinimum true", { minimum: 3, exclusiveMinimum: true }, v30, { exclusiveMinimum: 3 }],
    ["3.0 exclusiveMaximum false", { maximum: 3, exclusiveMaximum: false }, v30, { maximum: 3 }],
    ["3.1 numeric exclusiveMinimum", { exclusiveMinimum: 3 }, v31, { exclusiveMinimum: 3 }],
    ["unknown format ignored", { type: "integer", format: "int64" }, v30, { type: "integer" }],
    ["known format kept", { type: "string", format: "date-time" }, v30, { type: "string", format: "date-time" }],
    ["invalid pattern left out", { type: "string", pattern: "[\\w-.]+" }, v30, { type: "string" }],
    ["valid pattern kept", { type: "string", pattern: "^a+$" }, v30, { type: "string", pattern: "^a+$" }],
    [
      "descriptions and examples left out",
      { type: "string", description: "d", example: "e", "x-a": 1 },
      v30,
      { type: "string" },
    ],
    [
      "writeOnly not required in a response",
      { type: "object", required: ["id", "password"], properties: { id: {}, password: { writeOnly: true } } },
      v30,
      { type: "object", required: ["id"], properties: { id: {}, password: {} } },
    ],
    ["odd values accept anything", 42 as unknown as SchemaJson, v30, {}],
    ["3.1 boolean schema", false, v31, false],
  ])("%s", (_, schema, record, expected) => {
    expect(toJsonSchema(schema, record)).toEqual(expected)
  })

  it("puts $ref targets under $defs, 3.0 siblings ignored except nullable", () => {
    const record = { specVersion: "3.0" as const, refs: { "#/components/schemas/Pet": { type: "object" } } }
    expect(
      toJsonSchema(
        { type: "array", items: { $ref: "#/components/schemas/Pet", nullable: true, description: "x" } },
        record,
      ),
    ).toEqual({
      $defs: {
        d0: { type: "object" },
        root: { type: "array", items: { anyOf: [{ type: "null" }, { $ref: "#/$defs/d0" }] } },
      },
      $ref: "#/$defs/root",
    })
  })

  it("a reference it does not have accepts anything; a recursive one stays one definition", () => {
    const record = {
      specVersion: "3.0" as const,
      refs: { "#/components/schemas/Node": { properties: { next: { $ref: "#/components/schemas/Node" } } } },
    }
    expect(toJsonSchema({ $ref: "#/components/schemas/Missing" }, record)).toEqual({})
    expect(toJsonSchema({ $ref: "#/components/schemas/Node" }, record)).toEqual({
      $defs: { d0: { properties: { next: { $ref: "#/$defs/d0" } } }, root: { $ref: "#/$defs/d0" } },
      $ref: "#/$defs/root",
    })
  })

  it("a discriminator picks its schema by name or mapping", () => {
    const record = {
      specVersion: "3.0" as const,
      refs: { "#/components/schemas/Cat": { type: "object" }, "#/components/schemas/Dog": { type: "object" } },
    }
    const converted = toJsonSchema(
      {
        oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
        discriminator: { propertyName: "kind", mapping: { dog: "#/components/schemas/Dog" } },
      },
      record,
    )
    expect(converted).toEqual({
      $defs: {
        d0: { type: "object" },
        d1: { type: "object" },
        root: {
          required: ["kind"],
          allOf: [
            { properties: { kind: { enum: ["dog", "Cat"] } } },
            { if: { properties: { kind: { const: "dog" } }, required: ["kind"] }, then: { $ref: "#/$defs/d1" } },
            { if: { properties: { kind: { const: "Cat" } }, required: ["kind"] }, then: { $ref: "#/$defs/d0" } },
          ],
        },
      },
      $ref: "#/$defs/root",
    })
  })

  it("a schema nested too deeply is refused with SchemaTooDeepError", () => {
    let schema: SchemaJson = { type: "string" }
    for (let i = 0; i <= MAX_SCHEMA_DEPTH + 1; i++) schema = { items: schema }
    expect(() => toJsonSchema(schema, v30)).toThrow(SchemaTooDeepError)
  })

  it("keeps a __proto__ property as data", () => {
    const schema = JSON.parse('{"properties":{"__proto__":{"type":"string"}}}') as SchemaJson
    const converted = toJsonSchema(schema, v30) as { properties: object }
    expect(Object.hasOwn(converted.properties, "__proto__")).toBe(true)
  })
})
