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
export function chromiumExecutable() {
  const system = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium"
  return existsSync(system) ? system : undefined
}

/** Playwright's `chromium.launch` options for the machine. */
export function launchOptions() {
  return { executablePath: chromiumExecutable(), args: CHROME_ARGS }
}
