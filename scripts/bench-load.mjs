// `npm run bench:load`: how fast each page paints and becomes usable on a slow phone (docs/performance.md, "Load on a
// slow phone").
//
// Builds the production app (one build per variant), serves it with scripts/serve.mjs (brotli or gzip, like a
// static host), and loads each page in Chromium with the DevTools protocol throttling a slow phone:
// 150 ms round trip, 1.6 Mbps down, 750 kbps up (Network.emulateNetworkConditions) and a 4× slower CPU
// (Emulation.setCPUThrottlingRate). Every load starts with an empty cache. Per page, the median of 5 loads of:
// - FCP: first contentful paint (the paint timing entry);
// - LCP: the last largest-contentful-paint entry (PerformanceObserver) once the page is usable;
// - usable: when the page's controls work. On a hydrating page that is the moment React has attached its props
//   to the first control (button, input, select) in the header AND the first one in <main>: React keeps an
//   element's props in a property named `__reactProps$<random>` and sets it while hydrating that element, so the
//   page polls (every animation frame and every 4 ms) for such a key on both. On a page without React (`/`) it is
//   the moment its small script has attached the header's handlers (it then sets <html data-hydrated="static">).
// - JS start / JS loaded: when the first JavaScript request started and the last one (before usable) finished,
//   from Resource Timing (modulepreloads and module scripts; the lazily loaded tester is not requested).
//
// Variants compare builds within one run (the loads are interleaved, so machine load hits all alike):
//   BENCH_VARIANTS="current;SOME_SETTING=1" npm run bench:load
// Each variant is `name` or `ENV=value ENV2=value` (built from this checkout with that environment; "current" or
// an empty entry is the build as configured), or `@dir` to serve an existing build, e.g. an older commit's:
//   git worktree add /tmp/base <commit> && (cd /tmp/base && ln -s "$PWD/node_modules" . && npm run build)
//   BENCH_VARIANTS="@/tmp/base/build/client;current" npm run bench:load
// Other options (environment): BENCH_RUNS (default 5), BENCH_PAGES (comma-separated paths),
// BENCH_PORT (first port, default 4211; one per variant), BENCH_NO_BUILD=1 (reuse the build-load-* folders).
import { chromium } from "@playwright/test"
import { launchOptions } from "./lib/chromium.mjs"
import { buildApp, startServer } from "./lib/app-server.mjs"
import { median } from "./lib/stats.mjs"
import { SLOW_PHONE } from "./lib/slow-phone.mjs"
import { existsSync } from "node:fs"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PAGES = (process.env.BENCH_PAGES ?? "/,/explore,/api/jsonplaceholder").split(",")
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4211)
const VARIANTS = (process.env.BENCH_VARIANTS ?? "current").split(";").map((spec, index) => {
  const text = spec.trim() || "current"
  // "@path/to/client": an existing build served as it is (e.g. an older commit's, built in another worktree).
  if (text.startsWith("@")) return { name: text.slice(1), env: {}, serveDir: text.slice(1), port: FIRST_PORT + index }
  const env = Object.fromEntries(
    text
      .split(/\s+/)
      .filter((part) => part.includes("="))
      .map((part) => [part.slice(0, part.indexOf("=")), part.slice(part.indexOf("=") + 1)]),
  )
  return { name: text, env, dir: `build-load-${index}`, port: FIRST_PORT + index }
})

// Runs in the page before any of its own scripts: records FCP, LCP and the usable moment.
function instrument() {
  const marks = { fcp: null, lcp: null, usable: null }
  window.__loadMarks = marks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime
  }).observe({ type: "paint", buffered: true })
  new PerformanceObserver((list) => {
    const entries = list.getEntries()
    marks.lcp = entries[entries.length - 1].startTime
  }).observe({ type: "largest-contentful-paint", buffered: true })
  const CONTROL = "button, input, select, textarea"
  const hasReactProps = (element) =>
    Boolean(element) && Object.keys(element).some((key) => key.startsWith("__reactProps$"))
  function check() {
    if (marks.usable !== null) return
    const root = document.documentElement
    if (root.dataset.hydrated === "static") {
      marks.usable = performance.now()
      return
    }
    const header = document.querySelector("header")?.querySelector(CONTROL)
    const main = document.querySelector("main")
    if (!header || !main) return
    const inMain = main.querySelector(CONTROL)
    if (hasReactProps(header) && (inMain === null || hasReactProps(inMain))) marks.usable = performance.now()
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

async function measure(browser, url, { throttled = true } = {}) {
  // A phone: mobile viewport semantics and touch events, not a narrow desktop window, so it measures what a phone does.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  await page.addInitScript(instrument)
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  if (throttled) {
    await cdp.send("Network.emulateNetworkConditions", SLOW_PHONE.network)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown })
  }
  const encodings = new Set()
  page.on("response", (response) => {
    const encoding = response.headers()["content-encoding"]
    if (encoding) encodings.add(encoding)
  })
  await page.goto(url, { waitUntil: "load" })
  await page.waitForFunction(() => window.__loadMarks.usable !== null && window.__loadMarks.fcp !== null, null, {
    timeout: 30_000,
    polling: 50,
  })
  // LCP can still change when hydration re-renders; give it a moment once the page is usable.
  await page.waitForTimeout(300)
  const result = await page.evaluate(() => {
    const scripts = performance.getEntriesByType("resource").filter((entry) => /\.js(\?|$)/.test(entry.name))
    return {
      ...window.__loadMarks,
      jsStart: scripts.length ? Math.min(...scripts.map((entry) => entry.startTime)) : null,
      jsEnd: scripts.length ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null,
    }
  })
  await context.close()
  return { ...result, encodings: [...encodings] }
}

const format = (ms) => (ms === null ? "—" : `${(ms / 1000).toFixed(2)} s`)

const servers = []
let browser
try {
  for (const variant of VARIANTS) {
    if (!variant.serveDir && (!process.env.BENCH_NO_BUILD || !existsSync(`${variant.dir}/client/index.html`)))
      buildApp({ ...variant.env, BUILD_DIR: variant.dir }, variant.name)
    servers.push(await startServer({ port: variant.port, dir: variant.serveDir ?? `${variant.dir}/client` }))
  }
  browser = await chromium.launch(launchOptions())
  // One unthrottled load per page and variant first: the server compresses each file once, on first request.
  for (const variant of VARIANTS)
    for (const path of PAGES) await measure(browser, `http://127.0.0.1:${variant.port}${path}`, { throttled: false })

  const samples = new Map()
  for (let run = 0; run < RUNS; run++) {
    for (const path of PAGES) {
      for (const variant of VARIANTS) {
        const key = `${variant.name}\u0000${path}`
        const sample = await measure(browser, `http://127.0.0.1:${variant.port}${path}`)
        if (!samples.has(key)) samples.set(key, [])
        samples.get(key).push(sample)
        process.stdout.write(".")
      }
    }
  }
  process.stdout.write("\n")

  const version = browser.version()
  console.log(
    `\nLoad on a slow phone (Chromium ${version}; ${SLOW_PHONE.network.latency} ms RTT, 1.6 Mbps down, 750 kbps up, ` +
      `${SLOW_PHONE.cpuSlowdown}× CPU slowdown; empty cache; median of ${RUNS})\n`,
  )
  const rows = [["variant", "page", "FCP", "LCP", "usable", "JS start", "JS loaded", "encoding"]]
  for (const variant of VARIANTS) {
    for (const path of PAGES) {
      const list = samples.get(`${variant.name}\u0000${path}`)
      rows.push([
        variant.name,
        path,
        format(median(list.map((s) => s.fcp))),
        format(median(list.map((s) => s.lcp))),
        format(median(list.map((s) => s.usable))),
        format(median(list.map((s) => s.jsStart))),
        format(median(list.map((s) => s.jsEnd))),
        [...new Set(list.flatMap((s) => s.encodings))].join(",") || "none",
      ])
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`
  console.log(line(rows[0]))
  console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`)
  for (const row of rows.slice(1)) console.log(line(row))
} finally {
  await browser?.close()
  for (const server of servers) server.kill()
}
