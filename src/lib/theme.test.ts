import { describe, expect, it } from "vitest"
import { resolveInitialTheme, themeToStorage, type StoredThemeValues } from "./theme"

const ROWS: [string, StoredThemeValues, boolean, "dark" | "light"][] = [
  ["nothing stored, system light", { darkMode: null, theme: null }, false, "light"],
  ["nothing stored, system dark", { darkMode: null, theme: null }, true, "dark"],
  ["darkMode true beats system light", { darkMode: "true", theme: null }, false, "dark"],
  ["darkMode false beats system dark", { darkMode: "false", theme: null }, true, "light"],
  ["darkMode beats theme", { darkMode: "false", theme: "dark" }, true, "light"],
  ["theme dark, no darkMode", { darkMode: null, theme: "dark" }, false, "dark"],
  ["theme light beats system dark", { darkMode: null, theme: "light" }, true, "light"],
  ["garbage darkMode falls through to theme", { darkMode: "yes", theme: "dark" }, false, "dark"],
  ["JSON string darkMode is not a boolean", { darkMode: '"true"', theme: null }, false, "light"],
  ["garbage both, system dark", { darkMode: "{", theme: "blue" }, true, "dark"],
  ["storage threw", { darkMode: undefined, theme: undefined }, true, "dark"],
  ["storage threw, system light", { darkMode: undefined, theme: undefined }, false, "light"],
]

describe("resolveInitialTheme", () => {
  it.each(ROWS)("%s", (_name, stored, prefersDark, expected) => {
    expect(resolveInitialTheme(stored, prefersDark)).toBe(expected)
  })
})

describe("themeToStorage", () => {
  it("writes both readings", () => {
    expect(themeToStorage("dark")).toEqual({ darkMode: "true", theme: "dark" })
    expect(themeToStorage("light")).toEqual({ darkMode: "false", theme: "light" })
  })
})
