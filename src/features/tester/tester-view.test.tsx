import "fake-indexeddb/auto"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderAt } from "@/test/memory-router"
import { catalogue, endpointOf, opened } from "./model/test-fixtures"
import { TesterView } from "./tester-view"

// The tester view by role, with fetch stubbed: what `useTester` derives is laid out, and the view's refs move focus.

const POSTS = catalogue("jsonplaceholder")
const GET_POST = endpointOf(POSTS, "GET", "/posts/{id}")

let fetchMock: ReturnType<typeof vi.fn>
type ScrollIntoView = (arg?: boolean | ScrollIntoViewOptions) => void
let scrollIntoView: ReturnType<typeof vi.fn<ScrollIntoView>>
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  fetchMock = vi.fn(
    async () => new Response('{"id":1,"title":"hi"}', { status: 200, headers: { "content-type": "application/json" } }),
  )
  vi.stubGlobal("fetch", fetchMock)
  // jsdom has no media queries: the phone layout's settle scroll asks whether the panes sit side by side.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
  // The conformance check runs in a worker; these tests are about the view, so it never answers here.
  vi.stubGlobal(
    "Worker",
    class {
      onmessage = null
      onerror = null
      postMessage() {}
      terminate() {}
      addEventListener() {}
      removeEventListener() {}
    },
  )
  scrollIntoView = vi.fn<ScrollIntoView>()
  Element.prototype.scrollIntoView = scrollIntoView
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function mount(api = POSTS, endpoint = GET_POST) {
  const onBack = vi.fn()
  const view = renderAt(`/api/${api.id}`, <TesterView api={api} endpoint={endpoint} onBack={onBack} />)
  return { ...view, onBack }
}

describe("TesterView", () => {
  it("opens with focus on the endpoint's heading, the URL derived from the draft and the Response tab chosen", () => {
    mount()
    expect(screen.getByRole("heading", { level: 1, name: "Get a post" })).toHaveFocus()
    expect(screen.getByRole("tab", { name: "Response" })).toHaveAttribute("aria-selected", "true")
    expect(screen.getByRole("button", { name: "Send Request" })).toBeEnabled()
  })

  it("a typed parameter goes into the URL; Send fetches exactly it and shows and announces the answer", async () => {
    const { address } = mount()
    await userEvent.type(screen.getByLabelText(/^id/), "1")
    expect(address()).toContain("id=1")
    await userEvent.click(screen.getByRole("button", { name: "Send Request" }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("https://jsonplaceholder.typicode.com/posts/1")
    const panel = screen.getByRole("tabpanel", { name: "Response" })
    expect(await within(panel).findByText("200 OK")).toBeInTheDocument()
    // Stacked panes (no media query matches): the settled answer is brought into view.
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled())
    await waitFor(() =>
      expect(screen.getAllByRole("status").some((s) => s.textContent === "Response received: 200 OK")).toBe(true),
    )
  })

  it("the Fetch Code tab shows the same request the tester sends", async () => {
    mount()
    await userEvent.type(screen.getByLabelText(/^id/), "3")
    await userEvent.click(screen.getByRole("tab", { name: "Fetch Code" }))
    const panel = screen.getByRole("tabpanel", { name: "Fetch Code" })
    expect(panel).toHaveTextContent('fetch("https://jsonplaceholder.typicode.com/posts/3"')
    expect(within(panel).getByRole("button", { name: "Copy fetch code" })).toBeInTheDocument()
  })

  it("an opened API with a key field: the typed key is sent but never copied into the share link", async () => {
    const user = userEvent.setup()
    const api = opened("url")
    mount(api, api.endpoints[0])
    await user.type(screen.getByLabelText("API key"), "sekrit")
    await user.click(screen.getByRole("button", { name: "Share link" }))
    const link = await navigator.clipboard.readText()
    expect(link).toContain("id=7")
    expect(link).not.toContain("sekrit")
    await user.click(screen.getByRole("button", { name: "Send Request" }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit
    expect(new Headers(init.headers).get("X-Key")).toBe("sekrit")
  })

  it("'Back to API Details' leaves through onBack", async () => {
    const { onBack } = mount()
    await userEvent.click(screen.getByRole("button", { name: "Back to API Details" }))
    expect(onBack).toHaveBeenCalled()
  })
})
