import { describe, expect, it } from "vitest"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { withExampleUrls } from "./example-url"

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
