import { describe, expect, it } from "vitest"
import { APIS } from "./apis"
import { toApiSummary } from "./api-summary"

describe("toApiSummary", () => {
  it.each(APIS.map((api) => [api.id, api] as const))("%s keeps the card fields and counts endpoints", (_id, api) => {
    const summary = toApiSummary(api)
    expect(summary).toEqual({
      id: api.id,
      name: api.name,
      description: api.description,
      category: api.category,
      auth: api.auth,
      cors: api.cors,
      free: api.free,
      website: api.website,
      browser: api.browser,
      endpointCount: api.endpoints.length,
    })
  })
})
