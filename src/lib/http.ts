import type { Api, KeyPlacement } from "@/data/api-schema"
import { applyKey, endpointKeyPlacement, keyTarget } from "@/lib/api-keys"

// The one way the app sends an HTTP request from the browser: the tester's Send and every health check (and any
// later caller) build the request here and run it through `sendHttp`, so the default request, where the key goes,
// "a keyed request never follows a redirect", the deadline and the failure classes exist once (docs/behaviour.md
// "Tester request", docs/api-keys.md, docs/health-checks.md). Callers turn the outcome into their own words.

/** A request ready to send. */
export type HttpRequest = {
  method: string
  url: string
  /** Headers besides `Accept: application/json`; one of the same name (in any case) replaces it. */
  headers: Record<string, string>
  /**
   * Sent as it is; absent by default (the spec's request has no body, even for POST). A Blob: an opened API's
   * multipart body or the visitor's file.
   */
  body?: string | Blob
  /**
   * True when the visitor's key was added: a redirect is then reported, not followed, because browsers carry custom
   * headers and the URL's query on to the next address, and the key must reach no one but the API (docs/api-keys.md).
   */
  isKeyed: boolean
}

/**
 * The app's default request for an endpoint: its method and `url` with `Accept: application/json` only, plus the
 * visitor's key at the place the provider documents (the endpoint's own placement first, else the API's) and only
 * when `url` goes to the API's own origin. `headers` are the visitor's opt-in extras; the key's header wins over them.
 *
 * defaultRequest({ baseUrl: "https://api.openweathermap.org/data/2.5", keyPlacement: { in: "query", name: "appid" } },
 *   { method: "GET" }, "https://api.openweathermap.org/data/2.5/weather?q=Paris", "k1")
 *   → { method: "GET", url: "…/weather?q=Paris&appid=k1", headers: {}, isKeyed: true }
 */
export function defaultRequest(
  /** An opened API's `id` makes its key go to the request's own origin only (api-keys.ts keyTarget). */
  api: Pick<Api, "baseUrl" | "keyPlacement"> & { id?: string },
  endpoint: { method: string; keyPlacement?: KeyPlacement },
  url: string,
  key: string,
  headers: Record<string, string> = {},
): HttpRequest {
  const keyed = applyKey({ url, headers }, endpointKeyPlacement(api, endpoint), key, keyTarget(api, url))
  return { method: endpoint.method, url: keyed.url, headers: keyed.headers, isKeyed: keyed.isKeyed }
}

/** Why a request got no usable answer. Messages never quote the URL or a header value: either may hold a key. */
export type HttpFailure =
  /** The caller's signal aborted it (Cancel, a newer request, leaving the page). */
  | { kind: "aborted" }
  | { kind: "timeout"; timeoutMs: number }
  /** The browser reports no network (navigator.onLine false), before sending or when the request failed. */
  | { kind: "offline" }
  /** Not an absolute http(s) URL: fetch's own error would read like a CORS block and echo the URL. */
  | { kind: "invalid-url" }
  /** A header name or value the platform refuses (its message would quote the value). */
  | { kind: "invalid-header" }
  /** A keyed request was answered with a redirect, which was not followed. */
  | { kind: "redirect" }
  /**
   * fetch's TypeError: blocked by CORS, DNS, TLS, a refused or dropped connection… the browser does not say which.
   * `phase`: "request" when no response arrived, "body" when the connection failed while the body was read.
   */
  | { kind: "network"; message: string; phase: "request" | "body" }
  | { kind: "other"; message: string }

/** A response with its whole body, read once as a Blob (a 20 MB body never becomes a 20 MB string here). */
export type HttpExchange = {
  response: Response
  blob: Blob
  /** From just before the request until the whole body was read. */
  elapsedMs: number
}

/** Never thrown: callers switch on `ok`. Any status is `ok: true` here; what a 4xx means is the caller's call. */
export type HttpOutcome =
  | { ok: true; exchange: HttpExchange }
  | { ok: false; failure: HttpFailure; /** Until the failure (0 when nothing was sent). */ elapsedMs: number }

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export type HttpOptions = {
  signal?: AbortSignal
  timeoutMs: number
  fetch?: FetchLike
  now?: () => number
  isOnline?: () => boolean
}

/** The browser's own view of the network; true where it cannot tell (no navigator). */
export function browserIsOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * Sends `request` straight from the browser: `Accept: application/json` plus its headers, no cookies
 * (`credentials: "omit"`), `redirect: "manual"` when it carries a key, ended by the caller's signal or after
 * `timeoutMs`. Reads the whole body. Never throws.
 */
export async function sendHttp(request: HttpRequest, options: HttpOptions): Promise<HttpOutcome> {
  const outcome = await sendHttpAndRead(request, options, (response) => response.blob())
  if (!outcome.ok) return outcome
  const { response, value: blob, elapsedMs } = outcome
  return { ok: true, exchange: { response, blob, elapsedMs } }
}

/** What `read` made of an answer (any status), or why there was none. */
export type HttpReadOutcome<T> =
  | { ok: true; response: Response; value: T; /** Until `read` finished. */ elapsedMs: number }
  | { ok: false; failure: HttpFailure; elapsedMs: number }

/**
 * sendHttp, with the body read by `read` instead of whole: it looks at the answer first (its status, `response.url`
 * after redirects) and reads the body its own way, e.g. with readTextWithin. `read` runs under the same deadline and
 * Cancel, and a failure while it reads is classified like one while sendHttp reads ("network", phase "body";
 * "timeout"; "aborted"). Never throws.
 */
export async function sendHttpAndRead<T>(
  request: HttpRequest,
  options: HttpOptions,
  read: (response: Response) => Promise<T>,
): Promise<HttpReadOutcome<T>> {
  const {
    signal,
    timeoutMs,
    fetch: fetchImpl = (url, init) => fetch(url, init),
    now = () => performance.now(),
    isOnline = browserIsOnline,
  } = options
  const unsent = (failure: HttpFailure): HttpReadOutcome<T> => ({ ok: false, failure, elapsedMs: 0 })
  if (signal?.aborted) return unsent({ kind: "aborted" })
  // Say so plainly rather than send a request that can only fail.
  if (!isOnline()) return unsent({ kind: "offline" })
  if (!isHttpUrl(request.url)) return unsent({ kind: "invalid-url" })
  let headers: Headers
  try {
    headers = new Headers({ Accept: "application/json" })
    for (const [name, value] of Object.entries(request.headers)) headers.set(name, value)
  } catch {
    return unsent({ kind: "invalid-header" })
  }

  const deadline = startDeadline(timeoutMs, signal)
  const started = now()
  const elapsedMs = () => Math.max(0, now() - started)
  let phase: "request" | "body" = "request"
  try {
    const init: RequestInit = {
      method: request.method,
      headers,
      signal: deadline.signal,
      credentials: "omit",
      redirect: request.isKeyed ? "manual" : "follow",
    }
    if (request.body !== undefined) init.body = request.body
    const response = await fetchImpl(request.url, init)
    // A browser gives an opaque answer (status 0); other runtimes give the 3xx itself.
    if (request.isKeyed && (response.type === "opaqueredirect" || REDIRECT_STATUSES.has(response.status))) {
      return { ok: false, failure: { kind: "redirect" }, elapsedMs: elapsedMs() }
    }
    phase = "body"
    const value = await read(response)
    return { ok: true, response, value, elapsedMs: elapsedMs() }
  } catch (error) {
    const failed = (failure: HttpFailure): HttpReadOutcome<T> => ({ ok: false, failure, elapsedMs: elapsedMs() })
    if (deadline.timedOut()) return failed({ kind: "timeout", timeoutMs })
    if (signal?.aborted) return failed({ kind: "aborted" })
    if (error instanceof TypeError) {
      // The connection dropped while the request was under way.
      if (!isOnline()) return failed({ kind: "offline" })
      return failed({ kind: "network", message: error.message || "Failed to fetch", phase })
    }
    return failed({ kind: "other", message: error instanceof Error ? error.message : "" })
  } finally {
    deadline.dispose()
  }
}

/** A body read as text within a size limit: all of it, or how far it got before it was stopped. */
export type LimitedText =
  | { ok: true; text: string }
  /**
   * Larger than the limit. `size`: the size its content-length declared (nothing was read), or undefined when the
   * bytes themselves went over it: reading stopped there and the rest was never downloaded.
   */
  | { ok: false; size: number | undefined; bytesRead: number }

/**
 * Reads `response`'s body as UTF-8 text (as `response.text()` does), but no more than `limit` bytes: a declared
 * content-length over the limit is refused before a byte is read, and otherwise the bytes are counted as they arrive
 * and the download is cancelled as soon as they pass the limit (a content-length can be missing, or wrong, and a
 * compressed body grows). A 5 GB or endless body therefore costs at most `limit` bytes of memory. Each piece is
 * decoded as it arrives: gathered into a Blob and read back as text, Graph beta's 47 MB took twice as long in a
 * browser's worker. Rejects as `response.text()` does when the connection fails.
 *
 * readTextWithin(await fetch(url), 64 * 1024 * 1024) → { ok: true, text } | { ok: false, size: 200_000_000, bytesRead: 0 }
 */
export async function readTextWithin(response: Response, limit: number): Promise<LimitedText> {
  const declared = Number(response.headers.get("content-length") ?? "")
  if (Number.isFinite(declared) && declared > limit) {
    void response.body?.cancel().catch(() => undefined)
    return { ok: false, size: declared, bytesRead: 0 }
  }
  if (!response.body) return { ok: true, text: "" }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const pieces: string[] = []
  let bytesRead = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytesRead += value.byteLength
    if (bytesRead > limit) {
      void reader.cancel().catch(() => undefined)
      return { ok: false, size: undefined, bytesRead }
    }
    pieces.push(decoder.decode(value, { stream: true }))
  }
  pieces.push(decoder.decode())
  return { ok: true, text: pieces.join("") }
}

/** An absolute http: or https: URL (the only kind the app sends to). */
export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/**
 * One AbortSignal for both ways a request can end early: the caller's own signal (Cancel) or a timeout. After the
 * request, `timedOut()` tells the two apart; `dispose()` clears the timer and the listener (call it in `finally`).
 *
 * const deadline = startDeadline(30_000, cancelSignal)
 * try { await fetch(url, { signal: deadline.signal }) } catch { if (deadline.timedOut()) … } finally { deadline.dispose() }
 */
export function startDeadline(timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort()
  if (signal?.aborted) controller.abort()
  else signal?.addEventListener("abort", onAbort, { once: true })
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer)
      signal?.removeEventListener("abort", onAbort)
    },
  }
}
