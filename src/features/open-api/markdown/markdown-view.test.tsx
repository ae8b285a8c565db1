import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, describe, expect, it } from "vitest"
import { MarkdownView } from "./markdown-view"
import { XSS_HOST, XSS_STRINGS } from "./xss-strings"

afterEach(cleanup)

const OPTIONS = { idPrefix: "md-api-", headingLevel: 3 }
/** Every element and attribute the renderer may write: nothing that runs, loads or styles anything by itself. */
const ALLOWED_TAGS = new Set(
  "div p h1 h2 h3 h4 h5 h6 hr blockquote ul ol li pre code table thead tbody tr th td em strong br a button span".split(
    " ",
  ),
)
const ALLOWED_ATTRIBUTES = new Set([
  "class",
  "id",
  "href",
  "target",
  "rel",
  "start",
  "type",
  "role",
  "aria-label",
  "tabindex",
])

function elementsOf(markdown: string): Element[] {
  const html = renderToStaticMarkup(<MarkdownView text={markdown} {...OPTIONS} />)
  const body = new DOMParser().parseFromString(html, "text/html").body
  return [...body.querySelectorAll("*")]
}

describe("MarkdownView with known XSS strings", () => {
  it.each(XSS_STRINGS.map((xss) => [xss]))("%j draws only allowed elements, attributes and addresses", (xss) => {
    for (const element of elementsOf(xss)) {
      expect(ALLOWED_TAGS, element.outerHTML).toContain(element.localName)
      for (const attribute of element.getAttributeNames()) expect(ALLOWED_ATTRIBUTES, attribute).toContain(attribute)
      if (element.localName === "a") {
        expect(element.getAttribute("href")).toMatch(/^(https?:\/\/|mailto:)/)
        expect(element.getAttribute("rel")).toBe("noopener noreferrer")
        expect(element.getAttribute("target")).toBe("_blank")
      }
      if (element.id) expect(element.id).toMatch(/^md-api-/)
    }
  })

  it("the whole list at once: no element that runs or loads anything, and no address but https: and mailto:", () => {
    const elements = elementsOf(XSS_STRINGS.join("\n\n"))
    expect(elements.filter((element) => !ALLOWED_TAGS.has(element.localName))).toEqual([])
    const hrefs = elements.flatMap((element) => element.getAttribute("href") ?? [])
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/xss\.invalid\/|mailto:)/)
    expect(elements.some((element) => element.hasAttribute("src") || element.hasAttribute("style"))).toBe(false)
  })
})

describe("MarkdownView", () => {
  it("shows a button for an image and loads the image only when it is clicked, without a referrer", () => {
    render(<MarkdownView text={`![Rate chart](https://${XSS_HOST}/chart.png)`} {...OPTIONS} />)
    expect(screen.queryByRole("img")).toBeNull()
    expect(document.querySelector("[src]")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: `Show image from ${XSS_HOST}: Rate chart` }))
    const image = screen.getByRole("img", { name: "Rate chart" })
    expect(image.getAttribute("src")).toBe(`https://${XSS_HOST}/chart.png`)
    expect(image.getAttribute("referrerpolicy")).toBe("no-referrer")
  })

  it("draws a table in a focusable region that scrolls, and headings with prefixed ids at shifted levels", () => {
    render(<MarkdownView text={"# Limits\n\n| a | b |\n| - | - |\n| 1 | 2 |"} {...OPTIONS} />)
    expect(screen.getByRole("heading", { level: 3, name: "Limits" }).id).toBe("md-api-limits")
    const region = screen.getByRole("group", { name: "Table" })
    expect(region.tabIndex).toBe(0)
    expect(region.className).toContain("overflow-x-auto")
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["a", "b"])
  })
})
