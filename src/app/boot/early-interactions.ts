import { OPEN_PALETTE_EVENT } from "@/components/layout/palette-button"
import { isPaletteShortcut } from "@/lib/keyboard"
import { inlineScript } from "./inline-script"

type EarlyInteraction = { element: Element; value?: string } | { palette: true }

type Recorder = { stop: () => EarlyInteraction[]; stopKeys: () => void }

/**
 * Taps made before React hydrates a prerendered page (docs/behaviour.md §4, "Before hydration";
 * docs/decisions/005-honest-before-hydration.md): links and the search form work natively, but a button (a heart, a
 * page number, 'Test', the theme toggle) or a filter select has no handler yet. EARLY_INTERACTIONS_SCRIPT, inlined in
 * <head> of every hydrating page, records them; the client entry stops recording right before it calls hydrateRoot
 * (from then on React itself queues and replays events), and replayEarlyInteractions() applies what was recorded once
 * the page has hydrated: each button is clicked again, each select gets the value the visitor chose and a change event.
 * Nothing is lost, nothing is doubled. Serialized by inlineScript; its hash goes into the CSP at build time.
 * ⌘K / Ctrl+K is kept too (isShortcut, passed in): the palette's shortcut is a window listener React adds as the page
 * hydrates (PaletteHost), which React's own replay does not cover, so this one is kept until the replay, where the
 * palette opens once however often it was pressed. The browser's own Ctrl+K (its search bar) is held back meanwhile.
 */
export function recordEarlyInteractions(isShortcut: typeof isPaletteShortcut): void {
  const taps: EarlyInteraction[] = []
  function record(event: Event) {
    const target = event.target as Element | null
    const control = target && target.closest ? target.closest("button, select") : null
    if (!control || (control as HTMLButtonElement | HTMLSelectElement).disabled) return
    const button = control as HTMLButtonElement
    if (event.type === "click" && control.tagName === "BUTTON" && !(button.form && button.type === "submit"))
      taps.push({ element: control })
    else if (event.type === "change" && control.tagName === "SELECT")
      taps.push({ element: control, value: (control as HTMLSelectElement).value })
  }
  function key(event: KeyboardEvent) {
    if (!isShortcut(event)) return
    event.preventDefault()
    if (!taps.some((tap) => "palette" in tap)) taps.push({ palette: true })
  }
  document.addEventListener("click", record, true)
  document.addEventListener("change", record, true)
  window.addEventListener("keydown", key)
  const recorder: Recorder = {
    stop() {
      document.removeEventListener("click", record, true)
      document.removeEventListener("change", record, true)
      return taps
    },
    stopKeys() {
      window.removeEventListener("keydown", key)
    },
  }
  ;(window as Window & { __earlyInteractions?: Recorder }).__earlyInteractions = recorder
}

export const EARLY_INTERACTIONS_SCRIPT = /* @__PURE__ */ inlineScript(recordEarlyInteractions, isPaletteShortcut)

let recorded: EarlyInteraction[] = []

const recorder = () => (window as Window & { __earlyInteractions?: Recorder }).__earlyInteractions

/**
 * Called by the client entry right before hydrateRoot: stops recording taps and keeps what was recorded (the same
 * list, which the palette's shortcut may still join until the replay).
 */
export function stopRecordingEarlyInteractions(): void {
  recorded = recorder()?.stop() ?? []
}

/**
 * Applies the recorded taps, in order, to the hydrated page (elements React removed meanwhile are skipped); a ⌘K
 * opens the palette (its host listens by now: this runs after the page's effects).
 */
export function replayEarlyInteractions(): void {
  recorder()?.stopKeys()
  const taps = recorded
  recorded = []
  for (const tap of taps) {
    if ("palette" in tap) {
      window.dispatchEvent(new Event(OPEN_PALETTE_EVENT))
      continue
    }
    const { element, value } = tap
    if (!element.isConnected) continue
    if (element instanceof HTMLSelectElement && value !== undefined) {
      element.value = value
      element.dispatchEvent(new Event("change", { bubbles: true }))
    } else if (element instanceof HTMLElement) element.click()
  }
}
