import type { AuthType, KeyPlacement } from "@/data/api-schema"
import { endpointKeyPlacement, endpointNeedsKey, normalizeKey, requestKeySlot } from "@/lib/api-keys"
import { defaultRequest, isHttpUrl, sendHttp, startDeadline, type FetchLike, type HttpRequest } from "@/lib/http"
import { statusText } from "@/lib/http-status"
import { pickExample } from "@/lib/parameter-example"
import { endpointExampleUrl, placeholderNames } from "@/lib/url"

// One health check of one endpoint (docs/health-checks.md): the tester's default request (lib/http.ts) for GET and the
// endpoint's example URL, with the visitor's key where the tester puts it. Pure and injectable (fetch, clock, timers);
// never throws.

/** What a probe needs to know about the API. */
export type ProbeApi = { id: string; auth: AuthType; baseUrl: string; keyPlacement?: KeyPlacement }
/** What a probe needs to know about the endpoint. */
export type ProbeEndpoint = {
  method: string
  path: string
  example?: string
  parameters?: readonly { name: string; required: boolean; example?: string }[]
  /** Where this endpoint's key goes when it differs from the API's (PayPal's token endpoint: HTTP Basic). */
  keyPlacement?: KeyPlacement
  /** An opened API's operation that takes no key: checked without one. */
  noKey?: true
}
export type ProbeTarget = { api: ProbeApi; endpoint: ProbeEndpoint }

/**
 * The name the visitor's key for this endpoint is kept under: the tester's own (lib/api-keys.ts requestKeySlot), for
 * the origin the probe's URL goes to — an opened API's key entered for another server is not used.
 */
export function probeKeySlot({ api, endpoint }: ProbeTarget): string {
  return requestKeySlot(api, endpoint, endpointExampleUrl(api.baseUrl, endpoint))
}

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

export type { FetchLike }

export type ProbeOptions = {
  /** The visitor's key for this API ("" when none). */
  apiKey?: string
  signal?: AbortSignal
  /** Default 10 s. */
  timeoutMs?: number
  fetch?: FetchLike
  now?: () => number
  /**
   * Given the answer's body (a 2xx or an HTTP error: the body sendHttp read as a Blob) before the outcome returns,
   * for the conformance check that follows the probe (docs/conformance.md, "In health checks").
   */
  onBody?: (body: Blob, contentType: string) => void
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
  | { kind: "send"; request: HttpRequest }
  | Extract<ProbeOutcome, { kind: "not-checked" | "needs-key" | "needs-input" }> {
  if (endpoint.method !== "GET") return { kind: "not-checked", method: endpoint.method }
  if (
    endpointNeedsKey(api, endpoint) &&
    (normalizeKey(apiKey) === "" || endpointKeyPlacement(api, endpoint) === undefined)
  ) {
    return { kind: "needs-key" }
  }
  const request = defaultRequest(api, endpoint, endpointExampleUrl(api.baseUrl, endpoint), apiKey)
  const missing = new Set(placeholderNames(request.url))
  if (!endpoint.example) {
    for (const p of endpoint.parameters ?? []) if (p.required && !pickExample(p, "hint")) missing.add(p.name)
  }
  if (missing.size > 0 || !isHttpUrl(request.url)) return { kind: "needs-input", missing: [...missing] }
  return { kind: "send", request }
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
    now,
    onBody,
  } = options
  try {
    const outcome = await sendHttp(plan.request, { signal, timeoutMs, fetch: fetchImpl, ...(now ? { now } : {}) })
    const ms = Math.round(outcome.ok ? outcome.exchange.elapsedMs : outcome.elapsedMs)
    if (outcome.ok) {
      const { response, blob } = outcome.exchange
      try {
        onBody?.(blob, response.headers.get("content-type") ?? "")
      } catch {
        // A listener's failure is not the probe's.
      }
      if (!response.ok) {
        return {
          kind: "http-error",
          status: response.status,
          statusText: statusText(response.status, response.statusText),
          ms,
        }
      }
      return {
        kind: "ok",
        status: response.status,
        ms,
        size: blob.size,
        contentType: response.headers.get("content-type") ?? "",
      }
    }
    const { failure } = outcome
    switch (failure.kind) {
      case "aborted":
        return { kind: "cancelled" }
      case "timeout":
        return { kind: "timeout", timeoutMs }
      case "redirect":
        return { kind: "blocked", reason: "redirect", ms }
      case "offline":
        return { kind: "blocked", reason: "unreachable", ms }
      case "network": {
        // The connection failed while the body arrived: the server was reached, then lost.
        if (failure.phase === "body") return { kind: "blocked", reason: "unreachable", ms }
        // A follow-up would carry the key without the key rules' protection.
        if (plan.request.isKeyed) return { kind: "blocked", reason: "unknown", ms }
        // The follow-up gets what is left of the same deadline.
        const reason = await followUp(fetchImpl, plan.request.url, Math.max(0, timeoutMs - outcome.elapsedMs), signal)
        if (reason === "cancelled") return { kind: "cancelled" }
        return reason === "timeout" ? { kind: "timeout", timeoutMs } : { kind: "blocked", reason, ms }
      }
      case "invalid-url":
      case "invalid-header":
      case "other":
        return { kind: "blocked", reason: "unknown", ms }
    }
  } catch {
    // Nothing above should throw; a platform surprise is still an answer, not a crash.
    return { kind: "blocked", reason: "unknown", ms: 0 }
  }
}

/**
 * A `no-cors` request resolves (opaquely) when the server answered, and rejects when nothing came back. It is not
 * a request the app reads, so it stays outside lib/http.ts; it gets its own deadline of the same length.
 */
async function followUp(
  fetchImpl: FetchLike,
  url: string,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<BlockedReason | "timeout" | "cancelled"> {
  const deadline = startDeadline(timeoutMs, signal)
  try {
    await fetchImpl(url, { method: "GET", mode: "no-cors", credentials: "omit", signal: deadline.signal })
    return "cors"
  } catch {
    if (deadline.timedOut()) return "timeout"
    if (signal?.aborted) return "cancelled"
    return "unreachable"
  } finally {
    deadline.dispose()
  }
}
