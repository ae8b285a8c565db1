import {
  isPaletteShortcut,
  isPlainKey,
  isTypingElement,
  NON_TEXT_INPUT_TYPES,
  SEARCH_SHORTCUT_KEY,
} from "@/lib/keyboard"
import { DARK_MODE_KEY, THEME_KEY } from "@/lib/storage"
import { themeToStorage, type Theme } from "@/lib/theme"
import { PALETTE_PAGE } from "@/components/layout/palette-button"
import { inlineScript } from "./inline-script"

type StaticPageOptions = {
  /** What each theme writes to storage (themeToStorage), under these keys. */
  stored: Record<Theme, { darkMode: string; theme: string }>
  keys: { darkMode: string; theme: string }
  nonTextTypes: readonly string[]
  shortcutKey: string
  /** Where the palette opens (PALETTE_PAGE): this page has no React to draw it, so it goes to one that has. */
  palettePage: string
}

/**
 * Pages that need no React at all (the landing page) ship without the framework's ~110 KB of JavaScript, but
 * render the same header and footer components as every other page (root.tsx). Their only interactive bits,
 * handled by this script instead of React:
 * - the 'Toggle dark mode' button: the same storage writes as the React toggle (themeToStorage, the same keys);
 * - the footer's current year;
 * - '/' to focus the search box, with the React search box's rules (isTypingElement, isPlainKey, passed in);
 *   the search form itself submits natively to /explore?q=….
 * - the ⌘K palette (its header button, Ctrl+K or ⌘K): the page it opens on (options.palettePage), through `go`.
 * src/header-behaviour.test.tsx runs this script and the React header side by side over one table of interactions.
 */
export function runStaticPage(
  isTyping: typeof isTypingElement,
  isPlain: typeof isPlainKey,
  isShortcut: typeof isPaletteShortcut,
  options: StaticPageOptions,
  go: (url: string) => void = (url) => window.location.assign(url),
): void {
  const root = document.documentElement
  const isDark = () => root.classList.contains("dark")
  const toggles = Array.from(document.querySelectorAll("[data-theme-toggle]"))
  const sync = () => toggles.forEach((toggle) => toggle.setAttribute("aria-pressed", String(isDark())))
  function toggle() {
    const dark = !isDark()
    const stored = options.stored[dark ? "dark" : "light"]
    root.classList.toggle("dark", dark)
    root.style.colorScheme = dark ? "dark" : "light"
    try {
      localStorage.setItem(options.keys.darkMode, stored.darkMode)
      localStorage.setItem(options.keys.theme, stored.theme)
    } catch (error) {
      console.warn("API Explorer: could not save the theme to storage", error)
    }
    sync()
  }
  toggles.forEach((button) => button.addEventListener("click", toggle))
  sync()
  const year = document.querySelector("[data-current-year]")
  if (year) year.textContent = String(new Date().getFullYear())
  document
    .querySelectorAll("[data-palette-button]")
    .forEach((button) => button.addEventListener("click", () => go(options.palettePage)))
  document.addEventListener("keydown", (event) => {
    if (isShortcut(event)) {
      event.preventDefault()
      go(options.palettePage)
      return
    }
    if (!isPlain(event, options.shortcutKey) || isTyping(event.target, options.nonTextTypes)) return
    const input = document.querySelector<HTMLInputElement>("[data-search-input]")
    if (!input) return
    event.preventDefault()
    input.focus()
  })
  root.setAttribute("data-hydrated", "static")
}

export const STATIC_PAGE_SCRIPT = /* @__PURE__ */ inlineScript(
  runStaticPage,
  isTypingElement,
  isPlainKey,
  isPaletteShortcut,
  {
    stored: { dark: themeToStorage("dark"), light: themeToStorage("light") },
    keys: { darkMode: DARK_MODE_KEY, theme: THEME_KEY },
    nonTextTypes: NON_TEXT_INPUT_TYPES,
    shortcutKey: SEARCH_SHORTCUT_KEY,
    palettePage: PALETTE_PAGE,
  },
)
