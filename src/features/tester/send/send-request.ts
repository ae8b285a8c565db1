import { imagePreviewKind, svgDataUrl } from "@/lib/blob-urls"
import {
  browserIsOnline,
  sendHttp,
  type FetchLike,
  type HttpExchange,
  type HttpFailure,
  type HttpRequest,
} from "@/lib/http"
import { statusText } from "@/lib/http-status"
import { formatJsonText, parseJsonKeepingNumbers } from "../response/json-text"

/** Bodies larger than this are shown truncated (the whole body stays downloadable). 1 MiB. */
export const DISPLAY_LIMIT_BYTES = 1_048_576

export const DEFAULT_TIMEOUT_MS = 30_000

/**
 * The body as the Response tab shows it. Every variant keeps the whole body as a Blob, read once,
 * so the UI can offer a download (or an image preview via a blob URL) without reading it again.
 */
export type ResponseBody =
  /**
   * Parsed JSON (numbers a JavaScript number would change kept as JsonNumberText); `text` is the received text
   * indented with 2 spaces, every token as sent, cut at the display limit when `truncated`.
   */
  | { kind: "json"; data: unknown; text: string; truncated: boolean; blob: Blob }
  /**
   * Text (also HTML, shown as text, never rendered). `truncated`: only the first 1 MiB was decoded.
   * `jsonError`: the server said JSON but the body does not parse; this note says so and `text` is the raw body.
   */
  | { kind: "text"; text: string; truncated: boolean; jsonError?: string; blob: Blob }
  /**
   * `image/*`: previewed in an `<img>`. `svgSrc`: an SVG's data: URL (lib/blob-urls.ts says why SVG never gets a
   * blob: URL); other images use rasterPreviewUrlFor(blob).
   */
  | { kind: "image"; blob: Blob; svgSrc?: string }
  /** PDF, zip, audio, video, fonts, octet-stream…: offer it as a download, never as text. */
  | { kind: "binary"; blob: Blob }

export type ResponseResult = {
  status: number
  /** The server's status text, or the standard reason phrase when it sent none (HTTP/2). */
  statusText: string
  /** Header names and values as the Headers object lists them (names lower-cased). */
  headers: [string, string][]
  body: ResponseBody
  /** From just before the request until the whole body was read. */
  elapsedMs: number
  /** Body size in bytes (after content decoding). */
  size: number
  /** The content-type header, "" when absent. */
  contentType: string
  /** True when fetch followed a redirect; `url` is then the final URL. */
  redirected: boolean
  url: string
}

export type RequestError =
  /** Non-ok status (docs/behaviour.md §5, §8). The response is kept so the UI can show the API's own error body. */
  | { kind: "http"; message: string; response: ResponseResult }
  /** fetch's TypeError: blocked by CORS, offline, DNS, TLS… the browser does not say which. */
  | { kind: "network"; message: string; explanation: string }
  /** The browser reports no network (navigator.onLine false): a clear message instead of "Failed to fetch". */
  | { kind: "offline"; message: string }
  | { kind: "timeout"; message: string }
  | { kind: "aborted"; message: string }
  | { kind: "other"; message: string }

/** Never throws: callers switch on `ok`. */
export type SendResult = { ok: true; response: ResponseResult } | { ok: false; error: RequestError }

export type SendRequestInput = Omit<HttpRequest, "headers" | "isKeyed"> & {
  /** Extra headers (the key, the visitor's opt-in rows); they replace a default of the same name. */
  headers?: Record<string, string>
  /** True when the request carries the visitor's key: a redirect is then reported, not followed (lib/http.ts). */
  isKeyed?: boolean
  /** Aborting it cancels the request ('Request cancelled'). */
  signal?: AbortSignal
  timeoutMs?: number
}

export type { FetchLike }

export const CANCELLED_MESSAGE = "Request cancelled"
export const REDIRECT_NOT_FOLLOWED_MESSAGE =
  "The API answered with a redirect. While a key is set the tester does not follow redirects, so your key cannot " +
  "reach another address. Copy the code to follow it from a server or a terminal."
export const FALLBACK_ERROR_MESSAGE = "An error occurred"
export const NETWORK_EXPLANATION =
  "The browser could not complete this request. The API probably does not allow requests from web pages (CORS), " +
  "or the server is unreachable. Copy the code and run it from a server or a terminal instead."

export const OFFLINE_MESSAGE =
  "You are offline. The request could not reach the API: connect to the internet, then send the request again."

/** The tester's words for each way a request can fail (docs/behaviour.md §8). */
export function requestError(failure: HttpFailure): RequestError {
  switch (failure.kind) {
    case "aborted":
      return { kind: "aborted", message: CANCELLED_MESSAGE }
    case "offline":
      return { kind: "offline", message: OFFLINE_MESSAGE }
    case "timeout":
      return { kind: "timeout", message: `Request timed out after ${seconds(failure.timeoutMs)}` }
    case "invalid-url":
      return { kind: "other", message: "The request URL is not valid. Check the address and its parameters." }
    case "invalid-header":
      return { kind: "other", message: "A request header has an invalid name or value." }
    case "redirect":
      return { kind: "other", message: REDIRECT_NOT_FOLLOWED_MESSAGE }
    case "network":
      return { kind: "network", message: failure.message, explanation: NETWORK_EXPLANATION }
    case "other":
      return { kind: "other", message: failure.message || FALLBACK_ERROR_MESSAGE }
  }
}

/**
 * Sends the tester's request straight from the browser through the app's one pipeline (lib/http.ts): the endpoint's
 * method, `Accept: application/json` plus `input.headers`, no body even for POST unless the visitor opted into one
 * (docs/behaviour.md §7). Non-ok status, network failure, timeout and cancellation all come back as
 * `{ ok: false, error }`; nothing is thrown.
 */
export async function sendRequest(
  input: SendRequestInput,
  fetchImpl?: FetchLike,
  now: () => number = () => performance.now(),
  isOnline: () => boolean = browserIsOnline,
): Promise<SendResult> {
  const { signal, timeoutMs = DEFAULT_TIMEOUT_MS, headers = {}, isKeyed = false, ...rest } = input
  const outcome = await sendHttp(
    { ...rest, headers, isKeyed },
    { signal, timeoutMs, now, isOnline, ...(fetchImpl ? { fetch: fetchImpl } : {}) },
  )
  if (!outcome.ok) return { ok: false, error: requestError(outcome.failure) }
  try {
    const result = await readResponse(outcome.exchange, input.url, input.method)
    if (!outcome.exchange.response.ok) {
      return {
        ok: false,
        error: { kind: "http", message: `HTTP ${result.status}: ${result.statusText}`, response: result },
      }
    }
    return { ok: true, response: result }
  } catch (error) {
    // Reading the received Blob failed (the platform ran out of memory, say): still an answer, not a crash.
    const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE
    return { ok: false, error: { kind: "other", message } }
  }
}

/**
 * A HEAD answer (opened APIs) has no body, whatever its content-type says (the type of the body a GET would get):
 * it is shown as 'The response has no body.' with its status and headers, never as a parse error, an empty image
 * or a 0 B download.
 */
const NO_BODY_METHODS = new Set(["HEAD"])

async function readResponse(
  { response, blob, elapsedMs }: HttpExchange,
  requestUrl: string,
  method: string,
): Promise<ResponseResult> {
  const contentType = response.headers.get("content-type") ?? ""
  const body: ResponseBody = NO_BODY_METHODS.has(method.toUpperCase())
    ? { kind: "text", text: "", truncated: false, blob }
    : await toBody(blob, contentType)
  return {
    status: response.status,
    statusText: statusText(response.status, response.statusText),
    headers: [...response.headers.entries()],
    body,
    elapsedMs,
    size: blob.size,
    contentType,
    redirected: response.redirected,
    url: response.url || requestUrl,
  }
}

export type BodyClass = "json" | "text" | "image" | "binary" | "unknown"

// Types that are text even though they are not text/*.
const TEXT_TYPES =
  /^application\/(?:.*[+/])?(?:xml|javascript|ecmascript|x-www-form-urlencoded|yaml|x-yaml|csv|graphql|sql|x-sh|x-ndjson|ndjson|jsonl|json-seq)$/
const BINARY_TYPES =
  /^(?:audio|video|font|model)\/|^application\/(?:octet-stream|pdf|zip|gzip|x-gzip|x-tar|x-bzip2?|x-xz|zstd|x-7z-compressed|x-rar-compressed|vnd\.rar|wasm|ogg|java-archive|x-msdownload|x-executable|x-sqlite3|vnd\.sqlite3|x-protobuf|protobuf|x-msgpack|msgpack|cbor|x-shockwave-flash|msword|vnd\.ms-|vnd\.openxmlformats-|vnd\.oasis\.opendocument\.|vnd\.android\.package-archive|x-font-|font-)/

/** Classifies a content-type header (parameters such as charset ignored). */
export function classifyContentType(contentType: string): BodyClass {
  const type = (contentType.split(";")[0] ?? "").trim().toLowerCase()
  // docs/behaviour.md §7: "contains application/json"; the +json suffix (problem+json, vnd.github+json…) is JSON too.
  if (contentType.toLowerCase().includes("application/json") || /^[\w.+-]+\/[\w.+-]*\+json$/.test(type)) return "json"
  if (type.startsWith("image/")) return "image"
  if (type.startsWith("text/") || TEXT_TYPES.test(type)) return "text"
  if (BINARY_TYPES.test(type)) return "binary"
  return "unknown"
}

async function toBody(blob: Blob, contentType: string): Promise<ResponseBody> {
  const kind = classifyContentType(contentType)
  if (kind === "binary") return { kind, blob }
  if (kind === "image") {
    return imagePreviewKind(contentType) === "svg" ? { kind, blob, svgSrc: await svgDataUrl(blob) } : { kind, blob }
  }

  const truncated = blob.size > DISPLAY_LIMIT_BYTES
  const head = new Uint8Array(await (truncated ? blob.slice(0, DISPLAY_LIMIT_BYTES) : blob).arrayBuffer())
  // No or an unfamiliar content type: docs/behaviour.md §7 reads it as text, unless the bytes are plainly binary (NUL bytes),
  // which would otherwise show as garbage.
  if (kind === "unknown" && head.subarray(0, 1024).includes(0)) return { kind: "binary", blob }

  // stream: true holds back a multi-byte character cut in half at the 1 MiB boundary instead of showing U+FFFD.
  const text = decoder(contentType).decode(head, { stream: truncated })
  if (kind !== "json" || truncated || text.trim() === "") return { kind: "text", text, truncated, blob }

  try {
    // JSON.parse decides whether it is JSON (its message is the note's reason); the data keeps big numbers as text.
    const data = parseJsonKeepingNumbers(text)
    // The received text indented, not JSON.stringify of the data: 9007199254740993 and both of two "role" keys stay
    // as sent, and no depth overflows. Pretty-printing can triple a dense body; the display limit applies to what is shown.
    const pretty = formatJsonText(text, DISPLAY_LIMIT_BYTES)
    const cut = pretty.length > DISPLAY_LIMIT_BYTES
    return { kind: "json", data, text: cut ? pretty.slice(0, DISPLAY_LIMIT_BYTES) : pretty, truncated: cut, blob }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return {
      kind: "text",
      text,
      truncated: false,
      jsonError: `The response says it is JSON but it could not be parsed (${reason}). Showing it as text.`,
      blob,
    }
  }
}

/** A decoder for the content type's charset; UTF-8 when there is none or the label is unknown. */
export function decoder(contentType: string): TextDecoder {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]
  try {
    return new TextDecoder(charset ?? "utf-8")
  } catch {
    // Unknown label: UTF-8 is what nearly every API means.
    return new TextDecoder("utf-8")
  }
}

function seconds(ms: number): string {
  const value = Number((ms / 1000).toFixed(1))
  return `${value} ${value === 1 ? "second" : "seconds"}`
}

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const

/** Human size with 1024-based units: 512 → "512 B", 1536 → "1.5 KB", 20 MiB → "20.0 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes) || 0)} B`
  let value = bytes
  let unit = 0
  // Also move up when rounding would print "1024.0 KB".
  while (unit < UNITS.length - 1 && Number(value.toFixed(1)) >= 1024) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`
}

/** Human duration: under a second in whole ms ("245 ms"), otherwise seconds with two decimals ("1.25 s"). */
export function formatDuration(ms: number): string {
  const rounded = Number.isFinite(ms) ? Math.max(0, Math.round(ms)) : 0
  return rounded < 1000 ? `${rounded} ms` : `${(rounded / 1000).toFixed(2)} s`
}
