import type { AuthType, KeyPlacement } from "@/data/api-schema"
import { applyKey, normalizeKey } from "@/lib/api-keys"
import { endpointExampleUrl, placeholderNames } from "@/lib/url"
import { startDeadline } from "@/lib/deadline"
import { reasonPhrase } from "@/lib/http-status"

// One health check of one endpoint (issue 14, docs/health-checks.md): the tester's default request — GET,
// `Accept: application/json`, the endpoint's example URL — plus the visitor's key through the key rules.
// Pure and injectable (fetch, clock, timers); never throws.

/** What a probe needs to know about the API. */
export type ProbeApi = { id: string; auth: AuthType; baseUrl: string; keyPlacement?: KeyPlacement }
/** What a probe needs to know about the endpoint. */
export type ProbeEndpoint = {
  method: string
  path: string
  example?: string
  parameters?: readonly { name: string; required: boolean; example?: string }[]
}
export type ProbeTarget = { api: ProbeApi; endpoint: ProbeEndpoint }

/** Why a request failed in the browser: "cors" when a no-cors follow-up reached the server, "unreachable" when it did not. */
export type BlockedReason = "cors" | "unreachable" | "redirect" | "unknown"

/** Exactly one per probe (the seven outcomes). */
export type ProbeOutcome =
  | { kind: "ok"; status: number; ms: number; size: number; contentType: string }
  | { kind: "http-error"; status: number; statusText: string; ms: number }
  | { kind: "blocked"; reason: BlockedReason; ms: number }
  | { kind: "timeout"; timeoutMs: number }
  | { kind: "needs-key" }
  | { kind: "needs-input"; missing: string[] }
  | { kind: "not-checked"; method: string }

/** A probe cancelled by its caller has no outcome: nothing is recorded for it. */
export type ProbeResult = ProbeOutcome | { kind: "cancelled" }

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export type ProbeOptions = {
  /** The visitor's key for this API ("" when none). */
  apiKey?: string
  signal?: AbortSignal
  /** Default 10 s. */
  timeoutMs?: number
  fetch?: FetchLike
  now?: () => number
}

export const DEFAULT_PROBE_TIMEOUT_MS = 10_000

/**
 * What a probe would send, or why it sends nothing. Order: not a GET → not-checked; a key needed and none set →
 * needs-key; a placeholder left in the URL or a required parameter without an example → needs-input.
 *
 * planProbe({ api: dogApi, endpoint: random }, "") → { kind: "send", url: "https://dog.ceo/api/breeds/image/random", … }
 */
export function planProbe(
  { api, endpoint }: ProbeTarget,
  apiKey = "",
):
  | { kind: "send"; url: string; headers: Record<string, string>; isKeyed: boolean }
  | Extract<ProbeOutcome, { kind: "not-checked" | "needs-key" | "needs-input" }> {
  if (endpoint.method !== "GET") return { kind: "not-checked", method: endpoint.method }
  const key = normalizeKey(apiKey)
  if (api.auth !== "none" && (key === "" || api.keyPlacement === undefined)) return { kind: "needs-key" }
  const exampleUrl = endpointExampleUrl(api.baseUrl, endpoint)
  const { isKeyed, url, headers } = applyKey({ url: exampleUrl, headers: {} }, api.keyPlacement, key, api.baseUrl)
  const missing = new Set(placeholderNames(url))
  if (!endpoint.example) {
    for (const p of endpoint.parameters ?? []) if (p.required && !p.example) missing.add(p.name)
  }
  if (missing.size > 0 || !isHttpUrl(url)) return { kind: "needs-input", missing: [...missing] }
  return { kind: "send", url, headers, isKeyed }
}

function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/** A plan that sends a request (see planProbe). */
export type SendPlan = Extract<ReturnType<typeof planProbe>, { kind: "send" }>

/**
 * Probes one endpoint: at most one request (plus, when the browser refuses it, one `no-cors` request to tell a
 * CORS refusal from an unreachable server — never with a key). Never throws; a caller's abort gives "cancelled".
 */
export async function probeEndpoint(target: ProbeTarget, options: ProbeOptions = {}): Promise<ProbeResult> {
  try {
    const plan = planProbe(target, options.apiKey)
    return plan.kind === "send" ? await sendProbe(plan, options) : plan
  } catch {
    // Nothing here should throw; a platform surprise is still an answer, not a crash.
    return { kind: "blocked", reason: "unknown", ms: 0 }
  }
}

/** Sends what planProbe planned (runProbes plans each endpoint once, for its host too). Never throws. */
export async function sendProbe(plan: SendPlan, options: Omit<ProbeOptions, "apiKey"> = {}): Promise<ProbeResult> {
  const {
    signal,
    timeoutMs = DEFAULT_PROBE_TIMEOUT_MS,
    fetch: fetchImpl = (url, init) => fetch(url, init),
    now = () => performance.now(),
  } = options
  try {
    if (signal?.aborted) return { kind: "cancelled" }
    const deadline = startDeadline(timeoutMs, signal)
    const started = now()
    try {
      const init: RequestInit = {
        method: "GET",
        headers: { Accept: "application/json", ...plan.headers },
        signal: deadline.signal,
        credentials: "omit",
        // A keyed request never follows a redirect: the key must not travel on to another address.
        redirect: plan.isKeyed ? "manual" : "follow",
      }
      let response: Response
      try {
        response = await fetchImpl(plan.url, init)
      } catch (error) {
        if (deadline.timedOut()) return { kind: "timeout", timeoutMs }
        if (signal?.aborted) return { kind: "cancelled" }
        if (!(error instanceof TypeError)) return { kind: "blocked", reason: "unknown", ms: elapsed(now, started) }
        const ms = elapsed(now, started)
        if (plan.isKeyed) return { kind: "blocked", reason: "unknown", ms }
        const reason = await followUp(fetchImpl, plan.url, deadline.signal)
        if (deadline.timedOut()) return { kind: "timeout", timeoutMs }
        if (signal?.aborted) return { kind: "cancelled" }
        return { kind: "blocked", reason, ms }
      }
      if (response.type === "opaqueredirect") return { kind: "blocked", reason: "redirect", ms: elapsed(now, started) }
      const blob = await response.blob()
      const ms = elapsed(now, started)
      if (!response.ok) {
        return {
          kind: "http-error",
          status: response.status,
          statusText: response.statusText || reasonPhrase(response.status),
          ms,
        }
      }
      const contentType = response.headers.get("content-type") ?? ""
      return { kind: "ok", status: response.status, ms, size: blob.size, contentType }
    } catch {
      // Reading the body failed: the timeout or the caller's abort, or the connection dropped.
      if (deadline.timedOut()) return { kind: "timeout", timeoutMs }
      if (signal?.aborted) return { kind: "cancelled" }
      return { kind: "blocked", reason: "unreachable", ms: elapsed(now, started) }
    } finally {
      deadline.dispose()
    }
  } catch {
    // Nothing above should throw; a platform surprise is still an answer, not a crash.
    return { kind: "blocked", reason: "unknown", ms: 0 }
  }
}

/** A `no-cors` request resolves (opaquely) when the server answered, and rejects when nothing came back. */
async function followUp(fetchImpl: FetchLike, url: string, signal: AbortSignal): Promise<BlockedReason> {
  try {
    await fetchImpl(url, { method: "GET", mode: "no-cors", credentials: "omit", signal })
    return "cors"
  } catch {
    return "unreachable"
  }
}

function elapsed(now: () => number, started: number): number {
  return Math.max(0, Math.round(now() - started))
}
