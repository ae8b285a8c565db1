// `npm run perf`: Lighthouse CI on /, /explore and one /api/{id} (lighthouserc.cjs), then a table of each
// score's and metric's median over the runs per URL (what the budgets are checked on), with each run's LCP and TBT. Exits non-zero when any budget assertion fails.
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { median } from "./lib/stats.mjs"

/** A port nothing listens on now (the system's pick), for the server Lighthouse CI starts (lighthouserc.cjs). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

rmSync(".lighthouseci", { recursive: true, force: true })
rmSync("reports/lighthouse", { recursive: true, force: true })
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
// No fixed port: a server left by a killed run (or anything else on it) must not fail the next. SERVE_PARENT_PID: the
// server Lighthouse CI starts (scripts/serve.mjs) stops by itself when this script ends, however it ends.
const env = {
  ...process.env,
  CHROME_PATH: chrome,
  PERF_PORT: process.env.PERF_PORT ?? String(await freePort()),
  SERVE_PARENT_PID: String(process.pid),
}
const lhci = spawnSync("npx", ["--no-install", "lhci", "autorun", "--config=./lighthouserc.cjs"], {
  stdio: "inherit",
  env,
})

const manifestPath = "reports/lighthouse/manifest.json"
if (existsSync(manifestPath)) {
  // The budgets are checked on each metric's median over the runs (lighthouserc.cjs), so that is what is printed.
  const byUrl = new Map()
  for (const run of JSON.parse(readFileSync(manifestPath, "utf8")))
    byUrl.set(run.url, [...(byUrl.get(run.url) ?? []), run])
  const pct = (score) => (score === null ? "–" : String(Math.round(score * 100)))
  console.log("\nLighthouse (mobile; each figure is the median of its 3 runs)")
  console.log("url                            perf  a11y  bp   seo   FCP      LCP      TBT     CLS")
  for (const [url, runs] of byUrl) {
    const lhrs = runs.map((run) => JSON.parse(readFileSync(run.jsonPath, "utf8")))
    const score = (id) => median(runs.map((run) => run.summary[id] ?? null))
    const audit = (id) => median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? null)) ?? Number.NaN
    const path = new URL(url).pathname
    console.log(
      `${path.padEnd(30)} ${pct(score("performance")).padStart(4)}  ${pct(score("accessibility")).padStart(4)}  ${pct(score("best-practices")).padStart(3)}  ${pct(score("seo")).padStart(4)}  ` +
        `${(audit("first-contentful-paint") / 1000).toFixed(2).padStart(5)} s  ${(audit("largest-contentful-paint") / 1000).toFixed(2).padStart(5)} s  ` +
        `${Math.round(audit("total-blocking-time")).toString().padStart(4)} ms  ${audit("cumulative-layout-shift").toFixed(3)}`,
    )
    console.log(
      `${"".padEnd(30)} runs: LCP ${lhrs.map((lhr) => (lhr.audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)).join(" / ")} s, ` +
        `TBT ${lhrs.map((lhr) => Math.round(lhr.audits["total-blocking-time"].numericValue)).join(" / ")} ms`,
    )
  }
} else {
  console.error("No Lighthouse results were written.")
}
process.exit(lhci.status ?? 1)
