import { describe, expect, it } from "vitest"
import { apiLaterThanVerification, laterThanVerification } from "./verified-text"

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

describe("apiLaterThanVerification: the header's mark against the API's verification line", () => {
  const all = { worked: 3, total: 3, at: 5 }
  const some = { worked: 1, total: 3, at: 5 }
  it.each([
    ["both say every endpoint worked", { state: "works", lastAt: 9 }, all, null],
    ["both partial: no contradiction", { state: "partly", lastAt: 9 }, some, null],
    ["failing here, verified partial: no contradiction", { state: "failing", lastAt: 9 }, some, null],
    ["failing here after it all worked there", { state: "failing", lastAt: 9 }, all, "newer"],
    ["partly here after it all worked there", { state: "partly", lastAt: 9 }, all, "newer"],
    ["all worked here before some failed there", { state: "works", lastAt: 2 }, some, "older"],
    ["all worked here after some failed there", { state: "works", lastAt: 9 }, some, "newer"],
    ["no verification", { state: "failing", lastAt: 9 }, null, null],
  ] as const)("%s", (_, mine, verified, expected) => {
    expect(apiLaterThanVerification(mine, verified)).toBe(expected)
  })
})
