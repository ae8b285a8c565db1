import { describe, expect, it } from "vitest"
import { rovingIndex } from "./roving-index"

describe("rovingIndex", () => {
  it.each<[string, number, number, "horizontal" | "vertical", number | null]>([
    // Tabs (horizontal).
    ["ArrowRight", 0, 3, "horizontal", 1],
    ["ArrowRight", 2, 3, "horizontal", 0],
    ["ArrowLeft", 1, 3, "horizontal", 0],
    ["ArrowLeft", 0, 3, "horizontal", 2],
    ["Home", 2, 3, "horizontal", 0],
    ["End", 0, 3, "horizontal", 2],
    ["ArrowDown", 0, 3, "horizontal", null],
    ["Enter", 0, 3, "horizontal", null],
    ["a", 0, 3, "horizontal", null],
    ["ArrowRight", 0, 0, "horizontal", null],
    ["ArrowRight", 0, 1, "horizontal", 0],
    // The palette's options (vertical).
    ["ArrowDown", 0, 3, "vertical", 1],
    ["ArrowDown", 2, 3, "vertical", 0],
    ["ArrowDown", -1, 3, "vertical", 0],
    ["ArrowUp", 1, 3, "vertical", 0],
    ["ArrowUp", 0, 3, "vertical", 2],
    ["ArrowUp", -1, 3, "vertical", 2],
    ["Home", 2, 3, "vertical", 0],
    ["End", 0, 5, "vertical", 4],
    ["ArrowRight", 0, 5, "vertical", null],
    ["a", 0, 5, "vertical", null],
    ["ArrowDown", -1, 0, "vertical", null],
  ])("%s from %i of %i (%s) → %j", (key, current, count, orientation, expected) => {
    expect(rovingIndex(key, current, count, orientation)).toBe(expected)
  })
})
