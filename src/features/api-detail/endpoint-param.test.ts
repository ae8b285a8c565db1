import { describe, expect, it } from "vitest"
import { parseEndpointParam, selectEndpoint, testButtonId } from "./endpoint-param"

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

describe("selectEndpoint", () => {
  it.each<[string, number | null, string]>([
    ["", 2, "endpoint=2"],
    ["endpoint=2", null, ""],
    // The list's filter and page stay; a tester's typed values and unknown keys go.
    ["filter=mail&page=2", 3, "endpoint=3&filter=mail&page=2"],
    ["endpoint=3&filter=mail&page=2&p.id=5&other=x", null, "filter=mail&page=2"],
    ["endpoint=3&p.id=5", 1, "endpoint=1"],
    // An empty filter is a value like any other: written back as it was.
    ["filter=&endpoint=0", null, "filter="],
    ["filter=a&filter=b", null, "filter=a"],
  ])("%j, tester %j → %j", (current, index, expected) => {
    expect(selectEndpoint(new URLSearchParams(current), index).toString()).toBe(expected)
  })
})
