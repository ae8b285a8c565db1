import type { ApiEntry } from "@/data/api-schema"

/**
 * The honest notices above 'Send Request' (issue 8). None of them stops sending.
 * - blocked: the browser will probably block the call (SPEC's `cors: false`, or `browser: "server-only"`);
 * - mixed-content: an http-only API called from this https page;
 * - needs-key / needs-token: the API needs a key (an OAuth token for oauth entries) and none is entered.
 */
export type PreSendNotice = "blocked" | "mixed-content" | "needs-key" | "needs-token"

export type NoticeApi = Pick<ApiEntry, "auth" | "cors" | "browser">

/** preSendNotices({ auth: "apikey", cors: false, browser: "server-only" }, false) → ["blocked", "needs-key"] */
export function preSendNotices(api: NoticeApi, hasKey: boolean): PreSendNotice[] {
  const notices: PreSendNotice[] = []
  if (!api.cors || api.browser === "server-only") notices.push("blocked")
  if (api.browser === "http-only") notices.push("mixed-content")
  if (api.auth !== "none" && !hasKey) notices.push(api.auth === "oauth" ? "needs-token" : "needs-key")
  return notices
}
