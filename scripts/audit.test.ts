import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs script without type declarations
import { auditVerdict } from "./audit.mjs"

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  })

describe("auditVerdict", () => {
  it("passes a clean report", () => {
    expect(auditVerdict(report({}))).toEqual({
      status: "pass",
      message: "npm audit --omit=dev: no high or critical advisory (none at all).",
    })
  })

  it("passes low and moderate advisories, naming them", () => {
    const verdict = auditVerdict(report({ low: 2, moderate: 1, total: 3 }, { a: { severity: "low" } }))
    expect(verdict.status).toBe("pass")
    expect(verdict.message).toContain("2 low, 1 moderate")
  })

  it.each(["high", "critical"])("fails on a %s advisory and names the package", (severity) => {
    const verdict = auditVerdict(report({ [severity]: 1, total: 1 }, { "some-lib": { severity } }))
    expect(verdict.status).toBe("fail")
    expect(verdict.message).toContain(`some-lib (${severity})`)
  })

  it("skips, saying so, when the registry has no audit endpoint (HTTP 405)", () => {
    const output = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      method: "POST",
      uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
      body: "",
      error: { summary: "", detail: "" },
    })
    const verdict = auditVerdict(output)
    expect(verdict.status).toBe("skip")
    expect(verdict.message).toMatch(/could not reach the registry's audit endpoint \(HTTP 405 from https:\/\/registry/)
    expect(verdict.message).toContain("not passed")
  })

  it.each(["ENOTFOUND", "ETIMEDOUT", "ECONNREFUSED", "EAI_AGAIN"])("skips on a network error (%s)", (code) => {
    expect(auditVerdict(JSON.stringify({ error: { code, summary: `request failed, reason: ${code}` } })).status).toBe(
      "skip",
    )
  })

  it("skips when npm printed nothing readable", () => {
    expect(auditVerdict("").status).toBe("skip")
  })

  it("fails on any other npm error, such as a missing lockfile", () => {
    const verdict = auditVerdict(
      JSON.stringify({ error: { code: "ENOLOCK", summary: "This command requires an existing lockfile." } }),
    )
    expect(verdict).toEqual({
      status: "fail",
      message: "npm audit failed: This command requires an existing lockfile.",
    })
  })
})
