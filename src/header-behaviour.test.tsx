// One header, two implementations (root.tsx renders it on every page): hydrated pages run the React components; the landing page (no React) runs
// STATIC_PAGE_SCRIPT over the same components' prerendered HTML. Every row of the table runs against both, so
// the script cannot drift from the React behaviour (docs/behaviour.md §2, §3).
import { act, cleanup, render } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { MemoryRouter } from "react-router"
import { afterEach, describe, expect, it } from "vitest"
import { SearchBox } from "@/features/explore/components/search-box"
import { STATIC_PAGE_SCRIPT } from "@/app/boot/static-page-script"
import { getThemeStore } from "@/lib/theme-store"
import { SiteFooter } from "@/components/layout/site-footer"
import { SiteHeader } from "@/components/layout/site-header"

const page = (
  <MemoryRouter initialEntries={["/"]}>
    <SiteHeader search={<SearchBox />} />
    <SiteFooter />
  </MemoryRouter>
)

/** Renders the header and footer the way a page of that kind gets them, plus two other fields to type in. */
function mount(kind: "react" | "static") {
  if (kind === "react") render(page)
  else {
    document.body.innerHTML = renderToString(page)
    new Function(STATIC_PAGE_SCRIPT)()
  }
  document.body.insertAdjacentHTML("beforeend", '<textarea></textarea><input type="checkbox" />')
}

const toggle = () => document.querySelector<HTMLButtonElement>("[data-theme-toggle]")!
const search = () => document.querySelector<HTMLInputElement>("[data-search-input]")!
const stored = () => ({ darkMode: localStorage.getItem("darkMode"), theme: localStorage.getItem("theme") })

function press(target: Element, init: KeyboardEventInit) {
  if (target instanceof HTMLElement) target.focus()
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }))
  })
}

type Row = [name: string, act: () => void, expected: () => unknown, value: unknown]

const ROWS: Row[] = [
  [
    "the toggle from light turns dark and stores both readings",
    () => act(() => toggle().click()),
    () => ({ dark: document.documentElement.classList.contains("dark"), pressed: toggle().ariaPressed, ...stored() }),
    { dark: true, pressed: "true", darkMode: "true", theme: "dark" },
  ],
  [
    "twice turns light again and stores both readings",
    () => act(() => (toggle().click(), toggle().click())),
    () => ({ dark: document.documentElement.classList.contains("dark"), pressed: toggle().ariaPressed, ...stored() }),
    { dark: false, pressed: "false", darkMode: "false", theme: "light" },
  ],
  [
    "'/' on the page focuses the search box",
    () => press(document.body, { key: "/" }),
    () => document.activeElement === search(),
    true,
  ],
  [
    "Ctrl+'/' does not",
    () => press(document.body, { key: "/", ctrlKey: true }),
    () => document.activeElement === search(),
    false,
  ],
  [
    "Alt+'/' does not",
    () => press(document.body, { key: "/", altKey: true }),
    () => document.activeElement === search(),
    false,
  ],
  [
    "'/' in a textarea types, it does not move focus",
    () => press(document.querySelector("textarea")!, { key: "/" }),
    () => document.activeElement?.tagName,
    "TEXTAREA",
  ],
  [
    "'/' on a checkbox focuses the search box (a checkbox takes no text)",
    () => press(document.querySelector('input[type="checkbox"]')!, { key: "/" }),
    () => document.activeElement === search(),
    true,
  ],
  [
    "the footer shows the visitor's year",
    () => {},
    () => document.querySelector("[data-current-year]")!.textContent,
    String(new Date().getFullYear()),
  ],
]

describe.each(["react", "static"] as const)("the header and footer (%s)", (kind) => {
  afterEach(() => {
    cleanup()
    document.body.innerHTML = ""
    // The React theme store is one per page; put it (and the page) back to light for the next row.
    getThemeStore().setTheme("light")
    document.documentElement.className = ""
    localStorage.clear()
  })

  it.each(ROWS)("%s", (_name, action, read, expected) => {
    mount(kind)
    action()
    expect(read()).toEqual(expected)
  })
})
