// `npm test`: typecheck, lint, unit tests, e2e tests against the production build, then its size limits.
// Every step runs even if an earlier one failed, so one run shows every problem; the last line is
// "N passed, N failed" over unit + e2e tests (each failed check counts as one failure), and the exit code
// is non-zero on any failure or when no test ran at all.
import { spawn, spawnSync } from "node:child_process"
import { chromium } from "@playwright/test"
import { availableBrowser, NO_BROWSER_MESSAGE } from "./lib/chromium.mjs"
import { clearReports, countPlaywright, countVitest, formatSummary, readReport, REPORT_FILES } from "./test-summary.mjs"

const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" }
const npm = process.platform === "win32" ? "npm.cmd" : "npm"

function run(label, args) {
  console.log(`\n▶ ${label}: npm run ${args.join(" ")}`)
  const started = Date.now()
  const result = spawnSync(npm, ["run", "--silent", ...args], { stdio: "inherit", env })
  const ok = result.status === 0
  console.log(
    `${ok ? "✔" : "✘"} ${label} ${ok ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return ok
}

// Without a browser every end-to-end test would fail, minutes later, with Playwright's generic message. Try to get
// Playwright's own browser where downloads work (not in CI, which installs Debian's), else stop now and say why.
let browser = availableBrowser(chromium.executablePath())
if (!browser && !process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) {
  console.log("No Chromium found: trying `npx playwright install chromium`…")
  spawnSync(process.platform === "win32" ? "npx.cmd" : "npx", ["playwright", "install", "chromium"], {
    stdio: "inherit",
    env,
    timeout: 300_000,
  })
  browser = availableBrowser(chromium.executablePath())
}
if (!browser) {
  console.log(NO_BROWSER_MESSAGE)
  console.log(formatSummary({ passed: 0, failed: 1, skipped: 0 }))
  process.exit(1)
}

// Only this run's own reports: reports/ also holds unmerged verify shard files and the like (test-summary.mjs).
clearReports()

/**
 * Runs the checks at the same time (each is one process on one core: tsc, ESLint and Prettier took 23, 34 and 32 s
 * one after another on this 2-core machine), each one's output kept and printed whole when it ends, in order.
 * Resolves with the labels of those that failed.
 */
async function runTogether(checks) {
  const results = checks.map(
    ([label, args]) =>
      new Promise((resolve) => {
        const started = Date.now()
        const output = []
        const child = spawn(npm, ["run", "--silent", ...args], { stdio: ["ignore", "pipe", "pipe"], env })
        child.stdout.on("data", (data) => output.push(data))
        child.stderr.on("data", (data) => output.push(data))
        child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)))
        child.on("close", (code) =>
          resolve({ label, args, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }),
        )
      }),
  )
  const failed = []
  for (const result of results) {
    const { label, args, ok, output, seconds } = await result
    console.log(`\n▶ ${label}: npm run ${args.join(" ")}`)
    process.stdout.write(Buffer.concat(output))
    console.log(`${ok ? "✔" : "✘"} ${label} ${ok ? "passed" : "FAILED"} in ${seconds.toFixed(1)} s`)
    if (!ok) failed.push(label)
  }
  return failed
}

// `npm run lint` is ESLint then Prettier; here they run as two of the three checks at once.
const failedChecks = await runTogether([
  ["typecheck", ["typecheck"]],
  ["lint (ESLint)", ["lint:code"]],
  ["lint (Prettier)", ["lint:format"]],
])
const unitOk = run("unit tests", ["test:unit:ci"])
// The e2e step builds the app; the size limits are then measured on that same build.
const e2eOk = run("end-to-end tests", ["test:e2e:ci"])
if (!run("size limits", ["size"])) failedChecks.push("size limits")

const unit = readReport(REPORT_FILES.unit)
const e2e = readReport(REPORT_FILES.e2e)
const totals = { passed: 0, failed: failedChecks.length, skipped: 0 }
for (const [name, report, count] of [
  ["unit", unit, countVitest],
  ["e2e", e2e, countPlaywright],
]) {
  if (!report) {
    console.log(`✘ no ${name} report was written`)
    totals.failed += 1
    continue
  }
  const counts = count(report)
  console.log(
    `${name}: ${formatSummary(counts)}${counts.suiteErrors ? ` (${counts.suiteErrors} files failed to load)` : ""}`,
  )
  totals.passed += counts.passed
  totals.failed += counts.failed + counts.suiteErrors
  totals.skipped += counts.skipped
}
if (failedChecks.length) console.log(`failed checks: ${failedChecks.join(", ")}`)
const ok = totals.failed === 0 && totals.passed > 0 && unitOk && e2eOk
if (!ok && totals.failed === 0) totals.failed = 1
console.log(formatSummary(totals))
process.exit(ok ? 0 : 1)
