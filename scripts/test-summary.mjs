// Reads Vitest's and Playwright's JSON reports and returns their counts. Neither runner ends with a plain
// count (Playwright's last line says "passed" even when tests failed), so run-tests.mjs prints this one.
import { readFileSync } from "node:fs"

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
