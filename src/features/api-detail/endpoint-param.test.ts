import { describe, expect, it } from "vitest"
import { parseEndpointParam, testButtonId } from "./endpoint-param"

describe("parseEndpointParam", () => {
  it.each<[string | null, number, number | null]>([
    [null, 3, null],
    ["", 3, null],
    ["0", 3, 0],
    ["2", 3, 2],
    ["3", 3, null],
    ["99", 3, null],
    ["-1", 3, null],
    ["1.5", 3, null],
    ["02", 3, null],
    [" 1", 3, null],
    ["abc", 3, null],
    ["1e1", 20, null],
    ["0", 0, null],
  ])("%j with %i endpoints → %j", (value, count, expected) => {
    expect(parseEndpointParam(value, count)).toBe(expected)
  })
})

describe("testButtonId", () => {
  it("is stable per index", () => {
    expect(testButtonId(3)).toBe("endpoint-3-test")
  })
})
