export type Theme = "dark" | "light"

/** What storage holds, read raw: `null` when the key is absent, `undefined` when reading threw. */
export type StoredThemeValues = {
  darkMode: string | null | undefined
  theme: string | null | undefined
}

/**
 * The start-up rule (docs/behaviour.md §3/§4, both readings of the stored theme):
 * a JSON boolean under `darkMode` wins; else `theme` = "dark" | "light"; else the system preference.
 * resolveInitialTheme({ darkMode: "true", theme: "light" }, false) → "dark"
 * resolveInitialTheme({ darkMode: "garbage", theme: null }, true) → "dark"
 */
export function resolveInitialTheme(stored: StoredThemeValues, prefersDark: boolean): Theme {
  if (stored.darkMode === "true") return "dark"
  if (stored.darkMode === "false") return "light"
  if (stored.theme === "dark" || stored.theme === "light") return stored.theme
  return prefersDark ? "dark" : "light"
}

/** The two stored readings written on every change: `darkMode` as JSON and `theme` as a word. */
export function themeToStorage(theme: Theme): { darkMode: string; theme: Theme } {
  return { darkMode: JSON.stringify(theme === "dark"), theme }
}
