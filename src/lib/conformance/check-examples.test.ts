import { describe, expect, it } from "vitest"
import type { ResponseSchemaRecord } from "@/lib/response-schemas/response-schemas"
import { checkExamples } from "./check-examples"

const document = {
  openapi: "3.0.3",
  paths: {
    "/pets": {
      get: {
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Pet" },
                example: { id: 1, name: "Rex" },
                examples: { wrong: { $ref: "#/components/examples/Wrong" }, alsoWrong: { value: { name: 5 } } },
              },
              "application/xml": { schema: { type: "string" }, example: 5 },
            },
          },
        },
      },
    },
  },
  components: { examples: { Wrong: { value: { id: "1", name: "Rex" } } } },
}

const record: ResponseSchemaRecord = {
  format: 1,
  specVersion: "3.0",
  operations: {},
  refs: {
    "#/components/schemas/Pet": {
      type: "object",
      required: ["id"],
      properties: { id: { type: "integer" }, name: { type: "string" } },
    },
  },
}

describe("checkExamples", () => {
  it("validates each JSON response example against its schema and counts the failing keywords", () => {
    expect(checkExamples(document, record)).toEqual({
      examples: 3,
      agree: 1,
      disagree: 2,
      unchecked: 0,
      kinds: { type: 2, required: 1 },
      samples: [
        'GET /pets 200 application/json (wrong) /id: expected integer, came "1"',
        "GET /pets 200 application/json (alsoWrong) /id: expected a value (required), came missing",
      ],
    })
  })

  it("a document without examples gives an empty report", () => {
    expect(checkExamples({ paths: {} }, record).examples).toBe(0)
  })
})
