import { execFileSync } from "node:child_process"
import { defineConfig, devices } from "@playwright/test"
// @ts-expect-error -- plain .mjs module without type declarations
import { launchOptions } from "./scripts/lib/chromium.mjs"

// A free port per run unless E2E_PORT names one (to reuse a server you started): a fixed port collided with a server
// a killed run left behind. Set in the environment, so the workers, which load this file again, get the same one.
process.env.E2E_PORT ??= freePort()
const PORT = Number(process.env.E2E_PORT)
// scripts/serve.mjs brotli-compresses each file on its first request; at quality 11 (its default, as static hosts
// precompress, kept for Lighthouse and the benchmarks) that took ~60 s of the one server's thread over the suite, and
// again for each server e2e/update.spec.ts starts. The pages and tests get the same bytes at any quality.
process.env.SERVE_BROTLI_QUALITY ??= "5"
const BUILD_DIR = process.env.BUILD_DIR ?? "build"

export default defineConfig({
  testDir: "./e2e",
  // Two files at a time by default (every test has its own browser context and the one static server is stateless):
  // the whole suite took 12.1 min with two workers on this 2-core machine on 2026-11-26, about 24 min with one; 17.9 min
  // (572 tests) on 2026-11-27, after axe was injected once per document and the tests' 2 s timers were driven by page.clock.
  // E2E_WORKERS=1 runs one file at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  outputDir: "./test-results",
  // A guard against hangs, not a speed check (speed is `npm run bench`): generous, so a busy machine never fails a test.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    // The service worker would answer repeat loads from its cache and hide page.route mocks of our own
    // files; tests that are about it turn it on with test.use({ serviceWorkers: "allow" }) (e2e/offline.spec.ts).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    // Debian's chromium (or CHROMIUM_PATH) when present; otherwise Playwright's own browser (scripts/lib/chromium.mjs).
    launchOptions: launchOptions(),
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build, served like a static host would. E2E_REUSE_BUILD=1 serves the build that is there
    // (.ci/run has just made it for Lighthouse from the same checkout) instead of building again.
    command: process.env.E2E_REUSE_BUILD === "1" ? "node scripts/serve.mjs" : "npm run build && node scripts/serve.mjs",
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    // SERVE_PARENT_PID: the server stops by itself when this test run ends, even when the run is killed.
    env: { PORT: String(PORT), BUILD_DIR, SERVE_DIR: `${BUILD_DIR}/client`, SERVE_PARENT_PID: String(process.pid) },
  },
})

/** A port the system reports free on 127.0.0.1 (asked synchronously: the config is not async). */
function freePort(): string {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim()
}
