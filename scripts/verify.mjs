// `npm run verify` (docs/health-checks.md): checks every catalogue endpoint from a real browser page, so
// CORS is enforced as visitors meet it, and dates the result in src/data/verified.json.
// Builds the app if needed, serves build/client on 127.0.0.1, opens /status in headless Chromium (Debian's, as
// playwright.config.ts does), clicks 'Check all APIs' — the same probe and limiter visitors use — and reads the
// results the page stored. Prints a table and totals.
//
// Options: --only id,id   --concurrency N   --timeout ms   --deadline s (the whole run; default: generous)
// At scale: --shard i/n (or `npm run verify --shard=i/n`, which npm passes as npm_config_shard) checks one slice
// of the endpoints (scripts/lib/verify-shard.mjs) and writes its result to reports/verify/shard-i-of-n.json (or
// --out) — also when the shard fails, times out or finds no network, so `npm run verify:merge` can say which.
// Without --shard the run is merged into --out at once, through the same merge (scripts/lib/verify-merge.mjs).
// The directory: --directory checks the APIs.guru directory's APIs instead (public/directory/index.json, or
// --directory-index file, read by the app's own format module): each API's definition is downloaded here and opened
// by the app's importer (both bundled for Node, scripts/lib/bundle-importer.mjs), and its GET operations whose
// required parameters all have examples go through the same page and probe (scripts/lib/directory-targets.mjs). A
// directory shard is a slice of APIs (each shard downloads only its own definitions). Results go to
// reports/verified-directory.json (shards: reports/verify-directory/), never into src/data/verified.json.
// `npm run verify --directory` works too (npm passes it as npm_config_directory).
// For its own end-to-end test (e2e/verify.spec.ts): --catalogue file.json (entries shaped like the status
// page's, pointing at a local server; every other host is then blocked), --out file, --port N.
// When nothing answered at all (no ok, no HTTP error) the network looks unreachable: the file is left untouched
// and the exit code is 2.
import { chromium } from "@playwright/test"
import { launchOptions } from "./lib/chromium.mjs"
import { buildApp, startServer } from "./lib/app-server.mjs"
import { bundleModules } from "./lib/bundle-importer.mjs"
import { readDefinition, toDirectoryApi } from "./lib/directory-targets.mjs"
import { SHARD_KIND, conformanceOf, mergeVerified } from "./lib/verify-merge.mjs"
import { apiIdOf, endpointKeysOf, parseShard, shardFileName, shardKeys } from "./lib/verify-shard.mjs"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { parseArgs } from "node:util"

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    concurrency: { type: "string" },
    timeout: { type: "string" },
    deadline: { type: "string" },
    shard: { type: "string" },
    catalogue: { type: "string" },
    // `npm run verify --directory` (without "--") reaches the script only as npm_config_directory, as --shard does.
    directory: { type: "boolean", default: process.env.npm_config_directory === "true" },
    "directory-index": { type: "string" },
    out: { type: "string" },
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
const deadlineS = positive("deadline", args.deadline)
let shard
try {
  shard = parseShard(args.shard, process.env)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const SCOPE = args.directory ? "directory" : "catalogue"
const OUT =
  args.out ??
  (args.directory
    ? shard
      ? `reports/verify-directory/shard-${shard.index}-of-${shard.total}.json`
      : "reports/verified-directory.json"
    : shard
      ? shardFileName(shard)
      : "src/data/verified.json")
// A test's catalogue or directory points at 127.0.0.1: the page may then reach nothing else.
const isLocalOnly = Boolean(args.catalogue || args["directory-index"])
const PORT = args.port === "0" ? 0 : positive("port", args.port)
const BUILD_DIR = process.env.BUILD_DIR ?? "build"
const ROOT = `${BUILD_DIR}/client`
const testApis = args.catalogue ? JSON.parse(readFileSync(args.catalogue, "utf8")) : undefined
if (testApis !== undefined && !Array.isArray(testApis)) {
  console.error(`--catalogue: ${args.catalogue} must hold a JSON array of APIs`)
  process.exit(1)
}

// Started inside the run's try (below), so a shard whose build, server or browser fails still leaves its file.
let server
let browser

const pad = (text, width) => String(text).padEnd(width)
const startedAt = new Date().toISOString()

/** Written whole, then renamed: an interrupted run never leaves half a file. */
function writeJson(path, value) {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(`${path}.tmp`, JSON.stringify(value, null, 2) + "\n")
  renameSync(`${path}.tmp`, path)
}

// This run's result in the shard file format (scripts/lib/verify-merge.mjs readShard): a run without --shard is
// shard 1 of 1, merged at once.
const result = {
  kind: SHARD_KIND,
  version: 1,
  scope: SCOPE,
  shard: shard ?? { index: 1, total: 1 },
  ...(only ? { only } : {}),
  at: startedAt,
  chromium: "",
  state: "failed",
  keys: [],
  // The API ids this run was assigned, also those that gave no endpoint (a definition not downloaded): a complete merge
  // keeps their old results instead of taking them for gone.
  apis: [],
  results: {},
}
/** Runs in the page: writes each API's response schema record into the page's IndexedDB store of them. */
async function storeSchemas(records) {
  const db = await new Promise((resolve, reject) => {
    const request = globalThis.indexedDB.open("api-explorer")
    // Made here when the page has not opened it yet: version 1 with the stores of src/lib/database/migrations.ts.
    request.onupgradeneeded = () => {
      for (const store of ["summaries", "apis", "schemas", "bodies", "meta"]) request.result.createObjectStore(store)
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  await new Promise((resolve, reject) => {
    const transaction = db.transaction("schemas", "readwrite")
    for (const [id, record] of Object.entries(records)) transaction.objectStore("schemas").put(record, id)
    transaction.oncomplete = resolve
    transaction.onerror = () => reject(transaction.error)
  })
  db.close()
}

/**
 * The directory's APIs as the page checks them: the index's entries (narrowed by --only, then by --shard: a slice of
 * API ids), each definition downloaded (6 at a time, 30 s and 50 MB each), turned into its checkable operations.
 * What could not be used is said, never hidden. Returns { apis, assigned }: assigned, every id of the slice.
 */
async function loadDirectory() {
  // A folder of this run's own: two runs at once (shards, tests) never empty each other's.
  const bundled = mkdtempSync(join(tmpdir(), "verify-modules-"))
  const modules = await bundleModules(
    ["importer", "directory-index-format", "response-schemas", "parameter-example"],
    bundled,
  )
  const { openDocument } = await import(modules.importer)
  const { pickExample } = await import(modules["parameter-example"])
  const { collectResponseSchemas } = await import(modules["response-schemas"])
  const { decodeDirectoryIndex } = await import(modules["directory-index-format"])
  rmSync(bundled, { recursive: true, force: true })
  const source = args["directory-index"] ?? "public/directory/index.json"
  const decoded = decodeDirectoryIndex(JSON.parse(readFileSync(source, "utf8")))
  if (!decoded.ok) throw new Error(`${source}: ${decoded.message}`)
  let entries = decoded.index.entries
  if (only) {
    const ids = new Set(entries.map((entry) => entry.id))
    const unknown = only.filter((id) => !ids.has(id))
    if (unknown.length) throw new Error(`--only: no directory API with id ${unknown.join(", ")}`)
    entries = entries.filter((entry) => only.includes(entry.id))
  }
  if (shard) {
    const slice = new Set(
      shardKeys(
        entries.map((entry) => entry.id),
        shard,
      ),
    )
    entries = entries.filter((entry) => slice.has(entry.id))
  }
  console.log(`Downloading ${entries.length} directory definitions…`)
  const apis = []
  const problems = []
  const skipped = {}
  const schemas = {}
  let next = 0
  async function worker() {
    while (next < entries.length) {
      const entry = entries[next++]
      if (!entry.url) {
        problems.push(`${entry.id}: the index names no definition`)
        continue
      }
      try {
        const response = await fetch(entry.url, { signal: AbortSignal.timeout(30_000) })
        // HTTP errors, and over 50 MB by content-length or by the bytes read (reading stops there).
        const text = await readDefinition(response)
        // Without its URL: the definition is APIs.guru's copy, so a server address relative to it would name
        // api.apis.guru, not the API (such an operation is left out: "no base URL").
        let upgraded
        const opened = openDocument(text, { onDocument: (value, specVersion) => (upgraded = { value, specVersion }) })
        if (!opened.ok) {
          problems.push(`${entry.id}: definition not opened (${opened.message})`)
          continue
        }
        const { api, skipped: left } = toDirectoryApi(entry, opened.api, (p) => pickExample(p, "hint"))
        for (const [reason, count] of Object.entries(left)) skipped[reason] = (skipped[reason] ?? 0) + count
        if (api) apis.push(api)
        // Its documented responses, as the importer's second pass keeps an opened API's (docs/conformance.md), for
        // the page's conformance check: only the operations checked, with the `$ref` targets of the document.
        if (api && upgraded) {
          const record = collectResponseSchemas(upgraded.value, upgraded.specVersion)
          const checked = new Set(api.endpoints.map((endpoint) => `GET ${endpoint.path}`))
          const operations = Object.fromEntries(Object.entries(record.operations).filter(([key]) => checked.has(key)))
          if (Object.keys(operations).length > 0) schemas[api.id] = { ...record, operations }
        }
      } catch (error) {
        problems.push(`${entry.id}: definition not loaded (${error instanceof Error ? error.message : error})`)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(6, entries.length) }, worker))
  apis.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  for (const problem of problems) console.log(problem)
  const left = Object.entries(skipped)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => `${count} (${reason})`)
  console.log(
    `${apis.length} of ${entries.length} directory APIs have operations to check` +
      `${left.length ? `; operations left out: ${left.join(", ")}` : ""}.`,
  )
  return { apis, assigned: entries.map((entry) => entry.id), schemas }
}

let exitCode = 0
try {
  if (!existsSync(`${ROOT}/status/index.html`)) {
    console.log(`No production build with /status in ${ROOT}: building…`)
    buildApp()
  }
  server = await startServer({ port: PORT, dir: ROOT })
  browser = await chromium.launch(launchOptions())
  result.chromium = browser.version()
  const base = `http://127.0.0.1:${server.port}`
  const directory = args.directory ? await loadDirectory() : undefined
  const directoryApis = directory?.apis
  const apis = directoryApis ?? testApis ?? (await (await fetch(`${base}/catalogue.json`)).json()).apis
  const known = new Set(apis.map((api) => api.id))
  const unknown = args.directory ? [] : (only ?? []).filter((id) => !known.has(id))
  if (unknown.length) throw new Error(`--only: no API with id ${unknown.join(", ")}`)
  const chosen = only ? apis.filter((api) => only.includes(api.id)) : apis
  const allKeys = chosen.flatMap(endpointKeysOf)
  // The directory was sharded by API before its definitions were downloaded.
  const keys = shard && !args.directory ? shardKeys(allKeys, shard) : allKeys
  result.keys = keys
  const keyApis = [...new Set(keys.map(apiIdOf))]
  result.apis = directory ? directory.assigned : keyApis
  const assigned = new Set(keys)
  const total = keys.length
  const where = shard ? `shard ${shard.index} of ${shard.total}: ` : ""

  let results = {}
  if (total > 0) {
    const context = await browser.newContext()
    if (isLocalOnly) {
      // A test run talks to 127.0.0.1 only, whatever the test catalogue or directory says.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("blockedbyclient"))
    }
    const schemas = directory?.schemas ?? {}
    const settings = {
      only,
      keys: shard ? keys : undefined,
      concurrency,
      timeoutMs,
      apis: directoryApis ?? testApis,
      schemaIds: Object.keys(schemas),
    }
    await context.addInitScript((value) => {
      globalThis.__apiExplorerVerify = value
    }, settings)
    const page = await context.newPage()
    await page.goto(`${base}/status`)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 })
    // The directory's response schemas go where the page keeps an opened API's (src/lib/database/: IndexedDB
    // "api-explorer", store "schemas", by API id), so its conformance worker finds them.
    if (Object.keys(schemas).length > 0) await page.evaluate(storeSchemas, schemas)
    console.log(
      `${where}Checking ${total} endpoints of ${keyApis.length} APIs ` +
        `from Chromium ${browser.version()} (timeout ${(timeoutMs ?? 10_000) / 1000} s each)…`,
    )
    await page.getByRole("button", { name: "Check all APIs" }).click()
    // Generous by default: every endpoint timing out one after another, plus a minute.
    const limit = deadlineS
      ? deadlineS * 1000
      : Math.ceil(total / (concurrency ?? 4)) * (timeoutMs ?? 10_000) * 2 + 60_000
    try {
      await page.locator('[data-run-state="done"]').waitFor({ timeout: limit })
    } catch (error) {
      if (error?.name !== "TimeoutError") throw error
      result.state = "timeout"
      result.message = `the run did not end within ${limit / 1000} s`
      throw new Error(`${where}${result.message}`)
    }
    const stored = await page.evaluate(() => localStorage.getItem("apiHealthResults"))
    results = stored ? JSON.parse(stored).results : {}
  } else {
    console.log(`${where}no endpoint to check.`)
  }

  const totals = { ok: 0, "http-error": 0, blocked: 0, timeout: 0, skipped: 0 }
  console.log(`\n${pad("API", 22)}${pad("Endpoint", 52)}${pad("Outcome", 12)}Detail`)
  for (const api of chosen) {
    endpointKeysOf(api).forEach((key, index) => {
      if (!assigned.has(key)) return
      const endpoint = api.endpoints[index]
      const stored = results[key]
      if (!stored) throw new Error(`no result for ${api.id} ${endpoint.method} ${endpoint.path}`)
      const item = { method: endpoint.method, path: endpoint.path, outcome: stored.outcome }
      if (typeof stored.ms === "number") item.ms = Math.round(stored.ms)
      if (typeof stored.status === "number") item.status = stored.status
      if (typeof stored.detail === "string" && stored.detail) item.detail = stored.detail.slice(0, 200)
      // Whether the answer matched the API's description (docs/conformance.md), as the page stored it.
      const conformance = conformanceOf(stored)
      if (conformance) item.conformance = conformance
      result.results[key] = item
      totals[stored.outcome in totals ? stored.outcome : "skipped"] += 1
      const verdict = conformance && `${conformance.verdict}${conformance.count ? ` (${conformance.count})` : ""}`
      const detail = [stored.status, stored.detail, item.ms === undefined ? "" : `${item.ms} ms`, verdict]
        .filter((part) => part !== undefined && part !== "")
        .join(" · ")
      console.log(
        `${pad(api.id, 22)}${pad(`${endpoint.method} ${endpoint.path}`.slice(0, 50), 52)}${pad(stored.outcome, 12)}${detail}`,
      )
    })
  }
  console.log(
    `\n${where}${total} endpoints: ${totals.ok} worked, ${totals["http-error"]} HTTP errors, ${totals.blocked} blocked, ` +
      `${totals.timeout} timed out, ${totals.skipped} not sent (not a GET, needs a key or input)`,
  )

  const sent = totals.ok + totals["http-error"] + totals.blocked + totals.timeout
  if (sent > 0 && totals.ok + totals["http-error"] === 0) {
    result.state = "unreachable"
    result.message = `not one of the ${sent} requests got an answer`
    result.results = {}
    exitCode = 2
    console.error(
      `\nThe network looks unreachable: not one of the ${sent} requests got an answer. ` +
        (shard
          ? `${OUT} says so; its endpoints keep their previous results when merged.`
          : `${OUT} was left untouched.`),
    )
  } else {
    result.state = "done"
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  result.message ??= message
  result.results = {}
  console.error(`verify failed: ${message}`)
  exitCode = 1
} finally {
  await browser?.close()
  server?.kill()
}

if (shard) {
  // Every shard leaves its file, finished or not: the merge says which did not finish and keeps their old results.
  writeJson(OUT, result)
  console.log(`\nWrote ${OUT} (shard ${shard.index} of ${shard.total}, ${result.state}).`)
} else if (result.state === "done") {
  const previous = existsSync(OUT) ? JSON.parse(readFileSync(OUT, "utf8")) : undefined
  const { file, problems, notes } = mergeVerified({
    previous,
    shards: [{ name: "this run", text: JSON.stringify(result) }],
    scope: SCOPE,
  })
  for (const line of [...notes, ...problems]) console.log(line)
  if (file) {
    writeJson(OUT, file)
    console.log(`\nWrote ${OUT} (${file.date}, Chromium ${file.chromium}).`)
  } else exitCode = 1
}
process.exit(exitCode)
