import { useEffect, useState, type ComponentType } from "react"
import { OPEN_PALETTE_EVENT, PALETTE_PAGE } from "@/components/layout/palette-button"
import { searchWorker } from "@/features/palette/search-worker"
import { isPaletteShortcut } from "@/lib/keyboard"
import { failedModuleUrl, retryAddress } from "@/lib/module-retry"

type PaletteDialogType = ComponentType<{ onClose: () => void }>

/**
 * The dialog, with what it reads from this browser's storage, loads on the first opening (palette-dialog.tsx). Not
 * through React.lazy: a Suspense boundary reveals its content at least 300 ms after its fallback (React 19's
 * throttling), which was most of the palette's cold start (docs/search.md).
 */
let dialogLoad: Promise<PaletteDialogType> | undefined
/** The dialog's script once it failed to load, and how often it has been asked for again (lib/module-retry.ts). */
let failed: { url: string; retries: number } | undefined
function loadDialog(): Promise<PaletteDialogType> {
  // The search worker starts beside the dialog's code, not after it: by the first key it has fetched the index's
  // manifest and API list (docs/search.md, "Speed").
  searchWorker().catch(() => undefined)
  dialogLoad ??= importDialog().then(
    (module) => module.default,
    (error: unknown) => {
      const url = failedModuleUrl(error, window.location.origin)
      if (url) failed = { url, retries: failed?.retries ?? 0 }
      throw error
    },
  )
  return dialogLoad
}

function importDialog(): Promise<typeof import("./palette-dialog")> {
  if (!failed) return import("./palette-dialog")
  failed.retries += 1
  return import(/* @vite-ignore */ retryAddress(failed.url, failed.retries)) as Promise<
    typeof import("./palette-dialog")
  >
}

/**
 * ⌘K / Ctrl+K anywhere, or the header's search button, opens the palette; its code (and the worker, and the index)
 * loads on the first opening only (docs/search.md).
 */
export function PaletteHost() {
  const [open, setOpen] = useState(false)
  /** Counts the openings asked for: one asked while a load is still failing gets a load of its own. */
  const [asked, setAsked] = useState(0)
  const [PaletteDialog, setPaletteDialog] = useState<PaletteDialogType | null>(null)
  useEffect(() => {
    if (!open || PaletteDialog) return
    let isCurrent = true
    const attempt = (mayRetry: boolean) => {
      // A load an earlier opening started (and that may yet fail) is joined, not started again.
      const isJoined = dialogLoad !== undefined
      const load = loadDialog()
      load.then(
        (dialog) => {
          if (isCurrent) setPaletteDialog(() => dialog)
        },
        () => {
          // Offline before the code was ever cached: the next opening tries again — and an opening asked while
          // this load was under way is that next one, so it is not lost.
          if (dialogLoad === load) dialogLoad = undefined
          if (!isCurrent) return
          if (isJoined && mayRetry) attempt(false)
          else setOpen(false)
        },
      )
    }
    attempt(true)
    return () => {
      isCurrent = false
    }
  }, [open, asked, PaletteDialog])
  useEffect(() => {
    const openPalette = () => {
      setOpen(true)
      setAsked((count) => count + 1)
    }
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
        event.preventDefault()
        openPalette()
      }
    }
    const onOpen = openPalette
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
