/**
 * The tester's code is a separate chunk, so the detail page loads without it. Calling this early (on hover or
 * focus of 'Test') starts the download; the browser caches the module, so later calls cost nothing.
 */
export function loadTester() {
  return import("./tester-view")
}

/** Starts loading the tester in the background; a failure is left for the real load to report. */
export function preloadTester(): void {
  loadTester().catch(() => {})
}
