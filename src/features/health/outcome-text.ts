import type { StoredResult } from "@/lib/health-results"
import type { ProbeOutcome } from "./probe"

/** A probe's outcome as the results store keeps it, seen at `at` (epoch ms). */
export function toStoredResult(outcome: ProbeOutcome, at: number): StoredResult {
  switch (outcome.kind) {
    case "ok":
      return { outcome: "ok", at, ms: outcome.ms, status: outcome.status, detail: outcome.contentType }
    case "http-error":
      return { outcome: "http-error", at, ms: outcome.ms, status: outcome.status, detail: outcome.statusText }
    case "blocked":
      return { outcome: "blocked", at, ms: outcome.ms, detail: outcome.reason }
    case "timeout":
      return { outcome: "timeout", at, ms: outcome.timeoutMs }
    case "needs-key":
      return { outcome: "needs-key", at }
    case "needs-input":
      return { outcome: "needs-input", at, detail: outcome.missing.join(", ") }
    case "not-checked":
      return { outcome: "not-checked", at, detail: outcome.method }
  }
}

const BLOCKED: Record<string, string> = {
  cors: "Blocked by the browser (CORS)",
  unreachable: "Unreachable from this browser (offline, DNS or TLS)",
  redirect: "Redirect not followed while a key is set",
}

function isJson(contentType: string): boolean {
  const type = contentType.toLowerCase()
  return type.includes("application/json") || /\+json\b/.test(type)
}

/**
 * One endpoint's result line (the outcome table in docs/health-checks.md):
 * ok → "Works — 200 in 143 ms" (+ " · not JSON (text/html)"); http-error → "HTTP 429 Too Many Requests";
 * blocked → "Blocked by the browser (CORS)"; timeout → "Timed out after 10 s"; needs-key → "Needs an API key";
 * needs-input → "Needs input: id"; not-checked → "Not checked: POST".
 */
export function outcomeText(result: StoredResult): string {
  switch (result.outcome) {
    case "ok": {
      const type = result.detail ?? ""
      const note = isJson(type) ? "" : ` · not JSON (${type.split(";")[0]?.trim() || "no content type"})`
      return `Works — ${result.status ?? 200} in ${Math.round(result.ms ?? 0)} ms${note}`
    }
    case "http-error":
      return `HTTP ${result.status ?? ""} ${result.detail ?? ""}`.trim()
    case "blocked":
      return BLOCKED[result.detail ?? ""] ?? "Blocked by the browser (CORS or network)"
    case "timeout":
      return `Timed out after ${Number(((result.ms ?? 10_000) / 1000).toFixed(1))} s`
    case "needs-key":
      return "Needs an API key"
    case "needs-input":
      return result.detail ? `Needs input: ${result.detail}` : "Needs input"
    case "not-checked":
      return `Not checked: ${result.detail ?? "not a GET"}`
  }
}

/**
 * A run's progress (the run's state: running, done or cancelled). While running, the detail page says
 * "Checking… 2 of 5 endpoints" and /status "Checked 37 of 142 endpoints" (docs/behaviour.md §2); after it,
 * "Checked 5 of 5 endpoints" or "Cancelled: checked 2 of 5 endpoints".
 */
export function progressText(state: string, done: number, total: number, whileRunning = "Checking…"): string {
  const counts = `${done} of ${total} ${total === 1 ? "endpoint" : "endpoints"}`
  if (state === "running") return `${whileRunning} ${counts}`
  if (state === "cancelled") return `Cancelled: checked ${counts}`
  return `Checked ${counts}`
}
