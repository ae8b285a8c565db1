import { defineConfig, devices } from "@playwright/test"
import { existsSync } from "node:fs"

// Debian's chromium (or CHROMIUM_PATH) when present; otherwise Playwright's own browser (other machines).
const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium"
const executablePath = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined

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

const PORT = Number(process.env.E2E_PORT ?? 4173)
const BUILD_DIR = process.env.BUILD_DIR ?? "build"

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  outputDir: "./test-results",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    // The service worker (issue 15) would answer repeat loads from its cache and hide page.route mocks of our own
    // files; tests that are about it turn it on with test.use({ serviceWorkers: "allow" }) (e2e/offline.spec.ts).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: { executablePath, args: CHROME_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build, served like a static host would.
    command: "npm run build && node scripts/serve.mjs",
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(PORT), BUILD_DIR, SERVE_DIR: `${BUILD_DIR}/client` },
  },
})
