import { act, cleanup, fireEvent, screen } from "@testing-library/react"
import { useSearchParams } from "react-router"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ApiWithExamples } from "@/lib/example-urls"
import { renderAt } from "@/test/memory-router"
import { ENDPOINTS_PER_PAGE, FIRST_CARDS, MORE_CARDS } from "../endpoint-filter"
import { ListedEndpoints } from "./listed-endpoints"

function longApi(id: string, count: number): ApiWithExamples {
  return {
    id,
    name: "Long",
    source: { kind: "opened", groups: [] },
    endpoints: Array.from({ length: count }, (_, i) => ({
      name: `Item number ${i}`,
      method: "GET",
      path: `/items/${i}`,
      description: "d",
      exampleUrl: `https://x.dev/items/${i}`,
    })),
  } as unknown as ApiWithExamples
}

/** The list on its page, bound to the URL (?filter=&page=) through a memory router. */
function mount(api: ApiWithExamples, url = `/open/${api.id}`) {
  const view = renderAt(
    url,
    <ListedEndpoints api={api} isLong renderCard={(index) => <p>card {api.endpoints[index]?.name}</p>} />,
    "/open/:id",
  )
  const status = () => screen.getByRole("status").textContent
  // The filter follows the frame that shows the typed text (a frame, then a task): the tests use fake timers.
  const type = async (text: string) => {
    act(() => {
      fireEvent.change(screen.getByLabelText("Filter endpoints"), { target: { value: text } })
    })
    expect((screen.getByLabelText("Filter endpoints") as HTMLInputElement).value).toBe(text)
    await act(() => vi.advanceTimersByTimeAsync(50))
  }
  return { ...view, status, type }
}

afterEach(() => vi.useRealTimers())

describe("ListedEndpoints: the filter's texts", () => {
  it("a query typed before the texts are built in steps finds endpoints the steps had not reached", async () => {
    vi.useFakeTimers()
    const { status, type } = mount(longApi("a", 3_500))
    // One step done (1,000 endpoints), the rest not yet.
    await act(() => vi.advanceTimersToNextTimerAsync())
    await type("number 3499")
    expect(status()).toBe("Showing 1–1 of 1 endpoints")
    expect(screen.getByText("card Item number 3499")).toBeTruthy()
  })

  it("once the steps are done, queries use what they built, and an empty query lists everything", async () => {
    vi.useFakeTimers()
    const { status, type } = mount(longApi("b", 2_100))
    await act(() => vi.runAllTimersAsync())
    // 209, 1209 and 2090–2099.
    await type("number 209")
    expect(status()).toBe("Showing 1–12 of 12 endpoints")
    await type("")
    expect(status()).toBe("Showing 1–20 of 2100 endpoints")
  })
})

describe("ListedEndpoints: typing", () => {
  it("the field shows the key at once; the list follows once that frame has painted", async () => {
    vi.useFakeTimers()
    const { status } = mount(longApi("typing", 60))
    act(() => {
      fireEvent.change(screen.getByLabelText("Filter endpoints"), { target: { value: "number 59" } })
    })
    expect((screen.getByLabelText("Filter endpoints") as HTMLInputElement).value).toBe("number 59")
    expect(status()).toBe("Showing 1–20 of 60 endpoints")
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(status()).toBe("Showing 1–1 of 1 endpoints")
  })
})

describe("ListedEndpoints: the first page grows in steps", () => {
  const cards = () => screen.queryAllByText(/^card /).length

  it("shows FIRST_CARDS, then MORE_CARDS per task until the page is whole; later pages show whole at once", async () => {
    vi.useFakeTimers()
    const { type } = mount(longApi("grow", 60))
    expect(cards()).toBe(FIRST_CARDS)
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(cards()).toBe(FIRST_CARDS + MORE_CARDS)
    // One task per step (each commit starts the next one's timer).
    for (let step = 0; step < 10; step++) await act(() => vi.advanceTimersToNextTimerAsync())
    expect(cards()).toBe(ENDPOINTS_PER_PAGE)
    await type("number 1")
    // Every word matches: "1" in 1, 10–19, 21, 31, 41 and 51.
    expect(cards()).toBe(15)
    await type("")
    expect(cards()).toBe(ENDPOINTS_PER_PAGE)
  })

  it("shown again in the same visit (back from the tester), the page is whole at once", async () => {
    vi.useFakeTimers()
    mount(longApi("again", 60))
    await act(() => vi.runAllTimersAsync())
    cleanup()
    mount(longApi("again", 60))
    expect(cards()).toBe(ENDPOINTS_PER_PAGE)
  })

  it("a page shorter than FIRST_CARDS shows whole", () => {
    mount(longApi("short", 3))
    expect(cards()).toBe(3)
  })
})

describe("ListedEndpoints: the filter and page in the URL (?filter=&page=)", () => {
  const field = () => screen.getByLabelText<HTMLInputElement>("Filter endpoints")

  it("a link with ?filter=&page= opens the list filtered, on that page, with the filter in the field", async () => {
    vi.useFakeTimers()
    const { status } = mount(longApi("link", 60), "/open/link?filter=number+1&page=1")
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(field().value).toBe("number 1")
    expect(status()).toBe("Showing 1–15 of 15 endpoints")
    cleanup()
    mount(longApi("link", 60), "/open/link?page=3")
    expect(screen.getByRole("status").textContent).toBe("Showing 41–60 of 60 endpoints")
  })

  it("typing writes ?filter= in place of the entry and goes back to page 1; a page is written as ?page=", async () => {
    vi.useFakeTimers()
    const { address, router, type } = mount(longApi("write", 60), "/open/write?page=2")
    const before = router.state.historyAction
    await type("number 5")
    expect(address()).toBe("/open/write?filter=number+5")
    expect(router.state.historyAction).toBe("REPLACE")
    expect(before).toBe("POP")
    await type("")
    expect(address()).toBe("/open/write")
    act(() => fireEvent.click(screen.getByRole("button", { name: /^3$/ })))
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(address()).toBe("/open/write?page=3")
  })

  /** A key as a browser delivers it: added to what the field shows, in an input event of its own, outside act. */
  function press(key: string) {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
    setValue.call(field(), field().value + key)
    field().dispatchEvent(new Event("input", { bubbles: true }))
  }

  it("fast typing loses no character while navigations land between keys, and the list follows", async () => {
    vi.useFakeTimers()
    const { address, status } = mount(longApi("fast", 60))
    for (const [i, key] of [..."number 42"].entries()) {
      press(key)
      if (i % 3 === 2) await act(() => vi.advanceTimersByTimeAsync(0))
    }
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(address()).toBe("/open/fast?filter=number+42")
    expect(field().value).toBe("number 42")
    expect(status()).toBe("Showing 1–1 of 1 endpoints")
  })

  it("Back and Forward put the entry's filter in the field and the list", async () => {
    vi.useFakeTimers()
    const { address, router, status, type } = mount(longApi("history", 60), "/open/history?filter=number+7")
    await act(() => vi.advanceTimersByTimeAsync(50))
    await act(() => router.navigate("/open/history?filter=number+59"))
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(field().value).toBe("number 59")
    await act(() => router.navigate(-1))
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(address()).toBe("/open/history?filter=number+7")
    expect(field().value).toBe("number 7")
    // Every word matches: 7, 17, 27, 37, 47 and 57.
    expect(status()).toBe("Showing 1–6 of 6 endpoints")
    await act(() => router.navigate(1))
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(field().value).toBe("number 59")
    await type("number 58")
    expect(status()).toBe("Showing 1–1 of 1 endpoints")
  })

  it("a keystroke's own render (the URL's change) draws no card; the filtered list after it does", async () => {
    vi.useFakeTimers()
    const api = longApi("cards", 60)
    let drawn = 0
    // As the page does (EndpointList): rendered again on each URL change, with a new renderCard each time.
    function Page() {
      useSearchParams()
      return (
        <ListedEndpoints
          api={api}
          isLong
          renderCard={(index) => {
            drawn++
            return <p>card {api.endpoints[index]?.name}</p>
          }}
        />
      )
    }
    const { address } = renderAt(`/open/${api.id}`, <Page />, "/open/:id")
    await act(() => vi.runAllTimersAsync())
    drawn = 0
    press("9")
    // The navigation lands (a microtask), the frame has not painted yet: the route rendered, no card was drawn.
    await act(() => Promise.resolve())
    expect(address()).toBe("/open/cards?filter=9")
    expect(drawn).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(drawn).toBeGreaterThan(0)
  })
})
