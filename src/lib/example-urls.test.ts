import { catalogueApi } from "@/data/catalogue-api"
import { describe, expect, it } from "vitest"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { withExampleUrls } from "./example-urls"

const api = { baseUrl: "https://api.example.dev/v1" }

function endpoint(overrides: Partial<Endpoint>): Endpoint {
  return { name: "E", method: "GET", path: "/items/{id}", description: "d", ...overrides }
}

describe("withExampleUrls", () => {
  it("adds each endpoint's example URL and keeps everything else", () => {
    const entry = {
      ...api,
      id: "x",
      endpoints: [endpoint({ example: "https://api.example.dev/v1/items/7" }), endpoint({ path: "/all" })],
    } as unknown as ApiEntry
    const result = withExampleUrls(catalogueApi(entry))
    expect(result.endpoints.map((e) => e.exampleUrl)).toEqual([
      "https://api.example.dev/v1/items/7",
      "https://api.example.dev/v1/all",
    ])
    expect(result.endpoints[1]).toMatchObject({ path: "/all", name: "E" })
    expect(result).toMatchObject({ id: "x", baseUrl: api.baseUrl })
    expect(entry.endpoints[0]).not.toHaveProperty("exampleUrl")
  })
})

describe("withExampleUrls for an opened API (parameters with `in`)", () => {
  it.each<[label: string, path: string, parameters: Endpoint["parameters"], url: string]>([
    [
      "a header parameter's example is never in the URL",
      "/items",
      [{ name: "X-Trace", type: "string", required: false, description: "t", example: "abc", in: "header" }],
      "https://api.example.dev/v1/items",
    ],
    [
      "a query parameter goes to the query even when the path holds {name}",
      "/items/{id}",
      [{ name: "id", type: "string", required: false, description: "i", example: "7", in: "query" }],
      "https://api.example.dev/v1/items/{id}?id=7",
    ],
    [
      "a path parameter fills its placeholder",
      "/items/{id}",
      [{ name: "id", type: "string", required: true, description: "i", example: "7", in: "path" }],
      "https://api.example.dev/v1/items/7",
    ],
  ])("%s", (_label, path, parameters, url) => {
    const entry = {
      ...api,
      id: "x",
      endpoints: [endpoint({ method: "DELETE", path, parameters })],
    } as unknown as ApiEntry
    expect(withExampleUrls(catalogueApi(entry)).endpoints[0]?.exampleUrl).toBe(url)
  })
})
