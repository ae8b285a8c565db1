import { act, fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { parseJsonKeepingNumbers } from "../json-text"
import { hasTree, revealInTree } from "../tree-links"
import { JsonTreeView } from "./json-tree-view"

// Rows are counted with querySelectorAll: getAllByRole checks each of thousands of rows' styles, which takes seconds.
// Rendering a thousand rows or more takes seconds in jsdom on a busy machine, hence the long timeouts below.
const SLOW = 60_000
const rows = () => screen.getByRole("tree").querySelectorAll('[role="treeitem"]')
/** The treeitem of the deepest value of `nested`. */
const deepest = () => screen.getByText('"needle"').closest('[role="treeitem"]')

/** `{"level": {"level": … {"deepest": "needle"} … }}`, `depth` objects deep. */
function nested(depth: number): unknown {
  let value: unknown = { deepest: "needle" }
  for (let level = 1; level < depth; level++) value = { level: value }
  return value
}

describe("JsonTreeView", () => {
  it(
    "'Show next' shows the next 100 children",
    () => {
      render(<JsonTreeView data={Array.from({ length: 1000 }, (_, index) => index)} />)
      expect(screen.getAllByRole("treeitem")).toHaveLength(101)
      fireEvent.click(screen.getByRole("treeitem", { name: /^Show next 100/ }))
      expect(screen.getAllByRole("treeitem")).toHaveLength(201)
    },
    SLOW,
  )

  it("names each item by its visible text, with the kind of a container for screen readers (no aria-label)", () => {
    render(<JsonTreeView data={{ items: [1, 2], user: { name: "Ann" }, "": null }} />)
    const items = screen.getByRole("treeitem", { name: "items: array, 2 items" })
    expect(items).not.toHaveAttribute("aria-label")
    expect(items).toHaveTextContent("items: array, […] 2 items")
    expect(screen.getByRole("treeitem", { name: "user: object, 1 key" })).toBeInTheDocument()
    expect(screen.getByRole("treeitem", { name: 'name: "Ann"' })).toBeInTheDocument()
    expect(screen.getByRole("treeitem", { name: '"": null' })).toBeInTheDocument()
    for (const item of screen.getAllByRole("treeitem")) expect(item).not.toHaveAttribute("aria-label")
  })

  it("is one flat list of treeitems with level, position and set size; no nested groups", () => {
    render(<JsonTreeView data={{ a: { b: [true] }, c: 1 }} />)
    const tree = screen.getByRole("tree")
    expect(tree.querySelectorAll('[role="group"]')).toHaveLength(0)
    expect([...tree.children].map((row) => row.getAttribute("role"))).toEqual(Array(4).fill("treeitem"))
    expect(
      screen
        .getAllByRole("treeitem")
        .map((row) => [
          row.getAttribute("aria-level"),
          row.getAttribute("aria-posinset"),
          row.getAttribute("aria-setsize"),
        ]),
    ).toEqual([
      ["1", "1", "2"],
      ["2", "1", "1"],
      ["3", "1", "1"],
      ["1", "2", "2"],
    ])
  })

  it("shows numbers JSON.parse would change as received", () => {
    render(<JsonTreeView data={parseJsonKeepingNumbers('{"big": 12345678901234567890123, "id": 9007199254740993}')} />)
    expect(screen.getByRole("treeitem", { name: "big: 12345678901234567890123" })).toBeInTheDocument()
    expect(screen.getByRole("treeitem", { name: "id: 9007199254740993" })).toBeInTheDocument()
  })

  it(
    "1,500 nested objects and 'Expand all': every level renders, the deepest value included",
    () => {
      render(<JsonTreeView data={nested(1_500)} />)
      fireEvent.click(screen.getByRole("button", { name: "Expand all" }))
      expect(rows()).toHaveLength(1_500)
      expect(deepest()).toHaveAttribute("aria-level", "1500")
    },
    SLOW,
  )

  it(
    "1,000 nested objects filtered for the deepest value: the path to it renders",
    () => {
      render(<JsonTreeView data={nested(1_000)} />)
      fireEvent.change(screen.getByRole("searchbox", { name: "Filter keys and values" }), {
        target: { value: "needle" },
      })
      expect(deepest()).toHaveAttribute("aria-level", "1000")
      expect(rows()).toHaveLength(1_000)
    },
    SLOW,
  )

  it(
    "10,000 levels: the first view renders",
    () => {
      render(<JsonTreeView data={nested(10_000)} />)
      const shown = [...rows()]
      expect(shown.length).toBeGreaterThan(100)
      expect(shown.at(-1)).toHaveAttribute("aria-level", String(shown.length))
    },
    SLOW,
  )

  it(
    "a difference's link opens the tree at its node: filter cleared, ancestors expanded, the row scrolled to and focused",
    () => {
      const body = new Blob(["{}"])
      const scrollIntoView = vi.fn()
      Element.prototype.scrollIntoView = scrollIntoView
      const onReveal = vi.fn()
      const data = { items: Array.from({ length: 150 }, (_, id) => ({ id, owner: { zip: `z${id}` } })) }
      const { unmount } = render(<JsonTreeView data={data} revealKey={body} onReveal={onReveal} />)
      expect(hasTree(body)).toBe(true)
      fireEvent.change(screen.getByRole("searchbox", { name: "Filter keys and values" }), {
        target: { value: "nothing here" },
      })
      act(() => {
        expect(revealInTree(body, "/items/120/owner/zip")).toBe(true)
      })
      expect(screen.getByRole("searchbox", { name: "Filter keys and values" })).toHaveValue("")
      const row = screen.getByText('"z120"').closest('[role="treeitem"]')
      expect(row).toHaveFocus()
      expect(row).toHaveAttribute("tabindex", "0")
      expect(row).toHaveAttribute("aria-level", "4")
      expect(scrollIntoView).toHaveBeenCalledWith({ block: "nearest" })
      expect(onReveal).toHaveBeenCalledOnce()
      // A missing property leads to its object.
      act(() => {
        expect(revealInTree(body, "/items/3/name")).toBe(true)
      })
      expect(screen.getByText("3").closest('[role="treeitem"]')).toHaveFocus()
      unmount()
      expect(hasTree(body)).toBe(false)
    },
    SLOW,
  )
})
