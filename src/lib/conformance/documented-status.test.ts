import { describe, expect, it } from "vitest"
import { findDocumentedStatus } from "./documented-status"

describe("findDocumentedStatus", () => {
  it.each<[number, string[], number]>([
    [200, ["200", "404"], 0],
    [404, ["200", "404"], 1],
    [500, ["200", "404"], -1],
    [201, ["200", "2XX", "default"], 1],
    [201, ["200", "2xx"], 1],
    [200, ["2XX", "200"], 1],
    [503, ["200", "default"], 1],
    [503, ["5XX", "default"], 0],
    [204, [], -1],
    [200, ["default"], 0],
  ])("%i among %j → %i", (status, documented, expected) => {
    expect(findDocumentedStatus(status, documented)).toBe(expected)
  })
})
