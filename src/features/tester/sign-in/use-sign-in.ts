import { useEffect, useEffectEvent, useReducer, useState } from "react"
import type { OAuthFlow } from "@/lib/oauth/oauth-scheme"
import { readCallbackMessage, SIGN_IN_CHANNEL } from "./callback-relay"
import { GRANTS, redirectGrantOf, type GrantInput } from "./grants"
import {
  currentTime,
  dropPendingSignIn,
  savePendingSignIn,
  takeFullPageAnswer,
  takePendingSignIn,
} from "./pending-sign-ins"
import type { Provider, RefreshTarget, SignedIn } from "./sign-in-flow"
import { IDLE, isBusy, openSignInState, signInReducer } from "./sign-in-machine"
import { describeSignInProblem, POPUP_BLOCKED } from "./sign-in-problem"
import { refreshDelay, refreshSlotOf } from "./token-expiry"
import { useApiKey } from "../request/auth/use-api-key"

// Everything the sign-in panel does besides drawing: the state machine (sign-in-machine.ts), the grant chosen from
// GRANTS, the sign-in window, the callback's BroadcastChannel, the kept sign-in state in storage, the refresh token
// beside the key, and the expiry and refresh timers.

/** When the token in the key field expires, and how long it lived: what the expiry line and the refresh timer use. */
export type Expiry = { expiresAt: number; lifetimeMs: number }

export type UseSignInInput = {
  /** The chosen flow (undefined: none offered). */
  flow: OAuthFlow | undefined
  /** The provider of a flow, or why it cannot be used yet. */
  providerFor: (flow: OAuthFlow) => Provider | string
  /** Trimmed. */
  clientId: string
  clientSecret: string
  scopes: readonly string[]
  redirectUri: string
  hasToken: boolean
  onToken: (token: string) => void
  onSignOut: () => void
  keySlot: string | null
  isRemembered: boolean
}

export function tokenHost(flow: OAuthFlow | undefined): string {
  try {
    return new URL(flow?.tokenUrl ?? "").host
  } catch {
    return "the token endpoint"
  }
}

function signedInText(result: SignedIn, now: number, isRefresh = false): string {
  const expiry =
    result.expiresIn === undefined
      ? ""
      : ` It expires at ${new Date(now + result.expiresIn * 1000).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" })}.`
  if (isRefresh) return `Token refreshed: the new access token is the key now.${expiry}`
  return `Signed in: the access token is the key now, sent as "Authorization: Bearer …".${expiry}`
}

export function useSignIn({
  flow,
  providerFor,
  clientId,
  clientSecret,
  scopes,
  redirectUri,
  hasToken,
  onToken,
  onSignOut,
  keySlot,
  isRemembered,
}: UseSignInInput) {
  const [state, dispatch] = useReducer(signInReducer, IDLE)
  // Refresh tokens (docs/oauth.md): kept as the token is, beside it; refreshed a minute before expiry or on request.
  const refresh = useApiKey(keySlot === null ? null : refreshSlotOf(keySlot))
  const refreshToken = hasToken ? refresh.apiKey : ""
  const [expiry, setExpiry] = useState<Expiry | undefined>(undefined)
  const [refreshTarget, setRefreshTarget] = useState<RefreshTarget | undefined>(undefined)
  const [now, setNow] = useState(() => currentTime())
  const { setRemembered: rememberRefresh, setApiKey: keepRefreshToken } = refresh

  // The refresh token follows the token's 'Remember on this device', and goes when the token goes.
  useEffect(() => {
    rememberRefresh(isRemembered)
  }, [isRemembered, rememberRefresh])
  useEffect(() => {
    if (!hasToken) keepRefreshToken("")
  }, [hasToken, keepRefreshToken])

  /** A token from the provider becomes the key; its refresh token (if any) and expiry are kept beside it. */
  function takeToken(result: SignedIn, target: RefreshTarget | undefined, isRefresh = false) {
    if (!isRefresh) setRefreshTarget(target)
    onToken(result.accessToken)
    keepRefreshToken(result.refreshToken ?? "")
    const at = currentTime()
    setNow(at)
    setExpiry(
      result.expiresIn === undefined
        ? undefined
        : { expiresAt: at + result.expiresIn * 1000, lifetimeMs: result.expiresIn * 1000 },
    )
    dispatch({ type: "token", text: signedInText(result, currentTime(), isRefresh) })
  }

  /** What a refresh goes to: the provider and client of this page's sign-in, else the chosen flow's and client id. */
  function currentRefreshTarget(): RefreshTarget | string {
    if (refreshTarget) return refreshTarget
    if (!flow) return "Choose a flow first."
    const provider = providerFor(flow)
    if (typeof provider === "string") return provider
    if (clientId === "") return "Enter the client id first."
    return { authorizationServer: provider.authorizationServer, clientId, isLocal: provider.isLocal }
  }

  async function handleRefresh() {
    if (refreshToken === "") return
    const target = currentRefreshTarget()
    if (typeof target === "string") return dispatch({ type: "fail", text: target })
    dispatch({ type: "refresh", text: "Refreshing the token…" })
    try {
      // Every refresh token is refreshed the same way (RFC 6749 §6), whichever grant issued it.
      const result = await GRANTS.authorizationCode.refresh(target, refreshToken)
      takeToken(result, undefined, true)
    } catch (error) {
      // A refused refresh token is not tried again: sign in anew.
      keepRefreshToken("")
      setExpiry(undefined)
      dispatch({ type: "fail", text: describeSignInProblem(error, tokenHost(flow)) })
    }
  }
  const onRefreshTime = useEffectEvent(() => void handleRefresh())

  // Refresh by itself before expiry when there is a refresh token.
  const expiresAt = expiry?.expiresAt
  const lifetimeMs = expiry?.lifetimeMs
  const canRefresh = refreshToken !== ""
  useEffect(() => {
    if (!canRefresh || expiresAt === undefined || lifetimeMs === undefined) return
    const timer = window.setTimeout(() => onRefreshTime(), refreshDelay(expiresAt, currentTime(), lifetimeMs))
    return () => window.clearTimeout(timer)
  }, [canRefresh, expiresAt, lifetimeMs])

  // The expiry line counts down.
  useEffect(() => {
    if (expiresAt === undefined) return
    const timer = window.setInterval(() => setNow(currentTime()), 15_000)
    return () => window.clearInterval(timer)
  }, [expiresAt])

  // The callback page hands the provider's answer over this channel; only the sign-in this tab started is taken.
  const handleAnswer = useEffectEvent((data: unknown) => {
    const message = readCallbackMessage(data)
    if (!message) return
    const pending = takePendingSignIn(sessionStorage, message.state, currentTime())
    if (!pending) return
    const grant = redirectGrantOf(pending)
    // Implicit: the token came in the fragment, no exchange; a code is exchanged first.
    if (!pending.implicit) dispatch({ type: "exchange", text: "Exchanging the code for a token…" })
    grant.onAnswer({ kind: "redirect", pending, search: message.search }).then(
      (answer) =>
        answer.ok ? takeToken(answer.signedIn, answer.refreshTarget) : dispatch({ type: "fail", text: answer.message }),
      (error: unknown) => dispatch({ type: "fail", text: describeSignInProblem(error, tokenHost(flow)) }),
    )
  })
  useEffect(() => {
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL)
    channel.onmessage = (event: MessageEvent) => handleAnswer(event.data)
    // Back from a full-page sign-in: the callback page left the answer in this tab (taken once, whatever happens).
    const answer = takeFullPageAnswer(sessionStorage)
    if (answer) handleAnswer({ type: "oauth-callback", ...answer })
    return () => channel.close()
  }, [])

  async function signIn(mode: "popup" | "page" = "popup") {
    // Device authorization has its own Sign in (device-sign-in.tsx); password is never offered.
    if (!flow || flow.type === "deviceAuthorization" || flow.type === "password") return
    const grant = GRANTS[flow.type]
    const provider = providerFor(flow)
    if (typeof provider === "string") return dispatch({ type: "fail", text: provider })
    if (clientId === "") return dispatch({ type: "fail", text: "Enter the client id first." })
    try {
      // A grant with no answer to wait for asks the token endpoint at once.
      if (grant.onAnswer === undefined) dispatch({ type: "start", text: "Asking the token endpoint…" })
      const at = currentTime()
      const input: GrantInput = {
        returnTo: mode === "page" ? `${window.location.pathname}${window.location.search}` : undefined,
        provider,
        clientId,
        clientSecret,
        scopes,
        redirectUri,
        now: at,
      }
      const started = await grant.start(input)
      if (started.kind !== "redirect")
        return started.kind === "token" ? takeToken(started.signedIn, undefined) : undefined
      if (!savePendingSignIn(localStorage, sessionStorage, started.pending, at))
        return dispatch({
          type: "fail",
          text: "This browser does not let the page keep the sign-in's state, so it cannot complete.",
        })
      if (mode === "page") {
        dispatch({ type: "redirect", text: "Going to the provider to sign in…" })
        return window.location.assign(started.url.href)
      }
      const popup = window.open(started.url.href, "api-explorer-sign-in", "popup,width=520,height=720")
      if (!popup) {
        dropPendingSignIn(localStorage, sessionStorage, started.pending.state)
        return dispatch({ type: "popup-blocked", text: POPUP_BLOCKED })
      }
      dispatch({
        type: "popup-opened",
        text: "Waiting for the sign-in window. Sign in there; this page continues by itself.",
        state: started.pending.state,
      })
    } catch (error) {
      dispatch({ type: "fail", text: describeSignInProblem(error, tokenHost(flow)) })
    }
  }

  function cancel() {
    const open = openSignInState(state)
    if (open) dropPendingSignIn(localStorage, sessionStorage, open)
    dispatch({ type: "cancel" })
  }

  function signOut() {
    keepRefreshToken("")
    setExpiry(undefined)
    onSignOut()
    dispatch({ type: "sign-out" })
  }

  return {
    state,
    isBusy: isBusy(state),
    canCancel: openSignInState(state) !== undefined,
    refreshToken,
    expiry,
    now,
    signIn: (mode?: "popup" | "page") => void signIn(mode),
    cancel,
    refresh: () => void handleRefresh(),
    signOut,
    /** A device sign-in's token: it becomes the key like any sign-in's. */
    takeDeviceToken: (result: SignedIn, target: RefreshTarget) => takeToken(result, target),
  }
}
