import { Search } from "lucide-react"
import { Button } from "@/components/ui/button"

/** The event the header's button sends; the app's palette host (src/app/components/palette-host.tsx) opens on it. */
export const OPEN_PALETTE_EVENT = "api-explorer:open-palette"

/**
 * Where a page without React (the landing page: static-page-script.ts) sends the button and Ctrl/⌘K: the explore
 * page, which opens the palette on arrival (PaletteHost) and drops the fragment.
 */
export const PALETTE_PAGE = "/explore#palette"

/** The header's way into the ⌘K palette (docs/search.md), for those who do not know the shortcut. */
export function PaletteButton() {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label="Search every API's operations"
      aria-keyshortcuts="Control+K Meta+K"
      data-palette-button=""
      onClick={() => window.dispatchEvent(new Event(OPEN_PALETTE_EVENT))}
      className="shrink-0 px-2.5"
    >
      <Search aria-hidden="true" />
      <kbd aria-hidden="true" className="hidden font-sans text-xs text-muted-foreground lg:inline">
        Ctrl K
      </kbd>
    </Button>
  )
}
