// How every tool here starts Chromium (Playwright tests, benchmarks, npm run verify, the icon script): Debian's
// chromium (or CHROMIUM_PATH / CHROME_PATH) when present, otherwise Playwright's own browser (other machines).
import { existsSync } from "node:fs"

/** Flags for headless runs as root in a container, without background traffic to Google's services. */
export const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
]

/** The system Chromium's path, or undefined to let Playwright use its own browser. */
export function chromiumExecutable(exists = existsSync, env = process.env) {
  const system = env.CHROMIUM_PATH ?? env.CHROME_PATH ?? "/usr/bin/chromium"
  return exists(system) ? system : undefined
}

/**
 * The browser the end-to-end tests will start: the system Chromium, else Playwright's own when it is installed
 * (`playwrightPath`, from chromium.executablePath()), else null.
 */
export function availableBrowser(playwrightPath, exists = existsSync, env = process.env) {
  const system = chromiumExecutable(exists, env)
  if (system) return system
  return playwrightPath && exists(playwrightPath) ? playwrightPath : null
}

/** What `npm test` says, at once, when there is no browser to run the end-to-end tests with. */
export const NO_BROWSER_MESSAGE = [
  "No Chromium to run the end-to-end tests with. Any one of these fixes it:",
  "  - Debian or Ubuntu: apt-get install chromium   (found at /usr/bin/chromium)",
  "  - any Chromium or Chrome: CHROMIUM_PATH=/path/to/chrome npm test",
  "  - Playwright's own browser, where downloads work: npx playwright install chromium",
].join("\n")

/** Playwright's `chromium.launch` options for the machine. */
export function launchOptions() {
  return { executablePath: chromiumExecutable(), args: CHROME_ARGS }
}
