import { describe, expect, it } from "vitest"
import {
  bundleExternalRefs,
  MAX_REFERENCED_FILES,
  mayHaveExternalRefs,
  MOUNT_KEY,
  refHolders,
  splitRef,
  type LoadFile,
} from "./external-refs"
import { parseText } from "./parse-text"
import type { Json, JsonObject } from "./refs"
import { importDocument } from "./import-document"

describe("mayHaveExternalRefs", () => {
  it.each([
    ['{"$ref": "#/components/schemas/Pet"}', false],
    ['{"$ref":"#/a"}', false],
    ["$ref: '#/components/x'", false],
    ['{"$ref": "schemas.json#/Pet"}', true],
    ['{"$ref":"https://example.dev/a.json"}', true],
    ["$ref: ./parameters.yaml#/limit", true],
    ['$ref: "paths/item.yaml"', true],
    ["no references at all", false],
  ])("%s → %s", (text, expected) => {
    expect(mayHaveExternalRefs(text)).toBe(expected)
  })
})

describe("splitRef", () => {
  const base = "https://docs.example/v1/openapi.yaml"
  it.each([
    ["parameters.yaml#/limit", { file: "https://docs.example/v1/parameters.yaml", pointer: "/limit" }],
    ["./paths/item.yaml", { file: "https://docs.example/v1/paths/item.yaml", pointer: "" }],
    [
      "../common.json#/components/schemas/Id",
      { file: "https://docs.example/common.json", pointer: "/components/schemas/Id" },
    ],
    ["https://schemas.example/a.json#/A", { file: "https://schemas.example/a.json", pointer: "/A" }],
    ["openapi.yaml#/components/schemas/Pet", { file: base, pointer: "/components/schemas/Pet" }],
    ["other.yaml#pet-anchor", undefined],
    ["file:///etc/passwd", undefined],
    ["javascript:alert(1)", undefined],
  ])("%s", (ref, expected) => {
    expect(splitRef(ref, base)).toEqual(expected)
  })
})

describe("refHolders", () => {
  it("finds every object with a string $ref, once each, however deep or shared", () => {
    const shared: JsonObject = { $ref: "a.yaml" }
    let deep: Json = { $ref: "#/deep" }
    for (let i = 0; i < 20_000; i++) deep = { next: deep }
    const root: Json = { x: shared, y: [shared, { $ref: 3 }], z: deep }
    const holders = refHolders(root)
    expect(holders).toHaveLength(2)
    expect(holders).toContain(shared)
  })
})

/** A loader over a table of files (YAML or JSON text); counts what it was asked for. */
function filesAt(files: Record<string, string>) {
  const asked: string[] = []
  const load: LoadFile = (url) => {
    asked.push(url)
    const text = files[url]
    if (text === undefined) return Promise.resolve({ ok: false, message: "its server answered 404 Not Found" })
    const parsed = parseText(text)
    return Promise.resolve(parsed.ok ? parsed : { ok: false, message: "it is not valid JSON or YAML" })
  }
  return { load, asked }
}

const MAIN_URL = "https://docs.example/v1/openapi.yaml"
const MAIN = `
openapi: 3.0.3
info: { title: Split, version: "1" }
servers: [{ url: https://api.example.dev }]
paths:
  /items:
    get:
      parameters:
        - $ref: "./parameters.yaml#/limit"
        - $ref: "#/components/parameters/q"
    post:
      requestBody:
        $ref: "https://docs.example/schemas/bodies.json#/Item"
  /items/{id}:
    $ref: "paths/item.yaml"
  /gone:
    get:
      parameters:
        - $ref: "missing.yaml#/x"
components:
  parameters:
    q: { name: q, in: query, schema: { type: string } }
  schemas:
    Id: { type: integer, example: 7 }
`
const FILES = {
  "https://docs.example/v1/parameters.yaml": `
limit: { name: limit, in: query, schema: { $ref: "#/LimitSchema" } }
LimitSchema: { type: integer, example: 20 }
`,
  "https://docs.example/schemas/bodies.json": JSON.stringify({
    Item: { content: { "application/json": { schema: { $ref: "#/ItemSchema" } } } },
    ItemSchema: {
      type: "object",
      properties: { name: { type: "string", example: "Ada" }, self: { $ref: "#/ItemSchema" } },
    },
  }),
  "https://docs.example/v1/paths/item.yaml": `
get:
  summary: One item
  parameters:
    - name: id
      in: path
      required: true
      schema: { $ref: "../openapi.yaml#/components/schemas/Id" }
    - $ref: "../parameters.yaml#/nowhere"
`,
}

describe("bundleExternalRefs", () => {
  it("downloads each named file once, relative to the file that names it, and the importer then follows them", async () => {
    const { load, asked } = filesAt(FILES)
    const parsed = parseText(MAIN)
    if (!parsed.ok) throw new Error(parsed.message)
    const document = parsed.value as JsonObject
    const notes = await bundleExternalRefs(document, MAIN_URL, load)

    expect(asked.sort()).toEqual(
      [
        "https://docs.example/v1/missing.yaml",
        "https://docs.example/v1/parameters.yaml",
        "https://docs.example/v1/paths/item.yaml",
        "https://docs.example/schemas/bodies.json",
      ].sort(),
    )
    expect(notes).toEqual([
      "1 referenced file could not be downloaded (missing.yaml): its server answered 404 Not Found.",
    ])
    expect(Array.isArray(document[MOUNT_KEY])).toBe(true)

    const result = importDocument(document, { url: MAIN_URL, notes })
    if (!result.ok) throw new Error(result.message)
    const byKey = Object.fromEntries(result.api.endpoints.map((e) => [`${e.method} ${e.path}`, e]))
    expect(byKey["GET /items"]?.parameters.map((p) => `${p.name}=${p.example ?? ""}`)).toEqual(["limit=20", "q="])
    expect(JSON.parse(byKey["POST /items"]?.bodyExample ?? "null")).toMatchObject({ name: "Ada" })
    // The path item from another file, whose schema points back into the main document.
    expect(byKey["GET /items/{id}"]?.parameters).toMatchObject([{ name: "id", in: "path", example: "7" }])
    expect(result.api.notes).toEqual([
      "1 referenced file could not be downloaded (missing.yaml): its server answered 404 Not Found.",
      "2 references could not be resolved (https://docs.example/v1/parameters.yaml#/nowhere, missing.yaml#/x); the parts that use them are left out.",
    ])
  })

  it("downloads nothing from other sites: their references stay unresolved, and one note names the sites", async () => {
    const { load, asked } = filesAt({
      "https://docs.example/v1/local.json": JSON.stringify({ A: { $ref: "https://cdn.example/deep.json#/B" } }),
    })
    const document: JsonObject = {
      openapi: "3.0.0",
      a: { $ref: "local.json#/A" },
      b: { $ref: "https://schemas.example/common.json#/Id" },
      c: { $ref: "http://docs.example/v1/insecure.json" },
      d: { $ref: "https://docs.example:8443/v1/other-port.json" },
    }
    const notes = await bundleExternalRefs(document, MAIN_URL, load)
    expect(asked).toEqual(["https://docs.example/v1/local.json"])
    expect(notes).toEqual([
      "Files this description refers to on other sites (schemas.example, docs.example, docs.example:8443, …) were not downloaded: opening it sends requests only to its own site. Open a copy that includes them to see those parts.",
    ])
    expect(document.b).toEqual({ $ref: "https://schemas.example/common.json#/Id" })
  })

  it("leaves a document without external references as it was, and asks for nothing", async () => {
    const { load, asked } = filesAt({})
    const document: JsonObject = { openapi: "3.0.0", paths: { "/a": { $ref: "#/x" } } }
    expect(await bundleExternalRefs(document, MAIN_URL, load)).toEqual([])
    expect(asked).toEqual([])
    expect(document).toEqual({ openapi: "3.0.0", paths: { "/a": { $ref: "#/x" } } })
  })

  it("stops after MAX_REFERENCED_FILES files, even when each file names another", async () => {
    const asked: string[] = []
    const load: LoadFile = (url) => {
      asked.push(url)
      const n = Number(/(\d+)\.json$/.exec(url)?.[1])
      return Promise.resolve({ ok: true, value: { next: { $ref: `f${n + 1}.json` } } })
    }
    const document: JsonObject = { openapi: "3.0.0", first: { $ref: "f0.json" } }
    const notes = await bundleExternalRefs(document, "https://docs.example/openapi.json", load)
    expect(asked).toHaveLength(MAX_REFERENCED_FILES)
    expect(notes).toEqual([
      `1 referenced file could not be downloaded (f${MAX_REFERENCED_FILES}.json): too many files.`,
    ])
  })

  it("failed downloads count too: a description naming files that keep failing makes at most MAX_REFERENCED_FILES requests", async () => {
    const asked: string[] = []
    // Each file that arrives names the next one and nine that are missing.
    const load: LoadFile = (url) => {
      asked.push(url)
      const n = Number(/f(\d+)\.json$/.exec(url)?.[1])
      if (Number.isNaN(n)) return Promise.resolve({ ok: false, message: "its server answered 404 Not Found" })
      const refs = Array.from({ length: 9 }, (_, i) => ({ $ref: `missing-${n}-${i}.json` }))
      return Promise.resolve({ ok: true, value: { next: { $ref: `f${n + 1}.json` }, refs } })
    }
    const document: JsonObject = { openapi: "3.0.0", first: { $ref: "f0.json" } }
    await bundleExternalRefs(document, "https://docs.example/openapi.json", load)
    expect(asked).toHaveLength(MAX_REFERENCED_FILES)
  })

  it("a file that refers back to the document, or to itself, is downloaded once", async () => {
    const { load, asked } = filesAt({
      "https://docs.example/a.json": JSON.stringify({
        A: { back: { $ref: "openapi.json#/B" }, me: { $ref: "a.json#/A" } },
      }),
    })
    const document: JsonObject = { openapi: "3.0.0", B: { a: { $ref: "a.json#/A" } } }
    expect(await bundleExternalRefs(document, "https://docs.example/openapi.json", load)).toEqual([])
    expect(asked).toEqual(["https://docs.example/a.json"])
    expect(document.B).toEqual({ a: { $ref: `#/${MOUNT_KEY}/0/A` } })
  })
})

describe("bundleExternalRefs after redirects", () => {
  const BASE = "http://127.0.0.1:4001/api/openapi.json"
  /** A loader whose "p.json" arrives from `finalUrl` (as a browser reports it after following redirects). */
  const redirecting =
    (finalUrl: string, value: Json): LoadFile =>
    (url) =>
      Promise.resolve(url === "http://127.0.0.1:4001/api/p.json" ? { ok: true, value, url: finalUrl } : notFound)
  const notFound = { ok: false as const, message: "its server answered 404 Not Found" }
  const STOLEN: Json = { P: { name: "stolen", in: "query" } }

  it.each([
    ["127.0.0.1 on another port", "http://127.0.0.1:4002/secret.json", "127.0.0.1:4002"],
    ["the app's own origin", "https://api-explorer.example/index.json", "api-explorer.example"],
    ["localhost", "http://localhost:4001/api/p.json", "localhost:4001"],
    ["a scheme that is not http(s)", "data:application/json,{}", "an address that is not http(s)"],
  ])("a file that arrived from %s is not used, and noted", async (_label, finalUrl, host) => {
    const document: JsonObject = { openapi: "3.0.0", a: { $ref: "p.json#/P" } }
    const notes = await bundleExternalRefs(document, BASE, redirecting(finalUrl, STOLEN))
    expect(document.a).toEqual({ $ref: "p.json#/P" })
    expect(document[MOUNT_KEY]).toBeUndefined()
    expect(notes).toEqual([`1 referenced file could not be used (p.json): it redirected to another site (${host}).`])
  })

  it("a loader's own refusal is noted the same way; two sites are both named", async () => {
    const load: LoadFile = (url) =>
      Promise.resolve({ ok: false, redirectedTo: url.endsWith("a.json") ? "127.0.0.1:4002" : "localhost:3000" })
    const document: JsonObject = { openapi: "3.0.0", a: { $ref: "a.json" }, b: { $ref: "b.json" } }
    expect(await bundleExternalRefs(document, BASE, load)).toEqual([
      "2 referenced files could not be used (a.json, b.json): they redirected to other sites (127.0.0.1:4002, localhost:3000).",
    ])
  })

  it("a file redirected within the site is used; its relative references resolve against its final address", async () => {
    const asked: string[] = []
    const files: Record<string, { value: Json; url?: string }> = {
      "http://127.0.0.1:4001/api/p.json": {
        url: "http://127.0.0.1:4001/v2/params/all.json#ignored",
        value: { P: { $ref: "common.json#/Limit" }, Q: { $ref: "#/P" }, R: { $ref: "all.json#/P" } },
      },
      "http://127.0.0.1:4001/v2/params/common.json": { value: { Limit: { name: "limit", in: "query" } } },
    }
    const load: LoadFile = (url) => {
      asked.push(url)
      const file = files[url]
      return Promise.resolve(file ? { ok: true, ...file } : notFound)
    }
    const document: JsonObject = { openapi: "3.0.0", a: { $ref: "p.json#/Q" } }
    expect(await bundleExternalRefs(document, BASE, load)).toEqual([])
    expect(asked).toEqual(["http://127.0.0.1:4001/api/p.json", "http://127.0.0.1:4001/v2/params/common.json"])
    expect(document.a).toEqual({ $ref: `#/${MOUNT_KEY}/0/Q` })
    // "all.json#/P" inside it names its final address: the same file, not downloaded again.
    expect(document[MOUNT_KEY]).toEqual([
      { P: { $ref: `#/${MOUNT_KEY}/1/Limit` }, Q: { $ref: `#/${MOUNT_KEY}/0/P` }, R: { $ref: `#/${MOUNT_KEY}/0/P` } },
      { Limit: { name: "limit", in: "query" } },
    ])
  })

  it("the document itself: its references resolve against the address it is given (where it came from)", async () => {
    const { load, asked } = filesAt({ "https://docs.example/v1/p.json": JSON.stringify({ P: 1 }) })
    const document: JsonObject = { openapi: "3.0.0", a: { $ref: "p.json#/P" } }
    expect(await bundleExternalRefs(document, "https://docs.example/v1/openapi.json", load)).toEqual([])
    expect(asked).toEqual(["https://docs.example/v1/p.json"])
  })
})
