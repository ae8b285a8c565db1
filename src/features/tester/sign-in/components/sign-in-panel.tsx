import { LogIn, RefreshCw } from "lucide-react"
import { useEffect, useEffectEvent, useState } from "react"
import { CopyButton } from "@/components/copy-button"
import { Button } from "@/components/ui/button"
import { paths } from "@/config/paths"
import type { OAuthFlow, OAuthScheme } from "@/lib/oauth/oauth-scheme"
import { readCallbackMessage, SIGN_IN_CHANNEL } from "../callback-relay"
import {
  currentTime,
  dropPendingSignIn,
  savePendingSignIn,
  takeFullPageAnswer,
  takePendingSignIn,
} from "../pending-sign-ins"
import { discoveredFlows, FLOW_LABELS, flowChoices, initialScopes, needsDiscovery } from "../sign-in-choices"
import {
  discoverProvider,
  finishAuthorizationCode,
  providerFromFlow,
  refreshAccessToken,
  refreshTargetOf,
  requestClientCredentials,
  startAuthorizationCode,
  startImplicit,
  type Provider,
  type RefreshTarget,
  type SignedIn,
} from "../sign-in-flow"
import { readImplicitFragment } from "../implicit-fragment"
import { describeSignInProblem, POPUP_BLOCKED } from "../sign-in-problem"
import { expiryText, refreshDelay, refreshSlotOf } from "../token-expiry"
import { useApiKey } from "../../request/use-api-key"
import { DeviceSignIn } from "./device-sign-in"

export type SignInPanelProps = {
  idPrefix: string
  schemes: readonly OAuthScheme[]
  hasToken: boolean
  /** The token goes where the API key goes (docs/oauth.md: "Tokens are keys"). */
  onToken: (token: string) => void
  onSignOut: () => void
  /**
   * The key store's slot of the token (lib/api-keys.ts requestKeySlot) and its 'Remember on this device' choice: a
   * refresh token is kept beside it, the same way (token-expiry.ts refreshSlotOf). Null: no refresh token is kept.
   */
  keySlot?: string | null
  isRemembered?: boolean
}

/** When the token in the key field expires, and how long it lived: what the expiry line and the refresh timer use. */
type Expiry = { expiresAt: number; lifetimeMs: number }

type Status =
  | { kind: "idle" }
  | { kind: "blocked"; text: string }
  | { kind: "busy"; text: string; state?: string }
  | { kind: "signed-in"; text: string }
  | { kind: "error"; text: string }

type Discovery = { scheme: string; flows: OAuthFlow[]; provider: Provider } | { scheme: string; error: string }

function tokenHost(flow: OAuthFlow | undefined): string {
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

/**
 * Signing in from the tester (docs/oauth.md): a scheme, a flow, the client id (and secret for client credentials),
 * scopes, the redirect URI to register, then the token as the tester's key. Loaded only when the visitor asks.
 */
export function SignInPanel({
  idPrefix,
  schemes,
  hasToken,
  onToken,
  onSignOut,
  keySlot = null,
  isRemembered = false,
}: SignInPanelProps) {
  const id = `${idPrefix}-sign-in`
  const [schemeIndex, setSchemeIndex] = useState(0)
  const scheme = schemes[schemeIndex] ?? schemes[0]
  const [discovery, setDiscovery] = useState<Discovery | undefined>(undefined)
  const isOpenIdConnect = scheme !== undefined && needsDiscovery(scheme)
  const discovered = discovery?.scheme === scheme?.name ? discovery : undefined
  const flows = isOpenIdConnect ? (discovered && "flows" in discovered ? discovered.flows : []) : (scheme?.flows ?? [])
  const { offered, notOffered } = flowChoices(flows)
  const [flowType, setFlowType] = useState<OAuthFlow["type"] | undefined>(undefined)
  const flow = offered.find((item) => item.type === flowType) ?? offered[0]
  const [clientId, setClientId] = useState("")
  const [clientSecret, setClientSecret] = useState("")
  const [scopes, setScopes] = useState<string[] | undefined>(undefined)
  const chosenScopes = scopes ?? initialScopes(flow, isOpenIdConnect)
  const [status, setStatus] = useState<Status>({ kind: "idle" })
  const redirectUri = `${window.location.origin}${paths.oauthCallback.path}`
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

  // OpenID Connect: the provider's metadata says where to sign in; read once the panel is open for that scheme.
  const discoveryUrl = isOpenIdConnect ? scheme.openIdConnectUrl : undefined
  const schemeName = scheme?.name
  useEffect(() => {
    if (discoveryUrl === undefined || schemeName === undefined) return
    let isCurrent = true
    discoverProvider(discoveryUrl).then(
      (result) => {
        if (!isCurrent) return
        setDiscovery(
          result.ok
            ? {
                scheme: schemeName,
                flows: discoveredFlows(result.provider.authorizationServer),
                provider: result.provider,
              }
            : { scheme: schemeName, error: result.message },
        )
      },
      (error: unknown) => {
        if (isCurrent)
          setDiscovery({ scheme: schemeName, error: describeSignInProblem(error, new URL(discoveryUrl).host) })
      },
    )
    return () => {
      isCurrent = false
    }
  }, [discoveryUrl, schemeName])

  function providerFor(chosen: OAuthFlow): Provider | string {
    if (isOpenIdConnect) return discovered && "provider" in discovered ? discovered.provider : "Not ready yet."
    const result = providerFromFlow(chosen)
    return result.ok ? result.provider : result.message
  }

  /** A token from the provider becomes the key; its refresh token (if any) and expiry are kept beside it. */
  function takeToken(result: SignedIn) {
    onToken(result.accessToken)
    keepRefreshToken(result.refreshToken ?? "")
    const at = currentTime()
    setNow(at)
    setExpiry(
      result.expiresIn === undefined
        ? undefined
        : { expiresAt: at + result.expiresIn * 1000, lifetimeMs: result.expiresIn * 1000 },
    )
  }

  /** What a refresh goes to: the provider and client of this page's sign-in, else the chosen flow's and client id. */
  function currentRefreshTarget(): RefreshTarget | string {
    if (refreshTarget) return refreshTarget
    if (!flow) return "Choose a flow first."
    const provider = providerFor(flow)
    if (typeof provider === "string") return provider
    if (clientId.trim() === "") return "Enter the client id first."
    return { authorizationServer: provider.authorizationServer, clientId: clientId.trim(), isLocal: provider.isLocal }
  }

  async function handleRefresh() {
    if (refreshToken === "") return
    const target = currentRefreshTarget()
    if (typeof target === "string") return setStatus({ kind: "error", text: target })
    setStatus({ kind: "busy", text: "Refreshing the token…" })
    try {
      const result = await refreshAccessToken(target, refreshToken)
      takeToken(result)
      setStatus({ kind: "signed-in", text: signedInText(result, currentTime(), true) })
    } catch (error) {
      // A refused refresh token is not tried again: sign in anew.
      keepRefreshToken("")
      setExpiry(undefined)
      setStatus({ kind: "error", text: describeSignInProblem(error, tokenHost(flow)) })
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
    if (pending.implicit) {
      // Implicit: the token came in the fragment; no exchange (implicit-fragment.ts checks state, error and token).
      const answer = readImplicitFragment(message.search, pending.state)
      if (!answer.ok) return setStatus({ kind: "error", text: answer.message })
      setRefreshTarget(undefined)
      takeToken(answer.signedIn)
      return setStatus({ kind: "signed-in", text: signedInText(answer.signedIn, currentTime()) })
    }
    setStatus({ kind: "busy", text: "Exchanging the code for a token…" })
    finishAuthorizationCode(pending, message.search).then(
      (result) => {
        setRefreshTarget(refreshTargetOf(pending))
        takeToken(result)
        setStatus({ kind: "signed-in", text: signedInText(result, currentTime()) })
      },
      (error: unknown) => setStatus({ kind: "error", text: describeSignInProblem(error, tokenHost(flow)) }),
    )
  })
  useEffect(() => {
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL)
    channel.onmessage = (event: MessageEvent) => handleAnswer(event.data)
    // Back from a full-page sign-in: the callback page left the answer in this tab (taken once, whatever happens).
    const answer = takeFullPageAnswer(sessionStorage)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the answer arrived from outside React, like a message
    if (answer) handleAnswer({ type: "oauth-callback", ...answer })
    return () => channel.close()
  }, [])

  async function handleSignIn(mode: "popup" | "page" = "popup") {
    if (!flow) return
    const provider = providerFor(flow)
    if (typeof provider === "string") return setStatus({ kind: "error", text: provider })
    if (clientId.trim() === "") return setStatus({ kind: "error", text: "Enter the client id first." })
    try {
      if (flow.type === "clientCredentials") {
        setStatus({ kind: "busy", text: "Asking the token endpoint…" })
        const result = await requestClientCredentials({
          provider,
          clientId: clientId.trim(),
          clientSecret,
          scopes: chosenScopes,
        })
        setRefreshTarget(undefined)
        takeToken(result)
        return setStatus({ kind: "signed-in", text: signedInText(result, currentTime()) })
      }
      const now = currentTime()
      const startInput = {
        returnTo: mode === "page" ? `${window.location.pathname}${window.location.search}` : undefined,
        provider,
        clientId: clientId.trim(),
        scopes: chosenScopes,
        redirectUri,
        now,
      }
      const started = flow.type === "implicit" ? startImplicit(startInput) : await startAuthorizationCode(startInput)
      if (!savePendingSignIn(localStorage, sessionStorage, started.pending, now))
        return setStatus({
          kind: "error",
          text: "This browser does not let the page keep the sign-in's state, so it cannot complete.",
        })
      if (mode === "page") {
        setStatus({ kind: "busy", text: "Going to the provider to sign in…" })
        return window.location.assign(started.url.href)
      }
      const popup = window.open(started.url.href, "api-explorer-sign-in", "popup,width=520,height=720")
      if (!popup) {
        dropPendingSignIn(localStorage, sessionStorage, started.pending.state)
        return setStatus({ kind: "blocked", text: POPUP_BLOCKED })
      }
      setStatus({
        kind: "busy",
        text: "Waiting for the sign-in window. Sign in there; this page continues by itself.",
        state: started.pending.state,
      })
    } catch (error) {
      setStatus({ kind: "error", text: describeSignInProblem(error, tokenHost(flow)) })
    }
  }

  function handleCancel() {
    if (status.kind === "busy" && status.state) dropPendingSignIn(localStorage, sessionStorage, status.state)
    setStatus({ kind: "idle" })
  }

  function handleSignOut() {
    keepRefreshToken("")
    setExpiry(undefined)
    onSignOut()
    setStatus({ kind: "idle" })
  }

  function toggleScope(name: string, isChecked: boolean) {
    setScopes(isChecked ? [...chosenScopes, name] : chosenScopes.filter((scope) => scope !== name))
  }

  if (!scheme) return null
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-md border p-4">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold">
        <LogIn aria-hidden="true" className="size-4 text-muted-foreground" />
        Sign in with OAuth
      </h2>
      {schemes.length > 1 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-scheme`} className="text-sm font-medium">
            Security scheme
          </label>
          <select
            id={`${id}-scheme`}
            value={schemeIndex}
            onChange={(event) => {
              setSchemeIndex(Number(event.target.value))
              setScopes(undefined)
              setFlowType(undefined)
            }}
            className="h-10 rounded-md border border-input bg-card px-2 text-sm"
          >
            {schemes.map((item, index) => (
              <option key={item.name} value={index}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {isOpenIdConnect && !discovered && (
        <p role="status" className="text-sm text-muted-foreground">
          Reading the provider's settings (OpenID Connect discovery)…
        </p>
      )}
      {discovered && "error" in discovered && (
        <p role="alert" className="rounded-md border border-destructive p-2 text-sm">
          {discovered.error}
        </p>
      )}
      {offered.length > 1 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-flow`} className="text-sm font-medium">
            Flow
          </label>
          <select
            id={`${id}-flow`}
            value={flow?.type}
            onChange={(event) => {
              setFlowType(event.target.value as OAuthFlow["type"])
              setScopes(undefined)
            }}
            className="h-10 rounded-md border border-input bg-card px-2 text-sm"
          >
            {offered.map((item) => (
              <option key={item.type} value={item.type}>
                {FLOW_LABELS[item.type]}
              </option>
            ))}
          </select>
        </div>
      )}
      {notOffered.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Not run here yet: {notOffered.join(", ")}. Get a token for those elsewhere and paste it as the key.
        </p>
      )}
      {flow && (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-client-id`} className="text-sm font-medium">
              Client ID
            </label>
            <input
              id={`${id}-client-id`}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className="h-10 rounded-md border border-input bg-card px-3 font-mono text-sm"
            />
          </div>
          {flow.type === "clientCredentials" && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-client-secret`} className="text-sm font-medium">
                Client secret
              </label>
              <input
                id={`${id}-client-secret`}
                type="password"
                value={clientSecret}
                onChange={(event) => setClientSecret(event.target.value)}
                aria-describedby={`${id}-secret-warning`}
                autoComplete="off"
                spellCheck={false}
                data-1p-ignore
                data-lpignore="true"
                className="h-10 rounded-md border border-input bg-card px-3 font-mono text-sm"
              />
              <p id={`${id}-secret-warning`} className="rounded-md border border-warning bg-warning-soft p-2 text-xs">
                A secret typed into a web page is not secret: use a test client, never a production one. It is sent only
                to the token endpoint, and never kept.
              </p>
            </div>
          )}
          {flow.type === "implicit" && (
            <p id={`${id}-implicit-note`} className="rounded-md border border-warning bg-warning-soft p-2 text-xs">
              The implicit flow is deprecated (OAuth 2.0 Security Best Current Practice): the provider puts the token in
              the address it sends you back to, where it can leak into history and logs, and nothing binds it to this
              page. It is offered only because it is this scheme's only flow; this page takes the token out of the
              address at once. Prefer authorization code with PKCE if the provider has it.
            </p>
          )}
          {(flow.type === "authorizationCode" || flow.type === "implicit") && (
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-medium">Redirect URI to register with the provider</p>
              <div className="flex flex-wrap items-center gap-2">
                <code className="min-w-0 rounded bg-muted px-2 py-1 text-xs break-all">{redirectUri}</code>
                <CopyButton text={redirectUri} label="Copy redirect URI" />
              </div>
            </div>
          )}
          {flow.scopes.length > 0 && (
            <fieldset className="flex max-h-64 flex-col gap-2 overflow-y-auto">
              <legend className="mb-1 text-sm font-medium">Scopes</legend>
              {flow.scopes.map((scope, index) => (
                <div key={scope.name} className="flex items-start gap-2">
                  <input
                    id={`${id}-scope-${index}`}
                    type="checkbox"
                    checked={chosenScopes.includes(scope.name)}
                    onChange={(event) => toggleScope(scope.name, event.target.checked)}
                    aria-describedby={scope.description ? `${id}-scope-${index}-description` : undefined}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <div className="flex min-w-0 flex-col">
                    <label htmlFor={`${id}-scope-${index}`} className="font-mono text-sm break-all">
                      {scope.name}
                    </label>
                    {scope.description && (
                      <p id={`${id}-scope-${index}-description`} className="text-xs text-muted-foreground">
                        {scope.description}
                      </p>
                    )}
                  </div>
                </div>
              ))}
            </fieldset>
          )}
          {flow.type === "deviceAuthorization" && (
            // Device authorization (RFC 8628): its own Sign in, code, link, waiting and Cancel (device-sign-in.tsx).
            <DeviceSignIn
              idPrefix={id}
              provider={() => providerFor(flow)}
              clientId={clientId.trim()}
              scopes={chosenScopes}
              tokenHost={tokenHost(flow)}
              onToken={(result, target) => {
                setRefreshTarget(target)
                takeToken(result)
                setStatus({ kind: "signed-in", text: signedInText(result, currentTime()) })
              }}
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            {flow.type !== "deviceAuthorization" && (
              <Button size="sm" onClick={() => void handleSignIn()} disabled={status.kind === "busy"}>
                {flow.type === "clientCredentials" ? "Get a token" : "Sign in"}
              </Button>
            )}
            {status.kind === "busy" && status.state && (
              <Button variant="outline" size="sm" onClick={handleCancel}>
                Cancel sign-in
              </Button>
            )}
            {hasToken && refreshToken !== "" && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => void handleRefresh()}
                disabled={status.kind === "busy"}
              >
                <RefreshCw aria-hidden="true" />
                Refresh
              </Button>
            )}
            {hasToken && (
              <Button variant="outline" size="sm" onClick={handleSignOut}>
                Sign out
              </Button>
            )}
          </div>
          {hasToken && (expiry || refreshToken !== "") && (
            <p id={`${id}-expiry`} className="text-sm text-muted-foreground">
              {expiry ? `The token ${expiryText(expiry.expiresAt, now)}.` : ""}
              {refreshToken !== ""
                ? `${expiry ? " " : ""}A refresh token is kept with it${expiry ? ": the tester refreshes it a minute before it expires" : ""}.`
                : ""}
            </p>
          )}
        </>
      )}
      <p role="status" className="text-sm">
        {status.kind === "busy" || status.kind === "signed-in" ? status.text : ""}
      </p>
      {(status.kind === "error" || status.kind === "blocked") && (
        <p role="alert" className="rounded-md border border-destructive p-2 text-sm">
          {status.text}
        </p>
      )}
      {status.kind === "blocked" && (
        <div>
          <Button variant="outline" size="sm" onClick={() => void handleSignIn("page")}>
            Sign in in this tab instead
          </Button>
        </div>
      )}
    </section>
  )
}
