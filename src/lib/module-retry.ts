// A browser keeps a failed module fetch for the page's life: importing the same address again rejects at once, with no
// request (Chromium 150 does; the HTML standard's module map). So code that could not load (offline before it was ever
// cached) is asked for again under a new address: the same file with `?retry=n`. Its own imports resolve as before.

/** How a failed dynamic import names its module: Chromium "Failed to fetch …", Firefox "error loading …". */
const FAILED_IMPORT = /(?:failed to fetch|error loading) dynamically imported module: (\S+)/i

/**
 * The same-origin script a failed dynamic import names, without its query; undefined when the error names none (Safari
 * names no address) or another origin's.
 * failedModuleUrl(new TypeError("Failed to fetch dynamically imported module: https://a.dev/assets/x-1.js?retry=1"),
 * "https://a.dev") → "https://a.dev/assets/x-1.js"
 */
export function failedModuleUrl(error: unknown, origin: string): string | undefined {
  const match = FAILED_IMPORT.exec(error instanceof Error ? error.message : String(error))
  if (!match?.[1]) return undefined
  let url: URL
  try {
    url = new URL(match[1])
  } catch {
    return undefined
  }
  if (url.origin !== origin || !url.pathname.endsWith(".js")) return undefined
  return url.origin + url.pathname
}

/** The address to ask for a module again, the `attempt`-th time: retryAddress("https://a.dev/x.js", 2) → "…/x.js?retry=2". */
export function retryAddress(url: string, attempt: number): string {
  return `${url}?retry=${attempt}`
}
