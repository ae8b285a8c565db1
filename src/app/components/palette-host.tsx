import { useEffect, useState, type ComponentType } from "react"
import { OPEN_PALETTE_EVENT, PALETTE_PAGE } from "@/components/layout/palette-button"
import { searchWorker } from "@/features/palette/search-worker"
import { isPaletteShortcut } from "@/lib/keyboard"

type PaletteDialogType = ComponentType<{ onClose: () => void }>

/**
 * The dialog, with what it reads from this browser's storage, loads on the first opening (palette-dialog.tsx). Not
 * through React.lazy: a Suspense boundary reveals its content at least 300 ms after its fallback (React 19's
 * throttling), which was most of the palette's cold start (docs/search.md).
 */
let dialogLoad: Promise<PaletteDialogType> | undefined
function loadDialog(): Promise<PaletteDialogType> {
  // The search worker starts beside the dialog's code, not after it: by the first key it has fetched the index's
  // manifest and API list (docs/search.md, "Speed").
  searchWorker().catch(() => undefined)
  dialogLoad ??= import("./palette-dialog").then((module) => module.default)
  return dialogLoad
}

/**
 * ⌘K / Ctrl+K anywhere, or the header's search button, opens the palette; its code (and the worker, and the index)
 * loads on the first opening only (docs/search.md).
 */
export function PaletteHost() {
  const [open, setOpen] = useState(false)
  const [PaletteDialog, setPaletteDialog] = useState<PaletteDialogType | null>(null)
  useEffect(() => {
    if (!open || PaletteDialog) return
    let isCurrent = true
    loadDialog().then(
      (dialog) => {
        if (isCurrent) setPaletteDialog(() => dialog)
      },
      () => {
        // Offline before the code was ever cached: the next opening tries again.
        dialogLoad = undefined
        if (isCurrent) setOpen(false)
      },
    )
    return () => {
      isCurrent = false
    }
  }, [open, PaletteDialog])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
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
  if (!open || !PaletteDialog) return null
  return <PaletteDialog onClose={() => setOpen(false)} />
}
