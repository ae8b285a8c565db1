// @vitest-environment jsdom
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

describe("runStaticPage: the ⌘K palette on a page without React", () => {
  const options = {
    stored: { dark: { darkMode: "true", theme: "dark" }, light: { darkMode: "false", theme: "light" } },
    keys: { darkMode: "darkMode", theme: "theme" },
    nonTextTypes: [],
    shortcutKey: "/",
    palettePage: "/explore#palette",
  }
  it.each([
    ["the header's button", () => document.querySelector<HTMLButtonElement>("[data-palette-button]")!.click()],
    [
      "Ctrl+K",
      () => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true })),
    ],
    ["⌘K", () => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "K", metaKey: true, bubbles: true }))],
  ])("%s goes to the page that opens it", async (_, act) => {
    document.body.innerHTML = `<button data-palette-button>search</button>`
    const { runStaticPage } = await import("./static-page-script")
    const { isPaletteShortcut, isPlainKey, isTypingElement } = await import("@/lib/keyboard")
    const go = vi.fn()
    runStaticPage(isTypingElement, isPlainKey, isPaletteShortcut, options, go)
    act()
    expect(go).toHaveBeenCalledWith("/explore#palette")
  })
  it("not Ctrl+Shift+K, nor a plain k", async () => {
    document.body.innerHTML = `<button data-palette-button>search</button>`
    const { runStaticPage } = await import("./static-page-script")
    const { isPaletteShortcut, isPlainKey, isTypingElement } = await import("@/lib/keyboard")
    const go = vi.fn()
    runStaticPage(isTypingElement, isPlainKey, isPaletteShortcut, options, go)
    document.body.dispatchEvent(
      new KeyboardEvent("keydown", { key: "K", ctrlKey: true, shiftKey: true, bubbles: true }),
    )
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "k", bubbles: true }))
    expect(go).not.toHaveBeenCalled()
  })
})
