import { act, fireEvent, render } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router"
import { describe, expect, it } from "vitest"
import { SearchBox } from "./search-box"

function mount() {
  const router = createMemoryRouter(
    [
      { path: "/pricing", element: <SearchBox /> },
      { path: "/explore", element: <SearchBox /> },
    ],
    { initialEntries: ["/pricing"] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const input = () => document.querySelector<HTMLInputElement>("[data-search-input]")!

describe("SearchBox on another page", () => {
  it("Enter opens /explore with the term typed", async () => {
    const router = mount()
    fireEvent.change(input(), { target: { value: "cat" } })
    await act(async () => {
      input().form!.requestSubmit()
    })
    expect(router.state.location.pathname + router.state.location.search).toBe("/explore?q=cat")
  })

  // While React hydrates the page in slices, a submit is queued and replayed once the box is hydrated, which can
  // be before the box has taken over text typed meanwhile: the submit must search what is in the box.
  it("searches what is in the box even when React has not seen it typed", async () => {
    const router = mount()
    input().value = "cat"
    await act(async () => {
      input().form!.requestSubmit()
    })
    expect(router.state.location.pathname + router.state.location.search).toBe("/explore?q=cat")
  })
})
