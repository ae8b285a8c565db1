import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { snippetHeaders, type RequestSpec } from "@/lib/snippets"
import { buildRequestUrl } from "@/lib/url"
import { applyKey, endpointKeyPlacement, keyPlaceholderSpec, maskKey } from "@/lib/api-keys"
import type { SendRequestInput } from "./send-request"

export type TesterRequestInput = {
  api: Pick<ApiEntry, "baseUrl" | "keyPlacement">
  endpoint: Pick<Endpoint, "method" | "path" | "parameters" | "keyPlacement">
  /** Typed parameter values by name; empty ones are skipped. */
  values: Readonly<Record<string, string>>
  /** The visitor's key for this API ("" when none). */
  apiKey: string
  /**
   * What the visitor opted into in 'Advanced' (issue 13 §4): checked extra headers (see checkHeaders) and a JSON
   * body text already known to parse. Absent, or no headers and no body: the spec's default request.
   */
  optIn?: OptIn
}

export type OptIn = { headers: readonly (readonly [string, string])[]; body?: string }

/** What the tester sends, in a form every code generator can render (`YOUR_API_KEY` in place of a key). */
export type ExactRequest = { method: string; url: string; headers: [string, string][]; body?: string }

/** Everything the tester shows and sends for one request, from one place. */
export type TesterRequest = {
  /** The URL on screen: the key (if any) masked as •••. */
  displayUrl: string
  /** What sendRequest gets (no signal or timeout: the hook adds those). */
  send: Omit<SendRequestInput, "signal" | "timeoutMs">
  /** What the code snippets are built from: `YOUR_API_KEY` where the key goes, never the key. */
  snippet: RequestSpec
  /** True when the visitor's key was added to `send`; redirects are then reported instead of followed. */
  isKeyed: boolean
  /** Exactly what is sent (Accept included), key as `YOUR_API_KEY`: for the 'More languages' code. */
  exact: ExactRequest
}

/** Sets `name: value`, replacing a same-named header in any case (as Headers.set would) at its place. */
function setHeader(headers: Record<string, string>, name: string, value: string): Record<string, string> {
  const entries = Object.entries(headers)
  const index = entries.findIndex(([other]) => other.toLowerCase() === name.toLowerCase())
  if (index === -1) entries.push([name, value])
  else entries[index] = [name, value]
  return Object.fromEntries(entries)
}

/**
 * The tester's request (docs/behaviour.md, "Tester request"): the endpoint's method and the built URL with
 * `Accept: application/json` only (added by sendRequest) — plus, when the visitor set a key, the key at the place
 * the API documents (the endpoint's own placement first, e.g. HTTP Basic on PayPal's token endpoint) and only towards
 * the API's own origin (docs/api-keys.md).
 *
 * buildTesterRequest({ api: dogApi, endpoint: randomImage, values: {}, apiKey: "" })
 *   → { displayUrl: "https://dog.ceo/api/breeds/image/random", isKeyed: false, … }
 */
export function buildTesterRequest({ api, endpoint, values, apiKey, optIn }: TesterRequestInput): TesterRequest {
  const url = buildRequestUrl(api.baseUrl, endpoint.path, endpoint.parameters ?? [], values)
  const placement = endpointKeyPlacement(api, endpoint)
  const optedIn = optIn !== undefined && (optIn.headers.length > 0 || optIn.body !== undefined)
  // With a body, its Content-Type first; a visitor's header of the same name replaces it; the key's header wins.
  let extra: Record<string, string> = {}
  if (optIn?.body !== undefined) extra = setHeader(extra, "Content-Type", "application/json")
  for (const [name, value] of optIn?.headers ?? []) extra = setHeader(extra, name, value)
  const { isKeyed, ...keyed } = applyKey({ url, headers: extra }, placement, apiKey, api.baseUrl)
  const placeholder = keyPlaceholderSpec({ method: endpoint.method, url, headers: extra }, placement)
  const body = optedIn ? (optIn.body ?? null) : undefined
  return {
    displayUrl: maskKey(keyed.url, apiKey),
    send: {
      method: endpoint.method,
      url: keyed.url,
      headers: keyed.headers,
      followRedirects: !isKeyed,
      ...(typeof body === "string" ? { body } : {}),
    },
    snippet: { ...placeholder, ...(body === undefined ? {} : { body }) },
    isKeyed,
    exact: {
      method: endpoint.method,
      url: placeholder.url,
      // Accept first, then the request's headers (one named Accept in any case replaces it in place). `body: null`:
      // nothing sends the snippets' default Content-Type, so the exact request never lists it.
      headers: snippetHeaders({ ...placeholder, body: null }),
      ...(typeof body === "string" ? { body } : {}),
    },
  }
}
