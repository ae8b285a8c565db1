import { describe, expect, it } from "vitest"
import { documentPaths, itemOperations, keyedOperations, resolveDotSegments } from "./paths"
import { RefResolver, type Json } from "./refs"

describe("resolveDotSegments", () => {
  it.each<[path: string, resolved: string]>([
    ["/pets/{petId}", "/pets/{petId}"],
    ["/v1/../../admin", "/admin"],
    ["/v1/./items", "/v1/items"],
    ["/a/b/..", "/a/"],
    ["/a/.", "/a/"],
    ["/v1/%2E%2E/admin", "/admin"],
    ["/v1/.%2e/admin", "/admin"],
    ["/v1\\..\\admin", "/admin"],
    ["/files/.well-known/x", "/files/.well-known/x"],
    ["/v1/...", "/v1/..."],
  ])("%s → %s", (path, resolved) => {
    expect(resolveDotSegments(path)).toBe(resolved)
  })

  it.each(["/v1/../../admin", "/v1/%2e%2E/admin", "/a/./b/..", "/v1\\..\\admin"])(
    "%s as listed is the address a browser requests (the URL parser changes nothing more)",
    (path) => {
      const shown = `https://api.example.dev/base${resolveDotSegments(path)}`
      expect(new URL(shown).href).toBe(shown)
      expect(new URL(`https://api.example.dev/base${path}`).href).not.toBe(`https://api.example.dev/base${path}`)
    },
  )
})

const op = (summary: string) => ({ summary, responses: {} })

describe("documentPaths", () => {
  it.each<[name: string, document: Json, listed: [written: string, path: string][]]>([
    ["no paths", { openapi: "3.1.0" }, []],
    ["paths not an object", { paths: [] }, []],
    ["not a document", "text", []],
    [
      "keys that are no path and values that are no object are left out",
      { paths: { "x-internal": { get: op("x") }, "": {}, "/a": 3, "/b": {} } },
      [["/b", "/b"]],
    ],
    [
      "written as the document has it (cleaned), listed as requested",
      { paths: { "/v1/../admin ": { get: op("a") }, "/pets": { get: op("p") } } },
      [
        ["/v1/../admin", "/admin"],
        ["/pets", "/pets"],
      ],
    ],
    [
      "an item's reference is followed",
      { paths: { "/a": { $ref: "#/components/pathItems/a" } }, components: { pathItems: { a: { get: op("a") } } } },
      [["/a", "/a"]],
    ],
  ])("%s", (_, document, listed) => {
    const refs = new RefResolver(document)
    expect([...documentPaths(refs, document)].map(({ written, path }) => [written, path])).toEqual(listed)
  })
})

describe("itemOperations", () => {
  it.each<[name: string, item: Json, methods: string[]]>([
    ["none", {}, []],
    [
      "in method order, whatever the document's",
      { patch: op("p"), get: op("g"), delete: op("d") },
      ["get", "patch", "delete"],
    ],
    ["TRACE and unknown keys are not operations", { trace: op("t"), connect: op("c"), parameters: [] }, []],
    ["values that are no object are left out", { get: "x", post: op("p") }, ["post"]],
    ["not an item", "x", []],
  ])("%s", (_, item, methods) => {
    expect(itemOperations(new RefResolver({}), item).map(([method]) => method)).toEqual(methods)
  })
})

describe("keyedOperations", () => {
  it("keys each operation as the app lists it; of two paths that resolve alike, the first keeps the key", () => {
    const document: Json = {
      paths: {
        "/a/../b": { get: op("first"), post: op("only") },
        "/b": { get: op("second"), put: op("put") },
      },
    }
    const keyed = [...keyedOperations(new RefResolver(document), document)]
    expect(keyed.map(({ key, operation }) => [key, operation.summary])).toEqual([
      ["GET /b", "first"],
      ["POST /b", "only"],
      ["PUT /b", "put"],
    ])
  })
})
