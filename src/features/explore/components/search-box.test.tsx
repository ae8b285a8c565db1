import { act, fireEvent, render, waitFor } from "@testing-library/react"
import { createMemoryRouter, RouterProvider } from "react-router"
import { describe, expect, it } from "vitest"
import { renderAt } from "@/test/memory-router"
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

/** A key as a browser delivers it: added to what the box shows, in an input event of its own, outside act. */
function press(key: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
  setValue.call(input(), input().value + key)
  input().dispatchEvent(new Event("input", { bubbles: true }))
}

describe("SearchBox on /explore, bound to ?q= (src/hooks/use-url-field.ts)", () => {
  it("fast typing loses no character while navigations land between keys", async () => {
    const { address } = renderAt("/explore?category=Animals", <SearchBox />)
    for (const [i, key] of [..."dog facts"].entries()) {
      press(key)
      // Every third key, what is under way (navigations, React's transitions) lands before the next key.
      if (i % 3 === 2) await act(() => new Promise((resolve) => setTimeout(resolve)))
    }
    await waitFor(() => expect(address()).toBe("/explore?q=dog+facts&category=Animals"))
    expect(input()).toHaveValue("dog facts")
  })

  it("Back puts the term of the entry before in the box; a navigation of its own keeps what is typed", async () => {
    const { address, router } = renderAt("/explore?q=cat", <SearchBox />)
    expect(input()).toHaveValue("cat")
    await act(() => router.navigate("/explore?q=cat&category=Animals"))
    fireEvent.change(input(), { target: { value: "dog" } })
    await waitFor(() => expect(address()).toBe("/explore?q=dog&category=Animals"))
    await act(() => router.navigate(-1))
    await waitFor(() => expect(address()).toBe("/explore?q=cat"))
    expect(input()).toHaveValue("cat")
  })
})
