import { describe, expect, it } from "vitest"
import { apiPageHref, isOpenedId } from "./paths"

describe("isOpenedId", () => {
  it.each<[string | undefined, boolean]>([
    ["opened-1a2b", true],
    ["opened-", true],
    ["github", false],
    ["my-opened-api", false],
    ["Opened-1a", false],
    ["", false],
    [undefined, false],
  ])("%j → %j", (id, expected) => {
    expect(isOpenedId(id)).toBe(expected)
  })
})

describe("apiPageHref", () => {
  it.each([
    ["opened-1a2b", "/open/opened-1a2b"],
    ["github", "/api/github"],
    ["a b", "/api/a%20b"],
  ])("%j → %j", (id, expected) => {
    expect(apiPageHref(id)).toBe(expected)
  })
})
