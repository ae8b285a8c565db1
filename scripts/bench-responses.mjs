// `npm run bench` (second part): how the tester answers while it shows big or hostile response bodies, in Chromium,
// on the production build. For each body (answered by page.route; nothing leaves this machine), ROUNDS times:
// - the longest main-thread task from 'Send Request' until the body is on screen;
// - a click on 'Fetch Code' → the next frame showing its panel, from the click's own timestamp (so a busy main thread
//   counts), then back to 'Response'.
// Prints the median and the worst round. Targets: no task over 100 ms for the 20 MB body, over 200 ms for the 5 MB
// tree; every click answered within 200 ms. These used to be e2e assertions, which flaked on a busy 2-core machine: the
// e2e tests now check what cannot flake (the body laid out in blocks, the page still answering).
import { chromium } from "@playwright/test"
import { launchOptions } from "./lib/chromium.mjs"
import { buildApp, startServer } from "./lib/app-server.mjs"
import { median } from "./lib/stats.mjs"

const BUILD_DIR = process.env.BENCH_RESPONSES_BUILD_DIR ?? "build-bench-responses"
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const API = "https://jsonplaceholder.typicode.com"
const JSON_TYPE = "application/json; charset=utf-8"

const item = JSON.stringify({ id: 1, title: "lorem ipsum dolor sit amet", tags: ["a", "b", "c"] })
const entry = (id) =>
  JSON.stringify({ id, name: `item ${id}`, tags: ["alpha", "beta"], address: { city: "Gwenborough", zip: "92998" } })
const CASES = [
  {
    name: "20 MB JSON (text, in blocks)",
    type: JSON_TYPE,
    body: `[${Array.from({ length: Math.ceil((20 * 1024 * 1024) / (item.length + 1)) }, () => item).join(",")}]`,
    shown: 'pre[aria-label="Response body"]',
    target: 100,
  },
  {
    name: "5 MB JSON (tree)",
    type: JSON_TYPE,
    body: `{"items":[${Array.from({ length: Math.ceil((5 * 1024 * 1024) / entry(99_999).length) }, (_, id) => entry(id)).join(",")}]}`,
    shown: '[role="tree"]',
    target: 200,
  },
  {
    name: "HTML with scripts, 1 MB",
    type: "text/html",
    body: `<script>window.__pwned=1</script>${"<p onclick=x>hi</p>".repeat(55_000)}`,
    shown: 'pre[aria-label="Response body"]',
    // The old e2e check for hostile bodies timed only the click; the task is printed, with no target.
    target: null,
  },
]
const CLICK_TARGET = 200

console.log("Building the app…")
buildApp({ BUILD_DIR })
const server = await startServer({ dir: `${BUILD_DIR}/client` })
const browser = await chromium.launch(launchOptions())
const base = `http://127.0.0.1:${server.port}`

/** Runs in the page: records long tasks in window.__longTasks. */
function observeLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__longTasks.push(task.duration)
  }).observe({ type: "longtask" })
}

/** Runs in the page: arms the 'Fetch Code' tab to store click → frame showing its panel in window.__click. */
function armClick() {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((el) => el.textContent === "Fetch Code")
  tab.addEventListener(
    "click",
    (event) =>
      requestAnimationFrame(() => {
        const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "")
        window.__click = panel && !panel.hidden ? performance.now() - event.timeStamp : Number.POSITIVE_INFINITY
      }),
    { once: true },
  )
}

let failed = false
try {
  // Untimed first load: serve.mjs compresses each file on its first request.
  const warm = await browser.newPage()
  await warm.goto(`${base}/api/jsonplaceholder?endpoint=0`)
  await warm.close()

  for (const { name, type, body, shown, target } of CASES) {
    const tasks = []
    const clicks = []
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ serviceWorkers: "block" })
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"))
      await context.route(`${API}/**`, (route) =>
        route.fulfill({ status: 200, headers: { "access-control-allow-origin": "*", "content-type": type }, body }),
      )
      const page = await context.newPage()
      await page.goto(`${base}/api/jsonplaceholder?endpoint=0`)
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await page.evaluate(observeLongTasks)
      await page.getByRole("button", { name: "Send Request" }).click()
      await page.waitForSelector(shown, { timeout: 60_000 })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
      tasks.push(Math.max(0, ...(await page.evaluate(() => window.__longTasks))))
      await page.evaluate(armClick)
      await page.getByRole("tab", { name: "Fetch Code" }).click()
      clicks.push(await (await page.waitForFunction(() => window.__click)).jsonValue())
      await context.close()
    }
    const longest = median(tasks) ?? Number.POSITIVE_INFINITY
    const click = median(clicks) ?? Number.POSITIVE_INFINITY
    const ok = (target === null || longest <= target) && click <= CLICK_TARGET
    failed ||= !ok
    console.log(
      `${name.padEnd(30)} longest task ${longest.toFixed(0)} ms (worst ${Math.max(...tasks).toFixed(0)}${target === null ? "" : `, target ≤ ${target}`})` +
        ` · click → panel ${click.toFixed(0)} ms (worst ${Math.max(...clicks).toFixed(0)}, target ≤ ${CLICK_TARGET})` +
        ` · ${ok ? "met" : "NOT met"}`,
    )
  }
} finally {
  await browser.close()
  server.kill()
}
console.log(failed ? "Some response targets were NOT met." : "Every response target met.")
