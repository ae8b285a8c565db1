import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRoutesStub, data } from "react-router"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ErrorBoundary } from "@/root"
import { RouteError } from "./route-error"

function Broken(): never {
  throw new Error("render exploded")
}

/** A router with the app's root boundary above a route whose component throws, and a home page. */
function renderApp(path: string, routes: Parameters<typeof createRoutesStub>[0]) {
  const Stub = createRoutesStub([
    {
      path: "/",
      // The app's own root boundary; the stub passes it `error` as the framework does.
      ErrorBoundary,
      HydrateFallback: () => null,
      children: [{ index: true, Component: () => <h1>Home</h1> }, ...routes],
    },
  ])
  return render(<Stub initialEntries={[path]} />)
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe("the root error boundary", () => {
  it("shows a friendly message with 'Try again' and a link home when a component throws, and logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    renderApp("/broken", [{ path: "broken", Component: Broken }])

    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument()
    expect(
      screen.getByText("This page failed to load. Try again, or start over from the home page."),
    ).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
    expect(logged.mock.calls.some(([error]) => error instanceof Error && error.message === "render exploded")).toBe(
      true,
    )
  })

  it("'Try again' reloads the page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    renderApp("/broken", [{ path: "broken", Component: Broken }])
    const button = await screen.findByRole("button", { name: "Try again" })
    const reload = vi.fn()
    vi.stubGlobal("location", { ...window.location, reload })
    await userEvent.click(button)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("the link home leaves the error for the home page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    renderApp("/broken", [{ path: "broken", Component: Broken }])
    await userEvent.click(await screen.findByRole("link", { name: "Go to the home page" }))
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument()
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument()
  })

  it("a failing loader shows the same message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    renderApp("/data", [
      {
        path: "data",
        loader: () => {
          throw new Error("loader exploded")
        },
        Component: () => <p>never shown</p>,
      },
    ])
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument()
    expect(screen.queryByText("never shown")).not.toBeInTheDocument()
  })

  it("a 404 response is 'Page not found', without 'Try again' and without logging an error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    renderApp("/missing", [
      {
        path: "missing",
        loader: () => {
          throw data(null, { status: 404 })
        },
        Component: () => <p>never shown</p>,
      },
    ])
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeInTheDocument()
    expect(logged.mock.calls.some(([error]) => error instanceof Error)).toBe(false)
  })
})

describe("RouteError", () => {
  it("offers 'Try again' only when asked to", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <RouteError title="Gone" message="Nothing here." /> }])
    render(<Stub />)
    expect(screen.getByRole("heading", { level: 1, name: "Gone" })).toBeInTheDocument()
    expect(screen.getByText("Nothing here.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
  })
})
