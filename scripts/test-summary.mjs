// Reads Vitest's and Playwright's JSON reports and returns their counts. Neither runner ends with a plain
// count (Playwright's last line says "passed" even when tests failed), so run-tests.mjs prints this one.
import { mkdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"

/**
 * The reports `npm test` reads: written by `test:unit:ci` and `test:e2e:ci` (package.json; test-summary.test.ts checks
 * both agree). Only these are cleared before a run: reports/ also holds what other commands leave there and still
 * need — `npm run verify`'s unmerged shard files (reports/verify/, reports/verify-directory/), the directory's merged
 * file (reports/verified-directory.json), Lighthouse's reports (reports/lighthouse/, cleared by `npm run perf`).
 */
export const REPORT_FILES = { unit: "reports/vitest.json", e2e: "reports/playwright.json" }

/** Removes the previous run's REPORT_FILES under `root` (nothing else), so a runner that writes none is noticed. */
export function clearReports(root = ".") {
  for (const file of Object.values(REPORT_FILES)) rmSync(join(root, file), { force: true })
  mkdirSync(join(root, "reports"), { recursive: true })
}

/** Counts from a Vitest JSON report (numPassedTests …). */
export function countVitest(report) {
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    suiteErrors:
      report.testResults?.filter((file) => file.status === "failed" && !file.assertionResults?.length).length ?? 0,
  }
}

/** Counts from a Playwright JSON report (stats.expected, unexpected, flaky, skipped). */
export function countPlaywright(report) {
  const stats = report.stats ?? {}
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
    suiteErrors: report.errors?.length ?? 0,
  }
}

export function readReport(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"))
  } catch {
    return null
  }
}

/** "12 passed, 0 failed" (+ ", 2 skipped" when any were skipped). */
export function formatSummary({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`
}
