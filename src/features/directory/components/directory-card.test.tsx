import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import type { DirectoryEntry } from "../directory-index"
import { DirectoryCard } from "./directory-card"

const STRIPE: DirectoryEntry = {
  id: "stripe.com",
  title: "Stripe API",
  provider: "stripe.com",
  service: "",
  version: "2022-11-15",
  categories: ["financial"],
  operations: 452,
  bytes: 2503012,
  description: "The Stripe REST API.",
  url: "https://api.apis.guru/v2/specs/stripe.com/2022-11-15/openapi.json",
}

function renderCard(entry: DirectoryEntry, subtitle?: string) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <DirectoryCard entry={entry} subtitle={subtitle} /> }])
  return render(<Stub />)
}

describe("DirectoryCard", () => {
  it("shows the id and version, and 'Open' links to /open with the definition's URL", async () => {
    renderCard(STRIPE)
    expect(await screen.findByText("stripe.com · 2022-11-15")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /^Open\s*Stripe API \(stripe\.com\)$/ })).toHaveAttribute(
      "href",
      `/open?url=${encodeURIComponent(STRIPE.url ?? "")}`,
    )
  })

  it("without a version, shows the id alone (no dangling separator)", async () => {
    renderCard({ ...STRIPE, version: "", url: null })
    expect(await screen.findByText("stripe.com")).toBeInTheDocument()
    expect(screen.queryByText(/·\s*$/)).toBeNull()
    expect(screen.getByText("Not available to open")).toBeInTheDocument()
    expect(
      screen.getByText("APIs.guru names no version of it, so there is no address to download its description from."),
    ).toBeInTheDocument()
    expect(screen.queryByRole("link")).toBeNull()
  })

  it("shows the subtitle it is given, under the title", async () => {
    renderCard(STRIPE, "GHES 3.8")
    expect(await screen.findByText("GHES 3.8")).toBeInTheDocument()
  })
})
