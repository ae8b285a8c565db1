import { describe, expect, it } from "vitest"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { exampleUrl, withExampleUrls } from "./example-url"

const api = { baseUrl: "https://api.example.dev/v1" }

function endpoint(overrides: Partial<Endpoint>): Endpoint {
  return { name: "E", method: "GET", path: "/items/{id}", description: "d", ...overrides }
}

describe("exampleUrl", () => {
  it("uses the catalogue's example when there is one", () => {
    expect(exampleUrl(api, endpoint({ example: "https://api.example.dev/v1/items/7" }))).toBe(
      "https://api.example.dev/v1/items/7",
    )
  })

  it("otherwise builds it from the parameter examples", () => {
    const e = endpoint({
      parameters: [
        { name: "id", type: "number", required: true, description: "Id", example: "42" },
        { name: "q", type: "string", required: false, description: "Query", example: "a b" },
        { name: "lang", type: "string", required: false, description: "No example" },
      ],
    })
    expect(exampleUrl(api, e)).toBe("https://api.example.dev/v1/items/42?q=a%20b")
  })

  it("keeps placeholders without an example visible", () => {
    expect(exampleUrl(api, endpoint({}))).toBe("https://api.example.dev/v1/items/{id}")
  })
})

describe("withExampleUrls", () => {
  it("adds each endpoint's example URL and keeps everything else", () => {
    const entry = {
      ...api,
      id: "x",
      endpoints: [endpoint({ example: "https://api.example.dev/v1/items/7" }), endpoint({ path: "/all" })],
    } as unknown as ApiEntry
    const result = withExampleUrls(entry)
    expect(result.endpoints.map((e) => e.exampleUrl)).toEqual([
      "https://api.example.dev/v1/items/7",
      "https://api.example.dev/v1/all",
    ])
    expect(result.endpoints[1]).toMatchObject({ path: "/all", name: "E" })
    expect(result).toMatchObject({ id: "x", baseUrl: api.baseUrl })
    expect(entry.endpoints[0]).not.toHaveProperty("exampleUrl")
  })
})
