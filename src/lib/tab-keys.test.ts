import { describe, expect, it } from "vitest"
import { nextTabIndex } from "./tab-keys"

describe("nextTabIndex", () => {
  it.each<[string, number, number, number | null]>([
    ["ArrowRight", 0, 3, 1],
    ["ArrowRight", 2, 3, 0],
    ["ArrowLeft", 1, 3, 0],
    ["ArrowLeft", 0, 3, 2],
    ["Home", 2, 3, 0],
    ["End", 0, 3, 2],
    ["ArrowDown", 0, 3, null],
    ["Enter", 0, 3, null],
    ["a", 0, 3, null],
    ["ArrowRight", 0, 0, null],
    ["ArrowRight", 0, 1, 0],
  ])("%s from %i of %i → %j", (key, current, count, expected) => {
    expect(nextTabIndex(key, current, count)).toBe(expected)
  })
})
