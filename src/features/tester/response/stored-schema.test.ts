import { describe, expect, it } from "vitest"
import type { ResponseSchemaRecord } from "@/lib/response-schemas/response-schemas"
import { schemaChildren, schemaType } from "@/lib/schema-outline"
import { storedMediaOf, viewSchema } from "./stored-schema"

const refs: ResponseSchemaRecord["refs"] = {
  "#/components/schemas/Pet": {
    type: "object",
    required: ["id"],
    properties: { id: { type: "integer" }, tag: { type: "string", nullable: true } },
  },
  "#/components/schemas/Named": { type: "object", required: ["name"], properties: { name: { type: "string" } } },
  "#/components/schemas/Alias": { $ref: "#/components/schemas/Pet" },
  "#/components/schemas/Tree": { type: "array", items: { $ref: "#/components/schemas/Tree" } },
  "#/components/schemas/Loop": { $ref: "#/components/schemas/Loop" },
}
const v30: ResponseSchemaRecord = {
  format: 1,
  specVersion: "3.0",
  operations: {
    "GET /pets": {
      "200": { "application/json": { $ref: "#/components/schemas/Pet" }, "text/plain": null },
      default: {},
    },
  },
  refs,
}
const v31: ResponseSchemaRecord = { ...v30, specVersion: "3.1" }

describe("storedMediaOf", () => {
  it.each([
    [
      "200",
      [
        { mediaType: "application/json", schema: { $ref: "#/components/schemas/Pet" } },
        { mediaType: "text/plain", schema: null },
      ],
    ],
    ["default", []],
    ["404", []],
    ["__proto__", []],
  ])("status %s → its media types", (status, expected) => {
    expect(storedMediaOf(v30, "GET /pets", status)).toEqual(expected)
  })

  it("gives nothing for an unknown operation or no record", () => {
    expect(storedMediaOf(v30, "POST /pets", "200")).toEqual([])
    expect(storedMediaOf(undefined, "GET /pets", "200")).toEqual([])
  })
})

describe("viewSchema", () => {
  it.each([
    ["a $ref", { $ref: "#/components/schemas/Pet" }, v30, "object", ["id", "tag"]],
    ["a $ref to a $ref", { $ref: "#/components/schemas/Alias" }, v30, "object", ["id", "tag"]],
    [
      "3.0 nullable beside a $ref",
      { $ref: "#/components/schemas/Pet", nullable: true },
      v30,
      "object · nullable",
      ["id", "tag"],
    ],
    ["3.0 ignores other siblings", { $ref: "#/components/schemas/Pet", type: "string" }, v30, "object", ["id", "tag"]],
    ["3.1 keeps siblings", { $ref: "#/components/schemas/Named", title: "N" }, v31, "object", ["name"]],
    ["3.1 type with null", { type: ["string", "null"] }, v31, "string · nullable", []],
    [
      "allOf merged",
      { allOf: [{ $ref: "#/components/schemas/Pet" }, { $ref: "#/components/schemas/Named" }] },
      v30,
      "object",
      ["id", "tag", "name"],
    ],
    [
      "an array of $refs",
      { type: "array", items: { $ref: "#/components/schemas/Pet" } },
      v30,
      "array of object",
      ["id", "tag"],
    ],
    ["a missing $ref", { $ref: "#/components/schemas/Nope" }, v30, "any", []],
    ["a $ref to itself", { $ref: "#/components/schemas/Loop" }, v30, "circular: see above", []],
    ["an array of itself", { $ref: "#/components/schemas/Tree" }, v30, "array of circular: see above", []],
    ["a damaged value", "text", v30, "any", []],
    ["an enum", { type: "string", enum: ["a", "b"] }, v30, 'string: "a", "b"', []],
    [
      "choices",
      { oneOf: [{ $ref: "#/components/schemas/Pet" }, { type: "string" }] },
      v30,
      "one of 2",
      ["option 1", "option 2"],
    ],
  ])("%s", (_, raw, record, type, children) => {
    const schema = viewSchema(raw, record)
    expect(schemaType(schema)).toBe(type)
    expect(schemaChildren(schema).map((child) => child.name)).toEqual(children)
  })

  it("marks required properties, merged from allOf, and leaves properties as written until viewed", () => {
    const schema = viewSchema(
      { allOf: [{ $ref: "#/components/schemas/Pet" }, { $ref: "#/components/schemas/Named" }] },
      v30,
    )
    const children = schemaChildren(schema)
    expect(children.map((child) => [child.name, child.isRequired])).toEqual([
      ["id", true],
      ["tag", false],
      ["name", true],
    ])
    expect(schemaType(viewSchema(children[1]?.schema, v30))).toBe("string · nullable")
  })
})
