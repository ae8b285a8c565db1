import { render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router"
import { describe, expect, it } from "vitest"
import { SiteNav } from "./site-nav"

describe("SiteNav", () => {
  it.each([
    ["/explore", "Explore"],
    ["/explore/", "Explore"],
    ["/directory", "Directory"],
    ["/open", "Open"],
    ["/status", "Status"],
  ])("on %s marks %s as the current page, and only it", (path, label) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <SiteNav />
      </MemoryRouter>,
    )
    const current = screen.getAllByRole("link", { hidden: true }).filter((link) => link.ariaCurrent === "page")
    expect(current.map((link) => link.textContent)).toEqual([label, label])
  })

  it("marks nothing on a page that is not one of its places", () => {
    render(
      <MemoryRouter initialEntries={["/api/github"]}>
        <SiteNav />
      </MemoryRouter>,
    )
    expect(screen.getAllByRole("link", { hidden: true }).filter((link) => link.ariaCurrent === "page")).toEqual([])
  })
})
