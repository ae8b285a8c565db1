// `npm run verify` (docs/health-checks.md): checks every catalogue endpoint from a real browser page, so
// CORS is enforced as visitors meet it, and dates the result in src/data/verified.json.
// Builds the app if needed, serves build/client on 127.0.0.1, opens /status in headless Chromium (Debian's, as
// playwright.config.ts does), clicks 'Check all APIs' — the same probe and limiter visitors use — and reads the
// results the page stored. Prints a table and totals.
//
// Options: --only id,id   --concurrency N   --timeout ms
// For its own end-to-end test (e2e/verify.spec.ts): --catalogue file.json (entries shaped like the status
// page's, pointing at a local server; every other host is then blocked), --out file, --port N.
// When nothing answered at all (no ok, no HTTP error) the network looks unreachable: the file is left untouched
// and the exit code is 2.
import { chromium } from "@playwright/test"
import { launchOptions } from "./lib/chromium.mjs"
import { buildApp, startServer } from "./lib/app-server.mjs"
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { parseArgs } from "node:util"

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    concurrency: { type: "string" },
    timeout: { type: "string" },
    catalogue: { type: "string" },
    out: { type: "string", default: "src/data/verified.json" },
    port: { type: "string", default: process.env.VERIFY_PORT ?? "0" },
  },
})

function positive(name, value) {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number <= 0) {
    console.error(`--${name} must be a positive whole number, got "${value}"`)
    process.exit(1)
  }
  return number
}

const only = args.only
  ?.split(",")
  .map((id) => id.trim())
  .filter(Boolean)
const concurrency = positive("concurrency", args.concurrency)
const timeoutMs = positive("timeout", args.timeout)
const PORT = args.port === "0" ? 0 : positive("port", args.port)
const BUILD_DIR = process.env.BUILD_DIR ?? "build"
const ROOT = `${BUILD_DIR}/client`
const testApis = args.catalogue ? JSON.parse(readFileSync(args.catalogue, "utf8")) : undefined
if (testApis !== undefined && !Array.isArray(testApis)) {
  console.error(`--catalogue: ${args.catalogue} must hold a JSON array of APIs`)
  process.exit(1)
}

if (!existsSync(`${ROOT}/status/index.html`)) {
  console.log(`No production build with /status in ${ROOT}: building…`)
  try {
    buildApp()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
}

const server = await startServer({ port: PORT, dir: ROOT })
const { port } = server

const browser = await chromium.launch(launchOptions())

const pad = (text, width) => String(text).padEnd(width)
let exitCode = 0
try {
  const base = `http://127.0.0.1:${port}`
  const apis = testApis ?? (await (await fetch(`${base}/catalogue.json`)).json()).apis
  const known = new Set(apis.map((api) => api.id))
  const unknown = (only ?? []).filter((id) => !known.has(id))
  if (unknown.length) throw new Error(`--only: no API with id ${unknown.join(", ")}`)
  const chosen = only ? apis.filter((api) => only.includes(api.id)) : apis
  const total = chosen.reduce((sum, api) => sum + api.endpoints.length, 0)

  const context = await browser.newContext()
  if (testApis) {
    // A test run talks to 127.0.0.1 only, whatever the test catalogue says.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"))
  }
  const settings = { only, concurrency, timeoutMs, apis: testApis }
  await context.addInitScript((value) => {
    globalThis.__apiExplorerVerify = value
  }, settings)
  const page = await context.newPage()
  await page.goto(`${base}/status`)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 })
  console.log(
    `Checking ${total} endpoints of ${chosen.length} APIs from Chromium ${browser.version()} (timeout ${(timeoutMs ?? 10_000) / 1000} s each)…`,
  )
  await page.getByRole("button", { name: "Check all APIs" }).click()
  // Generous: every endpoint timing out one after another, plus a minute.
  const limit = Math.ceil(total / (concurrency ?? 4)) * (timeoutMs ?? 10_000) * 2 + 60_000
  await page.locator('[data-run-state="done"]').waitFor({ timeout: limit })
  const stored = await page.evaluate(() => localStorage.getItem("apiHealthResults"))
  const results = stored ? JSON.parse(stored).results : {}

  const entries = {}
  const totals = { ok: 0, "http-error": 0, blocked: 0, timeout: 0, skipped: 0 }
  console.log(`\n${pad("API", 22)}${pad("Endpoint", 52)}${pad("Outcome", 12)}Detail`)
  for (const api of chosen) {
    const endpoints = []
    // The page's result keys (src/lib/health-results.ts endpointKeys): a repeated method + path gets " #2", " #3"…
    const seen = new Map()
    for (const endpoint of api.endpoints) {
      const pair = `${endpoint.method} ${endpoint.path}`
      const occurrence = (seen.get(pair) ?? 0) + 1
      seen.set(pair, occurrence)
      const result = results[`${api.id} ${pair}${occurrence > 1 ? ` #${occurrence}` : ""}`]
      if (!result) throw new Error(`no result for ${api.id} ${endpoint.method} ${endpoint.path}`)
      const item = { method: endpoint.method, path: endpoint.path, outcome: result.outcome }
      if (typeof result.ms === "number") item.ms = Math.round(result.ms)
      if (typeof result.status === "number") item.status = result.status
      endpoints.push(item)
      totals[result.outcome in totals ? result.outcome : "skipped"] += 1
      const detail = [result.status, result.detail, item.ms === undefined ? "" : `${item.ms} ms`]
        .filter((part) => part !== undefined && part !== "")
        .join(" · ")
      console.log(
        `${pad(api.id, 22)}${pad(`${endpoint.method} ${endpoint.path}`.slice(0, 50), 52)}${pad(result.outcome, 12)}${detail}`,
      )
    }
    entries[api.id] = { endpoints }
  }
  console.log(
    `\n${total} endpoints: ${totals.ok} worked, ${totals["http-error"]} HTTP errors, ${totals.blocked} blocked, ` +
      `${totals.timeout} timed out, ${totals.skipped} not sent (not a GET, needs a key or input)`,
  )

  const sent = totals.ok + totals["http-error"] + totals.blocked + totals.timeout
  if (sent > 0 && totals.ok + totals["http-error"] === 0) {
    console.error(
      `\nThe network looks unreachable: not one of the ${sent} requests got an answer. ` +
        `${args.out} was left untouched.`,
    )
    exitCode = 2
  } else {
    const file = { date: new Date().toISOString().slice(0, 10), chromium: browser.version(), entries }
    // Only a --only run keeps the other entries: a full run replaces them all.
    if (only && existsSync(args.out)) {
      const previous = JSON.parse(readFileSync(args.out, "utf8"))
      file.entries = { ...previous.entries, ...entries }
    }
    // Written whole, then renamed: an interrupted run never leaves half a file.
    writeFileSync(`${args.out}.tmp`, JSON.stringify(file, null, 2) + "\n")
    renameSync(`${args.out}.tmp`, args.out)
    console.log(`\nWrote ${args.out} (${file.date}, Chromium ${file.chromium}).`)
  }
} catch (error) {
  console.error(`verify failed: ${error instanceof Error ? error.message : error}`)
  exitCode = 1
} finally {
  await browser.close()
  server.kill()
}
process.exit(exitCode)
