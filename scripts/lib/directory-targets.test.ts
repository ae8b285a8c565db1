import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { baseUrlOf, directoryEntries, parameterExample, readDefinition, toDirectoryApi } from "./directory-targets.mjs"

describe("directoryEntries", () => {
  it("reads the committed index: ids and definition URLs as the /directory page builds them", () => {
    const entries = directoryEntries(JSON.parse(readFileSync("public/directory/index.json", "utf8")))
    expect(entries.length).toBeGreaterThan(2000)
    expect(entries).toContainEqual({
      id: "1forge.com",
      title: "1Forge Finance APIs",
      url: "https://api.apis.guru/v2/specs/1forge.com/0.0.1/swagger.json",
    })
  })

  it("uses the index's own specBase (a test points it at 127.0.0.1), and rejects another format", () => {
    const index = {
      format: 1,
      specBase: "http://127.0.0.1:9/specs/",
      providers: ["p.com"],
      apis: [
        ["P", 0, "s", "1", 0],
        ["Q", 0, "", "v 2", 7],
      ],
    }
    expect(directoryEntries(index)).toEqual([
      { id: "p.com/s", title: "P", url: "http://127.0.0.1:9/specs/p.com/s/1/openapi.json" },
      { id: "p.com", title: "Q", url: null },
    ])
    expect(() => directoryEntries({ format: 2 })).toThrow(/not format 1/)
  })
})

describe("baseUrlOf", () => {
  it.each<[string, object, string | undefined]>([
    [
      "OpenAPI 3: the first server",
      { openapi: "3.0.0", servers: [{ url: "https://a.example/v1/" }] },
      "https://a.example/v1",
    ],
    [
      "OpenAPI 3: variables at their defaults",
      { openapi: "3.0.0", servers: [{ url: "https://{region}.a.example", variables: { region: { default: "eu" } } }] },
      "https://eu.a.example",
    ],
    ["OpenAPI 3: a relative server cannot be sent to", { openapi: "3.0.0", servers: [{ url: "/v1" }] }, undefined],
    ["OpenAPI 3: no server", { openapi: "3.1.0" }, undefined],
    [
      "Swagger 2: https when offered",
      { swagger: "2.0", host: "b.example", basePath: "/api", schemes: ["http", "https"] },
      "https://b.example/api",
    ],
    ["Swagger 2: http only", { swagger: "2.0", host: "b.example", schemes: ["http"] }, "http://b.example"],
    ["Swagger 2: no host", { swagger: "2.0" }, undefined],
  ])("%s", (_, doc, expected) => {
    expect(baseUrlOf(doc)).toBe(expected)
  })
})

describe("parameterExample", () => {
  const doc = { components: { examples: { id: { value: 42 } } } }
  it.each<[string, object, string | undefined]>([
    ["example", { example: "x" }, "x"],
    ["the first of examples, $ref resolved", { examples: { a: { $ref: "#/components/examples/id" } } }, "42"],
    ["schema.example", { schema: { example: true } }, "true"],
    ["Swagger 2's x-example", { "x-example": 7 }, "7"],
    ["none", { schema: { type: "string" } }, undefined],
    ["an object cannot go in a URL", { example: { a: 1 } }, undefined],
  ])("%s", (_, parameter, expected) => {
    expect(parameterExample(doc, parameter)).toBe(expected)
  })
})

describe("toDirectoryApi", () => {
  const doc = {
    openapi: "3.0.0",
    servers: [{ url: "https://api.example/v1" }],
    components: { parameters: { id: { name: "id", in: "path", required: true, example: "7" } } },
    paths: {
      "/items": {
        get: { summary: "List items", parameters: [{ name: "limit", in: "query", schema: { type: "integer" } }] },
        post: { summary: "Create" },
      },
      "/items/{id}": { parameters: [{ $ref: "#/components/parameters/id" }], get: { operationId: "getItem" } },
      "/search": { get: { parameters: [{ name: "q", in: "query", required: true }] } },
      "/me": { get: { summary: "Me", parameters: [{ name: "X-Token", in: "header", required: true, example: "t" }] } },
      "/private": { get: { summary: "Private", security: [{ key: [] }] } },
      "/either": { get: { summary: "Either", security: [{ key: [] }, {}] } },
    },
  }

  it("keeps the GET operations whose required parameters have examples; says why the others were left out", () => {
    const { api, skipped } = toDirectoryApi({ id: "example.com", title: "Example" }, doc)
    expect(api).toEqual({
      id: "example.com",
      name: "Example",
      auth: "apikey",
      baseUrl: "https://api.example/v1",
      endpoints: [
        { name: "List items", method: "GET", path: "/items", parameters: [], noKey: true },
        {
          name: "getItem",
          method: "GET",
          path: "/items/{id}",
          parameters: [{ name: "id", required: true, example: "7" }],
          noKey: true,
        },
        // Keyed: kept, and the probe answers "needs a key" without sending anything.
        { name: "Private", method: "GET", path: "/private", parameters: [] },
        { name: "Either", method: "GET", path: "/either", parameters: [], noKey: true },
      ],
    })
    expect(skipped).toEqual({
      "no base URL": 0,
      "not a GET": 1,
      "a required parameter without an example": 1,
      "a required header or body": 1,
    })
  })

  it("nothing to check: no api", () => {
    expect(toDirectoryApi({ id: "x", title: "X" }, { openapi: "3.0.0", paths: { "/a": { get: {} } } })).toEqual({
      skipped: {
        "no base URL": 1,
        "not a GET": 0,
        "a required parameter without an example": 0,
        "a required header or body": 0,
      },
    })
    expect(toDirectoryApi({ id: "x", title: "X" }, "not a document").api).toBeUndefined()
  })
})

/** A body of `count` chunks of `size` spaces (endless by default), read only as asked for; says how much was read. */
function body(size: number, count = Infinity, text?: string) {
  const state = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= count) return controller.close()
        state.pulled += 1
        controller.enqueue(text === undefined ? new Uint8Array(size).fill(32) : new TextEncoder().encode(text))
      },
      cancel() {
        state.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, state }
}

describe("readDefinition (limit 1000 bytes here; 50 MB in a run)", () => {
  it.each<[string, () => ReturnType<typeof body> & { init?: ResponseInit }, RegExp | object, number]>([
    ["a definition within the limit", () => body(0, 1, '{"openapi":"3.0.0"}'), { openapi: "3.0.0" }, 1],
    ["an HTTP error: not read", () => ({ ...body(100), init: { status: 503 } }), /^HTTP 503$/, 0],
    [
      "over the limit by its content-length: not read",
      () => ({ ...body(100), init: { headers: { "content-length": "2000" } } }),
      /^over 1000 bytes$/,
      0,
    ],
    ["no content-length, endless: reading stops past the limit", () => body(100), /^over 1000 bytes$/, 11],
    [
      "a content-length that lies: the bytes read count",
      () => ({ ...body(400, 5), init: { headers: { "content-length": "10" } } }),
      /^over 1000 bytes$/,
      3,
    ],
    ["not JSON", () => body(0, 1, "<html>"), /JSON/, 1],
  ])("%s", async (_, make, expected, pulls) => {
    const { stream, state, init } = make()
    const reading = readDefinition(new Response(stream, init), 1000)
    if (expected instanceof RegExp) await expect(reading).rejects.toThrow(expected)
    else await expect(reading).resolves.toEqual(expected)
    expect(state.pulled).toBe(pulls)
    // Whatever was not read to its end was cancelled (the connection is let go).
    if (expected instanceof RegExp && !/JSON/.test(String(expected))) expect(state.cancelled).toBe(true)
  })
})
