// `node scripts/bench-palette.mjs`: the ⌘K palette (docs/search.md) in Chromium, fourth part of `npm run bench`; a
// measurement, not a test (it asserts nothing). Builds the production app (BENCH_BUILD_DIR, default
// build-bench-palette; BENCH_SKIP_BUILD=1 reuses it) and serves it with scripts/serve.mjs on 127.0.0.1. Prints:
// - cold: Ctrl+K on a fresh page (empty HTTP cache) → the first results of a directory-wide query painted, the
//   palette's code, worker and index shards all fetched from the local server;
// - warm: each key of a few queries typed one at a time (shards already loaded) → its results painted (the next
//   frame after the list shows that query), median and p95, twice: keys at spread moments of the display's frame,
//   as a person's keys come (the figure the targets are read against), and keys typed just after a frame (the worst
//   case, whose floor is one frame interval, docs/search.md);
// - warm: each key → the moment the list shows its query (the work: worker round trip and render, before any frame),
//   the display's frame interval, and how many keys made the first frame after the key (those measure the wait for
//   that frame: a key is typed just after a frame, so one frame interval is the floor of "painted", docs/search.md);
// - the longest main-thread task while typing (PerformanceObserver "longtask");
// - the operation index's total and per-shard gzip sizes.
// Targets (docs/search.md): ≤ 300 ms cold, ≤ 16 ms median and ≤ 50 ms p95 warm (keys as a person types), no task over 50 ms.
import { readdirSync, readFileSync } from "node:fs"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { launchOptions } from "./lib/chromium.mjs"
import { buildApp, startServer } from "./lib/app-server.mjs"
import { median } from "./lib/stats.mjs"

const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench-palette"
const PORT = Number(process.env.BENCH_PORT ?? 0)
const COLD_QUERY = "list repository issues"
const WARM_QUERIES = ["send sms", "geocode address", "create payment intent", "translate text", "current weather"]

/** The p-th percentile (nearest rank) of `values`. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/**
 * Runs in the page: sets the palette's input to `text` with one input event; resolves when its results are painted,
 * with the time to that frame (`painted`), to the moment the list showed that query (`committed`) and to that frame's
 * requestAnimationFrame (`frame`: within one frame interval when the results made the first frame after the key).
 */
function typeAndWait(text) {
  const input = document.querySelector('[role="combobox"]')
  const status = input.closest("dialog").querySelector('[role="status"]')
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set
  const start = performance.now()
  setter.call(input, text)
  input.dispatchEvent(new Event("input", { bubbles: true }))
  return new Promise((resolve) => {
    let committed = 0
    const done = () =>
      requestAnimationFrame(() => {
        const frame = performance.now() - start
        setTimeout(() => resolve({ painted: performance.now() - start, committed, frame }), 0)
      })
    const check = () => {
      if (status.textContent.endsWith(` for ${text}`)) {
        committed = performance.now() - start
        observer.disconnect()
        done()
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(status, { childList: true, characterData: true, subtree: true })
    check()
  })
}

if (!process.env.BENCH_SKIP_BUILD) {
  console.log("Building…")
  buildApp({ BUILD_DIR })
}
const server = await startServer({ port: PORT, dir: `${BUILD_DIR}/client` })
// scripts/serve.mjs brotli-compresses each file at quality 11 on its first request, as a static host does once when
// it deploys: for the index's 150 files that took seconds and was measured as the palette's cold start (3.3 s on
// 2026-11-27). Each file is requested once first, untimed; the browser's cache stays empty.
const served = (dir) => readdirSync(`${BUILD_DIR}/client/${dir}`).map((file) => `/${dir}/${file}`)
for (const path of [...served("directory"), ...served("assets")])
  await (await fetch(`http://127.0.0.1:${server.port}${path}`, { headers: { "accept-encoding": "br" } })).arrayBuffer()
const browser = await chromium.launch(launchOptions())
try {
  const context = await browser.newContext()
  const page = await context.newPage()
  // The worker fetches the shards: its requests are the page's in Playwright, not in the page's resource timing.
  const shardRequests = []
  page.on("request", (request) => {
    if (/\/directory\/(ops|terms)-/.test(request.url())) shardRequests.push(request.url())
  })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"))
  await page.addInitScript(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
    }).observe({ type: "longtask", buffered: true })
  })
  await page.goto(`http://127.0.0.1:${server.port}/pricing`)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await page.waitForTimeout(1000)

  // Cold: the shortcut, the palette's code and worker, the manifest, API list, term ranges and rows.
  const cold = await page.evaluate(
    async ([query, typeSource]) => {
      const type = new Function(`return (${typeSource})`)()
      const start = performance.now()
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true }))
      while (!document.querySelector('[role="combobox"]')) await new Promise((resolve) => setTimeout(resolve, 1))
      await type(query)
      return performance.now() - start
    },
    [COLD_QUERY, typeAndWait.toString()],
  )
  const shards = new Set(shardRequests).size

  // Warm: every prefix of each query, three times; the first pass loads the shards into the worker, the second types
  // each key just after a frame, the third at spread moments of the frame.
  const warm = await page.evaluate(
    async ([queries, typeSource]) => {
      const type = new Function(`return (${typeSource})`)()
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      // The display's frame interval: the floor of "painted" for a key typed just after a frame.
      const intervals = []
      let last = await nextFrame()
      for (let frame = 0; frame < 30; frame++) {
        const now = await nextFrame()
        intervals.push(now - last)
        last = now
      }
      intervals.sort((a, b) => a - b)
      const interval = intervals[15]
      const times = []
      const committed = []
      const frames = []
      const spread = []
      const phases = []
      let key = 0
      for (const pass of [0, 1, 2]) {
        if (pass === 1) window.__longTasks.length = 0
        for (const query of queries)
          for (let end = 1; end <= query.length; end++) {
            if (pass === 2) {
              // A person's key comes at any moment of the display's frame, not just after one: the nth key waits
              // (n × the golden ratio mod 1) of a frame interval after a frame began, which spreads the keys evenly
              // over the frame in a fixed order. The moment each key came is recorded.
              const frameStart = await nextFrame()
              const offset = ((key++ * 0.6180339887) % 1) * interval
              await new Promise((resolve) => setTimeout(resolve, offset))
              phases.push((performance.now() - frameStart) % interval)
            }
            const ms = await type(query.slice(0, end))
            if (pass === 1) {
              times.push(ms.painted)
              committed.push(ms.committed)
              frames.push(ms)
            }
            if (pass === 2) spread.push(ms.painted)
          }
      }
      // Keys whose results made the first frame after the key: what they measure is the wait for that frame.
      const first = frames.filter((key) => key.frame <= interval + 1).map((key) => key.painted)
      return { times, committed, frame: interval, first, spread, phases, longest: Math.max(0, ...window.__longTasks) }
    },
    [WARM_QUERIES, typeAndWait.toString()],
  )

  const manifestText = readFileSync("public/directory/operations.json", "utf8")
  const manifest = JSON.parse(manifestText)
  const files = [manifest.apis, ...manifest.termShards.map((s) => s.file), ...manifest.docShards.map((s) => s.file)]
  const sizes = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(`public/directory/${file}`), { level: 9 }).length,
  }))
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  const total = sizes.reduce((sum, size) => sum + size.gzip, gzipSync(manifestText, { level: 9 }).length)
  const ms = (value) => `${value.toFixed(1)} ms`
  console.log(`Palette (${manifest.docs} operations):`)
  console.log(`  cold: Ctrl+K → first results of "${COLD_QUERY}" painted: ${ms(cold)} (${shards} index shards fetched)`)
  console.log(
    `  warm: key → results painted, ${warm.spread.length} keys at spread moments of the frame (as a person types; the key came ${ms(median(warm.phases))} after a frame began at the median): median ${ms(median(warm.spread))}, p95 ${ms(percentile(warm.spread, 95))}, max ${ms(Math.max(...warm.spread))}`,
  )
  console.log(
    `  warm: key → results painted, ${warm.times.length} keys typed just after a frame (the worst case): median ${ms(median(warm.times))}, p95 ${ms(percentile(warm.times, 95))}, max ${ms(Math.max(...warm.times))}`,
  )
  console.log(
    `  warm: key → results committed (the work, before the frame), median ${ms(median(warm.committed))}, p95 ${ms(percentile(warm.committed, 95))}; frame interval ${ms(warm.frame)}`,
  )
  console.log(
    `  warm: ${warm.first.length} of ${warm.times.length} keys shown in the first frame after the key (key → painted, median ${ms(median(warm.first) ?? 0)}: the wait for that frame)`,
  )
  console.log(
    `  longest main-thread task while typing: ${ms(warm.longest)}${warm.longest === 0 ? " (none over 50 ms)" : ""}`,
  )
  console.log(`  index: ${kb(total)} gzip in ${files.length + 1} files (manifest ${kb(gzipSync(manifestText).length)})`)
  const biggest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  console.log(`  largest shard: ${biggest.file} ${kb(biggest.gzip)}; median ${kb(median(sizes.map((s) => s.gzip)))}`)
  console.log(
    `  per shard (gzip): ${sizes.map((s) => `${s.file.replace(/^ops-|\.json$/g, "")} ${kb(s.gzip)}`).join(", ")}`,
  )
} finally {
  await browser.close()
  server.kill()
}
