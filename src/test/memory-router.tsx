import { render } from "@testing-library/react"
import type { ReactNode } from "react"
import { createMemoryRouter, createPath, RouterProvider } from "react-router"

/**
 * Renders `element` at `url` through a memory router (no browser history), with jsdom's address bar following the
 * router as a browser router's does: it changes when a navigation lands, before React renders the new location.
 * useUrlParams reads it (src/hooks/use-url-params.ts), so without this every change would build on "/".
 */
export function renderAt(url: string, element: ReactNode, path = new URL(url, "http://x").pathname) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] })
  window.history.replaceState(null, "", url)
  const unsubscribe = router.subscribe((state) => window.history.replaceState(null, "", createPath(state.location)))
  const view = render(<RouterProvider router={router} />)
  const unmount = () => {
    view.unmount()
    unsubscribe()
  }
  /** Where the router is: "/directory?q=maps". */
  const address = () => createPath(router.state.location)
  return { router, address, unmount }
}
