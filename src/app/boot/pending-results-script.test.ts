// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest"
import { RESULTS_PENDING_ATTRIBUTE } from "@/features/explore/explore-params"
import { PENDING_RESULTS_SCRIPT } from "./pending-results-script"

describe("PENDING_RESULTS_SCRIPT", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(RESULTS_PENDING_ATTRIBUTE)
    window.history.replaceState(null, "", "/")
  })

  it.each([
    ["/explore", false],
    ["/explore?category=Finance", true],
    ["/explore?q=weather", true],
    ["/explore?auth=apikey", true],
    ["/explore?cors=no", true],
    ["/explore?saved=1", true],
    ["/explore?page=2", true],
    ["/explore?utm_source=mail", false],
  ])("%s → results hidden until React: %s", (url, pending) => {
    window.history.replaceState(null, "", url)
    new Function(PENDING_RESULTS_SCRIPT)()
    expect(document.documentElement.hasAttribute(RESULTS_PENDING_ATTRIBUTE)).toBe(pending)
  })

  it("contains no '<' so it can be inlined safely", () => {
    expect(PENDING_RESULTS_SCRIPT).not.toContain("<")
  })
})
