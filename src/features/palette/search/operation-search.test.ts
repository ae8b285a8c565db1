import { describe, expect, it } from "vitest"
import { matchQuality, oneEditAway, withinOneEdit } from "./operation-search"

describe("withinOneEdit", () => {
  it.each([
    ["translate", "tranlsate", true],
    ["translate", "translat", true],
    ["translate", "translates", true],
    ["translate", "transxate", true],
    ["translate", "tarnslaet", false],
    ["abc", "abc", true],
    ["abcd", "ab", false],
  ])("%s ~ %s: %s", (a, b, yes) => expect(withinOneEdit(a, b)).toBe(yes))
})

describe("oneEditAway", () => {
  it("holds each kind of edit, keeps the first letter, and not the word itself", () => {
    const edits = oneEditAway("tranlsate")
    for (const word of ["translate", "tranlsat", "tranlsatex", "trxnlsate"]) expect(edits.has(word)).toBe(true)
    expect(edits.has("tranlsate")).toBe(false)
    expect([...edits].every((word) => word.startsWith("t"))).toBe(true)
  })
})

describe("matchQuality", () => {
  it.each([
    ["issue", "issue", 1],
    ["repo", "repository", 0.5 + 0.4 * 0.4],
    ["geocod", "geocode", 0.5 + 0.4 * (6 / 7)],
    ["adress", "address", 0.45],
    ["sms", "smx", 0],
    ["x", "xylophone", 0],
  ])("%s for %s: %d", (word, term, quality) => expect(matchQuality(word, term)).toBeCloseTo(quality))
})
