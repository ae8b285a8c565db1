// An opened API's OAuth 2 and OpenID Connect security schemes, as the importer keeps them for the tester's sign-in
// (features/tester/sign-in, docs/oauth.md). Plain data: structured-cloned from the worker and kept in IndexedDB.

/** The OAuth 2 flows OpenAPI names (3.2 adds deviceAuthorization), in the order the sign-in offers them. */
export const OAUTH_FLOW_TYPES = [
  "authorizationCode",
  "clientCredentials",
  "deviceAuthorization",
  "implicit",
  "password",
] as const

export type OAuthFlowType = (typeof OAUTH_FLOW_TYPES)[number]

/** One scope and what the document says it grants ("" when it says nothing). */
export type OAuthScope = { name: string; description: string }

/** One flow of a scheme. URLs as the document writes them, resolved against the API's server when relative. */
export type OAuthFlow = {
  type: OAuthFlowType
  authorizationUrl?: string
  tokenUrl?: string
  refreshUrl?: string
  deviceAuthorizationUrl?: string
  scopes: OAuthScope[]
}

/**
 * A scheme: `flows` for `type: oauth2`; `openIdConnectUrl` (the discovery document) for `type: openIdConnect`, whose
 * flows are learnt from that document when the visitor signs in.
 */
export type OAuthScheme = {
  name: string
  description: string
  flows: OAuthFlow[]
  openIdConnectUrl?: string
}

function isString(value: unknown): value is string {
  return typeof value === "string"
}

function isOptionalString(value: unknown): boolean {
  return value === undefined || isString(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function isScope(value: unknown): boolean {
  return isRecord(value) && isString(value.name) && isString(value.description)
}

function isFlow(value: unknown): boolean {
  return (
    isRecord(value) &&
    (OAUTH_FLOW_TYPES as readonly unknown[]).includes(value.type) &&
    isOptionalString(value.authorizationUrl) &&
    isOptionalString(value.tokenUrl) &&
    isOptionalString(value.refreshUrl) &&
    isOptionalString(value.deviceAuthorizationUrl) &&
    Array.isArray(value.scopes) &&
    value.scopes.every(isScope)
  )
}

/** Whether a stored value is a list of schemes as the importer writes them (stored-api.ts reads records back). */
export function isOAuthSchemes(value: unknown): value is OAuthScheme[] {
  return (
    Array.isArray(value) &&
    value.every(
      (scheme) =>
        isRecord(scheme) &&
        isString(scheme.name) &&
        isString(scheme.description) &&
        Array.isArray(scheme.flows) &&
        scheme.flows.every(isFlow) &&
        isOptionalString(scheme.openIdConnectUrl),
    )
  )
}
