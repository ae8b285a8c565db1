import { paths } from "@/config/paths"
import { CommandPalette } from "@/features/palette/components/command-palette"
import type { LocalEntry } from "@/features/palette/search/local-search"

// The ⌘K palette as the app shows it (palette-host.tsx loads this on the first opening): the palette feature's dialog,
// given the visitor's opened APIs from the open-api feature's store (features do not import each other; the app joins
// them). Its own chunk: the store's code loads only when the palette reads it, never with a page.

export default function PaletteDialog({ onClose }: { onClose: () => void }) {
  return <CommandPalette onClose={onClose} loadOpenedEntries={loadOpenedEntries} />
}

/**
 * The visitor's opened APIs and their operations, read from this browser's storage when the palette opens (the store's
 * code loads then, not with the page): each API's page and each operation's tester.
 */
async function loadOpenedEntries(): Promise<LocalEntry[]> {
  const [{ listOpened, loadOpened }, { openedEntries }] = await Promise.all([
    import("@/features/open-api/opened-store"),
    import("@/features/palette/opened-entries"),
  ])
  const listed = await listOpened()
  if (!listed.ok) return []
  const entries: LocalEntry[] = []
  for (const summary of listed.apis) {
    const api = await loadOpened(summary.id)
    if (api) entries.push(...openedEntries(api, paths.opened.getHref(api.id)))
  }
  return entries
}
