import { describe, expect, it } from "vitest"
import { loadDirectory } from "./load-directory"

const VALID = {
  format: 1,
  specBase: "https://api.apis.guru/v2/specs/",
  categories: [],
  providers: ["a.com"],
  apis: [["A", 0, "", "1", 0, [], 1, 1, ""]],
}

const answer =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status })

describe("loadDirectory", () => {
  it("asks for /directory/index.json and decodes it", async () => {
    const asked: string[] = []
    const result = await loadDirectory(async (input) => {
      asked.push(String(input))
      return new Response(JSON.stringify(VALID))
    })
    expect(asked).toEqual(["/directory/index.json"])
    expect(result.ok && result.directory.entries).toHaveLength(1)
  })

  it.each([
    ["a network failure", async () => Promise.reject(new TypeError("Failed to fetch")), /are you offline/],
    ["an HTTP error", answer("", 404), /HTTP 404/],
    ["HTML instead of JSON", answer("<!doctype html>"), /not valid JSON/],
    ["another format", answer(JSON.stringify({ format: 9 })), /Unknown index format/],
  ])("reports %s without throwing", async (_name, fetchImpl, message) => {
    const result = await loadDirectory(fetchImpl)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })
})
