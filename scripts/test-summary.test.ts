import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs script without type declarations
import { countPlaywright, countVitest, formatSummary } from "./test-summary.mjs"

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
