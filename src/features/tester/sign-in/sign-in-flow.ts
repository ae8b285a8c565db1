import * as oauth from "oauth4webapi"
import type { OAuthFlow } from "@/lib/oauth/oauth-scheme"
import type { PollAnswer } from "./device-polling"
import { checkEndpointUrl, type CheckedUrl } from "./endpoint-url"
import { describeTooLongToken, MAX_TOKEN_LENGTH } from "./oauth-error"
import { SIGN_IN_TTL_MS, type PendingSignIn } from "./pending-sign-ins"

// The protocol steps, each one call into oauth4webapi (ADR 022): no OAuth message is built or checked by hand here.
// A provider is either the document's flow (its URLs) or what OpenID Connect discovery says.

export type Provider = { authorizationServer: oauth.AuthorizationServer; isLocal: boolean; isDiscovered: boolean }
export type ProviderResult = { ok: true; provider: Provider } | { ok: false; message: string }

export { MAX_TOKEN_LENGTH } from "./oauth-error"

/** The options every request of a local provider needs: oauth4webapi refuses plain http unless told. */
function requestOptions(isLocal: boolean) {
  return isLocal ? { [oauth.allowInsecureRequests]: true } : {}
}

/**
 * The provider of a document's flow. It has no metadata, so its issuer is taken to be the origin of its
 * authorization (else token) URL; an `iss` the provider sends back from another origin is then refused (mix-up).
 */
export function providerFromFlow(flow: OAuthFlow): ProviderResult {
  const checks: CheckedUrl[] = []
  const authorization =
    flow.type === "authorizationCode" || flow.type === "implicit"
      ? checkEndpointUrl(flow.authorizationUrl, "authorization URL")
      : undefined
  if (authorization) checks.push(authorization)
  const device =
    flow.type === "deviceAuthorization"
      ? checkEndpointUrl(flow.deviceAuthorizationUrl, "device authorization URL")
      : undefined
  if (device) checks.push(device)
  // Implicit has no token endpoint: the token comes back in the redirect's fragment.
  const token = flow.type === "implicit" ? undefined : checkEndpointUrl(flow.tokenUrl, "token URL")
  if (token) checks.push(token)
  const refused = checks.find((check) => !check.ok)
  if (refused && !refused.ok) return { ok: false, message: refused.message }
  const first = [authorization, device, token].find((check) => check?.ok)
  if (!first?.ok) return { ok: false, message: "" }
  return {
    ok: true,
    provider: {
      authorizationServer: {
        issuer: first.url.origin,
        ...(token?.ok ? { token_endpoint: token.url.href } : {}),
        ...(authorization?.ok ? { authorization_endpoint: authorization.url.href } : {}),
        ...(device?.ok ? { device_authorization_endpoint: device.url.href } : {}),
      },
      isLocal: checks.every((check) => check.ok && check.isLocal),
      isDiscovered: false,
    },
  }
}

const DISCOVERY_SUFFIX = "/.well-known/openid-configuration"

/**
 * OpenID Connect discovery from `openIdConnectUrl`. The usual `<issuer>/.well-known/openid-configuration` is checked
 * against its issuer as the standard says; another address is read as it is and its own `issuer` taken.
 */
export async function discoverProvider(openIdConnectUrl: string): Promise<ProviderResult> {
  const checked = checkEndpointUrl(openIdConnectUrl, "OpenID Connect discovery address")
  if (!checked.ok) return checked
  const options = requestOptions(checked.isLocal)
  const path = checked.url.pathname
  let authorizationServer: oauth.AuthorizationServer
  if (path.endsWith(DISCOVERY_SUFFIX) && checked.url.search === "") {
    const issuer = new URL(checked.url.href)
    issuer.pathname = path.slice(0, -DISCOVERY_SUFFIX.length) || "/"
    const response = await oauth.discoveryRequest(issuer, { ...options, algorithm: "oidc" })
    authorizationServer = await oauth.processDiscoveryResponse(issuer, response)
  } else {
    const response = await fetch(checked.url, { headers: { accept: "application/json" }, redirect: "error" })
    const metadata: unknown = await response.clone().json()
    const issuer =
      typeof metadata === "object" && metadata !== null ? (metadata as { issuer?: unknown }).issuer : undefined
    if (typeof issuer !== "string") return { ok: false, message: "The discovery document names no issuer." }
    authorizationServer = await oauth.processDiscoveryResponse(new URL(issuer), response)
  }
  for (const [key, what] of [
    ["authorization_endpoint", "authorization endpoint"],
    ["token_endpoint", "token endpoint"],
    ["device_authorization_endpoint", "device authorization endpoint"],
  ] as const) {
    const value = authorizationServer[key]
    if (value === undefined) continue
    const endpoint = checkEndpointUrl(value, what)
    if (!endpoint.ok) return endpoint
  }
  return { ok: true, provider: { authorizationServer, isLocal: checked.isLocal, isDiscovered: true } }
}

/** A started authorization-code sign-in: the address to open, and what the tab keeps to finish it. */
export type StartedSignIn = { url: URL; pending: PendingSignIn }

/**
 * Authorization code with PKCE (S256, always): a fresh verifier and state (crypto.getRandomValues, through
 * oauth4webapi), and the authorization URL with both.
 */
export async function startAuthorizationCode(input: RedirectSignInInput): Promise<StartedSignIn> {
  const codeVerifier = oauth.generateRandomCodeVerifier()
  const challenge = await oauth.calculatePKCECodeChallenge(codeVerifier)
  return startRedirect(input, "code", codeVerifier, { code_challenge: challenge, code_challenge_method: "S256" })
}

/** What a sign-in that leaves for the provider's page and comes back to the callback needs. */
type RedirectSignInInput = {
  provider: Provider
  clientId: string
  scopes: readonly string[]
  redirectUri: string
  now: number
  /** Full-page sign-in: the tester's address to come back to. */
  returnTo?: string | undefined
}

/**
 * The authorization URL of a redirect sign-in (`response_type` code or token) with a fresh random state, and the record
 * the tab keeps to finish it (the PKCE verifier; "" for implicit, which has none).
 */
function startRedirect(
  input: RedirectSignInInput,
  responseType: "code" | "token",
  codeVerifier: string,
  extra: Record<string, string> = {},
): StartedSignIn {
  const { authorizationServer } = input.provider
  if (!authorizationServer.authorization_endpoint) throw new Error("This provider has no authorization endpoint.")
  const state = oauth.generateRandomState()
  const url = new URL(authorizationServer.authorization_endpoint)
  const scope = input.scopes.join(" ")
  url.searchParams.set("response_type", responseType)
  url.searchParams.set("client_id", input.clientId)
  url.searchParams.set("redirect_uri", input.redirectUri)
  if (scope) url.searchParams.set("scope", scope)
  url.searchParams.set("state", state)
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value)
  return {
    url,
    pending: {
      state,
      codeVerifier,
      ...(responseType === "token" ? { implicit: true } : {}),
      clientId: input.clientId,
      redirectUri: input.redirectUri,
      authorizationServer: { ...authorizationServer, isDiscovered: input.provider.isDiscovered },
      isLocal: input.provider.isLocal,
      scope,
      expiresAt: input.now + SIGN_IN_TTL_MS,
      ...(input.returnTo === undefined ? {} : { returnTo: input.returnTo }),
    },
  }
}

/**
 * The issuer to check the answer against. A discovered provider's is known. A document flow's is a guess (its
 * authorization URL's origin): an `iss` from that same origin is taken as the issuer (a path such as a tenant's is
 * normal), one from any other origin is left to fail the check.
 */
function expectedServer(pending: PendingSignIn, params: URLSearchParams): oauth.AuthorizationServer {
  const { isDiscovered, ...server } = pending.authorizationServer as oauth.AuthorizationServer & {
    isDiscovered?: boolean
  }
  const iss = params.get("iss")
  if (isDiscovered || !iss) return server
  try {
    return new URL(iss).origin === new URL(server.issuer).origin ? { ...server, issuer: iss } : server
  } catch {
    return server
  }
}

export type SignedIn = { accessToken: string; expiresIn?: number; scope?: string; refreshToken?: string }

/**
 * The token response as the tester keeps it; a token too long for a request header is refused. A refresh token is
 * kept only when it is of a sane length (it is sent back in a form body, never in a header).
 */
export function toSignedIn(
  response: Pick<oauth.TokenEndpointResponse, "access_token" | "expires_in" | "scope" | "refresh_token">,
): SignedIn {
  if (response.access_token.length > MAX_TOKEN_LENGTH)
    throw new Error(describeTooLongToken(response.access_token.length))
  const refresh = response.refresh_token
  return {
    accessToken: response.access_token,
    ...(typeof response.expires_in === "number" ? { expiresIn: response.expires_in } : {}),
    ...(typeof response.scope === "string" ? { scope: response.scope } : {}),
    ...(typeof refresh === "string" && refresh !== "" && refresh.length <= MAX_TOKEN_LENGTH
      ? { refreshToken: refresh }
      : {}),
  }
}

/** What refreshing needs, besides the refresh token: the token endpoint and the public client that got it. */
export type RefreshTarget = { authorizationServer: oauth.AuthorizationServer; clientId: string; isLocal: boolean }

/** The target of a sign-in that began with `pending` (authorization code): its provider and client. */
export function refreshTargetOf(pending: PendingSignIn): RefreshTarget {
  const { isDiscovered: _discovered, ...authorizationServer } =
    pending.authorizationServer as oauth.AuthorizationServer & {
      isDiscovered?: boolean
    }
  return { authorizationServer, clientId: pending.clientId, isLocal: pending.isLocal }
}

/**
 * A new access token for a refresh token (RFC 6749 §6), as a public client: oauth4webapi's refresh grant. The
 * provider may send a new refresh token (rotation); else the old one stays the one to use.
 */
export async function refreshAccessToken(target: RefreshTarget, refreshToken: string): Promise<SignedIn> {
  const client: oauth.Client = { client_id: target.clientId }
  const response = await oauth.refreshTokenGrantRequest(
    target.authorizationServer,
    client,
    oauth.None(),
    refreshToken,
    requestOptions(target.isLocal),
  )
  const signedIn = toSignedIn(await oauth.processRefreshTokenResponse(target.authorizationServer, client, response))
  return { ...signedIn, refreshToken: signedIn.refreshToken ?? refreshToken }
}

/**
 * The answer of the provider (the callback's query) checked against the started sign-in — state, `iss`, `error=` —
 * then the code exchanged with the verifier. Throws oauth4webapi's errors (sign-in-problem.ts words them).
 */
export async function finishAuthorizationCode(pending: PendingSignIn, search: string): Promise<SignedIn> {
  const answer = new URLSearchParams(search)
  const authorizationServer = expectedServer(pending, answer)
  const client: oauth.Client = { client_id: pending.clientId }
  const params = oauth.validateAuthResponse(authorizationServer, client, answer, pending.state)
  const response = await oauth.authorizationCodeGrantRequest(
    authorizationServer,
    client,
    oauth.None(),
    params,
    pending.redirectUri,
    pending.codeVerifier,
    requestOptions(pending.isLocal),
  )
  return toSignedIn(await oauth.processAuthorizationCodeResponse(authorizationServer, client, response))
}

/** Client credentials: the client's own token, with its secret sent as HTTP Basic (RFC 6749 §2.3.1). */
export async function requestClientCredentials(input: {
  provider: Provider
  clientId: string
  clientSecret: string
  scopes: readonly string[]
}): Promise<SignedIn> {
  const { authorizationServer, isLocal } = input.provider
  const client: oauth.Client = { client_id: input.clientId }
  const parameters = new URLSearchParams()
  if (input.scopes.length > 0) parameters.set("scope", input.scopes.join(" "))
  const response = await oauth.clientCredentialsGrantRequest(
    authorizationServer,
    client,
    oauth.ClientSecretBasic(input.clientSecret),
    parameters,
    requestOptions(isLocal),
  )
  return toSignedIn(await oauth.processClientCredentialsResponse(authorizationServer, client, response))
}

/**
 * Implicit (deprecated, offered only as a scheme's only flow): a fresh random state, and the authorization URL asking
 * for the token itself (`response_type=token`). oauth4webapi has no implicit support; the answer, in the callback's
 * fragment, is read by implicit-fragment.ts. The kept record has no verifier (`codeVerifier: ""`, `implicit: true`).
 */
export function startImplicit(input: RedirectSignInInput): StartedSignIn {
  return startRedirect(input, "token", "")
}

/** A started device sign-in (RFC 8628 §3.2): what the visitor is shown, and what the polling needs. */
export type StartedDeviceSignIn = {
  deviceCode: string
  userCode: string
  /** Where the visitor enters the code: `verification_uri_complete` when given (it carries the code), else `verification_uri`. */
  verificationUrl: string
  /** `verification_uri` itself, shown as text (the address to type on another device). */
  verificationUri: string
  expiresIn: number
  interval: number | undefined
}

/**
 * Device authorization request, as a public client (oauth4webapi). The verification addresses are checked like any
 * provider address (https, or http to this machine) before they are shown as links.
 */
export async function startDeviceAuthorization(input: {
  provider: Provider
  clientId: string
  scopes: readonly string[]
  signal?: AbortSignal
}): Promise<StartedDeviceSignIn> {
  const { authorizationServer, isLocal } = input.provider
  const client: oauth.Client = { client_id: input.clientId }
  const parameters = new URLSearchParams()
  if (input.scopes.length > 0) parameters.set("scope", input.scopes.join(" "))
  const response = await oauth.deviceAuthorizationRequest(authorizationServer, client, oauth.None(), parameters, {
    ...requestOptions(isLocal),
    ...(input.signal ? { signal: input.signal } : {}),
  })
  const answer = await oauth.processDeviceAuthorizationResponse(authorizationServer, client, response)
  const uri = checkEndpointUrl(answer.verification_uri, "verification address")
  if (!uri.ok) throw new Error(uri.message.replace("The description's", "The provider's"))
  const complete =
    answer.verification_uri_complete === undefined
      ? undefined
      : checkEndpointUrl(answer.verification_uri_complete, "verification address")
  return {
    deviceCode: answer.device_code,
    userCode: answer.user_code,
    verificationUri: uri.url.href,
    verificationUrl: complete?.ok ? complete.url.href : uri.url.href,
    expiresIn: answer.expires_in,
    interval: answer.interval,
  }
}

/** RFC 8628 §3.5's answers of the token endpoint while the visitor has not finished. */
const DEVICE_ERRORS: Record<string, PollAnswer<never>> = {
  authorization_pending: { kind: "pending" },
  slow_down: { kind: "slow-down" },
  access_denied: { kind: "denied" },
  expired_token: { kind: "expired" },
}

/** One poll of the token endpoint for a device code (oauth4webapi's device code grant). Other errors are thrown. */
export async function pollDeviceCode(
  provider: Provider,
  clientId: string,
  deviceCode: string,
  signal: AbortSignal,
): Promise<PollAnswer<SignedIn>> {
  const { authorizationServer, isLocal } = provider
  const client: oauth.Client = { client_id: clientId }
  const response = await oauth.deviceCodeGrantRequest(authorizationServer, client, oauth.None(), deviceCode, {
    ...requestOptions(isLocal),
    signal,
  })
  try {
    return {
      kind: "token",
      token: toSignedIn(await oauth.processDeviceCodeResponse(authorizationServer, client, response)),
    }
  } catch (error) {
    const answer = error instanceof oauth.ResponseBodyError ? DEVICE_ERRORS[error.error] : undefined
    if (answer) return answer
    throw error
  }
}
