import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ApiWithExamples } from "@/lib/example-urls"
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

function mount(api: ApiWithExamples) {
  render(<ListedEndpoints api={api} isLong renderCard={(index) => <p>card {api.endpoints[index]?.name}</p>} />)
  const status = () => screen.getByRole("status").textContent
  // The filter follows the frame that shows the typed text (a frame, then a task): the tests use fake timers.
  const type = async (text: string) => {
    act(() => {
      fireEvent.change(screen.getByLabelText("Filter endpoints"), { target: { value: text } })
    })
    expect((screen.getByLabelText("Filter endpoints") as HTMLInputElement).value).toBe(text)
    await act(() => vi.advanceTimersByTimeAsync(50))
  }
  return { status, type }
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

describe("ListedEndpoints: the tag index", () => {
  /** `count` endpoints in `tagCount` tags, round robin. */
  function taggedApi(id: string, count: number, tagCount: number): ApiWithExamples {
    const api = longApi(id, count)
    const groups = Array.from({ length: tagCount }, (_, t) => ({
      name: `tag${t}`,
      description: "",
      endpoints: Array.from({ length: count }, (_, i) => i).filter((i) => i % tagCount === t),
    }))
    return { ...api, source: { kind: "opened", groups } } as unknown as ApiWithExamples
  }
  const chips = () =>
    screen.getAllByRole("button", { pressed: false }).concat(screen.getAllByRole("button", { pressed: true }))

  it("'All' and each tag with its count; a chip filters the list, with the filter too", async () => {
    vi.useFakeTimers()
    const { status, type } = mount(taggedApi("tags", 60, 3))
    await act(() => vi.runAllTimersAsync())
    expect(chips().map((chip) => chip.textContent)).toEqual(["tag0 20", "tag1 20", "tag2 20", "All 60"])
    act(() => fireEvent.click(screen.getByRole("button", { name: /^tag1/ })))
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(status()).toBe("Showing 1–20 of 20 endpoints")
    expect(screen.getByRole("button", { name: /^tag1/ }).getAttribute("aria-pressed")).toBe("true")
    await type("number 3")
    // 13, 31, 34, 37 and 43 are in tag1 (i % 3 === 1) and hold "3".
    expect(status()).toBe("Showing 1–5 of 5 endpoints")
  })

  it("many tags: the first 30 chips come with the list, the rest in the next task", { timeout: 20_000 }, async () => {
    vi.useFakeTimers()
    mount(taggedApi("many-tags", 120, 60))
    expect(chips()).toHaveLength(31)
    await act(() => vi.advanceTimersToNextTimerAsync())
    expect(chips()).toHaveLength(61)
  })
})
