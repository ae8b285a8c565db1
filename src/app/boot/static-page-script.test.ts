import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { STATIC_PAGE_SCRIPT } from "./static-page-script"

function run() {
  new Function(STATIC_PAGE_SCRIPT)()
}

describe("STATIC_PAGE_SCRIPT", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button data-theme-toggle>t</button>
      <input data-search-input type="search" />
      <textarea></textarea>
      <span data-current-year>2000</span>`
  })
  afterEach(() => {
    document.documentElement.className = ""
    document.documentElement.removeAttribute("data-hydrated")
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it("toggles the dark class and writes both storage keys", () => {
    run()
    const button = document.querySelector("button")!
    expect(button.getAttribute("aria-pressed")).toBe("false")
    button.click()
    expect(document.documentElement.classList.contains("dark")).toBe(true)
    expect(button.getAttribute("aria-pressed")).toBe("true")
    expect(localStorage.getItem("darkMode")).toBe("true")
    expect(localStorage.getItem("theme")).toBe("dark")
    button.click()
    expect(document.documentElement.classList.contains("dark")).toBe(false)
    expect(localStorage.getItem("darkMode")).toBe("false")
    expect(localStorage.getItem("theme")).toBe("light")
  })

  it("keeps working and warns when storage throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("quota")
    })
    run()
    document.querySelector("button")!.click()
    expect(document.documentElement.classList.contains("dark")).toBe(true)
    expect(warn).toHaveBeenCalled()
  })

  it("shows the current year", () => {
    run()
    expect(document.querySelector("[data-current-year]")!.textContent).toBe(String(new Date().getFullYear()))
  })

  it("'/' focuses the search box, except from another text field", () => {
    run()
    const input = document.querySelector<HTMLInputElement>("[data-search-input]")!
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }))
    expect(document.activeElement).toBe(input)
    const textarea = document.querySelector("textarea")!
    textarea.focus()
    textarea.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }))
    expect(document.activeElement).toBe(textarea)
  })

  it("contains no '<' so it can be inlined safely", () => {
    expect(STATIC_PAGE_SCRIPT).not.toContain("<")
  })
})
