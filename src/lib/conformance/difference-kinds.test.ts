// @vitest-environment node
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { DIFFERENCE_KINDS, explainDifference, OTHER_DIFFERENCE } from "./difference-kinds"

const docs = readFileSync(new URL("../../../docs/conformance.md", import.meta.url), "utf8")

describe("difference kinds", () => {
  it.each([
    ["required", "The description says this property is always there, and the response leaves it out."],
    ["maxContains", "The list does not hold as many items of the kind the description says it contains."],
    ["unevaluatedProperties", OTHER_DIFFERENCE],
    ["__proto__", OTHER_DIFFERENCE],
  ])("%s → one sentence", (keyword, sentence) => {
    expect(explainDifference(keyword)).toBe(sentence)
  })

  it("names each kind once, with one sentence each", () => {
    const keywords = DIFFERENCE_KINDS.map((kind) => kind.keyword)
    expect(new Set(keywords).size).toBe(keywords.length)
    for (const { sentence } of DIFFERENCE_KINDS) expect(sentence).toMatch(/^[A-Z][^\n]*\.$/)
  })

  it.each([...DIFFERENCE_KINDS, { keyword: "any other", sentence: OTHER_DIFFERENCE }])(
    "docs/conformance.md explains $keyword as the tester does",
    ({ keyword, sentence }) => {
      expect(docs).toContain(`| \`${keyword}\``.replace("`any other`", "any other"))
      expect(docs).toContain(sentence)
    },
  )
})
