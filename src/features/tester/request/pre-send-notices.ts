import type { Api, Endpoint } from "@/data/api-schema"
import { endpointNeedsKey } from "@/lib/api-keys"

/**
 * The honest notices above 'Send Request' (docs/api-keys.md, "Notices before sending"). None of them stops sending.
 * - blocked: the browser will probably block the call (the catalogue's `cors: false`, or `browser: "server-only"`);
 * - mixed-content: an http-only API called from this https page;
 * - needs-key / needs-token: the API needs a key (an OAuth token for oauth entries) and none is entered.
 */
export type PreSendNotice = "blocked" | "mixed-content" | "needs-key" | "needs-token"

export type NoticeApi = Pick<Api, "auth" | "cors" | "browser">

/**
 * preSendNotices({ auth: "apikey", cors: false, browser: "server-only" }, false) → ["blocked", "needs-key"]
 * An endpoint with HTTP Basic credentials (PayPal's token endpoint) asks for a key, not an OAuth token.
 */
export function preSendNotices(
  api: NoticeApi,
  hasKey: boolean,
  endpoint: Pick<Endpoint, "keyPlacement" | "noKey"> = {},
): PreSendNotice[] {
  const notices: PreSendNotice[] = []
  if (!api.cors || api.browser === "server-only") notices.push("blocked")
  if (api.browser === "http-only") notices.push("mixed-content")
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
export function blockedNotice(api: Pick<Api, "name" | "serverOnlyReason">): string {
  const advice = "The copied code works from a server or a terminal."
  return api.serverOnlyReason === undefined
    ? `Browsers will probably block this request: ${api.name} accepts calls from servers, not from web pages. ${advice}`
    : `Call ${api.name} from a server, not from a web page: ${api.serverOnlyReason} ${advice}`
}
