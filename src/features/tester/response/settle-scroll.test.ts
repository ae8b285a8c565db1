import { describe, expect, it, vi } from "vitest"
import { settleScroll, TWO_PANE_QUERY } from "./settle-scroll"

function viewWith(matching: readonly string[]) {
  return { matchMedia: (query: string) => ({ matches: matching.includes(query) }) as MediaQueryList }
}

describe("settleScroll", () => {
  it.each<[label: string, matching: string[], expected: ScrollIntoViewOptions | null]>([
    ["a phone: smooth scroll to the response", [], { behavior: "smooth", block: "start" }],
    [
      "a phone with reduced motion: an instant jump",
      ["(prefers-reduced-motion: reduce)"],
      { behavior: "auto", block: "start" },
    ],
    ["two panes: the response is already in view, no scroll", [TWO_PANE_QUERY], null],
  ])("%s", (_label, matching, expected) => {
    const scrollIntoView = vi.fn()
    settleScroll({ scrollIntoView }, viewWith(matching))
    if (expected === null) expect(scrollIntoView).not.toHaveBeenCalled()
    else expect(scrollIntoView).toHaveBeenCalledWith(expected)
  })

  it("does nothing once the tester is gone", () => {
    expect(() => settleScroll(null, viewWith([]))).not.toThrow()
  })
})
