import { describe, expect, it } from "vitest"
import { readVerifySettings } from "./verify-settings"

describe("readVerifySettings", () => {
  it.each<[unknown, unknown]>([
    [undefined, {}],
    ["x", {}],
    [
      { only: ["a", "b"], concurrency: 2, timeoutMs: 500 },
      { only: ["a", "b"], concurrency: 2, timeoutMs: 500 },
    ],
    [{ keys: ["a GET /1", "b GET /2"] }, { keys: ["a GET /1", "b GET /2"] }],
    [{ only: ["a", 1], keys: "a GET /1", concurrency: 0, timeoutMs: -1 }, {}],
    [{ concurrency: 1.5, timeoutMs: "5" }, {}],
    [{ schemaIds: ["p.com"] }, { schemaIds: ["p.com"] }],
    [{ schemaIds: ["p.com", 2] }, {}],
    [{ schemaIds: "p.com" }, {}],
  ])("%o → %o", (input, expected) => {
    expect(readVerifySettings(input)).toEqual(expected)
  })
})
