import { defineConfig, devices } from "@playwright/test"
// @ts-expect-error -- plain .mjs module without type declarations
import { launchOptions } from "./scripts/lib/chromium.mjs"

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
    // Debian's chromium (or CHROMIUM_PATH) when present; otherwise Playwright's own browser (scripts/lib/chromium.mjs).
    launchOptions: launchOptions(),
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
