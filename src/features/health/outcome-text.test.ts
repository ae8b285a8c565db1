import { describe, expect, it } from "vitest"
import type { StoredResult } from "@/lib/health-results"
import {
  cardOutcomeText,
  countSkipped,
  outcomeText,
  outcomeTone,
  progressText,
  skippedSummary,
  skipReason,
  toStoredResult,
} from "./outcome-text"
import type { ProbeOutcome } from "./probe"

const AT = 1_000

describe("outcomeText ∘ toStoredResult", () => {
  it.each<[ProbeOutcome, string]>([
    [
      { kind: "ok", status: 200, ms: 143, size: 10, contentType: "application/json; charset=utf-8" },
      "Works — 200 in 143 ms",
    ],
    [{ kind: "ok", status: 200, ms: 12, size: 10, contentType: "application/problem+json" }, "Works — 200 in 12 ms"],
    [
      { kind: "ok", status: 200, ms: 9, size: 10, contentType: "text/html; charset=utf-8" },
      "Works — 200 in 9 ms · not JSON (text/html)",
    ],
    [{ kind: "ok", status: 204, ms: 9, size: 0, contentType: "" }, "Works — 204 in 9 ms · not JSON (no content type)"],
    [{ kind: "http-error", status: 429, statusText: "Too Many Requests", ms: 5 }, "HTTP 429 Too Many Requests"],
    [{ kind: "http-error", status: 599, statusText: "", ms: 5 }, "HTTP 599"],
    [{ kind: "blocked", reason: "cors", ms: 5 }, "Blocked by the browser (CORS)"],
    [{ kind: "blocked", reason: "unreachable", ms: 5 }, "Unreachable from this browser (offline, DNS or TLS)"],
    [{ kind: "blocked", reason: "unknown", ms: 5 }, "Blocked by the browser (CORS or network)"],
    [{ kind: "blocked", reason: "redirect", ms: 5 }, "Redirect not followed while a key is set"],
    [{ kind: "timeout", timeoutMs: 10_000 }, "Timed out after 10 s"],
    [{ kind: "timeout", timeoutMs: 2_500 }, "Timed out after 2.5 s"],
    [{ kind: "needs-key" }, "Skipped: needs a key"],
    [{ kind: "needs-input", missing: ["id", "q"] }, "Skipped: needs input: id, q"],
    [{ kind: "not-checked", method: "POST" }, "Skipped: POST not checked"],
  ])("%o → %s", (outcome, text) => {
    const stored: StoredResult = toStoredResult(outcome, AT)
    expect(stored.at).toBe(AT)
    expect(stored.outcome).toBe(outcome.kind)
    expect(outcomeText(stored)).toBe(text)
  })
})

describe("progressText", () => {
  it.each<[string, number, number, string | undefined, number, string]>([
    ["running", 2, 5, undefined, 0, "Checking… 2 of 5 endpoints"],
    ["running", 37, 142, "Checked", 0, "Checked 37 of 142 endpoints"],
    ["done", 1, 1, undefined, 0, "Checked 1 of 1 endpoint"],
    ["done", 5, 5, "Checked", 0, "Checked 5 of 5 endpoints"],
    ["cancelled", 2, 5, undefined, 0, "Cancelled: checked 2 of 5 endpoints"],
    ["cancelled", 0, 1, "Checked", 0, "Cancelled: checked 0 of 1 endpoint"],
    ["done", 204, 204, "Checked", 83, "Checked 121 of 204 endpoints, 83 skipped"],
    ["running", 10, 204, "Checked", 4, "Checked 6 of 204 endpoints, 4 skipped"],
    ["done", 4, 4, undefined, 1, "Checked 3 of 4 endpoints, 1 skipped"],
    ["cancelled", 3, 3, undefined, 3, "Cancelled: checked 0 of 3 endpoints, 3 skipped"],
  ])("%s, %i of %i (while running: %s, skipped %i) → %s", (state, done, total, whileRunning, skipped, expected) => {
    expect(progressText(state, done, total, whileRunning, skipped)).toBe(expected)
  })
})

const result = (outcome: StoredResult["outcome"], extra: Partial<StoredResult> = {}): StoredResult => ({
  outcome,
  at: AT,
  ...extra,
})

describe("skipReason", () => {
  it.each<[StoredResult, boolean, string | undefined]>([
    [result("needs-key"), false, "needs a key"],
    [result("not-checked", { detail: "POST" }), false, "POST not checked"],
    [result("not-checked"), false, "not a GET not checked"],
    [result("needs-input", { detail: "id" }), false, "needs input: id"],
    [result("needs-input", { detail: "id" }), true, "needs input"],
    [result("needs-input"), false, "needs input"],
    [result("ok", { status: 200 }), false, undefined],
    [result("http-error", { status: 500 }), false, undefined],
    [result("blocked", { detail: "cors" }), false, undefined],
    [result("timeout", { ms: 10_000 }), false, undefined],
  ])("%o (short: %s) → %s", (stored, short, expected) => {
    expect(skipReason(stored, short)).toBe(expected)
  })
})

describe("cardOutcomeText", () => {
  it.each<[StoredResult, string]>([
    [result("ok", { status: 200, ms: 108.4, detail: "application/json" }), "200 · 108 ms"],
    [result("ok", { status: 200, ms: 9, detail: "text/html" }), "200 · 9 ms · not JSON"],
    [result("http-error", { status: 403, ms: 5, detail: "Forbidden" }), "403 Forbidden"],
    [result("http-error", { status: 599, ms: 5 }), "599"],
    [result("blocked", { detail: "cors" }), "Blocked by the browser (CORS)"],
    [result("timeout", { ms: 10_000 }), "Timed out after 10 s"],
    [result("needs-key"), "Skipped: needs a key"],
    [result("not-checked", { detail: "POST" }), "Skipped: POST not checked"],
  ])("%o → %s", (stored, expected) => {
    expect(cardOutcomeText(stored)).toBe(expected)
  })
})

describe("countSkipped and skippedSummary", () => {
  it.each<[StoredResult[], number, string | undefined]>([
    [[], 0, undefined],
    [[result("ok", { status: 200 }), result("timeout")], 0, undefined],
    [[result("needs-key"), result("needs-key"), result("ok")], 2, "2 skipped (needs a key)"],
    [
      [result("needs-input", { detail: "id" }), result("not-checked", { detail: "POST" }), result("needs-input")],
      3,
      "3 skipped (needs input, POST not checked)",
    ],
  ])("%o → %i, %s", (list, count, summary) => {
    expect(countSkipped(list)).toBe(count)
    expect(skippedSummary(list)).toBe(summary)
  })
})

describe("outcomeTone", () => {
  it.each<[StoredResult["outcome"], string]>([
    ["ok", "success"],
    ["http-error", "danger"],
    ["blocked", "danger"],
    ["timeout", "danger"],
    ["needs-key", "muted"],
    ["needs-input", "muted"],
    ["not-checked", "muted"],
  ])("%s → %s", (outcome, tone) => {
    expect(outcomeTone(result(outcome))).toBe(tone)
  })
})
