import { describe, expect, it } from "vitest"
import { depthState, readDepth } from "./tester-depth"

describe("readDepth", () => {
  it.each<[string, unknown, number]>([
    ["no state", null, 0],
    ["not an object", "x", 0],
    ["no usr", { idx: 3 }, 0],
    ["usr without depth", { usr: { other: 1 }, idx: 3 }, 0],
    ["a depth", { usr: { testerDepth: 2 }, idx: 3 }, 2],
    ["as written by depthState", { usr: depthState(4) }, 4],
    ["negative", { usr: { testerDepth: -1 } }, 0],
    ["fractional", { usr: { testerDepth: 1.5 } }, 0],
    ["a string", { usr: { testerDepth: "2" } }, 0],
  ])("%s → %i", (_, state, expected) => {
    expect(readDepth(state)).toBe(expected)
  })
})
