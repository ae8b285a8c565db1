import { render, screen } from "@testing-library/react"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import type { ApiSummary } from "@/data/api-summary"
import { ApiCard } from "./api-card"

const API: ApiSummary = {
  id: "x",
  name: "X",
  description: "An API",
  category: "Development",
  auth: "none",
  cors: true,
  free: true,
  website: "https://example.com",
  browser: "ok",
  endpointCount: 2,
}

function renderCard(api: ApiSummary) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <ApiCard api={api} /> }])
  return render(<Stub />)
}

describe("ApiCard's verification flag", () => {
  it("says so, in words, when an endpoint failed its last 7 browser verifications in a row", async () => {
    renderCard({ ...API, isFailingVerification: true })
    const properties = await screen.findByRole("list", { name: "Properties" })
    expect(properties).toHaveTextContent("Failed 7 verifications in a row")
  })

  it("shows nothing otherwise", async () => {
    renderCard(API)
    expect(await screen.findByRole("list", { name: "Properties" })).not.toHaveTextContent(/verifications/)
  })
})
