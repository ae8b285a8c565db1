import { describe, expect, it } from "vitest"
import type { BodySchema } from "@/lib/request-body/body-schema"
import { BODY_SCHEMA_NODES, bodyEncodingOf, bodySchemaOf } from "./body-schemas"
import { mapContext, type MapContext } from "./map-context"
import { RefResolver, type Json } from "./refs"

function contextOf(document: Json): MapContext {
  return mapContext(new RefResolver(document))
}

const document = {
  components: {
    schemas: {
      Pet: {
        type: "object",
        required: ["name"],
        properties: {
          id: { type: "integer", readOnly: true },
          name: { type: "string", description: "left out", example: "Rex" },
          tag: { type: ["string", "null"], enum: ["a", "b", { no: 1 }] },
          photo: { type: "string", format: "binary" },
          owner: { $ref: "#/components/schemas/Owner" },
        },
      },
      Owner: {
        allOf: [{ $ref: "#/components/schemas/Named" }, { properties: { age: { type: "integer", nullable: true } } }],
      },
      Named: { type: "object", required: ["first"], properties: { first: { type: "string" } } },
      Node: { type: "object", properties: { next: { $ref: "#/components/schemas/Node" }, value: { type: "string" } } },
    },
  },
} as Json

describe("bodySchemaOf", () => {
  it.each<[string, Json | undefined, boolean, BodySchema | undefined]>([
    ["no schema", undefined, false, undefined],
    [
      "resolved, readOnly left out, allOf merged, nullable, enum values that are not plain left out",
      { $ref: "#/components/schemas/Pet" },
      false,
      {
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string", example: "Rex" },
          tag: { type: "string", nullable: true, enum: ["a", "b"] },
          photo: { type: "string", format: "binary" },
          owner: {
            type: "object",
            required: ["first"],
            properties: { first: { type: "string" }, age: { type: "integer", nullable: true } },
          },
        },
      },
    ],
    [
      "a circular schema is cut where it repeats",
      { $ref: "#/components/schemas/Node" },
      false,
      { type: "object", properties: { next: { cut: "circular" }, value: { type: "string" } } },
    ],
    [
      "an XML body's root element is named after its component",
      { $ref: "#/components/schemas/Named" },
      true,
      {
        type: "object",
        required: ["first"],
        properties: { first: { type: "string" } },
        xml: { name: "Named" },
      },
    ],
  ])("%s", (_, raw, isXml, schema) => {
    expect(bodySchemaOf(contextOf(document), raw, isXml)).toEqual(schema)
  })

  it("keeps a schema reached again as the same object", () => {
    const context = contextOf(document)
    const first = bodySchemaOf(context, { $ref: "#/components/schemas/Named" })
    expect(bodySchemaOf(context, { $ref: "#/components/schemas/Named" })).toBe(first)
  })

  it("caps a tree at BODY_SCHEMA_NODES nodes as written out, shared parts counted at each use", () => {
    const leaf = {
      type: "object",
      properties: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`p${i}`, { type: "string" }])),
    }
    const wide = {
      type: "object",
      properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`w${i}`, { $ref: "#/leaf" }])),
    }
    const schema = bodySchemaOf(contextOf({ leaf, wide } as Json), { $ref: "#/wide" })
    let nodes = 0
    const walk = (node: BodySchema | undefined): void => {
      if (!node) return
      nodes++
      for (const child of Object.values(node.properties ?? {})) walk(child)
    }
    walk(schema)
    expect(nodes).toBeLessThanOrEqual(BODY_SCHEMA_NODES)
    expect(JSON.stringify(schema)).toContain('"cut":"capped"')
  })
})

describe("bodyEncodingOf", () => {
  it.each<[string, Json | undefined, ReturnType<typeof bodyEncodingOf>]>([
    ["none", undefined, undefined],
    [
      "style, explode, content type and allowReserved; headers and unknown styles left out",
      {
        metadata: { style: "deepObject", explode: true },
        photo: { contentType: "image/png", headers: { "X-Rate": {} } },
        odd: { style: "matrix" },
        raw: { allowReserved: true, explode: "yes" },
      },
      {
        metadata: { style: "deepObject", explode: true },
        photo: { contentType: "image/png" },
        raw: { allowReserved: true },
      },
    ],
  ])("%s", (_, raw, encoding) => {
    expect(bodyEncodingOf(contextOf({}), raw)).toEqual(encoding)
  })
})
