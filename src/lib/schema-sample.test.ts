import { describe, expect, it } from "vitest"
import type { BodySchema, JsonValue } from "./request-body/body-schema"
import { SAMPLE_MAX_DEPTH, SAMPLE_MAX_NODES, sampleSchema } from "./schema-sample"

describe("sampleSchema on a kept body schema", () => {
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
    expect(sampleSchema(schema)).toEqual(value)
  })

  it("is safe on a circular object graph (written once more below itself) and stops at its depth", () => {
    const node: BodySchema = { type: "object", properties: {} }
    node.properties = { child: node, name: { type: "string" } }
    expect(sampleSchema(node)).toEqual({ child: { name: "string" }, name: "string" })
    let deep: BodySchema = { type: "string" }
    for (let i = 0; i < 20; i++) deep = { type: "object", properties: { a: deep } }
    expect(JSON.stringify(sampleSchema(deep)).match(/"a"/g)).toHaveLength(SAMPLE_MAX_DEPTH - 1)
  })

  it("holds at most SAMPLE_MAX_NODES values", () => {
    const wide: BodySchema = { type: "object", properties: {} }
    const properties: Record<string, BodySchema> = {}
    for (let i = 0; i < 50; i++)
      properties[`p${i}`] = {
        type: "object",
        properties: Object.fromEntries(Array.from({ length: 50 }, (_, j) => [`q${j}`, { type: "string" }])),
      }
    wide.properties = properties
    const count = JSON.stringify(sampleSchema(wide)).match(/"string"/g)?.length ?? 0
    expect(count).toBeLessThan(SAMPLE_MAX_NODES)
    expect(count).toBeGreaterThan(SAMPLE_MAX_NODES - 60)
  })
})

describe("sampleSchema on a document's own schema", () => {
  const components: Record<string, unknown> = {
    Pet: {
      type: "object",
      properties: {
        id: { type: "integer", readOnly: true },
        secret: { type: "string", writeOnly: true },
        friend: { $ref: "#/Pet" },
      },
    },
  }
  const resolve = (value: unknown): object | undefined => {
    if (typeof value !== "object" || value === null) return undefined
    const ref = (value as { $ref?: unknown }).$ref
    return typeof ref === "string" ? (components[ref.slice(2)] as object | undefined) : value
  }

  it.each<[string, unknown, "write" | "read", JsonValue | undefined]>([
    [
      "a request leaves out readOnly properties; a circular $ref is written once more, then left out",
      { $ref: "#/Pet" },
      "write",
      { secret: "string", friend: { secret: "string" } },
    ],
    ["a response leaves out writeOnly ones", { $ref: "#/Pet" }, "read", { id: 0, friend: { id: 0 } }],
    [
      "allOf's parts merged",
      { allOf: [{ properties: { a: { type: "integer" } } }, { properties: { b: { type: "boolean" } } }] },
      "write",
      { a: 0, b: false },
    ],
    ["3.1's examples list", { type: "string", examples: ["first", "second"] }, "write", "first"],
    ["a 3.1 type list", { type: ["null", "boolean"] }, "write", false],
    ["a file in a JSON body has no value", { type: "string", format: "binary" }, "write", undefined],
    ["an unresolvable $ref has none", { $ref: "#/Missing" }, "write", undefined],
  ])("%s", (_, schema, mode, value) => {
    expect(sampleSchema(schema, { mode, resolve })).toEqual(value)
  })

  it('keeps a "__proto__" property as data', () => {
    const schema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"integer"}}}') as unknown
    const sample = sampleSchema(schema) as Record<string, unknown>
    expect(Object.keys(sample)).toEqual(["__proto__"])
    expect(Object.getPrototypeOf(sample)).toBe(Object.prototype)
  })
})
