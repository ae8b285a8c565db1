import type { ApiEntry, Endpoint } from "@/data/api-schema"
import type { RequestSpec } from "@/lib/snippets"
import { buildRequestUrl } from "@/lib/url"
import { applyKey, keyPlaceholderSpec, maskKey } from "@/lib/api-keys"
import type { SendRequestInput } from "./send-request"

export type TesterRequestInput = {
  api: Pick<ApiEntry, "baseUrl" | "keyPlacement">
  endpoint: Pick<Endpoint, "method" | "path" | "parameters">
  /** Typed parameter values by name; empty ones are skipped. */
  values: Readonly<Record<string, string>>
  /** The visitor's key for this API ("" when none). */
  apiKey: string
}

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
}

/**
 * The tester's request (docs/behaviour.md, "Tester request"): the endpoint's method and the built URL with
 * `Accept: application/json` only (added by sendRequest) — plus, when the visitor set a key, the key at the place
 * the API documents and only towards the API's own origin (docs/api-keys.md).
 *
 * buildTesterRequest({ api: dogApi, endpoint: randomImage, values: {}, apiKey: "" })
 *   → { displayUrl: "https://dog.ceo/api/breeds/image/random", isKeyed: false, … }
 */
export function buildTesterRequest({ api, endpoint, values, apiKey }: TesterRequestInput): TesterRequest {
  const url = buildRequestUrl(api.baseUrl, endpoint.path, endpoint.parameters ?? [], values)
  const placement = api.keyPlacement
  const { isKeyed, ...keyed } = applyKey({ url, headers: {} }, placement, apiKey, api.baseUrl)
  return {
    displayUrl: maskKey(keyed.url, apiKey),
    send: { method: endpoint.method, url: keyed.url, headers: keyed.headers, followRedirects: !isKeyed },
    snippet: keyPlaceholderSpec({ method: endpoint.method, url, headers: {} }, placement),
    isKeyed,
  }
}
