import { lazy, Suspense, useEffect, useState } from "react"
import { OPEN_PALETTE_EVENT, PALETTE_PAGE } from "@/components/layout/palette-button"

// The dialog, with what it reads from this browser's storage, loads on the first opening (palette-dialog.tsx).
const PaletteDialog = lazy(() => import("./palette-dialog"))

/**
 * ⌘K / Ctrl+K anywhere, or the header's search button, opens the palette; its code (and the worker, and the index)
 * loads on the first opening only (docs/search.md).
 */
export function PaletteHost() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault()
        setOpen(true)
      }
    }
    const onOpen = () => setOpen(true)
    window.addEventListener("keydown", onKey)
    window.addEventListener(OPEN_PALETTE_EVENT, onOpen)
    // Sent here from the landing page, which has no React to draw the palette (PALETTE_PAGE): open it, once.
    const page = new URL(PALETTE_PAGE, window.location.href)
    if (window.location.pathname === page.pathname && window.location.hash === page.hash) {
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search)
      window.dispatchEvent(new Event(OPEN_PALETTE_EVENT))
    }
    return () => {
      window.removeEventListener("keydown", onKey)
      window.removeEventListener(OPEN_PALETTE_EVENT, onOpen)
    }
  }, [])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <PaletteDialog onClose={() => setOpen(false)} />
    </Suspense>
  )
}
