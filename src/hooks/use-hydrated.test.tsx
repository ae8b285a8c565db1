import { act, type ReactNode } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { render } from "@testing-library/react"
import { HydratedContext, useClientStore, useHydrated, useHydrationSwitch } from "./use-hydrated"

// A store whose client value differs from the prerendered one (like bookmarks or a dark theme).
let clientValue = "client"
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getSnapshot = () => clientValue
const getServerSnapshot = () => "server"

function Reader() {
  const value = useClientStore(subscribe, getSnapshot, getServerSnapshot)
  return <p data-hydrated={String(useHydrated())}>{value}</p>
}

function Shell({ children }: { children: ReactNode }) {
  return <HydratedContext value={useHydrationSwitch()}>{children}</HydratedContext>
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  clientValue = "client"
  document.body.innerHTML = ""
})

describe("hydrate as prerendered, then switch to the visitor's state", () => {
  it("hydrates the server value without a mismatch, then shows the client value", async () => {
    const container = document.createElement("div")
    container.innerHTML = renderToString(
      <Shell>
        <Reader />
      </Shell>,
    )
    document.body.append(container)
    expect(container.textContent).toBe("server")
    const onRecoverableError = vi.fn()
    const renders: string[] = []
    const observer = new MutationObserver(() => renders.push(container.textContent ?? ""))
    observer.observe(container, { subtree: true, characterData: true, childList: true, attributes: true })
    await act(async () => {
      hydrateRoot(
        container,
        <Shell>
          <Reader />
        </Shell>,
        { onRecoverableError },
      )
    })
    observer.disconnect()
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(container.querySelector("p")?.dataset.hydrated).toBe("true")
    expect(container.textContent).toBe("client")
    // The prerendered paragraph was kept (hydrated), not replaced by a client render.
    expect(renders.every((text) => text === "client")).toBe(true)
  })

  it("follows the store once switched", async () => {
    const view = render(
      <Shell>
        <Reader />
      </Shell>,
    )
    await act(async () => {})
    expect(view.container.textContent).toBe("client")
    await act(async () => {
      clientValue = "changed"
      listeners.forEach((listener) => listener())
    })
    expect(view.container.textContent).toBe("changed")
  })

  it("is switched outside Layout (a client render, as in unit tests)", () => {
    const view = render(<Reader />)
    expect(view.container.querySelector("p")?.dataset.hydrated).toBe("true")
    expect(view.container.textContent).toBe("client")
  })
})
