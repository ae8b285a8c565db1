import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderAt } from "@/test/memory-router"
import type { Directory, DirectoryEntry } from "../directory-index"
import { DirectoryView } from "./directory-view"

const { DIRECTORY } = vi.hoisted(() => {
  const entry = (id: string, title: string, provider: string): DirectoryEntry => ({
    id,
    title,
    provider,
    service: "",
    version: "1.0",
    categories: ["cloud"],
    operations: 3,
    bytes: 1000,
    description: `${title} for tests`,
    url: `https://api.apis.guru/v2/specs/${id}/1.0/openapi.json`,
  })
  const entries = [
    entry("a.com", "Weather maps", "a.com"),
    entry("b.com", "Weather map tiles", "b.com"),
    entry("c.com", "Stock quotes", "c.com"),
  ]
  const directory: Directory = {
    source: "test",
    categories: ["cloud"],
    providers: ["a.com", "b.com", "c.com"],
    entries,
    haystacks: entries.map((e) => `${e.title}\n${e.provider}\n${e.service}\n${e.description}`.toLowerCase()),
    titles: entries.map((e) => e.title.toLowerCase()),
    subtitles: new Map(),
  }
  return { DIRECTORY: directory }
})

vi.mock("../directory-cache", () => ({ directoryOnce: () => Promise.resolve({ ok: true, directory: DIRECTORY }) }))

/** /directory at `url`, once its (stand-in) index has loaded: the page suspends until then. */
const mount = (url: string) => act(async () => renderAt(url, <DirectoryView />))

/** The search box once the directory has loaded (while it loads, a disabled one stands in its place). */
async function box() {
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/ APIs$/))
  return screen.getByRole("searchbox", { name: "Search the directory" })
}

/**
 * A key typed as a browser delivers it: added to what the field shows at that moment, in an input event of its own,
 * outside act, so React Router's navigation and React's transition land when they land, not before the next key.
 */
function press(input: HTMLInputElement, key: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
  setValue.call(input, input.value + key)
  input.dispatchEvent(new Event("input", { bubbles: true }))
}

describe("the directory's search box, bound to ?q= (one pattern: src/hooks/use-url-field.ts)", () => {
  it("fast typing on /directory loses no character while navigations land between keys", async () => {
    const { address } = await mount("/directory?provider=b.com")
    const input = await box()
    const text = "weather map tiles"
    for (const [i, key] of [...text].entries()) {
      press(input as HTMLInputElement, key)
      // Every third key, what is under way (navigations, React's transitions) lands before the next key.
      if (i % 3 === 2) await act(() => new Promise((resolve) => setTimeout(resolve)))
    }
    await waitFor(() => expect(address()).toBe("/directory?q=weather+map+tiles&provider=b.com"))
    expect(input).toHaveValue(text)
    expect(screen.getByRole("status")).toHaveTextContent("1 of 3 APIs")
  })

  it("a search then a filter in one tick: both reach the URL, and the box keeps the term", async () => {
    const { address } = await mount("/directory?page=2")
    const input = await box()
    act(() => {
      fireEvent.change(input, { target: { value: "weather" } })
      fireEvent.change(screen.getByLabelText("Provider"), { target: { value: "a.com" } })
    })
    await waitFor(() => expect(address()).toBe("/directory?q=weather&provider=a.com"))
    expect(input).toHaveValue("weather")
  })

  it("opens with the link's term, and Back puts the term of the entry before in the box", async () => {
    const { address, router } = await mount("/directory?q=stock")
    const input = await box()
    expect(input).toHaveValue("stock")
    fireEvent.change(screen.getByLabelText("Provider"), { target: { value: "c.com" } })
    await waitFor(() => expect(address()).toBe("/directory?q=stock&provider=c.com"))
    fireEvent.change(input, { target: { value: "quotes" } })
    await waitFor(() => expect(address()).toBe("/directory?q=quotes&provider=c.com"))
    await act(() => router.navigate(-1))
    await waitFor(() => expect(address()).toBe("/directory?q=stock"))
    expect(input).toHaveValue("stock")
  })
})
