import { describe, expect, it } from "vitest"
import { readStoredApi } from "./stored-api"

const SOURCE = {
  kind: "opened",
  source: "url",
  location: "https://x.dev/openapi.json",
  openedAt: "2026-11-26T10:00:00.000Z",
  notes: [],
  groups: [{ name: "pets", description: "", endpoints: [0] }],
  version: "1.0",
  specVersion: "3.0",
}
const PARAMETER = { name: "tags", type: "array", required: false, description: "", in: "query" }

const ENDPOINT = {
  name: "List pets",
  method: "GET",
  path: "/pets",
  description: "List pets",
  exampleUrl: "https://x.dev/pets",
  parameters: [{ name: "limit", type: "number", required: false, description: "", example: "5", in: "query" }],
}
const API = {
  id: "opened-0000000000000001",
  name: "Pets",
  description: "Pets",
  baseUrl: "https://x.dev",
  category: "Your API",
  auth: "bearer",
  website: "",
  keyPlacement: { in: "bearer" },
  endpoints: [ENDPOINT],
  source: SOURCE,
}

describe("readStoredApi", () => {
  it("keeps a cookie key and key choices", () => {
    const value = {
      ...API,
      keyPlacement: { in: "cookie", name: "s" },
      keyChoices: [{ in: "cookie", name: "s" }, { in: "basic" }],
    }
    expect(readStoredApi(value, 2)).toBe(value)
  })

  it("reads a format 2 record as it is, fields it does not check included", () => {
    const value = { ...API, endpoints: [{ ...ENDPOINT, future: [{ status: "200" }] }] }
    expect(readStoredApi(value, 2)).toBe(value)
  })

  const RESPONSE = { status: "200", description: "OK", mediaTypes: ["application/json"], schema: { type: "object" } }
  const HOOK = { kind: "webhook", name: "newPet", method: "POST", summary: "" }

  it.each<[string, object, object, boolean]>([
    ["documented responses", { responses: [RESPONSE] }, {}, true],
    ["a response without media types", { responses: [{ ...RESPONSE, mediaTypes: undefined }] }, {}, false],
    ["a response whose schema is text", { responses: [{ ...RESPONSE, schema: "x" }] }, {}, false],
    ["request bodies", { requestBodies: [{ mediaType: "application/json", example: "{}" }] }, {}, true],
    ["a request body without a media type", { requestBodies: [{}] }, {}, false],
    ["webhooks and callbacks", {}, { hooks: [HOOK, { ...HOOK, kind: "callback", url: "{$url}" }] }, true],
    ["a hook of another kind", {}, { hooks: [{ ...HOOK, kind: "event" }] }, false],
  ])("checks %s", (_, endpointFields, sourceFields, isKept) => {
    const value = { ...API, endpoints: [{ ...ENDPOINT, ...endpointFields }], source: { ...SOURCE, ...sourceFields } }
    expect(readStoredApi(value, 2)).toBe(isKept ? value : undefined)
  })

  it("reads parameters with a style, explode, a cookie place and a credential mark", () => {
    const parameters = [
      { ...PARAMETER, style: "deepObject", explode: true },
      { ...PARAMETER, name: "s", in: "cookie" },
      { ...PARAMETER, name: "e", default: "a", enum: ["a", "b"], examples: [{ name: "first", value: "a" }] },
      { ...PARAMETER, name: "pin", secret: true },
    ]
    const value = { ...API, endpoints: [{ ...ENDPOINT, parameters }] }
    expect(readStoredApi(value, 2)).toBe(value)
  })

  it("reads servers with variables on the source and on an endpoint; a record without them stays as it is", () => {
    const servers = [
      { url: "https://{r}.x.dev", description: "Main", variables: [{ name: "r", default: "eu", enum: ["eu", "us"] }] },
      { url: "https://sandbox.x.dev" },
    ]
    const value = { ...API, endpoints: [{ ...ENDPOINT, servers }], source: { ...SOURCE, servers } }
    expect(readStoredApi(value, 2)).toBe(value)
    expect(readStoredApi(API, 2)).toBe(API)
  })

  it("reads a format 1 record into format 2: `opened` becomes the source, invented facts go", () => {
    const { source: _source, ...rest } = API
    const { kind: _kind, ...opened } = SOURCE
    const old = { ...rest, cors: true, free: true, browser: "ok", opened }
    expect(readStoredApi(old, 1)).toEqual(API)
  })

  // Each of these took /open/{id} down to "Something went wrong" with format 1.
  it.each<[label: string, value: unknown]>([
    ["not an object", "x"],
    ["an endpoint that is null", { ...API, endpoints: [null] }],
    ["an endpoint without a path", { ...API, endpoints: [{ ...ENDPOINT, path: undefined }] }],
    ["an unknown method", { ...API, endpoints: [{ ...ENDPOINT, method: "BREW" }] }],
    ["parameters that are not a list", { ...API, endpoints: [{ ...ENDPOINT, parameters: { limit: 1 } }] }],
    ["a parameter without a name", { ...API, endpoints: [{ ...ENDPOINT, parameters: [{ type: "string" }] }] }],
    ["a key placement of another kind", { ...API, keyPlacement: { in: "body", name: "k" } }],
    ["key choices that are not placements", { ...API, keyChoices: [{ in: "bearer" }, { in: "body" }] }],
    [
      "an unknown parameter style",
      { ...API, endpoints: [{ ...ENDPOINT, parameters: [{ ...PARAMETER, style: "x" }] }] },
    ],
    [
      "an explode that is not a boolean",
      { ...API, endpoints: [{ ...ENDPOINT, parameters: [{ ...PARAMETER, explode: 1 }] }] },
    ],
    [
      "a credential mark that is not true",
      { ...API, endpoints: [{ ...ENDPOINT, parameters: [{ ...PARAMETER, secret: "yes" }] }] },
    ],
    [
      "an enum that is not a list of texts",
      { ...API, endpoints: [{ ...ENDPOINT, parameters: [{ ...PARAMETER, enum: [1] }] }] },
    ],
    [
      "a named example without a name",
      { ...API, endpoints: [{ ...ENDPOINT, parameters: [{ ...PARAMETER, examples: [{ name: "", value: "a" }] }] }] },
    ],
    ["a query placement without a name", { ...API, keyPlacement: { in: "query" } }],
    ["no source", { ...API, source: undefined }],
    ["a catalogue source", { ...API, source: { kind: "catalogue", cors: true } }],
    ["groups that are not a list", { ...API, source: { ...SOURCE, groups: "pets" } }],
    [
      "a group index that is not a number",
      { ...API, source: { ...SOURCE, groups: [{ name: "a", description: "", endpoints: ["0"] }] } },
    ],
    ["notes that are not texts", { ...API, source: { ...SOURCE, notes: [1] } }],
    ["a name that is a number", { ...API, name: 7 }],
    ["servers that are not a list", { ...API, source: { ...SOURCE, servers: "https://x.dev" } }],
    ["a server without a URL", { ...API, endpoints: [{ ...ENDPOINT, servers: [{ description: "x" }] }] }],
    [
      "a server variable without a default",
      { ...API, source: { ...SOURCE, servers: [{ url: "https://{r}.x.dev", variables: [{ name: "r" }] }] } },
    ],
    ["an unknown auth", { ...API, auth: "magic" }],
    ["a format 1 record without `opened`", { ...API, source: undefined, cors: true }],
  ])("%s → not kept (undefined)", (_label, value) => {
    expect(readStoredApi(value, 2)).toBeUndefined()
    if (_label.startsWith("a format 1")) expect(readStoredApi(value, 1)).toBeUndefined()
  })
})
