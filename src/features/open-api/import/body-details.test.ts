import { describe, expect, it } from "vitest"
import { collectBodyDetails } from "./body-details"
import type { Json } from "./refs"

const document = {
  openapi: "3.0.3",
  paths: {
    "/pets": {
      post: {
        requestBody: {
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/Pet" },
              examples: {
                Rex: { value: { name: "Rex", tag: "dog" } },
                Text: { value: "plain" },
                External: { externalValue: "https://example.com/pet.json" },
                Named: { $ref: "#/components/examples/Tom" },
              },
            },
            "application/x-www-form-urlencoded": {
              schema: { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } },
              encoding: { tags: { style: "pipeDelimited" } },
            },
            "text/plain": {},
          },
        },
        responses: {},
      },
      get: { responses: {} },
    },
    "/a/../pets/{id}": { put: { requestBody: { $ref: "#/components/requestBodies/Pet" }, responses: {} } },
    notapath: { post: { requestBody: { content: { "application/json": { schema: { type: "string" } } } } } },
  },
  components: {
    requestBodies: { Pet: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } } },
    examples: { Tom: { value: { name: "Tom" } } },
    schemas: {
      Pet: {
        type: "object",
        required: ["name"],
        properties: {
          id: { type: "integer", readOnly: true },
          name: { type: "string" },
          tag: { enum: ["dog", "cat"] },
        },
      },
    },
  },
} as unknown as Json

describe("collectBodyDetails", () => {
  const record = collectBodyDetails(document)

  it("keeps each operation with a body, by its method and path as the app lists it", () => {
    expect(record.format).toBe(1)
    expect(Object.keys(record.operations)).toEqual(["POST /pets", "PUT /pets/{id}"])
  })

  it("keeps a media type's schema resolved (readOnly properties left out), its encoding and named examples", () => {
    const post = record.operations["POST /pets"] ?? {}
    expect(Object.keys(post)).toEqual(["application/json", "application/x-www-form-urlencoded"])
    expect(post["application/json"]?.schema).toMatchObject({
      type: "object",
      required: ["name"],
      properties: { name: { type: "string" }, tag: { enum: ["dog", "cat"] } },
    })
    expect(post["application/json"]?.schema?.properties?.id).toBeUndefined()
    expect(post["application/json"]?.examples).toEqual([
      { name: "Rex", value: '{\n  "name": "Rex",\n  "tag": "dog"\n}' },
      { name: "Text", value: "plain" },
      { name: "Named", value: '{\n  "name": "Tom"\n}' },
    ])
    expect(post["application/x-www-form-urlencoded"]?.encoding).toEqual({ tags: { style: "pipeDelimited" } })
  })

  it("reads a referenced request body", () => {
    expect(record.operations["PUT /pets/{id}"]?.["application/json"]?.schema?.required).toEqual(["name"])
  })

  it.each([null, "text", {}, { paths: [] }])("keeps nothing from %j", (value) => {
    expect(collectBodyDetails(value as Json).operations).toEqual({})
  })
})
