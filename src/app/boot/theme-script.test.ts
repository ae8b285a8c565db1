// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"
import { resolveInitialTheme } from "@/lib/theme"
import { THEME_SCRIPT } from "./theme-script"

// Every combination of stored readings and system preference: the script must agree with the app's rule.
const DARK_MODE = [null, "true", "false", "yes", '"true"', "{"]
const THEME = [null, "dark", "light", "blue"]
const CASES = DARK_MODE.flatMap((darkMode) =>
  THEME.flatMap((theme) => [false, true].map((prefersDark) => ({ darkMode, theme, prefersDark }))),
)

describe("THEME_SCRIPT (the app's theme rule, before first paint)", () => {
  afterEach(() => {
    document.documentElement.className = ""
    document.documentElement.style.colorScheme = ""
    localStorage.clear()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  function runScript(prefersDark: boolean) {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: prefersDark && query.includes("dark") }))
    new Function(THEME_SCRIPT)()
    return document.documentElement.classList.contains("dark") ? "dark" : "light"
  }

  it.each(CASES)("darkMode $darkMode, theme $theme, system dark $prefersDark", ({ darkMode, theme, prefersDark }) => {
    if (darkMode !== null) localStorage.setItem("darkMode", darkMode)
    if (theme !== null) localStorage.setItem("theme", theme)
    const expected = resolveInitialTheme({ darkMode, theme }, prefersDark)
    expect(runScript(prefersDark)).toBe(expected)
    expect(document.documentElement.style.colorScheme).toBe(expected)
  })

  it("warns and uses the system preference when storage throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied")
    })
    expect(runScript(true)).toBe("dark")
    expect(warn).toHaveBeenCalledWith("API Explorer: could not read the theme from storage", expect.any(Error))
  })

  it("uses light when the system preference cannot be read", () => {
    vi.stubGlobal("matchMedia", () => {
      throw new Error("no matchMedia")
    })
    new Function(THEME_SCRIPT)()
    expect(document.documentElement.classList.contains("dark")).toBe(false)
  })
})
