/**
 * Taps made before React hydrates a prerendered page (docs/behaviour.md §4, issue 12): links and the search
 * form work natively, but a button (a heart, a page number, 'Test', the theme toggle) or a filter select has no
 * handler yet. EARLY_INTERACTIONS_SCRIPT, inlined in <head> of every hydrating page, records them; the client
 * entry stops recording right before it calls hydrateRoot (from then on React itself queues and replays events),
 * and replayEarlyInteractions() applies what was recorded once the page has hydrated: each button is clicked
 * again, each select gets the value the visitor chose and a change event. Nothing is lost, nothing is doubled.
 * Plain ES5 without `<`, so it can be inlined; its hash goes into the CSP at build time.
 */
export const EARLY_INTERACTIONS_SCRIPT = `(function () {
  var taps = [];
  function record(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest("button, select") : null;
    if (!control || control.disabled) return;
    if (event.type === "click" && control.tagName === "BUTTON" && !(control.form && control.type === "submit"))
      taps.push({ element: control });
    else if (event.type === "change" && control.tagName === "SELECT") taps.push({ element: control, value: control.value });
  }
  document.addEventListener("click", record, true);
  document.addEventListener("change", record, true);
  window.__earlyInteractions = {
    stop: function () {
      document.removeEventListener("click", record, true);
      document.removeEventListener("change", record, true);
      return taps;
    }
  };
})();`

type EarlyInteraction = { element: Element; value?: string }

type Recorder = { stop: () => EarlyInteraction[] }

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
