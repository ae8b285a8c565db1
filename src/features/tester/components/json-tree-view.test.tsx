import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { JsonTreeView } from "./json-tree-view"

describe("JsonTreeView", () => {
  it("'Show next' shows the next 100 children", () => {
    render(<JsonTreeView data={Array.from({ length: 1000 }, (_, index) => index)} />)
    expect(screen.getAllByRole("treeitem")).toHaveLength(101)
    fireEvent.click(screen.getByRole("treeitem", { name: /^Show next 100/ }))
    expect(screen.getAllByRole("treeitem")).toHaveLength(201)
  })
})
