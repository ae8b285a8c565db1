import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs script without type declarations
import { clearReports, countPlaywright, countVitest, formatSummary, REPORT_FILES } from "./test-summary.mjs"

describe("test summary", () => {
  it("counts a Vitest report", () => {
    const report = { numPassedTests: 10, numFailedTests: 2, numPendingTests: 1, numTodoTests: 0, testResults: [] }
    expect(countVitest(report)).toEqual({ passed: 10, failed: 2, skipped: 1, suiteErrors: 0 })
  })
  it("counts a Vitest file that failed to load", () => {
    const report = { numPassedTests: 1, numFailedTests: 0, testResults: [{ status: "failed", assertionResults: [] }] }
    expect(countVitest(report).suiteErrors).toBe(1)
  })
  it("counts a Playwright report, flaky as failed", () => {
    const report = { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 }, errors: [] }
    expect(countPlaywright(report)).toEqual({ passed: 5, failed: 2, skipped: 2, suiteErrors: 0 })
  })
  it.each([
    [{ passed: 3, failed: 0, skipped: 0 }, "3 passed, 0 failed"],
    [{ passed: 3, failed: 1, skipped: 2 }, "3 passed, 1 failed, 2 skipped"],
  ])("formats %o", (counts, line) => {
    expect(formatSummary(counts)).toBe(line)
  })
})

describe("clearReports (npm test, before its run)", () => {
  it.each<[string, boolean]>([
    ["reports/vitest.json", false],
    ["reports/playwright.json", false],
    // Left for `npm run verify:merge`, and what other commands write there.
    ["reports/verify/shard-2-of-4.json", true],
    ["reports/verify-directory/shard-3-of-40.json", true],
    ["reports/verified-directory.json", true],
    ["reports/lighthouse/manifest.json", true],
  ])("%s kept: %s", (file, kept) => {
    const root = mkdtempSync(join(tmpdir(), "clear-reports-"))
    try {
      mkdirSync(dirname(join(root, file)), { recursive: true })
      writeFileSync(join(root, file), "{}")
      clearReports(root)
      expect(existsSync(join(root, file))).toBe(kept)
      expect(existsSync(join(root, "reports"))).toBe(true)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it("clears the files the ci scripts write (package.json)", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts
    expect(scripts["test:unit:ci"]).toContain(`--outputFile.json=${REPORT_FILES.unit}`)
    expect(scripts["test:e2e:ci"]).toContain(`PLAYWRIGHT_JSON_OUTPUT_NAME=${REPORT_FILES.e2e}`)
  })
})
