import { DARK_MODE_KEY, THEME_KEY } from "./storage"

/**
 * Pages that need no React at all (the landing page) ship without the framework's ~110 KB of JavaScript.
 * Their only interactive bits are the header and footer, handled by this small classic script instead:
 * - the 'Toggle dark mode' button (same storage writes as the React toggle: darkMode as JSON and theme);
 * - the footer's current year;
 * - '/' to focus the search box (the search form itself submits natively to /explore?q=…).
 * Plain ES5 without `<`, so it can be inlined; its hash goes into the CSP at build time.
 */
export const STATIC_PAGE_SCRIPT = `(function () {
  var root = document.documentElement;
  function isDark() { return root.classList.contains("dark"); }
  var toggles = document.querySelectorAll("[data-theme-toggle]");
  function sync() { for (var i = 0; i !== toggles.length; i++) toggles[i].setAttribute("aria-pressed", String(isDark())); }
  function toggle() {
    var dark = !isDark();
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    try {
      localStorage.setItem(${JSON.stringify(DARK_MODE_KEY)}, JSON.stringify(dark));
      localStorage.setItem(${JSON.stringify(THEME_KEY)}, dark ? "dark" : "light");
    } catch (e) { console.warn("API Explorer: could not save the theme to storage", e); }
    sync();
  }
  for (var i = 0; i !== toggles.length; i++) toggles[i].addEventListener("click", toggle);
  sync();
  var year = document.querySelector("[data-current-year]");
  if (year) year.textContent = String(new Date().getFullYear());
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target, tag = target && target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
    var input = document.querySelector("[data-search-input]");
    if (!input) return;
    event.preventDefault();
    input.focus();
  });
  root.setAttribute("data-hydrated", "static");
})();`
