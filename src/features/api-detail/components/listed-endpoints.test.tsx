import { act, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ApiWithExamples } from "@/lib/example-urls"
import { ListedEndpoints } from "./listed-endpoints"

function longApi(id: string, count: number): ApiWithExamples {
  return {
    id,
    name: "Long",
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
  const type = (text: string) =>
    act(() => {
      fireEvent.change(screen.getByLabelText("Filter endpoints"), { target: { value: text } })
    })
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
