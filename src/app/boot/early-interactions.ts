import { inlineScript } from "./inline-script"

type EarlyInteraction = { element: Element; value?: string }

type Recorder = { stop: () => EarlyInteraction[] }

/**
 * Taps made before React hydrates a prerendered page (docs/behaviour.md §4, "Before hydration";
 * docs/decisions/005-honest-before-hydration.md): links and the search form work natively, but a button (a heart, a
 * page number, 'Test', the theme toggle) or a filter select has no handler yet. EARLY_INTERACTIONS_SCRIPT, inlined in
 * <head> of every hydrating page, records them; the client entry stops recording right before it calls hydrateRoot
 * (from then on React itself queues and replays events), and replayEarlyInteractions() applies what was recorded once
 * the page has hydrated: each button is clicked again, each select gets the value the visitor chose and a change event.
 * Nothing is lost, nothing is doubled. Serialized by inlineScript; its hash goes into the CSP at build time.
 */
export function recordEarlyInteractions(): void {
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
  document.addEventListener("click", record, true)
  document.addEventListener("change", record, true)
  const recorder: Recorder = {
    stop() {
      document.removeEventListener("click", record, true)
      document.removeEventListener("change", record, true)
      return taps
    },
  }
  ;(window as Window & { __earlyInteractions?: Recorder }).__earlyInteractions = recorder
}

export const EARLY_INTERACTIONS_SCRIPT = /* @__PURE__ */ inlineScript(recordEarlyInteractions)

let recorded: EarlyInteraction[] = []

/** Called by the client entry right before hydrateRoot: stops recording and keeps what was recorded. */
export function stopRecordingEarlyInteractions(): void {
  const recorder = (window as Window & { __earlyInteractions?: Recorder }).__earlyInteractions
  recorded = recorder ? recorder.stop() : []
}

/** Applies the recorded taps, in order, to the hydrated page (elements React removed meanwhile are skipped). */
export function replayEarlyInteractions(): void {
  const taps = recorded
  recorded = []
  for (const { element, value } of taps) {
    if (!element.isConnected) continue
    if (element instanceof HTMLSelectElement && value !== undefined) {
      element.value = value
      element.dispatchEvent(new Event("change", { bubbles: true }))
    } else if (element instanceof HTMLElement) element.click()
  }
}
