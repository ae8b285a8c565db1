import { describe, expect, it } from "vitest"
import { listKey } from "./palette-keys"

describe("listKey", () => {
  it.each([
    ["ArrowDown", 0, 3, 1],
    ["ArrowDown", 2, 3, 0],
    ["ArrowDown", -1, 3, 0],
    ["ArrowUp", 1, 3, 0],
    ["ArrowUp", 0, 3, 2],
    ["Home", 2, 3, 0],
    ["End", 0, 5, 4],
    ["a", 0, 5, null],
    ["ArrowDown", -1, 0, null],
  ])("%s from %i of %i → %s", (key, active, count, next) => expect(listKey(key, active, count)).toBe(next))
})
