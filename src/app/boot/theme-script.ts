import { DARK_MODE_KEY, THEME_KEY } from "@/lib/storage"
import { resolveInitialTheme } from "@/lib/theme"
import { inlineScript } from "./inline-script"

/**
 * Runs in <head> before first paint on every page: applies the stored or system theme (the `dark` class and the
 * color scheme), with the same rule the app uses (resolveInitialTheme, passed in). Storage that throws warns and
 * falls back to the system preference.
 */
export function applyStartupTheme(
  resolve: typeof resolveInitialTheme,
  keys: { darkMode: string; theme: string },
): void {
  let darkMode: string | null | undefined
  let theme: string | null | undefined
  try {
    darkMode = localStorage.getItem(keys.darkMode)
    theme = localStorage.getItem(keys.theme)
  } catch (error) {
    console.warn("API Explorer: could not read the theme from storage", error)
  }
  let prefersDark = false
  try {
    prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches
  } catch {
    prefersDark = false
  }
  const dark = resolve({ darkMode, theme }, prefersDark) === "dark"
  if (dark) document.documentElement.classList.add("dark")
  document.documentElement.style.colorScheme = dark ? "dark" : "light"
}

export const THEME_SCRIPT = /* @__PURE__ */ inlineScript(applyStartupTheme, resolveInitialTheme, {
  darkMode: DARK_MODE_KEY,
  theme: THEME_KEY,
})
