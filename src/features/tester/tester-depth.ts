// How many browser history entries the open tester has pushed (docs/testing-links-and-history.md). Each pushed entry
// carries `{ testerDepth: n }` as React Router's location state; 'Back to API Details' goes back that many entries
// before closing the tester, so 'Back to APIs' (history back) still reaches the page before the API.

/** The location state of an entry `depth` edits into the tester. */
export function depthState(depth: number): { testerDepth: number } {
  return { testerDepth: depth }
}

/**
 * The depth stored in a `window.history.state` written by React Router (`{ usr, key, idx }`); 0 for anything else.
 * readDepth({ usr: { testerDepth: 2 }, idx: 5 }) → 2; readDepth(null) → 0; readDepth({ usr: { testerDepth: -1 } }) → 0
 */
export function readDepth(historyState: unknown): number {
  if (typeof historyState !== "object" || historyState === null || !("usr" in historyState)) return 0
  const usr: unknown = historyState.usr
  if (typeof usr !== "object" || usr === null || !("testerDepth" in usr)) return 0
  const depth = usr.testerDepth
  return typeof depth === "number" && Number.isInteger(depth) && depth > 0 ? depth : 0
}

/**
 * 'Back to API Details': first back past the entries this tester pushed (one per field edit), then `close` —
 * which replaces the entry — so the page before the API is still one step back, as 'Back to APIs' expects.
 */
export function leaveTester(close: () => void): void {
  const depth = readDepth(window.history.state)
  if (depth === 0) {
    close()
    return
  }
  window.addEventListener("popstate", () => close(), { once: true })
  window.history.go(-depth)
}
