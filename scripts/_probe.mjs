import { chromium } from "@playwright/test"
import { launchOptions } from "/work/main/scripts/lib/chromium.mjs"
const browser = await chromium.launch(launchOptions())
const page = await browser.newPage({ serviceWorkers: "block" })
await page.addInitScript(() => {
  window.__lt = []
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]) }).observe({ type: "longtask", buffered: true })
})
const t0 = Date.now()
await page.goto(`http://127.0.0.1:4198${process.argv[2]}`)
await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 })
console.log("hydrated after", Date.now() - t0)
console.log(await page.evaluate(() => JSON.stringify({ fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime, dcl: performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd, load: performance.getEntriesByType("navigation")[0].loadEventEnd, now: performance.now(), lt: window.__lt, res: performance.getEntriesByType("resource").map(r => [r.name.slice(-40), Math.round(r.startTime), Math.round(r.responseEnd)]) })))
await browser.close()
