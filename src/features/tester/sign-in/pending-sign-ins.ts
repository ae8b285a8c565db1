// The sign-ins this browser has started and not finished (docs/oauth.md, "State and verifier"). Two records per
// sign-in, both removed on first use:
// - in localStorage, `oauthState:<state>` → its expiry time. The callback page (another window, which may not share
//   this tab's sessionStorage: a provider's Cross-Origin-Opener-Policy cuts the popup off from its opener) claims it,
//   so a wrong, replayed or expired `state` is refused there, before anything is handed on.
// - in this tab's sessionStorage, `oauthPending:<state>` → the PKCE verifier and what the token request needs. Only
//   the tab that started the sign-in has it, so with two tabs signing in at once each takes only its own answer.
// Neither ever holds a token.

/** How long a started sign-in waits for its answer. */
export const SIGN_IN_TTL_MS = 10 * 60_000
export const STATE_PREFIX = "oauthState:"
export const PENDING_PREFIX = "oauthPending:"

/** The part of Storage used here; every call may throw (private mode, quota, blocked storage). */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">

/** What the tab keeps to finish a sign-in. `authorizationServer` is oauth4webapi's AuthorizationServer (plain JSON). */
export type PendingSignIn = {
  state: string
  /** The PKCE verifier; "" for an implicit sign-in, which has none. */
  codeVerifier: string
  /** An implicit sign-in: its answer is the callback's fragment with the token (implicit-fragment.ts). */
  implicit?: boolean
  clientId: string
  redirectUri: string
  authorizationServer: Record<string, unknown>
  /** Whether the token endpoint may be plain http (localhost only). */
  isLocal: boolean
  /** Requested scopes, space-separated. */
  scope: string
  expiresAt: number
  /**
   * Full-page sign-in only (the popup was blocked): the tester's own address (path and query) to come back to. The
   * callback page, in this same tab, then keeps the answer for the tester (ANSWER_KEY) instead of broadcasting it.
   */
  returnTo?: string
}

/** Where the callback page leaves a full-page sign-in's answer for the tester, in the tab's sessionStorage. */
export const ANSWER_KEY = "oauthAnswer"

/** Whether `path` is an address on this site to return to: "/open/x?endpoint=1" yes; "//evil.example", "https://…" no. */
export function isReturnPath(path: unknown): path is string {
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") && !path.includes("\\")
}

/** The return address of this tab's full-page sign-in for `state`, if it is one (the record stays for the tester). */
export function fullPageReturn(session: StorageLike, state: string): string | undefined {
  const stored = attempt(() => session.getItem(`${PENDING_PREFIX}${state}`), null)
  if (stored === null) return undefined
  const record = attempt<unknown>(() => JSON.parse(stored), undefined)
  const returnTo =
    typeof record === "object" && record !== null ? (record as { returnTo?: unknown }).returnTo : undefined
  return isReturnPath(returnTo) ? returnTo : undefined
}

/** The full-page answer the callback page left, taken (removed) as it is read. */
export function takeFullPageAnswer(session: StorageLike): { state: string; search: string } | undefined {
  const stored = attempt(() => session.getItem(ANSWER_KEY), null)
  if (stored === null) return undefined
  attempt(() => session.removeItem(ANSWER_KEY), undefined)
  const answer = attempt<unknown>(() => JSON.parse(stored), undefined)
  if (typeof answer !== "object" || answer === null) return undefined
  const { state, search } = answer as { state?: unknown; search?: unknown }
  return typeof state === "string" && typeof search === "string" ? { state, search } : undefined
}

/** The clock every check reads (milliseconds since 1970). */
export function currentTime(): number {
  return Date.now()
}

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action()
  } catch {
    return fallback
  }
}

/** Removes every expired `oauthState:` record (a sign-in abandoned in a closed tab). */
export function sweepStates(local: StorageLike, now: number): void {
  const keys: string[] = []
  attempt(() => {
    for (let index = 0; index < local.length; index++) {
      const key = local.key(index)
      if (key?.startsWith(STATE_PREFIX)) keys.push(key)
    }
  }, undefined)
  for (const key of keys) {
    const expiresAt = Number(attempt(() => local.getItem(key), null))
    if (!(expiresAt > now)) attempt(() => local.removeItem(key), undefined)
  }
}

/** Records a started sign-in in both storages; false when storage refused (the sign-in then cannot complete). */
export function savePendingSignIn(local: StorageLike, session: StorageLike, pending: PendingSignIn, now: number) {
  sweepStates(local, now)
  return attempt(() => {
    session.setItem(`${PENDING_PREFIX}${pending.state}`, JSON.stringify(pending))
    local.setItem(`${STATE_PREFIX}${pending.state}`, String(pending.expiresAt))
    return true
  }, false)
}

export type StateClaim = "claimed" | "unknown" | "expired"

/**
 * The callback page's check: whether `state` belongs to a sign-in in progress in this browser. Single use: the
 * record is removed whatever the answer, so the same answer handed in twice is "unknown" the second time.
 */
export function claimState(local: StorageLike, state: string, now: number): StateClaim {
  const key = `${STATE_PREFIX}${state}`
  const stored = attempt(() => local.getItem(key), null)
  if (stored === null) return "unknown"
  attempt(() => local.removeItem(key), undefined)
  return Number(stored) > now ? "claimed" : "expired"
}

function isPending(value: unknown): value is PendingSignIn {
  if (typeof value !== "object" || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.state === "string" &&
    typeof record.codeVerifier === "string" &&
    typeof record.clientId === "string" &&
    typeof record.redirectUri === "string" &&
    typeof record.authorizationServer === "object" &&
    record.authorizationServer !== null &&
    typeof record.isLocal === "boolean" &&
    typeof record.scope === "string" &&
    typeof record.expiresAt === "number" &&
    (record.returnTo === undefined || isReturnPath(record.returnTo))
  )
}

/**
 * The tab's own record for `state`, removed as it is read (single use); undefined when this tab did not start that
 * sign-in (another tab's answer: not ours to take), or when it has expired.
 */
export function takePendingSignIn(session: StorageLike, state: string, now: number): PendingSignIn | undefined {
  const key = `${PENDING_PREFIX}${state}`
  const stored = attempt(() => session.getItem(key), null)
  if (stored === null) return undefined
  attempt(() => session.removeItem(key), undefined)
  const record = attempt<unknown>(() => JSON.parse(stored), undefined)
  return isPending(record) && record.state === state && record.expiresAt > now ? record : undefined
}

/** Forgets a sign-in the visitor cancelled: both records. */
export function dropPendingSignIn(local: StorageLike, session: StorageLike, state: string): void {
  attempt(() => session.removeItem(`${PENDING_PREFIX}${state}`), undefined)
  attempt(() => local.removeItem(`${STATE_PREFIX}${state}`), undefined)
}
