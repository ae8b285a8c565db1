import { describe, expect, it } from "vitest"
import { laterThanVerification } from "./verified-text"

describe("laterThanVerification: a visitor's check against the endpoint's verification", () => {
  it.each([
    ["both worked", { works: true, at: 9 }, { works: true, at: 5 }, null],
    ["both failed", { works: false, at: 9 }, { works: false, at: 5 }, null],
    ["mine failed after it worked there", { works: false, at: 9 }, { works: true, at: 5 }, "newer"],
    ["mine worked before it failed there", { works: true, at: 5 }, { works: false, at: 9 }, "older"],
    ["the same moment counts as newer", { works: true, at: 5 }, { works: false, at: 5 }, "newer"],
    ["mine sent nothing (a key was needed)", { at: 9 }, { works: true, at: 5 }, null],
    ["the verification sent nothing", { works: false, at: 9 }, { at: 5 }, null],
    ["no verification", { works: false, at: 9 }, null, null],
  ] as const)("%s", (_, mine, verification, expected) => {
    expect(laterThanVerification(mine, verification)).toBe(expected)
  })
})
