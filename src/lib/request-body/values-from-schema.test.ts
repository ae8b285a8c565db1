import { describe, expect, it } from "vitest"
import type { BodySchema, JsonValue } from "./body-schema"
import { VALUES_MAX_NODES, valuesFromSchema } from "./values-from-schema"

describe("valuesFromSchema", () => {
  it.each<[string, BodySchema | undefined, JsonValue | undefined]>([
    ["nothing", undefined, undefined],
    ["an example wins", { type: "string", example: "octocat", default: "x" }, "octocat"],
    ["const, default, then the first enum value", { enum: ["a", "b"] }, "a"],
    ["a default", { type: "integer", default: 5 }, 5],
    [
      "types",
      {
        type: "object",
        properties: { s: { type: "string" }, n: { type: "number" }, b: { type: "boolean" }, z: { type: "null" } },
      },
      { s: "string", n: 0, b: false, z: null },
    ],
    ["a list of one item", { type: "array", items: { type: "integer" } }, [0]],
    ["a list whose item has no value", { type: "array", items: { cut: "circular" } }, []],
    [
      "a file has none",
      { type: "object", properties: { f: { type: "string", format: "binary" }, a: { type: "string" } } },
      { a: "string" },
    ],
    ["the first choice", { oneOf: [{ type: "integer" }, { type: "string" }] }, 0],
    ["anyOf", { anyOf: [{ type: "boolean" }] }, false],
    ["a cut schema has none", { type: "object", properties: { next: { cut: "circular" } } }, {}],
    ["properties without a type", { properties: { a: { example: 1 } } }, { a: 1 }],
  ])("%s", (_, schema, value) => {
    expect(valuesFromSchema(schema)).toEqual(value)
  })

  it("is safe on a circular object graph and stops at its depth", () => {
    const node: BodySchema = { type: "object", properties: {} }
    node.properties = { child: node, name: { type: "string" } }
    expect(valuesFromSchema(node)).toEqual({ name: "string" })
    let deep: BodySchema = { type: "string" }
    for (let i = 0; i < 20; i++) deep = { type: "object", properties: { a: deep } }
    expect(JSON.stringify(valuesFromSchema(deep)).match(/"a"/g)).toHaveLength(8)
  })

  it("holds at most VALUES_MAX_NODES values", () => {
    const wide: BodySchema = { type: "object", properties: {} }
    const properties: Record<string, BodySchema> = {}
    for (let i = 0; i < 50; i++)
      properties[`p${i}`] = {
        type: "object",
        properties: Object.fromEntries(Array.from({ length: 50 }, (_, j) => [`q${j}`, { type: "string" }])),
      }
    wide.properties = properties
    const count = JSON.stringify(valuesFromSchema(wide)).match(/"string"/g)?.length ?? 0
    expect(count).toBeLessThan(VALUES_MAX_NODES)
    expect(count).toBeGreaterThan(VALUES_MAX_NODES - 60)
  })
})
