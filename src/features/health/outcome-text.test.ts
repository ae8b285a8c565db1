import { describe, expect, it } from "vitest"
import type { StoredResult } from "@/lib/health-results"
import { outcomeText, progressText, toStoredResult } from "./outcome-text"
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
    [{ kind: "needs-key" }, "Needs an API key"],
    [{ kind: "needs-input", missing: ["id", "q"] }, "Needs input: id, q"],
    [{ kind: "not-checked", method: "POST" }, "Not checked: POST"],
  ])("%o → %s", (outcome, text) => {
    const stored: StoredResult = toStoredResult(outcome, AT)
    expect(stored.at).toBe(AT)
    expect(stored.outcome).toBe(outcome.kind)
    expect(outcomeText(stored)).toBe(text)
  })
})

describe("progressText", () => {
  it.each<[string, number, number, string | undefined, string]>([
    ["running", 2, 5, undefined, "Checking… 2 of 5 endpoints"],
    ["running", 37, 142, "Checked", "Checked 37 of 142 endpoints"],
    ["done", 1, 1, undefined, "Checked 1 of 1 endpoint"],
    ["done", 5, 5, "Checked", "Checked 5 of 5 endpoints"],
    ["cancelled", 2, 5, undefined, "Cancelled: checked 2 of 5 endpoints"],
    ["cancelled", 0, 1, "Checked", "Cancelled: checked 0 of 1 endpoint"],
  ])("%s, %i of %i (while running: %s) → %s", (state, done, total, whileRunning, expected) => {
    expect(progressText(state, done, total, whileRunning)).toBe(expected)
  })
})
