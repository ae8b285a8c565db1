import { wasSent, type StoredResult } from "@/lib/health-results"
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
 * Why an endpoint was skipped (nothing sent), or undefined when it was sent: needs-key → "needs a key";
 * not-checked → "POST not checked"; needs-input → "needs input: id" ("needs input" with `short`, for a summary).
 */
export function skipReason(result: StoredResult, short = false): string | undefined {
  switch (result.outcome) {
    case "needs-key":
      return "needs a key"
    case "not-checked":
      return `${result.detail ?? "not a GET"} not checked`
    case "needs-input":
      return result.detail && !short ? `needs input: ${result.detail}` : "needs input"
    default:
      return undefined
  }
}

/**
 * One endpoint's result line (the outcome table in docs/health-checks.md):
 * ok → "Works — 200 in 143 ms" (+ " · not JSON (text/html)"); http-error → "HTTP 429 Too Many Requests";
 * blocked → "Blocked by the browser (CORS)"; timeout → "Timed out after 10 s"; skipped (nothing sent) →
 * "Skipped: needs a key", "Skipped: needs input: id", "Skipped: POST not checked".
 */
export function outcomeText(result: StoredResult): string {
  const skipped = skipReason(result)
  if (skipped) return `Skipped: ${skipped}`
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
    default:
      return `Skipped: ${skipped}`
  }
}

/**
 * The short line on a detail page's endpoint card: ok → "200 · 108 ms" (+ " · not JSON"); http-error →
 * "403 Forbidden"; the others as outcomeText ("Blocked by the browser (CORS)", "Skipped: needs a key"…).
 */
export function cardOutcomeText(result: StoredResult): string {
  if (result.outcome === "ok") {
    const note = isJson(result.detail ?? "") ? "" : " · not JSON"
    return `${result.status ?? 200} · ${Math.round(result.ms ?? 0)} ms${note}`
  }
  if (result.outcome === "http-error") return `${result.status ?? ""} ${result.detail ?? ""}`.trim() || "HTTP error"
  return outcomeText(result)
}

/** How many results were skipped (nothing sent). */
export function countSkipped(results: Iterable<StoredResult>): number {
  let count = 0
  for (const result of results) if (!wasSent(result.outcome)) count++
  return count
}

/**
 * The skipped part of an API's /status row, or undefined when none was skipped: "2 skipped (needs a key)",
 * "3 skipped (needs a key, POST not checked)" (distinct reasons, first seen first).
 */
export function skippedSummary(results: readonly StoredResult[]): string | undefined {
  const reasons = results.flatMap((result) => skipReason(result, true) ?? [])
  if (reasons.length === 0) return undefined
  return `${reasons.length} skipped (${[...new Set(reasons)].join(", ")})`
}

/**
 * A run's progress (the run's state: running, done or cancelled). While running, the detail page says
 * "Checking… 2 of 5 endpoints" and /status "Checked 37 of 142 endpoints" (docs/behaviour.md §2); after it,
 * "Checked 5 of 5 endpoints" or "Cancelled: checked 2 of 5 endpoints". `done` counts every endpoint with an outcome;
 * the `skipped` among them (nothing sent) are counted apart: "Checked 121 of 204 endpoints, 83 skipped".
 */
export function progressText(
  state: string,
  done: number,
  total: number,
  whileRunning = "Checking…",
  skipped = 0,
): string {
  const counts = `${done - skipped} of ${total} ${total === 1 ? "endpoint" : "endpoints"}${skipped > 0 ? `, ${skipped} skipped` : ""}`
  if (state === "running") return `${whileRunning} ${counts}`
  if (state === "cancelled") return `Cancelled: checked ${counts}`
  return `Checked ${counts}`
}

/** How a result line is coloured: worked, sent and failed, or skipped (nothing sent). */
export function outcomeTone(result: StoredResult): "success" | "danger" | "muted" {
  if (result.outcome === "ok") return "success"
  return wasSent(result.outcome) ? "danger" : "muted"
}
