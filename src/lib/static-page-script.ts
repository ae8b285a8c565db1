import { NON_TEXT_INPUT_TYPES, SEARCH_SHORTCUT_KEY } from "./keyboard"
import { DARK_MODE_KEY, THEME_KEY } from "./storage"
import { themeToStorage } from "./theme"

/**
 * Pages that need no React at all (the landing page) ship without the framework's ~110 KB of JavaScript, but
 * render the same header and footer components as every other page (root.tsx). Their only interactive bits,
 * handled by this small classic script instead of React:
 * - the 'Toggle dark mode' button: the same storage writes as the React toggle (themeToStorage, the same keys);
 * - the footer's current year;
 * - '/' to focus the search box, with the React search box's rule (SEARCH_SHORTCUT_KEY, NON_TEXT_INPUT_TYPES);
 *   the search form itself submits natively to /explore?q=….
 * The values come from the modules the React components use, so they cannot drift; src/header-behaviour.test.tsx
 * runs this script and the React header side by side over one table of interactions.
 * Plain ES5 without `<`, so it can be inlined; its hash goes into the CSP at build time.
 */
export const STATIC_PAGE_SCRIPT = `(function () {
  var root = document.documentElement;
  var STORED = ${JSON.stringify({ dark: themeToStorage("dark"), light: themeToStorage("light") })};
  var NON_TEXT = ${JSON.stringify(NON_TEXT_INPUT_TYPES)};
  function isDark() { return root.classList.contains("dark"); }
  var toggles = document.querySelectorAll("[data-theme-toggle]");
  function sync() { for (var i = 0; i !== toggles.length; i++) toggles[i].setAttribute("aria-pressed", String(isDark())); }
  function toggle() {
    var dark = !isDark();
    var stored = STORED[dark ? "dark" : "light"];
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    try {
      localStorage.setItem(${JSON.stringify(DARK_MODE_KEY)}, stored.darkMode);
      localStorage.setItem(${JSON.stringify(THEME_KEY)}, stored.theme);
    } catch (e) { console.warn("API Explorer: could not save the theme to storage", e); }
    sync();
  }
  for (var i = 0; i !== toggles.length; i++) toggles[i].addEventListener("click", toggle);
  sync();
  var year = document.querySelector("[data-current-year]");
  if (year) year.textContent = String(new Date().getFullYear());
  function isTypingTarget(target) {
    if (!target || typeof target.tagName !== "string") return false;
    if (target.isContentEditable) return true;
    var tag = target.tagName;
    if (tag === "TEXTAREA" || tag === "SELECT") return true;
    return tag === "INPUT" && NON_TEXT.indexOf(target.type) === -1;
  }
  document.addEventListener("keydown", function (event) {
    if (event.key !== ${JSON.stringify(SEARCH_SHORTCUT_KEY)} || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target)) return;
    var input = document.querySelector("[data-search-input]");
    if (!input) return;
    event.preventDefault();
    input.focus();
  });
  root.setAttribute("data-hydrated", "static");
})();`
