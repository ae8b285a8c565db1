import { describe, expect, it } from "vitest"
import { drawnFirst, firstOptions } from "./first-options"

describe("firstOptions", () => {
  it.each([
    // [viewport height, options shown with the answer]
    [720, 8], // 432 px of list: 5.5 operations or 7.7 APIs
    [844, 10], // a phone: 506 px
    [1440, 16],
    [560, 6], // exactly 6 APIs' height
    [100, 2],
    [0, 1],
    [-5, 1],
  ])("a viewport %i px tall shows %i options at once", (height, count) => {
    expect(firstOptions(height)).toBe(count)
  })
})

describe("drawnFirst", () => {
  it.each([
    // [answer, drawn before, count, drawn with the answer]
    [["a", "b", "c"], ["x", "y", "z", "w"], 1, ["a", "y", "z"]],
    [["a", "b", "c"], ["x", "y", "z", "w"], 8, ["a", "b", "c"]],
    [["a", "b", "c"], ["x"], 1, ["a"]], // rows the list did not have wait for the next frame
    [["a"], ["x", "y"], 2, ["a"]],
    [[], ["x", "y"], 2, []],
    [["a", "b"], [], 1, ["a"]],
  ])("%j over %j, %i first → %j", (answer, drawn, count, expected) => {
    expect(drawnFirst(answer, drawn, count)).toEqual(expected)
  })
})
