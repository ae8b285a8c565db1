// `node scripts/bench-advanced.mjs`: the tester with a 10 MB JSON body in 'Advanced', in Chromium (docs/performance.md,
// "The tester with big bodies").
// Builds the production app (BENCH_BUILD_DIR, default build-bench-advanced; BENCH_SKIP_BUILD=1 reuses it), opens
// JSONPlaceholder's 'Create a post', turns the body on, sets a 10 MB body with one input event, waits until the page
// is quiet, then clicks the result tabs (Response, Fetch Code, Axios Code) in turn and times each click to the next
// frame (requestAnimationFrame then a task: the frame after the click's render has been painted). Also times the
// input event itself to its next frame. Prints each timing and the median. Third part of `npm run bench`; not part of npm test: a measurement.
import { chromium } from "@playwright/test"
import { launchOptions } from "./lib/chromium.mjs"
import { buildApp, startServer } from "./lib/app-server.mjs"
import { median } from "./lib/stats.mjs"

const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench-advanced"
// Any free port unless BENCH_PORT names one.
const PORT = Number(process.env.BENCH_PORT ?? 0)
const BODY_CHARS = Number(process.env.BENCH_BODY_CHARS ?? 10_000_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

/** Runs in the page: clicks each result tab `rounds` times over, timing each click to the next frame. */
async function clickTabs(rounds) {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  const times = []
  for (let round = 0; round < rounds; round++) {
    for (const name of ["Fetch Code", "Axios Code", "Response"]) {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === name)
      await nextFrame()
      const start = performance.now()
      tab.click()
      // React renders a click's update in a microtask after it: the rest is style, layout and paint.
      await Promise.resolve()
      const script = performance.now() - start
      await nextFrame()
      times.push({ name, ms: performance.now() - start, script })
    }
  }
  return times
}

if (!process.env.BENCH_SKIP_BUILD) {
  console.log("Building…")
  buildApp({ BUILD_DIR })
}
const server = await startServer({ port: PORT, dir: `${BUILD_DIR}/client` })
const browser = await chromium.launch(launchOptions())
try {
  const page = await browser.newPage()
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"))
  await page.goto(`http://127.0.0.1:${server.port}/api/jsonplaceholder`)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "Create a post", exact: true }) })
    .getByRole("button", { name: "Test", exact: true })
    .click()
  await page.getByText("Advanced", { exact: true }).click()
  await page.getByLabel(/Send a JSON body/).check()
  const editor = page.getByLabel("JSON body", { exact: true })

  const input = await editor.evaluate(async (textarea, chars) => {
    const item = (i) => JSON.stringify({ id: i, title: `lorem ipsum dolor sit amet ${i}`, tags: ["a", "b"], ok: true })
    const items = []
    for (let i = 0, size = 0; size < chars; i++) size += items[items.push(item(i)) - 1].length + 4
    const text = `[\n  ${items.join(",\n  ")}\n]`
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const start = performance.now()
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").set.call(textarea, text)
    textarea.dispatchEvent(new Event("input", { bubbles: true }))
    await nextFrame()
    const frame = performance.now() - start
    // Quiet: three frames in a row that each came within 50 ms (deferred work done).
    for (let quiet = 0; quiet < 3;) {
      const before = performance.now()
      await nextFrame()
      quiet = performance.now() - before < 50 ? quiet + 1 : 0
    }
    return { frame, settled: performance.now() - start, length: text.length }
  }, BODY_CHARS)
  console.log(
    `body ${input.length.toLocaleString("en")} chars: input → next frame ${input.frame.toFixed(0)} ms, ` +
      `→ quiet ${input.settled.toFixed(0)} ms`,
  )

  if (process.env.BENCH_STYLE)
    await editor.evaluate((textarea, style) => textarea.setAttribute("style", style), process.env.BENCH_STYLE)
  if (process.env.BENCH_TRACE) await browser.startTracing(page, { path: process.env.BENCH_TRACE })
  const clicks = await page.evaluate(clickTabs, ROUNDS)
  if (process.env.BENCH_TRACE) await browser.stopTracing()
  for (const { name, ms, script } of clicks)
    console.log(
      `click ${name}: ${ms.toFixed(0)} ms to the next frame (${script.toFixed(0)} ms of it in the click's script)`,
    )
  console.log(`median click → next frame: ${median(clicks.map((c) => c.ms)).toFixed(0)} ms (${clicks.length} clicks)`)
  if (process.env.BENCH_CLOSED) {
    await page.getByText("Advanced", { exact: true }).click()
    const closed = await page.evaluate(clickTabs, ROUNDS)
    console.log(`'Advanced' closed: median click → next frame ${median(closed.map((c) => c.ms)).toFixed(0)} ms`)
  }
} finally {
  await browser.close()
  server.kill()
}
