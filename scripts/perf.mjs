// `npm run perf`: Lighthouse CI on /, /explore and one /api/{id} (lighthouserc.cjs), then a table of the
// median run's scores and metrics per URL. Exits non-zero when any budget assertion fails.
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync } from "node:fs"

rmSync(".lighthouseci", { recursive: true, force: true })
rmSync("reports/lighthouse", { recursive: true, force: true })
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const env = { ...process.env, CHROME_PATH: chrome }
const lhci = spawnSync("npx", ["--no-install", "lhci", "autorun", "--config=./lighthouserc.cjs"], {
  stdio: "inherit",
  env,
})

const manifestPath = "reports/lighthouse/manifest.json"
if (existsSync(manifestPath)) {
  const runs = JSON.parse(readFileSync(manifestPath, "utf8")).filter((run) => run.isRepresentativeRun)
  const pct = (score) => (score == null ? "–" : String(Math.round(score * 100)))
  console.log("\nLighthouse (mobile, median of 3 runs)")
  console.log("url                            perf  a11y  bp   seo   FCP      LCP      TBT     CLS")
  for (const run of runs) {
    const lhr = JSON.parse(readFileSync(run.jsonPath, "utf8"))
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
    const path = new URL(run.url).pathname
    console.log(
      `${path.padEnd(30)} ${pct(run.summary.performance).padStart(4)}  ${pct(run.summary.accessibility).padStart(4)}  ${pct(run.summary["best-practices"]).padStart(3)}  ${pct(run.summary.seo).padStart(4)}  ` +
        `${(audit("first-contentful-paint") / 1000).toFixed(2).padStart(5)} s  ${(audit("largest-contentful-paint") / 1000).toFixed(2).padStart(5)} s  ` +
        `${Math.round(audit("total-blocking-time")).toString().padStart(4)} ms  ${audit("cumulative-layout-shift").toFixed(3)}`,
    )
  }
} else {
  console.error("No Lighthouse results were written.")
}
process.exit(lhci.status ?? 1)
