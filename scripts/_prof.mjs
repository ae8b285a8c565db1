import { chromium } from "@playwright/test"
import { launchOptions } from "/work/main/scripts/lib/chromium.mjs"
const browser = await chromium.launch(launchOptions())
const page = await browser.newPage({ serviceWorkers: "block" })
await page.goto(`http://127.0.0.1:4198/status`)
await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 })
await page.evaluate(() => {
  const data = Object.values(window.__reactRouterDataRouter.state.loaderData).find((d) => d && Array.isArray(d.apis))
  const results = {}; let c = 0
  for (const api of data.apis) { const seen = new Map(); for (const e of api.endpoints) { const pair = `${e.method} ${e.path}`; const o=(seen.get(pair)??0)+1; seen.set(pair,o); results[`${api.id} ${pair}${o>1?` #${o}`:""}`] = { outcome: c%3? "ok":"blocked", at: Date.now(), ms: 100 + c%500 }; c++ } }
  localStorage.setItem("apiHealthResults", JSON.stringify({ version: 1, results }))
})
const cdp = await page.context().newCDPSession(page)
await cdp.send("Profiler.enable")
await cdp.send("Profiler.setSamplingInterval", { interval: 200 })
await page.addInitScript(() => {
  window.__lt = []
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]) }).observe({ type: "longtask", buffered: true })
})
await cdp.send("Profiler.start")
await page.reload()
await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 })
await page.waitForTimeout(800)
const { profile } = await cdp.send("Profiler.stop")
console.log(await page.evaluate(() => JSON.stringify(window.__lt)))
// self time per function
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = profile.timeDeltas
for (let i = 0; i < profile.samples.length; i++) {
  const n = byId.get(profile.samples[i]); const f = n.callFrame
  const k = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}:${f.columnNumber}`
  self.set(k, (self.get(k) ?? 0) + (dt[i+1] ?? 0) / 1000)
}
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(1).padStart(7), k)
await browser.close()
