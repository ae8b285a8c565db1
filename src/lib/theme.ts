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

/**
 * The same rule as resolveInitialTheme, as a classic script that runs in <head> before first paint.
 * It is plain ES5 without `<`, so it can be inlined as a <script> child; its hash goes into the CSP at build time.
 * theme.test.ts runs it against every row of resolveInitialTheme's table.
 */
export const THEME_SCRIPT = `(function () {
  var d = null, t = null, dark = false;
  try { d = localStorage.getItem("darkMode"); t = localStorage.getItem("theme"); }
  catch (e) { console.warn("API Explorer: could not read the theme from storage", e); }
  if (d === "true" || d === "false") dark = d === "true";
  else if (t === "dark" || t === "light") dark = t === "dark";
  else { try { dark = window.matchMedia("(prefers-color-scheme: dark)").matches; } catch (e) { dark = false; } }
  if (dark) document.documentElement.classList.add("dark");
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();`
