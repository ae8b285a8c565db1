import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import * as lucide from "lucide"
// eslint-disable-next-line no-restricted-imports -- the test compares Icon with lucide-react's own components
import * as lucideReact from "lucide-react"
import type { ComponentType } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { Icon } from "./icon"

const SRC = join(__dirname, "../..")

/** Every icon the app draws with <Icon>: the names imported from "lucide" anywhere in src. */
function iconsFromLucide(): string[] {
  const names = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        for (const [, list = ""] of readFileSync(path, "utf8").matchAll(/import \{([^}]*)\} from "lucide"/g))
          for (const name of list.split(",")) if (name.trim() && !name.includes("type ")) names.add(name.trim())
    }
  }
  walk(SRC)
  return [...names].sort()
}

/** The markup without its class attribute (lucide-react adds the icon's name as a class: "lucide lucide-sun"). */
function withoutClass(markup: string): string {
  return markup.replace(/ class="[^"]*"/, "")
}

const ICONS = iconsFromLucide()

describe("Icon", () => {
  it("draws the icons of the first load (found in src)", () => {
    expect(ICONS).toEqual(
      expect.arrayContaining(["ArrowLeft", "Check", "Copy", "ExternalLink", "Heart", "Moon", "Sun"]),
    )
  })

  it.each(ICONS)("%s: the same SVG as lucide-react's component (same shapes: the two packages agree)", (name) => {
    const node = (lucide as unknown as Record<string, lucide.IconNode>)[name]
    const Component = (lucideReact as unknown as Record<string, ComponentType<{ "aria-hidden": "true" }>>)[name]
    if (!node) throw new Error(`lucide has no ${name}`)
    if (!Component) throw new Error(`lucide-react has no ${name}`)
    expect(withoutClass(renderToStaticMarkup(<Icon node={node} />))).toBe(
      withoutClass(renderToStaticMarkup(<Component aria-hidden="true" />)),
    )
  })

  it.each([
    [{}, 'class="lucide"', 'aria-hidden="true"'],
    [{ className: "size-5" }, 'class="lucide size-5"', 'aria-hidden="true"'],
    [{ fill: "currentColor" }, 'fill="currentColor"', 'stroke="currentColor"'],
    [{ "data-icon": "sun" }, 'data-icon="sun"', 'viewBox="0 0 24 24"'],
  ])("passes %o through: %s, %s", (props, first, second) => {
    const markup = renderToStaticMarkup(<Icon node={lucide.Sun} {...props} />)
    expect(markup).toContain(first)
    expect(markup).toContain(second)
    expect(markup).toContain('<circle cx="12" cy="12" r="4">')
  })
})
