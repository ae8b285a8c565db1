import { describe, expect, it } from "vitest"
import type { DocumentedResponse } from "@/data/api-schema"
import { endpointShape } from "./endpoint-shape"

const response = (status: string, extra: Partial<DocumentedResponse> = {}): DocumentedResponse => ({
  status,
  description: "",
  mediaTypes: ["application/json"],
  ...extra,
})
const SCHEMA = { type: "object" as const }

describe("endpointShape", () => {
  it.each<[string, Parameters<typeof endpointShape>[0], string[]]>([
    ["nothing documented", {}, []],
    [
      "a body with a schema, a response with an example",
      {
        requestBodies: [{ mediaType: "application/json", schema: SCHEMA }],
        responses: [response("200", { example: "{}" })],
      },
      ["Body · schema", "Response 200 · example"],
    ],
    [
      "the example is preferred to the schema",
      { requestBodies: [{ mediaType: "application/json", schema: SCHEMA, example: "{}" }] },
      ["Body · example"],
    ],
    [
      "the first media type with something to show",
      { requestBodies: [{ mediaType: "application/octet-stream" }, { mediaType: "application/json", schema: SCHEMA }] },
      ["Body · schema"],
    ],
    ["a body with neither", { requestBodies: [{ mediaType: "text/plain" }] }, ["Body"]],
    [
      "a body without schema or example: its prefilled skeleton stands for the schema",
      { requestBodies: [{ mediaType: "application/json" }], body: '{ "id": 0 }' },
      ["Body · schema"],
    ],
    [
      "the first success, not the first listed",
      { responses: [response("404", { example: "{}" }), response("201", { schema: SCHEMA })] },
      ["Response 201 · schema"],
    ],
    ["a 2XX range counts as success", { responses: [response("default"), response("2XX")] }, ["Response 2XX"]],
    [
      "no success: the first listed",
      { responses: [response("default", { example: "x" })] },
      ["Response default · example"],
    ],
  ])("%s", (_, endpoint, labels) => {
    expect(endpointShape(endpoint).map((part) => part.label)).toEqual(labels)
  })

  it("keeps the example text to show", () => {
    expect(endpointShape({ responses: [response("200", { example: '{"id":1}' })] })[0]?.example).toBe('{"id":1}')
  })
})
