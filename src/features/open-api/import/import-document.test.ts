import { describe, expect, it } from "vitest"
import { openDocument } from "./open-document"
import type { Json, JsonObject } from "./refs"
import { importDocument } from "./import-document"
import type { ImportedApi } from "./imported-api"
import { cleanText } from "./text"

function opened(document: Json, url?: string): ImportedApi {
  const result = importDocument(document, url ? { url } : {})
  if (!result.ok) throw new Error(result.message)
  return result.api
}

const PETS_30: Json = {
  openapi: "3.0.3",
  info: { title: "Pets", version: "1.2", description: "A pet store." },
  servers: [{ url: "https://{region}.pets.dev/v1", variables: { region: { default: "eu", enum: ["eu", "us"] } } }],
  components: {
    securitySchemes: {
      key: { type: "apiKey", in: "header", name: "X-Key" },
      session: { type: "apiKey", in: "cookie", name: "s" },
    },
    parameters: { limit: { name: "limit", in: "query", schema: { type: "integer", default: 20 } } },
    schemas: {
      Pet: {
        type: "object",
        properties: {
          id: { type: "integer" },
          name: { type: "string", example: "Rex" },
          friend: { $ref: "#/components/schemas/Pet" },
        },
      },
    },
  },
  security: [{ key: [] }],
  tags: [{ name: "pets", description: "Everything about pets" }],
  paths: {
    "/pets": {
      parameters: [{ $ref: "#/components/parameters/limit" }],
      get: {
        summary: "List pets",
        tags: ["pets"],
        parameters: [{ name: "limit", in: "query", schema: { type: "integer", example: 5 } }],
      },
      post: {
        operationId: "createPet",
        tags: ["pets"],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
      },
    },
    "/pets/{petId}": {
      get: {
        summary: "One pet",
        parameters: [{ name: "petId", in: "path", schema: { type: "string" }, examples: { a: { value: "p1" } } }],
        security: [],
      },
      delete: {
        summary: "Delete",
        parameters: [{ name: "X-Trace", in: "header", schema: { type: "string" } }],
        deprecated: true,
      },
    },
  },
}

describe("importDocument: OpenAPI 3.0", () => {
  const api = opened(PETS_30)

  it("maps the API: name, version, base URL with server variables as placeholders, the key's place", () => {
    expect(api).toMatchObject({
      name: "Pets",
      version: "1.2",
      description: "A pet store.",
      specVersion: "3.0",
      baseUrl: "https://{region}.pets.dev/v1",
      servers: ["https://{region}.pets.dev/v1"],
      auth: "apikey",
      keyPlacement: { in: "header", name: "X-Key" },
      notes: [],
    })
  })

  it("maps every operation with its parameters: path-level ones merged, the operation's own winning", () => {
    expect(api.endpoints.map((e) => [e.method, e.path, e.name])).toEqual([
      ["GET", "/pets", "List pets"],
      // No summary and no description: named by method and path, never by its operationId ("createPet").
      ["POST", "/pets", "POST /pets"],
      ["GET", "/pets/{petId}", "One pet"],
      ["DELETE", "/pets/{petId}", "Delete"],
    ])
    expect(api.endpoints[0]?.parameters).toEqual([
      { name: "limit", in: "query", type: "number", required: false, description: "", example: "5" },
      { name: "region", in: "path", type: "string", required: true, description: "A server variable.", example: "eu" },
    ])
    expect(api.endpoints[2]?.parameters[0]).toEqual({
      name: "petId",
      in: "path",
      type: "string",
      required: true,
      description: "",
      example: "p1",
      examples: [{ name: "a", value: "p1" }],
    })
    expect(api.endpoints[3]?.parameters[0]).toMatchObject({ name: "X-Trace", in: "header", required: false })
    expect(api.endpoints[3]?.deprecated).toBe(true)
  })

  it("gives equal parameters and parameter lists as one object each", () => {
    const [list, create, one, remove] = api.endpoints
    // The server variable {region}, on every operation: one object.
    const region = (endpoint: typeof list) => endpoint?.parameters.find((p) => p.name === "region")
    expect(region(create)).toBe(region(list))
    expect(region(one)).toBe(region(remove))
    // Different lists stay different.
    expect(one?.parameters).not.toBe(remove?.parameters)
    const twice = opened({
      openapi: "3.0.3",
      info: { title: "T", version: "1" },
      servers: [{ url: "https://t.dev" }],
      components: { parameters: { top: { name: "$top", in: "query", schema: { type: "integer" } } } },
      paths: {
        "/a": { get: { parameters: [{ $ref: "#/components/parameters/top" }] } },
        "/b": { get: { parameters: [{ name: "$top", in: "query", schema: { type: "integer" } }] } },
        "/c": { get: { parameters: [{ name: "$top", in: "query", schema: { type: "string" } }] } },
      },
    })
    const [a, b, c] = twice.endpoints
    expect(b?.parameters).toBe(a?.parameters)
    expect(c?.parameters).not.toBe(a?.parameters)
    expect(c?.parameters[0]).toEqual({ name: "$top", in: "query", type: "string", required: false, description: "" })
  })

  it("maps an object many operations $ref once, and gives them all that one result", () => {
    let reads = 0
    const error: JsonObject = { content: { "application/json": { example: { code: 1 } } } }
    Object.defineProperty(error, "description", {
      enumerable: true,
      get: () => {
        reads++
        return "An error."
      },
    })
    const operation = { responses: { "4XX": { $ref: "#/components/responses/error" } } }
    const { endpoints } = opened({
      openapi: "3.0.3",
      info: { title: "T", version: "1" },
      components: { responses: { error } },
      paths: { "/a": { get: operation, put: operation }, "/b": { get: operation } },
    })
    expect(reads).toBe(1)
    const [a, , b] = endpoints
    expect(b?.responses?.[0]).toBe(a?.responses?.[0])
    expect(a?.responses).toEqual([
      { status: "4XX", description: "An error.", mediaTypes: ["application/json"], example: '{\n  "code": 1\n}' },
    ])
  })

  it("samples a circular schema the same however it is reached (an alias $ref too): written once more below itself", () => {
    const body = (schema: Json) => ({ requestBody: { content: { "application/json": { schema } } } })
    const { endpoints } = opened({
      openapi: "3.0.3",
      info: { title: "T", version: "1" },
      components: {
        schemas: {
          Node: { type: "object", properties: { child: { $ref: "#/components/schemas/Node" } } },
          Alias: { $ref: "#/components/schemas/Node" },
        },
      },
      paths: {
        "/alias": { post: body({ $ref: "#/components/schemas/Alias" }) },
        "/node": { post: body({ $ref: "#/components/schemas/Node" }) },
        "/again": { post: body({ $ref: "#/components/schemas/Alias" }) },
      },
    })
    expect(endpoints.map((endpoint) => JSON.parse(endpoint.bodyExample ?? "null"))).toEqual([
      { child: {} },
      { child: {} },
      { child: {} },
    ])
  })

  it("prefills a JSON body from the schema, a circular one too", () => {
    expect(JSON.parse(api.endpoints[1]?.bodyExample ?? "null")).toMatchObject({ id: 0, name: "Rex", friend: { id: 0 } })
  })

  it("groups by tag, in document order, with the rest under Other", () => {
    expect(api.groups).toEqual([
      { name: "pets", description: "Everything about pets", endpoints: [0, 1] },
      { name: "Other", description: "", endpoints: [2, 3] },
    ])
  })
})

describe("importDocument: parameter styles and cookies", () => {
  const parameter = (fields: JsonObject) => ({
    name: "p",
    schema: { type: "array", items: { type: "string" } },
    ...fields,
  })
  const mapped = (parameters: Json[], swagger = false) => {
    const operation = { get: { parameters, responses: {} } }
    const document: Json = swagger
      ? { swagger: "2.0", info: { title: "T", version: "1" }, paths: { "/a/{p}": operation } }
      : { openapi: "3.1.0", info: { title: "T", version: "1" }, paths: { "/a/{p}": operation } }
    return opened(document).endpoints[0]?.parameters ?? []
  }

  it.each<[label: string, fields: JsonObject, expected: JsonObject]>([
    ["query without style: form, exploded (nothing kept)", { in: "query" }, {}],
    [
      "query deepObject exploded",
      { in: "query", style: "deepObject", explode: true },
      { style: "deepObject", explode: true },
    ],
    ["query form not exploded", { in: "query", style: "form", explode: false }, { explode: false }],
    ["query pipeDelimited", { in: "query", style: "pipeDelimited" }, { style: "pipeDelimited" }],
    ["path matrix exploded", { in: "path", style: "matrix", explode: true }, { style: "matrix", explode: true }],
    ["path label", { in: "path", style: "label" }, { style: "label" }],
    ["a query style in a path: the path's default", { in: "path", style: "deepObject" }, {}],
    ["an unknown style: the default", { in: "query", style: "tabDelimited" }, {}],
    ["header exploded", { in: "header", style: "simple", explode: true }, { explode: true }],
  ])("%s", (_label, fields, expected) => {
    const [first] = mapped([parameter(fields)])
    expect({ style: first?.style, explode: first?.explode }).toEqual({
      style: undefined,
      explode: undefined,
      ...expected,
    })
  })

  it("keeps a cookie parameter (shown, never sent) with its type", () => {
    expect(mapped([{ name: "session", in: "cookie", schema: { type: "string" } }])).toEqual([
      { name: "session", in: "cookie", type: "string", required: false, description: "" },
    ])
  })

  it("a Swagger 2.0 array in the query without collectionFormat is csv: form, not exploded", () => {
    const [first] = mapped([{ name: "tags", in: "query", type: "array", items: { type: "string" } }], true)
    expect(first).toMatchObject({ name: "tags", in: "query", type: "array", explode: false })
    expect(first?.style).toBeUndefined()
  })
})

describe("importDocument: Swagger 2.0", () => {
  const api = opened({
    swagger: "2.0",
    info: { title: "Old", version: "1" },
    host: "old.dev",
    basePath: "/api",
    schemes: ["http", "https"],
    securityDefinitions: { q: { type: "apiKey", in: "query", name: "api_key" } },
    security: [{ q: [] }],
    paths: {
      "/items": {
        post: {
          parameters: [
            {
              in: "body",
              name: "body",
              schema: { type: "object", properties: { n: { type: "integer", example: 3 } } },
            },
            { in: "query", name: "dry", type: "boolean", "x-example": true },
            { in: "formData", name: "f", type: "string" },
          ],
        },
      },
    },
  })

  it("builds the base URL from host, basePath and the https scheme; the body parameter prefills the body", () => {
    expect(api).toMatchObject({
      specVersion: "2.0",
      baseUrl: "https://old.dev/api",
      keyPlacement: { in: "query", name: "api_key" },
    })
    expect(api.endpoints[0]).toMatchObject({
      method: "POST",
      name: "POST /items",
      parameters: [{ name: "dry", in: "query", type: "string", example: "true" }],
    })
    expect(JSON.parse(api.endpoints[0]?.bodyExample ?? "null")).toEqual({ n: 3 })
    expect(api.notes).toEqual([expect.stringMatching(/^Form fields \(formData\) are sent as a form or multipart body/)])
  })
})

describe("importDocument: security schemes", () => {
  const withScheme = (scheme: Json, operationSecurity?: Json): ImportedApi =>
    opened({
      openapi: "3.1.0",
      info: { title: "S", version: "1" },
      servers: [{ url: "https://s.dev" }],
      components: { securitySchemes: { main: scheme, other: { type: "http", scheme: "basic" } } },
      security: [{ main: [] }],
      paths: { "/a": { get: operationSecurity === undefined ? {} : { security: operationSecurity } } },
    })

  it.each<[label: string, scheme: Json, expected: Partial<ImportedApi>]>([
    [
      "apiKey in query",
      { type: "apiKey", in: "query", name: "k" },
      { auth: "apikey", keyPlacement: { in: "query", name: "k" } },
    ],
    ["HTTP bearer", { type: "http", scheme: "Bearer" }, { auth: "bearer", keyPlacement: { in: "bearer" } }],
    ["HTTP basic", { type: "http", scheme: "basic" }, { auth: "apikey", keyPlacement: { in: "basic" } }],
    ["OAuth 2", { type: "oauth2", flows: {} }, { auth: "oauth", keyPlacement: { in: "bearer" } }],
    ["OpenID Connect", { type: "openIdConnect", openIdConnectUrl: "https://s.dev/.well-known" }, { auth: "oauth" }],
    [
      "a cookie key: shown, the tester says a page cannot set it",
      { type: "apiKey", in: "cookie", name: "c" },
      { auth: "apikey", keyPlacement: { in: "cookie", name: "c" } },
    ],
    ["mutual TLS: nothing a page can place", { type: "mutualTLS" }, { auth: "none" }],
  ])("%s", (_label, scheme, expected) => {
    expect(withScheme(scheme)).toMatchObject(expected)
  })

  it("OAuth says how to get a token", () => {
    expect(withScheme({ type: "oauth2", flows: {} }).authNote).toMatch(/access token.*bearer token/)
  })

  it.each<[label: string, document: Json, noKey: (true | undefined)[]]>([
    [
      "the API sets a scheme; one operation opts out with security: []",
      {
        security: [{ main: [] }],
        paths: { "/a": { get: {} }, "/b": { get: { security: [] } }, "/c": { get: { security: [{}] } } },
      },
      [undefined, true, true],
    ],
    [
      "the API sets none; most operations use one, one has none",
      {
        paths: {
          "/a": { get: { security: [{ main: [] }] } },
          "/b": { get: { security: [{ main: [] }] } },
          "/c": { get: {} },
        },
      },
      [undefined, undefined, true],
    ],
    ["no scheme anywhere: nothing to mark", { paths: { "/a": { get: {} } } }, [undefined]],
  ])("operations that take no key are marked noKey: %s", (_label, document, noKey) => {
    const api = opened({
      openapi: "3.0.3",
      info: { title: "S", version: "1" },
      servers: [{ url: "https://s.dev" }],
      components: { securitySchemes: { main: { type: "apiKey", in: "header", name: "X-Key" } } },
      ...(document as JsonObject),
    })
    expect(api.endpoints.map((endpoint) => endpoint.noKey)).toEqual(noKey)
  })

  const twoSchemes = (security: Json | undefined, paths: Json = { "/a": { get: {} } }): ImportedApi =>
    opened({
      openapi: "3.0.3",
      info: { title: "Stripe-like", version: "1" },
      servers: [{ url: "https://s.dev" }],
      components: {
        securitySchemes: {
          basicAuth: { type: "http", scheme: "basic" },
          bearerAuth: { type: "http", scheme: "bearer" },
          key: { type: "apiKey", in: "query", name: "k" },
          tls: { type: "mutualTLS" },
        },
      },
      ...(security === undefined ? {} : { security }),
      paths,
    } as Json)

  it.each<[label: string, security: Json, choices: ImportedApi["keyChoices"]]>([
    [
      "Stripe's Basic or Bearer: both, the API's own first",
      [{ basicAuth: [] }, { bearerAuth: [] }],
      [{ in: "basic" }, { in: "bearer" }],
    ],
    ["one scheme: no choice", [{ bearerAuth: [] }], undefined],
    [
      "two credentials together: the first is the key, and the single alternatives follow",
      [{ basicAuth: [], key: [] }, { bearerAuth: [] }],
      [{ in: "basic" }, { in: "bearer" }],
    ],
    [
      "a scheme the app cannot place is left out",
      [{ tls: [] }, { bearerAuth: [] }, { key: [] }],
      [{ in: "bearer" }, { in: "query", name: "k" }],
    ],
    ["repeats are one", [{ bearerAuth: [] }, { bearerAuth: [] }], undefined],
  ])("keyChoices: %s", (_label, security, choices) => {
    expect(twoSchemes(security).keyChoices).toEqual(choices)
  })

  it("keyChoices from the operations when the document sets no security of its own", () => {
    const api = twoSchemes(undefined, {
      "/a": { get: { security: [{ bearerAuth: [] }, { basicAuth: [] }] } },
      "/b": { get: { security: [{ bearerAuth: [] }, { basicAuth: [] }] } },
    })
    expect(api.keyPlacement).toEqual({ in: "bearer" })
    expect(api.keyChoices).toEqual([{ in: "bearer" }, { in: "basic" }])
  })

  it("an operation with its own scheme keeps it", () => {
    const api = withScheme({ type: "http", scheme: "bearer" }, [{ other: [] }])
    expect(api.keyPlacement).toEqual({ in: "bearer" })
    expect(api.endpoints[0]?.keyPlacement).toEqual({ in: "basic" })
  })
})

describe("importDocument: what it refuses, and what it notes", () => {
  it.each<[label: string, document: Json, message: RegExp]>([
    ["not an object", [1, 2], /not an API description/],
    ["no version field", { info: {}, paths: {} }, /no "openapi" or "swagger" version field/],
    ["an unsupported version", { openapi: "4.0.0", paths: {} }, /^OpenAPI 4\.0\.0 is not supported/],
    ["Swagger 1.2", { swagger: "1.2", apis: [] }, /^Swagger 1\.2 is not supported/],
    ["Swagger 1.2 by its own field", { swaggerVersion: "1.2", apis: [] }, /^Swagger 1\.2 is not supported/],
    ["no operations", { openapi: "3.0.0", info: {}, paths: {} }, /lists no operations/],
  ])("%s", (_label, document, message) => {
    const result = importDocument(document)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(message)
  })

  it("opens a webhooks-only description, saying there is nothing to send", () => {
    const api = opened({ openapi: "3.1.0", info: { title: "Hooks" }, webhooks: { ping: { post: {} } } })
    expect(api.endpoints).toEqual([])
    expect(api.notes).toContainEqual(expect.stringMatching(/only webhooks \(1\)/))
  })

  it("notes references it cannot resolve (external files, missing targets) and leaves those parts out", () => {
    const api = opened({
      openapi: "3.0.0",
      info: { title: "R" },
      servers: [{ url: "https://r.dev" }],
      paths: {
        "/a": { get: { parameters: [{ $ref: "other.yaml#/p" }, { $ref: "#/components/parameters/missing" }] } },
      },
    })
    expect(api.endpoints[0]?.parameters).toEqual([])
    expect(api.notes).toEqual([
      expect.stringMatching(/^2 references could not be resolved \(other\.yaml#\/p, #\/components/),
    ])
  })

  it("a relative server resolves against the document's URL; without one it is noted", () => {
    const document: Json = {
      openapi: "3.0.0",
      info: { title: "Rel" },
      servers: [{ url: "/v2" }],
      paths: { "/a": { get: {} } },
    }
    expect(opened(document, "https://docs.rel.dev/spec/openapi.json").baseUrl).toBe("https://docs.rel.dev/v2")
    expect(opened(document).notes).toContainEqual(expect.stringMatching(/no absolute server address \("\/v2"\)/))
  })

  it("survives a $ref cycle with no object at its end", () => {
    const api = opened({
      openapi: "3.0.0",
      info: { title: "Loop" },
      servers: [{ url: "https://l.dev" }],
      components: {
        parameters: { a: { $ref: "#/components/parameters/b" }, b: { $ref: "#/components/parameters/a" } },
      },
      paths: { "/a": { get: { parameters: [{ $ref: "#/components/parameters/a" }] } } },
    })
    expect(api.endpoints[0]?.parameters).toEqual([])
  })
})

describe("importDocument: versions and server addresses", () => {
  const withServers = (servers: Json, url?: string): ImportedApi =>
    opened({ openapi: 3.0, info: { title: "S" }, servers, paths: { "/a": { get: {} } } }, url)

  it("reads a YAML number as the version it means", () => {
    expect(withServers([{ url: "https://s.dev" }]).specVersion).toBe("3.0")
    expect(opened({ openapi: 3.1, info: {}, paths: { "/a": { get: {} } } }).specVersion).toBe("3.1")
  })

  it.each<[label: string, servers: Json, url: string | undefined, baseUrl: string, servers: string[]]>([
    [
      "plain http first, its https twin later: the twin",
      [{ url: "http://s.dev/v1" }, { url: "https://other.dev" }, { url: "https://s.dev/v1" }],
      undefined,
      "https://s.dev/v1",
      ["https://s.dev/v1", "http://s.dev/v1", "https://other.dev"],
    ],
    [
      "plain http with no twin stays",
      [{ url: "http://s.dev" }, { url: "https://other.dev" }],
      undefined,
      "http://s.dev",
      ["http://s.dev", "https://other.dev"],
    ],
    ["protocol-relative: https", [{ url: "//s.dev/v1" }], undefined, "https://s.dev/v1", ["https://s.dev/v1"]],
    [
      "protocol-relative, opened from an http URL: http",
      [{ url: "//s.dev" }],
      "http://docs.s.dev/openapi.json",
      "http://s.dev",
      ["http://s.dev"],
    ],
    [
      "a host without its scheme",
      [{ url: "api.s.dev/v1" }],
      undefined,
      "https://api.s.dev/v1",
      ["https://api.s.dev/v1"],
    ],
  ])("%s", (_label, servers, url, baseUrl, list) => {
    const api = withServers(servers, url)
    expect(api.baseUrl).toBe(baseUrl)
    expect(api.servers).toEqual(list)
    expect(api.notes).toEqual([])
  })

  it.each<[label: string, servers: Json, options: ImportedApi["serverOptions"]]>([
    [
      "every server with its description and variables for the picker",
      [
        {
          url: "https://{region}.s.dev/v1/",
          description: "Production",
          variables: { region: { default: "eu", enum: ["eu", "us"], description: "Where." } },
        },
        { url: "https://{env}.sandbox.dev", variables: { env: { default: "test" } } },
      ],
      [
        {
          url: "https://{region}.s.dev/v1",
          description: "Production",
          variables: [{ name: "region", default: "eu", enum: ["eu", "us"], description: "Where." }],
        },
        { url: "https://{env}.sandbox.dev", variables: [{ name: "env", default: "test" }] },
      ],
    ],
    [
      "an enum without a default: its first value",
      [{ url: "https://{r}.s.dev", variables: { r: { enum: ["a", "b"] } } }],
      [{ url: "https://{r}.s.dev", variables: [{ name: "r", default: "a", enum: ["a", "b"] }] }],
    ],
    ["no servers: the document's address, written as the base URL", [], [{ url: "" }]],
  ])("%s", (_label, servers, options) => {
    expect(withServers(servers).serverOptions).toEqual(options)
  })

  it("keeps an operation's or path's own servers on the endpoint, not the document's repeated", () => {
    const api = opened({
      openapi: "3.0.3",
      info: { title: "S" },
      servers: [{ url: "https://api.s.dev" }],
      paths: {
        "/files": {
          servers: [{ url: "https://upload.s.dev" }],
          post: {},
          get: { servers: [{ url: "https://api.s.dev" }] },
        },
        "/plain": { get: {} },
      },
    })
    expect(api.endpoints.map((e) => [e.method, e.path, e.servers])).toEqual([
      ["GET", "/files", undefined],
      ["POST", "/files", [{ url: "https://upload.s.dev" }]],
      ["GET", "/plain", undefined],
    ])
    expect(api.notes).toEqual([])
  })

  it("keeps equal own servers as one list", () => {
    const api = opened({
      openapi: "3.0.3",
      info: { title: "S" },
      paths: { "/files": { servers: [{ url: "https://upload.s.dev" }], post: {}, put: {} } },
    })
    expect(api.endpoints[0]?.servers).toEqual([{ url: "https://upload.s.dev" }])
    expect(api.endpoints[0]?.servers).toBe(api.endpoints[1]?.servers)
  })

  it("takes the server variables of the server it chose", () => {
    const api = withServers([
      { url: "http://{r}.s.dev", variables: { r: { default: "eu" } } },
      { url: "https://{r}.s.dev", variables: { r: { default: "us" } } },
    ])
    expect(api.endpoints[0]?.parameters).toEqual([
      { name: "r", in: "path", type: "string", required: true, description: "A server variable.", example: "us" },
    ])
  })

  it("notes a relative address whose variables do not make it absolute", () => {
    const api = withServers([{ url: "{base}/v1", variables: { base: { default: "/api" } } }])
    expect(api.notes).toEqual([expect.stringMatching(/no absolute server address \("\{base\}\/v1"\)/)])
  })
})

describe("hostile documents", () => {
  it("strips control and bidi-override characters, and keeps markup as text", () => {
    const api = opened({
      openapi: "3.0.0",
      info: { title: "Evil\u202eIPA\u0007", description: "<img src=x onerror=alert(1)>" },
      servers: [{ url: "https://e.dev" }],
      paths: { "/a": { get: { summary: "<script>alert(1)</script>" } } },
    })
    expect(api.name).toBe("EvilIPA")
    expect(api.description).toBe("<img src=x onerror=alert(1)>")
    expect(api.endpoints[0]?.name).toBe("<script>alert(1)</script>")
  })

  it("__proto__ and constructor keys are data: nothing reaches Object.prototype", () => {
    const text =
      '{"openapi":"3.0.0","info":{"title":"P"},"servers":[{"url":"https://p.dev"}],"paths":{"/__proto__":{"get":{"parameters":[{"name":"constructor","in":"query"}]}},"__proto__":{"get":{}},"/b":{"post":{"requestBody":{"content":{"application/json":{"schema":{"type":"object","properties":{"__proto__":{"type":"object","properties":{"polluted":{"type":"string"}}}}}}}}}}}}'
    const result = openDocument(text)
    expect(result.ok).toBe(true)
    const api = result.ok ? result.api : undefined
    expect(api?.endpoints.map((e) => e.path)).toEqual(["/__proto__", "/b"])
    expect(api?.endpoints[0]?.parameters[0]?.name).toBe("constructor")
    const body = JSON.parse(api?.endpoints[1]?.bodyExample ?? "{}") as object
    expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({ polluted: "string" })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it("opens a document whose body example is nested 3,000 levels: that example is left out, with a note", () => {
    // As JSON text, the way it arrives: JSON.parse takes any depth, JSON.stringify recursed and overflowed the stack.
    const deep = `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`
    const text = `{"openapi":"3.0.3","info":{"title":"Deep"},"servers":[{"url":"https://deep.dev"}],"paths":{"/a":{"post":{"requestBody":{"content":{"application/json":{"example":${deep}}}},"responses":{"200":{"description":"ok","content":{"application/json":{"example":${deep}}}}}}}}}`
    const result = openDocument(text)
    if (!result.ok) throw new Error(result.message)
    const [endpoint] = result.api.endpoints
    expect(endpoint?.bodyExample).toBeUndefined()
    expect(endpoint?.requestBodies).toEqual([{ mediaType: "application/json" }])
    expect(endpoint?.responses).toEqual([{ status: "200", description: "ok", mediaTypes: ["application/json"] }])
    expect(result.api.notes).toEqual(["2 examples are nested more than 200 levels deep and were left out."])
  })

  it.each([
    ["the app (no option): media types and examples only", {}, [{ mediaType: "application/x-www-form-urlencoded" }]],
    [
      "npm run corpus (schemas): each body's schema and a form's encoding too",
      { schemas: true },
      [
        {
          mediaType: "application/x-www-form-urlencoded",
          schema: { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } },
          encoding: { tags: { style: "form", explode: false } },
        },
      ],
    ],
  ])("keeps request-body schemas only when asked: %s", (_, source, bodies) => {
    const text = JSON.stringify({
      openapi: "3.0.3",
      info: { title: "Forms" },
      servers: [{ url: "https://forms.dev" }],
      paths: {
        "/a": {
          post: {
            requestBody: {
              content: {
                "application/x-www-form-urlencoded": {
                  schema: { type: "object", properties: { tags: { type: "array", items: { type: "string" } } } },
                  encoding: { tags: { style: "form", explode: false } },
                },
              },
            },
          },
        },
      },
    })
    const result = openDocument(text, source)
    if (!result.ok) throw new Error(result.message)
    expect(result.api.endpoints[0]?.requestBodies).toEqual(bodies)
  })

  it("lists a path with dot segments as the address a browser requests, with a note", () => {
    const api = opened({
      openapi: "3.0.3",
      info: { title: "Dots" },
      servers: [{ url: "https://dots.dev/v1" }],
      paths: { "/v1/../../admin": { get: {} }, "/ok": { get: {} } },
    })
    expect(api.endpoints.map((e) => `${e.method} ${e.path} (${e.name})`)).toEqual([
      "GET /admin (GET /admin)",
      "GET /ok (GET /ok)",
    ])
    expect(api.notes).toEqual([
      `1 operation's path has "." or ".." segments, which browsers resolve before sending: "/v1/../../admin" is listed as "/admin", the address actually requested.`,
    ])
  })

  it.each<[label: string, text: string, version: string]>([
    ["YAML 1.0, a number", "openapi: 3.0.3\ninfo:\n  title: V\n  version: 1.0\npaths:\n  /a:\n    get: {}\n", "1.0"],
    ["JSON 2, a number", '{"openapi":"3.0.3","info":{"title":"V","version":2},"paths":{"/a":{"get":{}}}}', "2"],
  ])("keeps info.version written as %s", (_label, text, version) => {
    const result = openDocument(text)
    expect(result.ok && result.api.version).toBe(version)
  })

  it.each<[value: Json | undefined, limit: number, text: string]>([
    ["  plain  ", 100, "plain"],
    ["a\u200fb\u2066c\u0000d", 100, "abcd"],
    ["line\nbreak\tkept", 100, "line\nbreak\tkept"],
    ["abcdef", 4, "abc…"],
    [42, 100, ""],
    [undefined, 100, ""],
  ])("cleanText(%j, %d) → %j", (value, limit, text) => {
    expect(cleanText(value, limit)).toBe(text)
  })
})

describe("documented responses and hooks", () => {
  const PET = {
    type: "object",
    required: ["id"],
    properties: {
      id: { type: "integer", readOnly: true },
      password: { type: "string", writeOnly: true },
      next: { $ref: "#/components/schemas/Pet" },
    },
  }
  const DOCUMENT: Json = {
    openapi: "3.1.0",
    info: { title: "Hooks" },
    servers: [{ url: "https://hooks.dev" }],
    components: { schemas: { Pet: PET } },
    webhooks: { newPet: { post: { summary: "A pet was added" } }, "x-bad": "not an item" },
    paths: {
      "/pets": {
        get: {
          summary: "List pets",
          responses: {
            "200": {
              description: "The pets",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
            },
            "404": {
              description: "None",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
            },
          },
        },
        post: {
          summary: "Subscribe",
          requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } } },
          callbacks: {
            onAdded: { "{$request.body#/url}": { post: { summary: "Told when a pet is added" } } },
          },
          responses: { "201": { description: "Subscribed" } },
        },
      },
    },
  }

  function withSchemas(document: Json): ImportedApi {
    const result = importDocument(document, { schemas: true })
    if (!result.ok) throw new Error(result.message)
    return result.api
  }

  it("keeps response schemas only when asked (npm run corpus), not in the app's import", () => {
    const [list] = opened(DOCUMENT).endpoints
    expect(list?.responses?.map((response) => response.schema)).toEqual([undefined, undefined])
  })

  it("keeps each response's schema, compact, never circular, one object when equal", () => {
    const [list] = withSchemas(DOCUMENT).endpoints
    const [ok, missing] = list?.responses ?? []
    expect(ok?.schema).toEqual({
      type: "object",
      required: ["id"],
      properties: { id: { type: "integer" }, next: { cut: "circular" } },
    })
    expect(missing?.schema).toBe(ok?.schema)
  })

  it("keeps a response's readOnly properties and leaves out its writeOnly ones; a request the other way round", () => {
    const [list, subscribe] = withSchemas(DOCUMENT).endpoints
    expect(Object.keys(list?.responses?.[0]?.schema?.properties ?? {})).toEqual(["id", "next"])
    expect(Object.keys(subscribe?.requestBodies?.[0]?.schema?.properties ?? {})).toEqual(["password", "next"])
  })

  it("lists webhooks and callbacks, read only", () => {
    expect(opened(DOCUMENT).hooks).toEqual([
      { kind: "webhook", name: "newPet", method: "POST", summary: "A pet was added" },
      {
        kind: "callback",
        name: "onAdded",
        method: "POST",
        url: "{$request.body#/url}",
        operation: "Subscribe",
        summary: "Told when a pet is added",
      },
    ])
  })

  it("has no hooks field when there are none", () => {
    expect(opened(PETS_30).hooks).toBeUndefined()
  })
})
