// `node scripts/bench-validation.mjs [rounds]`: the tester's conformance check (docs/conformance.md) in
// Chromium, fifth part of `npm run bench`; a measurement, not a test (it asserts nothing). Builds the production app
// (BENCH_BUILD_DIR, default build-bench-validation; BENCH_SKIP_BUILD=1 reuses it), serves it with scripts/serve.mjs on
// 127.0.0.1 and runs the built conformance worker (assets/conformance.worker-*.js, as the tester starts it: one fresh
// worker per check) on a page of the app. The API is GitHub's description from the corpus: its response schemas are
// kept in IndexedDB as the importer keeps an opened API's (src/lib/response-schemas/response-schemas.ts), the body is
// its documented example for GET /orgs/{org}/repos repeated to 5 and 20 MB, handed over as a Blob. Prints per size:
// - post → answer, the median and p95 of `rounds` checks (20 MB: 3), after one untimed check: the worker's start,
//   reading the schemas from IndexedDB and the body from its Blob, JSON.parse, the conversion and the validator;
// - the longest main-thread task while the checks ran (PerformanceObserver "longtask");
// - 20 MB: clicks on a button of the page while the check runs, each timed from the click's own timestamp to the
//   next frame (the page answering).
// Also 5 MB with one difference (the first repository's id a string): the quick pass says "not valid", so the
// validator runs too, for the list of differences.
// Targets (docs/conformance.md): 5 MB ≤ 300 ms in the worker, no main-thread task over 50 ms; 20 MB stays responsive.
// Needs the corpus (npm run corpus installs it): skipped with a line saying so when it is not there.
import { readdirSync, readFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join } from "node:path"
import { chromium } from "@playwright/test"
import { bundleModules } from "./lib/bundle-importer.mjs"
import { CORPUS_INSTALL_HINT, findCorpus } from "./lib/corpus.mjs"
import { launchOptions } from "./lib/chromium.mjs"
import { buildApp, startServer } from "./lib/app-server.mjs"
import { median } from "./lib/stats.mjs"

const ROUNDS = Number(process.argv[2] ?? 7)
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench-validation"
const MB = 1024 * 1024
const OPERATION = "GET /orgs/{org}/repos"
const API_ID = "bench-validation-github"
const SIZES = [
  { mb: 5, rounds: ROUNDS, target: 300, label: "" },
  // A body that differs is checked twice (the quick pass, then the validator for the list of differences).
  { mb: 5, rounds: 3, target: null, label: ", the first repository's id a string", broken: true },
  { mb: 20, rounds: 3, target: null, label: "", clicks: true },
]
/** The tester stops a check after this long (CHECK_TIME_LIMIT_MS in the tester's run-conformance.ts). */
const TESTER_LIMIT_MS = 5_000

const found = findCorpus()
if (!found.ok) {
  console.log(`bench-validation: skipped, ${found.message} Install it with: ${CORPUS_INSTALL_HINT}`)
  process.exit(0)
}

/** The p-th percentile (nearest rank) of `values`. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

// The record the importer's second pass keeps for GitHub's description, built as in the browser.
const { "response-schemas": schemasUrl } = await bundleModules(["response-schemas"], ".cache/bench-validation")
const { collectResponseSchemas } = await import(schemasUrl)
const document = JSON.parse(readFileSync(join(found.dir, "github.com/api.github.com.json"), "utf8"))
const record = collectResponseSchemas(document, String(document.openapi).startsWith("3.1") ? "3.1" : "3.0")
const example = document.components.examples["minimal-repository-items"].value

if (!process.env.BENCH_SKIP_BUILD) {
  console.log("Building…")
  buildApp({ BUILD_DIR })
}
const workerFile = readdirSync(`${BUILD_DIR}/client/assets`).find((file) => /^conformance\.worker-.*\.js$/.test(file))
if (!workerFile) throw new Error(`No conformance worker in ${BUILD_DIR}/client/assets`)
const server = await startServer({ dir: `${BUILD_DIR}/client` })
const browser = await chromium.launch(launchOptions())
try {
  const page = await browser.newPage()
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"))
  await page.addInitScript(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
    }).observe({ type: "longtask", buffered: true })
  })
  await page.goto(`http://127.0.0.1:${server.port}/pricing`)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })

  // The schemas where the tester's worker reads an opened API's (the app database "api-explorer", store "schemas",
  // the API's id as key).
  await page.evaluate(
    ([id, value]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("api-explorer")
        // Made here when the page has not opened it yet: version 1 with the stores of src/lib/database/migrations.ts.
        open.onupgradeneeded = () => {
          for (const store of ["summaries", "apis", "schemas", "bodies", "meta"]) open.result.createObjectStore(store)
        }
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const transaction = open.result.transaction("schemas", "readwrite")
          transaction.objectStore("schemas").put(value, id)
          transaction.oncomplete = () => {
            open.result.close()
            resolve()
          }
          transaction.onerror = () => reject(transaction.error)
        }
      }),
    [API_ID, record],
  )
  // The page's own button, timed from each click's timestamp to the next frame.
  await page.evaluate(() => {
    const button = document.createElement("button")
    button.id = "bench-click"
    button.textContent = "Click"
    button.style.cssText = "position:fixed;top:8px;left:8px;z-index:99999"
    button.addEventListener("click", (event) => {
      const running = window.__checkRunning === true
      requestAnimationFrame(() =>
        setTimeout(() => window.__clicks.push({ ms: performance.now() - event.timeStamp, running }), 0),
      )
    })
    document.body.append(button)
    window.__clicks = []
  })

  const workerUrl = `/assets/${workerFile}`
  console.log(
    `Conformance check in the browser's worker (${workerFile}; GitHub ${OPERATION}, ${Object.keys(record.operations).length} operations' schemas in IndexedDB):`,
  )
  for (const size of SIZES) {
    // The body, built in the page before the clock starts (its long task is not the check's).
    const bytes = await page.evaluate(
      ([itemsJson, brokenJson, wanted]) => {
        const items = itemsJson.slice(1, -1)
        const copies = Math.ceil(wanted / itemsJson.length)
        const list = Array.from({ length: copies }, () => items)
        if (brokenJson) list[0] = brokenJson.slice(1, -1)
        const text = `[${list.join(",")}]`
        window.__body = new Blob([text], { type: "application/json" })
        return text.length
      },
      [
        JSON.stringify(example),
        size.broken ? JSON.stringify([{ ...example[0], id: "1" }, ...example.slice(1)]) : "",
        size.mb * MB,
      ],
    )
    const check = () =>
      page.evaluate(
        ([url, id, operation]) =>
          new Promise((resolve) => {
            window.__checkRunning = true
            const start = performance.now()
            const worker = new Worker(url, { type: "module", name: "conformance" })
            const finish = (result) => {
              window.__checkRunning = false
              worker.terminate()
              resolve({ ms: performance.now() - start, result })
            }
            // The wire format of src/lib/worker-rpc.ts: a request with an id, its answer under the same id.
            worker.onmessage = (event) => finish(event.data.answer ?? { kind: "error" })
            worker.onerror = () => finish({ kind: "error" })
            worker.postMessage({
              call: 1,
              request: { apiId: id, operation, status: 200, contentType: "application/json", body: window.__body },
            })
          }),
        [workerUrl, API_ID, OPERATION],
      )
    await check()
    await page.evaluate(() => {
      window.__longTasks.length = 0
      window.__clicks.length = 0
    })
    const times = []
    let result
    for (let round = 0; round < size.rounds; round++) {
      const running = check()
      if (size.clicks) {
        // Clicks while the check runs (real input, through the browser's input pipeline), until it answers.
        let answered = false
        void running.then(() => (answered = true))
        do await page.click("#bench-click")
        while (!answered)
      }
      const done = await running
      times.push(done.ms)
      result = done.result
    }
    await page.waitForTimeout(100)
    const { longest, clicks } = await page.evaluate(() => ({
      longest: Math.max(0, ...window.__longTasks),
      clicks: window.__clicks,
    }))
    const verdict =
      result.kind === "differs"
        ? `${result.count} difference${result.count === 1 ? "" : "s"}`
        : result.kind === "unchecked"
          ? result.reason
          : result.kind
    const p50 = median(times)
    const p95 = percentile(times, 95)
    const target = size.target === null ? "" : ` (target ≤ ${size.target} ms${p50 <= size.target ? ", met" : ""})`
    console.log(
      `  ${(bytes / MB).toFixed(1)} MB${size.label}, ${size.rounds} checks: median ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms${target}; ${verdict}` +
        (p95 > TESTER_LIMIT_MS
          ? ` — over the tester's ${TESTER_LIMIT_MS / 1000} s limit, it would stop the check`
          : ""),
    )
    console.log(
      `    longest main-thread task while checking: ${longest.toFixed(0)} ms${longest <= 50 ? " (none over 50 ms)" : ""}`,
    )
    if (clicks.length > 0) {
      const during = clicks.filter((click) => click.running)
      const worst = Math.max(...clicks.map((click) => click.ms))
      console.log(
        `    clicks while checking: ${during.length} of ${clicks.length} answered during the check, click → next frame median ${median(clicks.map((click) => click.ms)).toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
      )
    }
  }
  console.log(
    `  load average: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  )
} finally {
  await browser.close()
  server.kill()
}
