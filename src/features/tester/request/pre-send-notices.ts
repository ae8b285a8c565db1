import type { AuthType, BrowserSupport, Endpoint } from "@/data/api-schema"
import { endpointNeedsKey } from "@/lib/api-keys"

/**
 * The honest notices above 'Send Request' (docs/api-keys.md, "Notices before sending"). None of them stops sending.
 * - blocked: the browser will probably block the call (the catalogue's `cors: false`, or `browser: "server-only"`);
 * - mixed-content: an http-only API called from this https page;
 * - needs-key / needs-token: the API needs a key (an OAuth token for oauth entries) and none is entered;
 * - cors-unknown: an opened API, about which nothing says whether browsers may call it (CORS_UNKNOWN_TEXT).
 */
export type PreSendNotice = "cors-unknown" | "blocked" | "mixed-content" | "needs-key" | "needs-token"

/** What the notices read of an API: its auth, and the catalogue's facts or that it was opened (facts unknown). */
export type NoticeApi = {
  auth: AuthType
  source: { kind: "catalogue"; cors: boolean; browser: BrowserSupport } | { kind: "opened" }
}

/**
 * preSendNotices({ auth: "apikey", source: { kind: "catalogue", cors: false, browser: "server-only" } }, false)
 *   → ["blocked", "needs-key"]
 * An endpoint with HTTP Basic credentials (PayPal's token endpoint) asks for a key, not an OAuth token.
 */
export function preSendNotices(
  api: NoticeApi,
  hasKey: boolean,
  endpoint: Pick<Endpoint, "keyPlacement" | "noKey"> = {},
): PreSendNotice[] {
  const notices: PreSendNotice[] = []
  const { source } = api
  if (source.kind === "opened") notices.push("cors-unknown")
  else {
    if (!source.cors || source.browser === "server-only") notices.push("blocked")
    if (source.browser === "http-only") notices.push("mixed-content")
  }
  if (endpointNeedsKey(api, endpoint) && !hasKey) {
    const isToken = api.auth === "oauth" && (endpoint.keyPlacement ?? { in: "bearer" }).in === "bearer"
    notices.push(isToken ? "needs-token" : "needs-key")
  }
  return notices
}

/**
 * The text of the "blocked" notice: the entry's own reason when it has one (Google Maps: its web services refuse
 * website-restricted keys, docs/api-keys.md), otherwise that browsers will probably block the call.
 */
export function blockedNotice(api: { name: string; serverOnlyReason?: string }): string {
  const advice = "The copied code works from a server or a terminal."
  return api.serverOnlyReason === undefined
    ? `Browsers will probably block this request: ${api.name} accepts calls from servers, not from web pages. ${advice}`
    : `Call ${api.name} from a server, not from a web page: ${api.serverOnlyReason} ${advice}`
}
