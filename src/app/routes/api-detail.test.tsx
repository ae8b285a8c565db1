import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { afterEach, describe, expect, it, vi } from "vitest"
import { refreshNow } from "@/hooks/use-now"
import ApiDetailRoute, { loader } from "./api-detail"

// What `npm run verify` would have written (the committed src/data/verified.json is empty until a maintainer
// runs it with network): the detail page's loader — what prerendering calls — embeds it, and the page shows it.
vi.mock("@/data/verified.json", () => ({
  default: {
    date: "2026-11-22",
    chromium: "150.0.7871.100",
    entries: {
      "dog-ceo": {
        endpoints: [
          { method: "GET", path: "/breeds/list/all", outcome: "ok", ms: 120, status: 200 },
          { method: "GET", path: "/breeds/image/random", outcome: "ok", ms: 98, status: 200 },
          { method: "GET", path: "/breed/{breed}/images", outcome: "blocked", ms: 15 },
          {
            method: "GET",
            path: "/breed/{breed}/images/random",
            outcome: "blocked",
            detail: "cors",
            at: "2026-11-12T03:00:00.000Z",
            failures: 7,
          },
        ],
      },
      jsonplaceholder: { endpoints: [{ method: "POST", path: "/posts", outcome: "not-checked" }] },
    },
  },
}))

function renderDetail(id: string) {
  const Stub = createRoutesStub([
    {
      path: "/api/:id",
      // The real loader and page, as prerendering and hydration run them.
      loader: (args) => loader(args as Parameters<typeof loader>[0]),
      Component: ApiDetailRoute as never,
      HydrateFallback: () => null,
    },
  ])
  return render(<Stub initialEntries={[`/api/${id}`]} />)
}

describe("the detail page's browser verification line", () => {
  it("shows how many of the sent endpoints worked, dated by the oldest of their results", async () => {
    renderDetail("dog-ceo")
    // The file is of 2026-11-22, but one endpoint's result is of 2026-11-12 (its shard missing since): the older date.
    expect(
      await screen.findByText("Verified from a browser on 2026-11-12: 2 of 4 endpoints worked"),
    ).toBeInTheDocument()
  })

  it.each([
    ["an entry whose endpoints were all skipped", "jsonplaceholder", "JSONPlaceholder"],
    ["an API the file has no entry for", "cat-facts", "Cat Facts"],
  ])("shows nothing for %s", async (_, id, name) => {
    renderDetail(id)
    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument()
    expect(screen.queryByText(/Verified from a browser on [\d-]+: \d+ of \d+/)).toBeNull()
  })
})

describe("each endpoint's last verification", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows when and what happened, how long ago, stale after 7 days, and the flag after 7 failures in a row", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-25T12:00:00.000Z"))
    // "Now" is one shared store, already read by the tests above: move it to the faked time.
    refreshNow()
    renderDetail("dog-ceo")
    // The endpoint cards' lines (the header's summary line says "… endpoints worked").
    const lines = () => [...document.querySelectorAll("[data-verified]")].map((line) => line.textContent)
    // How long ago loads after hydration (a unit test renders hydrated): wait for it.
    await vi.waitFor(() => expect(lines()[2]).toContain("13 days ago"), { timeout: 4000 })
    expect(lines()).toEqual([
      "Verified from a browser on 2026-11-22 (3 days ago): 200 OK",
      "Verified from a browser on 2026-11-22 (3 days ago): 200 OK",
      "Verified from a browser on 2026-11-12 (13 days ago, stale: older than 7 days): blocked by CORS",
    ])
    expect(screen.getAllByText("Failed its last 7 verifications in a row")).toHaveLength(1)
  })
})

describe("an endpoint the file has no result for", () => {
  it.each([
    ["an API the file has no entry for", "cat-facts"],
    ["an API whose entry lacks some endpoints", "jsonplaceholder"],
  ])("%s: its cards say 'Not yet verified from a browser'", async (_, id) => {
    const { container } = renderDetail(id)
    const cards = await screen.findAllByRole("button", { name: /^Test / })
    const missing = screen.getAllByText("Not yet verified from a browser")
    const verified = container.querySelectorAll("[data-verified]").length
    expect(missing.length).toBeGreaterThan(0)
    expect(missing.length + verified).toBe(cards.length)
  })
})
