import { LogIn, RefreshCw } from "lucide-react"
import { useEffect, useState } from "react"
import { CopyButton } from "@/components/copy-button"
import { Button } from "@/components/ui/button"
import { paths } from "@/config/paths"
import type { OAuthFlow, OAuthScheme } from "@/lib/oauth/oauth-scheme"
import { discoveredFlows, FLOW_LABELS, flowChoices, initialScopes, needsDiscovery } from "../sign-in-choices"
import { discoverProvider, providerFromFlow, type Provider } from "../sign-in-flow"
import { problemText, progressText } from "../sign-in-machine"
import { describeSignInProblem } from "../sign-in-problem"
import { expiryText } from "../token-expiry"
import { tokenHost, useSignIn } from "../use-sign-in"
import { DeviceSignIn } from "./device-sign-in"
import { Input, Select } from "@/components/ui/field"

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

type Discovery = { scheme: string; flows: OAuthFlow[]; provider: Provider } | { scheme: string; error: string }

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
  const redirectUri = `${window.location.origin}${paths.oauthCallback.path}`
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

  const signIn = useSignIn({
    flow,
    providerFor,
    clientId: clientId.trim(),
    clientSecret,
    scopes: chosenScopes,
    redirectUri,
    hasToken,
    onToken,
    onSignOut,
    keySlot,
    isRemembered,
  })
  const { state, expiry, now, refreshToken } = signIn
  const problem = problemText(state)

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
          <Select
            id={`${id}-scheme`}
            value={schemeIndex}
            onChange={(event) => {
              setSchemeIndex(Number(event.target.value))
              setScopes(undefined)
              setFlowType(undefined)
            }}
          >
            {schemes.map((item, index) => (
              <option key={item.name} value={index}>
                {item.name}
              </option>
            ))}
          </Select>
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
          <Select
            id={`${id}-flow`}
            value={flow?.type}
            onChange={(event) => {
              setFlowType(event.target.value as OAuthFlow["type"])
              setScopes(undefined)
            }}
          >
            {offered.map((item) => (
              <option key={item.type} value={item.type}>
                {FLOW_LABELS[item.type]}
              </option>
            ))}
          </Select>
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
            <Input
              id={`${id}-client-id`}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
            />
          </div>
          {flow.type === "clientCredentials" && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-client-secret`} className="text-sm font-medium">
                Client secret
              </label>
              <Input
                id={`${id}-client-secret`}
                type="password"
                value={clientSecret}
                onChange={(event) => setClientSecret(event.target.value)}
                aria-describedby={`${id}-secret-warning`}
                autoComplete="off"
                spellCheck={false}
                data-1p-ignore
                data-lpignore="true"
                className="font-mono"
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
              onToken={signIn.takeDeviceToken}
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            {flow.type !== "deviceAuthorization" && (
              <Button size="sm" onClick={() => signIn.signIn()} disabled={signIn.isBusy}>
                {flow.type === "clientCredentials" ? "Get a token" : "Sign in"}
              </Button>
            )}
            {signIn.canCancel && (
              <Button variant="outline" size="sm" onClick={signIn.cancel}>
                Cancel sign-in
              </Button>
            )}
            {hasToken && refreshToken !== "" && (
              <Button variant="outline" size="sm" onClick={signIn.refresh} disabled={signIn.isBusy}>
                <RefreshCw aria-hidden="true" />
                Refresh
              </Button>
            )}
            {hasToken && (
              <Button variant="outline" size="sm" onClick={signIn.signOut}>
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
        {progressText(state)}
      </p>
      {problem !== undefined && (
        <p role="alert" className="rounded-md border border-destructive p-2 text-sm">
          {problem}
        </p>
      )}
      {state.kind === "blocked" && (
        <div>
          <Button variant="outline" size="sm" onClick={() => signIn.signIn("page")}>
            Sign in in this tab instead
          </Button>
        </div>
      )}
    </section>
  )
}
