import { describe, expect, it } from "vitest"
import { RefResolver, type Json, type JsonObject } from "../refs"
import { SWAGGER_FORM_NOTE, upgradeSwagger2 } from "./swagger-2"

function upgrade(document: JsonObject) {
  const full: JsonObject = { swagger: "2.0", info: { title: "T", version: "1" }, paths: {}, ...document }
  return upgradeSwagger2(full, new RefResolver(full))
}

describe("upgradeSwagger2", () => {
  it.each<[label: string, fields: JsonObject, url: string]>([
    ["https listed: https", { host: "a.dev", basePath: "/v1", schemes: ["http", "https"] }, "https://a.dev/v1"],
    ["http only: http", { host: "a.dev", schemes: ["http"] }, "http://a.dev"],
    [
      "no schemes: the document's own (protocol-relative)",
      { host: "a.dev:8443", basePath: "/api" },
      "//a.dev:8443/api",
    ],
    ["no host: the base path alone", { basePath: "/api" }, "/api"],
    ["nothing: /", {}, "/"],
  ])("servers: %s", (_label, fields, url) => {
    const { document } = upgrade(fields)
    expect(document.openapi).toBe("3.0.3")
    expect(document.servers).toEqual([{ url }])
    expect(document).not.toHaveProperty("swagger")
    expect(document).not.toHaveProperty("host")
  })

  it.each<[label: string, scheme: Json, expected: Json]>([
    ["basic → HTTP basic", { type: "basic" }, { type: "http", scheme: "basic" }],
    ["apiKey as it was", { type: "apiKey", in: "header", name: "K" }, { type: "apiKey", in: "header", name: "K" }],
    [
      "oauth2 accessCode → authorizationCode flow",
      { type: "oauth2", flow: "accessCode", authorizationUrl: "https://a/auth", tokenUrl: "https://a/t", scopes: {} },
      {
        type: "oauth2",
        flows: { authorizationCode: { scopes: {}, authorizationUrl: "https://a/auth", tokenUrl: "https://a/t" } },
      },
    ],
    [
      "oauth2 application → clientCredentials flow",
      { type: "oauth2", flow: "application", tokenUrl: "https://a/t", scopes: { r: "read" } },
      { type: "oauth2", flows: { clientCredentials: { scopes: { r: "read" }, tokenUrl: "https://a/t" } } },
    ],
  ])("security scheme: %s", (_label, scheme, expected) => {
    const { document } = upgrade({ securityDefinitions: { s: scheme } })
    expect(document.components?.securitySchemes?.s).toEqual(expected)
  })

  const petstore: JsonObject = {
    consumes: ["application/json", "application/xml"],
    produces: ["application/json"],
    definitions: { Pet: { type: "object", properties: { name: { type: "string" } } } },
    parameters: { limit: { name: "limit", in: "query", type: "integer", default: 20 } },
    responses: { NotFound: { description: "missing" } },
    paths: {
      "/pets": {
        parameters: [{ $ref: "#/parameters/limit" }],
        get: {
          parameters: [{ name: "tags", in: "query", type: "array", items: { type: "string" }, "x-example": "a" }],
          responses: {
            "200": {
              description: "ok",
              schema: { $ref: "#/definitions/Pet" },
              examples: { "application/json": { name: "Rex" } },
            },
            "404": { $ref: "#/responses/NotFound" },
          },
        },
        post: { parameters: [{ in: "body", name: "pet", required: true, schema: { $ref: "#/definitions/Pet" } }] },
        put: {
          consumes: ["multipart/form-data"],
          parameters: [
            { in: "formData", name: "photo", type: "file", required: true },
            { in: "formData", name: "note", type: "string", description: "A note." },
          ],
        },
      },
    },
  }

  it("moves a parameter's type into its schema, and x-example to example; path-level ones stay on the path", () => {
    const { document } = upgrade(petstore)
    const item = document.paths["/pets"]
    expect(item?.parameters).toEqual([{ name: "limit", in: "query", schema: { type: "integer", default: 20 } }])
    expect(item?.get?.parameters).toEqual([
      {
        name: "tags",
        in: "query",
        "x-example": "a",
        example: "a",
        schema: { type: "array", items: { type: "string" } },
        style: "form",
        explode: false,
      },
    ])
  })

  it("a body parameter is a request body in each type the operation consumes; schemas keep their $ref", () => {
    const { document, notes } = upgrade(petstore)
    expect(document.paths["/pets"]?.post?.requestBody).toEqual({
      required: true,
      content: {
        "application/json": { schema: { $ref: "#/definitions/Pet" } },
        "application/xml": { schema: { $ref: "#/definitions/Pet" } },
      },
    })
    expect(document.components?.schemas).toBe(petstore.definitions)
    expect(notes).toEqual([SWAGGER_FORM_NOTE])
  })

  it("formData is a form body (a file makes it binary); the tester does not send it, so a note says so", () => {
    const { document } = upgrade(petstore)
    expect(document.paths["/pets"]?.put?.requestBody).toEqual({
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              photo: { type: "string", format: "binary" },
              note: { type: "string", description: "A note." },
            },
            required: ["photo"],
          },
        },
      },
    })
  })

  it("responses get content in each type produced, with the example given for it; referenced ones are resolved", () => {
    const { document } = upgrade(petstore)
    expect(document.paths["/pets"]?.get?.responses).toEqual({
      "200": {
        description: "ok",
        content: { "application/json": { schema: { $ref: "#/definitions/Pet" }, example: { name: "Rex" } } },
      },
      "404": { description: "missing" },
    })
  })

  it.each<[label: string, parameter: JsonObject, style: JsonObject]>([
    [
      "csv (the default) in the query: form, not exploded",
      { in: "query", type: "array" },
      { style: "form", explode: false },
    ],
    ["csv named", { in: "query", type: "array", collectionFormat: "csv" }, { style: "form", explode: false }],
    [
      "ssv: spaceDelimited",
      { in: "query", type: "array", collectionFormat: "ssv" },
      { style: "spaceDelimited", explode: false },
    ],
    [
      "pipes: pipeDelimited",
      { in: "query", type: "array", collectionFormat: "pipes" },
      { style: "pipeDelimited", explode: false },
    ],
    [
      "multi: form, exploded",
      { in: "query", type: "array", collectionFormat: "multi" },
      { style: "form", explode: true },
    ],
    [
      "tsv (no 3.0 style): as csv",
      { in: "query", type: "array", collectionFormat: "tsv" },
      { style: "form", explode: false },
    ],
    ["csv in a path: simple, 3.0's default there", { in: "path", type: "array", collectionFormat: "csv" }, {}],
    ["csv in a header: simple", { in: "header", type: "array" }, {}],
    ["not an array: nothing", { in: "query", type: "string", collectionFormat: "multi" }, {}],
  ])("collectionFormat → style and explode: %s", (_label, parameter, style) => {
    const given = { name: "p", items: { type: "string" }, ...parameter }
    const { document } = upgrade({ paths: { "/a": { get: { parameters: [given] } } } })
    const [upgraded] = (document.paths["/a"]?.get?.parameters ?? []) as unknown as JsonObject[]
    expect(upgraded).not.toHaveProperty("collectionFormat")
    expect({ style: upgraded?.style, explode: upgraded?.explode }).toEqual({
      style: undefined,
      explode: undefined,
      ...style,
    })
  })

  it("keeps a reference it cannot resolve as it is, for the mapper to note", () => {
    const { document } = upgrade({ paths: { "/a": { get: { parameters: [{ $ref: "#/parameters/missing" }] } } } })
    expect(document.paths["/a"]?.get?.parameters).toEqual([{ $ref: "#/parameters/missing" }])
  })

  it("does not walk schemas or examples: one nested 10,000 levels is kept as it is (both libraries overflowed)", () => {
    const example: JsonObject = {}
    let node = example
    for (let level = 0; level < 10_000; level++) node = node.a = {}
    const schema = { type: "object", example }
    const { document } = upgrade({ paths: { "/a": { post: { parameters: [{ in: "body", name: "b", schema }] } } } })
    expect(document.paths["/a"]?.post?.requestBody).toEqual({ content: { "application/json": { schema } } })
  })
})
