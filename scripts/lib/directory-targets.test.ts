import { describe, expect, it } from "vitest"
import { openDocument } from "../../src/features/open-api/import/open-document"
import { pickExample } from "../../src/lib/parameter-example"
import type { ImportedApi } from "../../src/features/open-api/import/imported-api"
// @ts-expect-error -- plain .mjs module without type declarations
import { readDefinition, toDirectoryApi as toDirectoryApiWith } from "./directory-targets.mjs"

/** As verify.mjs calls it: each parameter's example as the app's pickExample gives it for "hint". */
const toDirectoryApi = (
  entry: Parameters<typeof toDirectoryApiWith>[0],
  api: Parameters<typeof toDirectoryApiWith>[1],
) => toDirectoryApiWith(entry, api, (p: Parameters<typeof pickExample>[0]) => pickExample(p, "hint"))

/** A definition as verify sees it: opened by the app's importer (without its URL, as verify.mjs opens it). */
function opened(doc: object): ImportedApi {
  const result = openDocument(JSON.stringify(doc))
  if (!result.ok) throw new Error(result.message)
  return result.api
}

const ENTRY = { id: "example.com", title: "Example" }

describe("toDirectoryApi: the importer's API, narrowed to what can be sent without a person", () => {
  const doc = {
    openapi: "3.0.0",
    servers: [{ url: "https://api.example/v1" }],
    components: {
      parameters: { id: { name: "id", in: "path", required: true, example: "7" } },
      securitySchemes: { key: { type: "apiKey", in: "query", name: "key" } },
    },
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
    const { api, skipped } = toDirectoryApi(ENTRY, opened(doc))
    expect(api).toEqual({
      id: "example.com",
      name: "Example",
      auth: "apikey",
      keyPlacement: { in: "query", name: "key" },
      baseUrl: "https://api.example/v1",
      endpoints: [
        { name: "List items", method: "GET", path: "/items", parameters: [], noKey: true },
        {
          name: "GET /items/{id}",
          method: "GET",
          path: "/items/{id}",
          parameters: [{ name: "id", in: "path", required: true, example: "7" }],
          noKey: true,
        },
        // Keyed: kept, and the probe answers "needs a key" without sending anything.
        { name: "Private", method: "GET", path: "/private", parameters: [] },
        // Key optional: the importer maps the first requirement it can place, so the app's tester (and its status
        // page) ask for the key here too; verify now says what the app says ("needs a key").
        { name: "Either", method: "GET", path: "/either", parameters: [] },
      ],
    })
    expect(skipped).toEqual({
      "no base URL": 0,
      "not a GET": 1,
      "a required parameter without an example": 1,
      "a required header": 1,
    })
  })

  const one = (extra: object, path = "/a", parameters: object[] = []) =>
    toDirectoryApi(ENTRY, opened({ openapi: "3.0.0", paths: { [path]: { get: { parameters } } }, ...extra }))

  it.each<[string, ReturnType<typeof one>, string | undefined]>([
    ["the first server", one({ servers: [{ url: "https://a.example/v1/" }] }), "https://a.example/v1"],
    [
      "an http server with its https twin listed: the https one (an https page can call only that)",
      one({ servers: [{ url: "http://a.example" }, { url: "https://a.example" }] }),
      "https://a.example",
    ],
    [
      "variables stay placeholders, filled from their defaults when sent",
      one({ servers: [{ url: "https://{region}.a.example", variables: { region: { default: "eu" } } }] }),
      "https://{region}.a.example",
    ],
    [
      "a variable without a default: cannot be sent",
      one({ servers: [{ url: "https://{tenant}.a.example", variables: { tenant: {} } }] }),
      undefined,
    ],
    [
      "a relative server (verify opens APIs.guru's copy without its URL)",
      one({ servers: [{ url: "/v1" }] }),
      undefined,
    ],
    ["no server", one({}), undefined],
  ])("base URL: %s", (_name, result, baseUrl) => {
    expect(result.api?.baseUrl).toBe(baseUrl)
    if (baseUrl === undefined) expect(result.skipped["no base URL"]).toBe(1)
  })

  it("sends a server variable's default with the endpoint, so the probe fills the address", () => {
    const { api } = one({ servers: [{ url: "https://{region}.a.example", variables: { region: { default: "eu" } } }] })
    expect(api?.endpoints[0]?.parameters).toEqual([{ name: "region", in: "path", required: true, example: "eu" }])
  })

  it.each<[string, object, string | undefined]>([
    ["example", { example: "x" }, "x"],
    ["Swagger 2's x-example", { "x-example": 7 }, "7"],
    ["the first of examples", { examples: { a: { value: 42 } } }, "42"],
    ["schema.example", { schema: { example: true } }, "true"],
    ["a default is the document's own value", { schema: { type: "string", default: "en" } }, "en"],
    ["the first enum value", { schema: { type: "string", enum: ["asc", "desc"] } }, "asc"],
    ["none", { schema: { type: "string" } }, undefined],
  ])("a required query parameter's example: %s", (_name, parameter, example) => {
    const { api } = one({ servers: [{ url: "https://a.example" }] }, "/a", [
      { name: "p", in: "query", required: true, ...parameter },
    ])
    expect(api?.endpoints[0]?.parameters[0]?.example).toBe(example)
  })

  it("a Swagger 2 definition: scheme, host and basePath", () => {
    const { api } = toDirectoryApi(
      ENTRY,
      opened({
        swagger: "2.0",
        host: "b.example",
        basePath: "/api",
        schemes: ["http", "https"],
        paths: { "/a": { get: {} } },
      }),
    )
    expect(api?.baseUrl).toBe("https://b.example/api")
  })

  it("a scheme the importer cannot place (here undefined) is not a key: the operation is sent", () => {
    const { api } = one({ servers: [{ url: "https://a.example" }], security: [{ undefinedScheme: [] }] })
    expect(api).toMatchObject({ auth: "none", endpoints: [{ path: "/a" }] })
  })

  it("nothing to check: no api", () => {
    expect(one({})).toEqual({
      skipped: {
        "no base URL": 1,
        "not a GET": 0,
        "a required parameter without an example": 0,
        "a required header": 0,
      },
    })
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
  it.each<[string, () => ReturnType<typeof body> & { init?: ResponseInit }, RegExp | string, number]>([
    ["a definition within the limit: its text", () => body(0, 1, '{"openapi":"3.0.0"}'), '{"openapi":"3.0.0"}', 1],
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
    // Not JSON is the importer's to say now (verify: "definition not opened (…)").
    ["any text", () => body(0, 1, "<html>"), "<html>", 1],
  ])("%s", async (_, make, expected, pulls) => {
    const { stream, state, init } = make()
    const reading = readDefinition(new Response(stream, init), 1000)
    if (expected instanceof RegExp) await expect(reading).rejects.toThrow(expected)
    else await expect(reading).resolves.toEqual(expected)
    expect(state.pulled).toBe(pulls)
    // Whatever was not read to its end was cancelled (the connection is let go).
    if (expected instanceof RegExp) expect(state.cancelled).toBe(true)
  })
})
