import { describe, expect, it } from "vitest"
import { openDocument } from "./import/open-document"
import { WARM_UP_TEXT } from "./warm-up"

describe("WARM_UP_TEXT", () => {
  // The warm-up is only worth its time if it runs the importer's usual paths: it must open, with what it has.
  it("opens, with parameters of each place, bodies, responses, servers and both security schemes", () => {
    const result = openDocument(WARM_UP_TEXT)
    if (!result.ok) throw new Error(result.message)
    const [get, post] = result.api.endpoints
    expect(result.api.endpoints).toHaveLength(2)
    expect(get?.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual([
      "path id",
      "query tags",
      "query filter",
      "header X-Trace",
      "query limit",
      "path region",
    ])
    expect(post?.requestBodies?.map((b) => b.mediaType)).toEqual([
      "application/json",
      "application/x-www-form-urlencoded",
    ])
    expect(get?.responses?.map((r) => r.status)).toEqual(["200", "default"])
    expect(result.api.baseUrl).toBe("https://{region}.example.com/v1")
    expect(post?.name).toBe("Updates the thing")
  })
})
