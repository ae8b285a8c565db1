import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it, vi } from "vitest"
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
  it("shows the date and how many of the sent endpoints worked", async () => {
    renderDetail("dog-ceo")
    expect(
      await screen.findByText("Verified from a browser on 2026-11-22: 2 of 3 endpoints worked"),
    ).toBeInTheDocument()
  })

  it.each([
    ["an entry whose endpoints were all skipped", "jsonplaceholder", "JSONPlaceholder"],
    ["an API the file has no entry for", "cat-facts", "Cat Facts"],
  ])("shows nothing for %s", async (_, id, name) => {
    renderDetail(id)
    expect(await screen.findByRole("heading", { level: 1, name })).toBeInTheDocument()
    expect(screen.queryByText(/Verified from a browser/)).toBeNull()
  })
})
