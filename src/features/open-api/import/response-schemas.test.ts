import { describe, expect, it } from "vitest"
import type { Json } from "./refs"
import { collectResponseSchemas } from "./response-schemas"

const document = {
  openapi: "3.0.3",
  paths: {
    "/pets": {
      get: {
        responses: {
          "200": {
            content: { "application/json": { schema: { type: "array", items: { $ref: "#/components/schemas/Pet" } } } },
          },
          "404": { $ref: "#/components/responses/NotFound" },
          "204": { description: "none" },
        },
      },
    },
    "/a/../pets": { post: { responses: { "201": { content: { "text/plain": {} } } } } },
    notapath: { get: { responses: {} } },
  },
  components: {
    responses: { NotFound: { content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } } },
    schemas: {
      Pet: { type: "object", properties: { owner: { $ref: "#/components/schemas/Owner" } } },
      Owner: { properties: { pets: { type: "array", items: { $ref: "#/components/schemas/Pet" } } } },
      Error: { type: "object" },
      Unused: { type: "string" },
    },
  },
} as unknown as Json

describe("collectResponseSchemas", () => {
  it("keeps each operation's statuses and media types, and only the $ref targets they reach", () => {
    const record = collectResponseSchemas(document, "2.0")
    expect(record.specVersion).toBe("3.0")
    expect(Object.keys(record.operations)).toEqual(["GET /pets", "POST /pets"])
    expect(record.operations["GET /pets"]).toEqual({
      "200": { "application/json": { type: "array", items: { $ref: "#/components/schemas/Pet" } } },
      "404": { "application/json": { $ref: "#/components/schemas/Error" } },
      "204": {},
    })
    expect(record.operations["POST /pets"]).toEqual({ "201": { "text/plain": null } })
    expect(Object.keys(record.refs).sort()).toEqual([
      "#/components/schemas/Error",
      "#/components/schemas/Owner",
      "#/components/schemas/Pet",
    ])
  })

  it("keeps 3.1, and never sets a prototype from a hostile key", () => {
    const hostile = JSON.parse(
      '{"openapi":"3.1.0","paths":{"/x":{"get":{"responses":{"__proto__":{"content":{"a/b":{"schema":{}}}}}}}}}',
    ) as Json
    const record = collectResponseSchemas(hostile, "3.1")
    expect(record.specVersion).toBe("3.1")
    expect(record.operations["GET /x"]).toEqual({})
    expect(Object.getPrototypeOf(record.operations["GET /x"])).toBe(Object.prototype)
  })
})
