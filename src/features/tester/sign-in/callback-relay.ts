import { ANSWER_KEY, claimState, fullPageReturn, type StorageLike } from "./pending-sign-ins"

// The callback page's one job (docs/oauth.md): hand the provider's answer to the tab that started the sign-in, over
// a BroadcastChannel — same origin only, and unaffected by a provider that cuts `window.opener` — then drop it from
// the address bar. It never exchanges the code: only the starting tab has the PKCE verifier.

/** The channel the callback page and the tester share. */
export const SIGN_IN_CHANNEL = "api-explorer-oauth"

/** What goes over the channel: the answer's query string, for the tab whose sign-in has this `state`. */
export type CallbackMessage = { type: "oauth-callback"; state: string; search: string }

/** A message from the channel, if it is one of ours (anything else is ignored). */
export function readCallbackMessage(data: unknown): CallbackMessage | undefined {
  if (typeof data !== "object" || data === null) return undefined
  const message = data as Record<string, unknown>
  return message.type === "oauth-callback" && typeof message.state === "string" && typeof message.search === "string"
    ? { type: "oauth-callback", state: message.state, search: message.search }
    : undefined
}

export type RelayOutcome =
  | { kind: "relayed"; isError: boolean }
  | { kind: "return"; to: string }
  | { kind: "refused"; reason: "no-answer" | "no-state" | "unknown-state" | "expired" }

/** What the callback page says for each outcome. */
export const RELAY_TEXT: Record<
  RelayOutcome["kind"] | "error" | Extract<RelayOutcome, { kind: "refused" }>["reason"],
  string
> = {
  relayed: "Signed in. The tester has the answer; you can close this window.",
  return: "Signed in. Going back to the tester…",
  error: "The provider answered with an error. The tester says which; you can close this window.",
  refused: "",
  "no-answer": "This page receives the answer of a sign-in started from the tester. There is none here.",
  "no-state":
    "This sign-in answer has no state, so it cannot be matched to a sign-in started here. Nothing was handed on. Start again from the tester.",
  "unknown-state":
    "This sign-in answer matches no sign-in in progress in this browser: its state is wrong or was already used. Nothing was handed on. Start again from the tester.",
  expired:
    "This sign-in answer came after its sign-in expired (10 minutes). Nothing was handed on. Start again from the tester.",
}

/** The text for an outcome. */
export function relayText(outcome: RelayOutcome): string {
  if (outcome.kind === "refused") return RELAY_TEXT[outcome.reason]
  if (outcome.kind === "return") return RELAY_TEXT.return
  return outcome.isError ? RELAY_TEXT.error : RELAY_TEXT.relayed
}

/**
 * The provider's answer: the query (authorization code), else the fragment when it holds one — the implicit flow's
 * `#access_token=…&state=…` or `#error=…` (read with URLSearchParams; implicit-fragment.ts checks it in the tab).
 */
function answerParams(search: string, hash: string): URLSearchParams {
  const query = new URLSearchParams(search)
  if (query.has("code") || query.has("error")) return query
  const fragment = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash)
  return fragment.has("access_token") || fragment.has("error") ? fragment : query
}

/**
 * Checks the answer in `search` (the callback URL's query) or `hash` (its fragment, implicit flow) and, when its `state` is one in progress, posts it — or,
 * for a full-page sign-in this tab started (its `session` has the record with a return address), leaves it in
 * `session` for the tester and says where to go back to.
 * relayCallback("?code=x&state=s1", …) → { kind: "relayed", isError: false } and one message posted.
 */
export function relayCallback(
  search: string,
  local: StorageLike,
  now: number,
  post: (message: CallbackMessage) => void,
  session?: StorageLike,
  hash = "",
): RelayOutcome {
  const params = answerParams(search, hash)
  if (!params.has("code") && !params.has("error") && !params.has("access_token"))
    return { kind: "refused", reason: "no-answer" }
  const state = params.get("state")
  if (!state) return { kind: "refused", reason: "no-state" }
  const claim = claimState(local, state, now)
  if (claim === "unknown") return { kind: "refused", reason: "unknown-state" }
  if (claim === "expired") return { kind: "refused", reason: "expired" }
  const returnTo = session && fullPageReturn(session, state)
  if (session && returnTo) {
    try {
      session.setItem(ANSWER_KEY, JSON.stringify({ state, search: params.toString() }))
      return { kind: "return", to: returnTo }
    } catch {
      // Storage refused: hand it over the channel instead, in case the tester is open in another tab.
    }
  }
  post({ type: "oauth-callback", state, search: params.toString() })
  return { kind: "relayed", isError: params.has("error") }
}
