import { Validator, type Schema } from "@cfworker/json-schema"
import { describe, expect, it } from "vitest"
import { QUICK_MAX_DEPTH, quickAccept } from "./quick-accept"

const defs = (root: Schema, named: Record<string, Schema | boolean>): Schema => ({
  $defs: { ...named, root },
  $ref: "#/$defs/root",
})
const pet: Schema = {
  type: "object",
  required: ["id", "name"],
  properties: { id: { type: "integer" }, name: { type: "string", minLength: 1 }, tag: { type: ["string", "null"] } },
}
const list: Schema = defs({ type: "array", items: { $ref: "#/$defs/d0" } }, { d0: pet })
const tree: Schema = defs(
  { $ref: "#/$defs/d0" },
  { d0: { type: "object", properties: { children: { type: "array", items: { $ref: "#/$defs/d0" } } } } },
)
const discriminated: Schema = defs(
  {
    required: ["kind"],
    allOf: [
      { properties: { kind: { enum: ["cat", "dog"] } } },
      { if: { properties: { kind: { const: "cat" } }, required: ["kind"] }, then: { $ref: "#/$defs/d0" } },
      { if: { properties: { kind: { const: "dog" } }, required: ["kind"] }, then: { $ref: "#/$defs/d1" } },
    ],
  },
  {
    d0: { type: "object", required: ["lives"], properties: { lives: { type: "integer" } } },
    d1: { type: "object", required: ["bark"], properties: { bark: { type: "boolean" } } },
  },
)
const nested = (levels: number): unknown => {
  let value: unknown = {}
  for (let i = 0; i < levels; i++) value = { children: [value] }
  return value
}

// Each case: a converted schema, a body and what the validator says; the quick pass must say the same.
const CASES: [string, Schema | boolean, unknown, boolean][] = [
  ["a list of pets", list, [{ id: 1, name: "a", tag: null }], true],
  [
    "a wrong type deep inside",
    list,
    [
      { id: 1, name: "a" },
      { id: "2", name: "b" },
    ],
    false,
  ],
  ["a missing required property", list, [{ id: 1 }], false],
  ["too short a string", list, [{ id: 1, name: "" }], false],
  ["an integer with a fraction", { type: "integer" }, 1.5, false],
  ["an integer written 2.0", { type: "integer" }, 2, true],
  ["null where a type list allows it", { type: ["string", "null"] }, null, true],
  ["an array is not an object", { type: "object" }, [], false],
  ["null is not an object", { type: "object" }, null, false],
  ["a discriminated cat", discriminated, { kind: "cat", lives: 9 }, true],
  ["a cat that barks", discriminated, { kind: "cat", bark: true }, false],
  ["an unknown kind", discriminated, { kind: "cow" }, false],
  ["oneOf: exactly one", { oneOf: [{ type: "string" }, { type: "integer" }] }, 3, true],
  ["oneOf: two match", { oneOf: [{ type: "number" }, { type: "integer" }] }, 3, false],
  ["anyOf: none", { anyOf: [{ type: "string" }, { type: "integer" }] }, true, false],
  ["not", { not: { type: "string" } }, "a", false],
  ["additionalProperties false", { properties: { a: {} }, additionalProperties: false }, { a: 1, b: 2 }, false],
  [
    "additionalProperties beside a pattern",
    { patternProperties: { "^x-": {} }, additionalProperties: false },
    { "x-a": 1 },
    true,
  ],
  ["patternProperties", { patternProperties: { "^n": { type: "number" } } }, { n1: "no" }, false],
  ["enum of objects", { enum: [{ a: 1 }, { b: 2 }] }, { b: 2 }, true],
  ["const of an array", { const: [1, 2] }, [1, 2, 3], false],
  ["uniqueItems", { uniqueItems: true }, [{ a: 1 }, { a: 1 }], false],
  ["contains", { contains: { type: "integer" } }, ["a", 1], true],
  ["contains, empty list", { contains: { type: "integer" } }, [], false],
  ["minContains 0, empty list", { contains: { type: "integer" }, minContains: 0 }, [], true],
  ["maxContains", { contains: { type: "integer" }, maxContains: 1 }, [1, 2], false],
  ["prefixItems then items", { prefixItems: [{ type: "string" }], items: { type: "integer" } }, ["a", 1, "b"], false],
  ["minItems", { minItems: 2 }, [1], false],
  ["exclusiveMinimum", { exclusiveMinimum: 3 }, 3, false],
  ["maximum", { maximum: 3 }, 3, true],
  ["a pattern", { pattern: "^[a-z]+$" }, "abc", true],
  ["a date-time format", { format: "date-time" }, "2026-11-27 06:00", false],
  ["a uri format", { format: "uri" }, "https://api.github.com/repos", true],
  ["keywords of another type are ignored", { minLength: 3, minimum: 5 }, [1], true],
  ["required and dependentRequired", { dependentRequired: { a: ["b"] } }, { a: 1 }, false],
  ["propertyNames", { propertyNames: { maxLength: 2 } }, { abc: 1 }, false],
  ["if without then", { if: { type: "string" } }, 1, true],
  ["a recursive schema", tree, nested(20), true],
  ["false schema", false, 1, false],
  [
    "a property named __proto__",
    { properties: { ["__proto__"]: { type: "string" } } },
    JSON.parse('{"__proto__":1}'),
    false,
  ],
]

describe("quickAccept", () => {
  it.each(CASES)("%s: as the validator says", (_name, schema, data, valid) => {
    expect(new Validator(schema, "2020-12", false).validate(data).valid).toBe(valid)
    expect(quickAccept(schema, data)).toBe(valid)
  })

  it.each<[string, Schema, unknown]>([
    ["a keyword it does not compile (unevaluatedProperties)", { unevaluatedProperties: false }, {}],
    ["multipleOf (the validator's decimal arithmetic)", { multipleOf: 0.01 }, 0.3],
    ["a $ref outside $defs", { $ref: "https://example.com/schema" }, 1],
    ["nesting beyond its depth", tree, nested(QUICK_MAX_DEPTH + 1)],
    ["a schema that is only a $ref to itself", defs({ $ref: "#/$defs/root" }, {}), 1],
    ["a pattern that does not compile", { pattern: "(" }, "a"],
  ])("leaves %s to the validator (undefined)", (_name, schema, data) => {
    expect(quickAccept(schema, data)).toBeUndefined()
  })
})
