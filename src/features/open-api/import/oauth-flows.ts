import { OAUTH_FLOW_TYPES, type OAuthFlow, type OAuthScheme, type OAuthScope } from "@/lib/oauth/oauth-scheme"
import type { MapContext } from "./map-context"
import { isObject, own, type Json } from "./refs"
import { cleanText, entries, NAME_LIMIT, obj, str } from "./text"
import type { OpenApiDocument } from "./document-types"

// The document's OAuth 2 and OpenID Connect schemes, kept whole for the tester's sign-in (docs/oauth.md): each flow's
// URLs and scopes, and the discovery address. security.ts maps the same schemes to "a bearer token"; this is only what
// signing in needs, and is separate from it.

/** Enough for any real document (Google's have up to ~60 scopes, Microsoft Graph's one scheme ~400). */
export const MAX_OAUTH_SCHEMES = 20
export const MAX_SCOPES = 1000
const URL_LIMIT = 2000
const SCOPE_TEXT_LIMIT = 1000

/**
 * A URL as the document writes it, resolved against the API's server when relative ("/oauth/token" on
 * https://api.example.com/v1 → https://api.example.com/oauth/token); undefined when absent or empty.
 * OpenAPI 3.x says relative URLs in security schemes are relative to the server.
 */
export function resolveOAuthUrl(value: Json | undefined, baseUrl: string): string | undefined {
  const url = cleanText(str(value), URL_LIMIT)
  if (!url) return undefined
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || !/^https?:\/\/[^{}]+$/i.test(baseUrl)) return url
  try {
    return new URL(url, `${baseUrl}/`).href
  } catch {
    return url
  }
}

function mapScopes(value: Json | undefined): OAuthScope[] {
  return entries(value)
    .slice(0, MAX_SCOPES)
    .map(([name, description]) => ({
      name: cleanText(name, NAME_LIMIT),
      description: cleanText(str(description), SCOPE_TEXT_LIMIT),
    }))
    .filter((scope) => scope.name !== "")
}

function mapFlow(type: OAuthFlow["type"], value: Json | undefined, baseUrl: string): OAuthFlow | undefined {
  if (!isObject(value)) return undefined
  const flow = value
  const mapped: OAuthFlow = { type, scopes: mapScopes(own(flow, "scopes")) }
  for (const key of ["authorizationUrl", "tokenUrl", "refreshUrl", "deviceAuthorizationUrl"] as const) {
    const url = resolveOAuthUrl(own(flow, key), baseUrl)
    if (url) mapped[key] = url
  }
  return mapped
}

/** One `securitySchemes` entry as a sign-in scheme; undefined for any other type or an OAuth 2 one with no flow. */
export function mapOAuthScheme(
  context: MapContext,
  name: string,
  value: Json | undefined,
  baseUrl: string,
): OAuthScheme | undefined {
  const scheme = context.refs.resolve<Record<string, Json>>(value)
  if (!scheme) return undefined
  const type = str(own(scheme, "type"))?.toLowerCase()
  const description = cleanText(own(scheme, "description"), SCOPE_TEXT_LIMIT)
  const shownName = cleanText(name, NAME_LIMIT)
  if (type === "openidconnect") {
    const openIdConnectUrl = resolveOAuthUrl(own(scheme, "openIdConnectUrl"), baseUrl)
    return openIdConnectUrl ? { name: shownName, description, flows: [], openIdConnectUrl } : undefined
  }
  if (type !== "oauth2") return undefined
  const flows = obj(own(scheme, "flows"))
  const mapped = OAUTH_FLOW_TYPES.map((flowType) => mapFlow(flowType, own(flows, flowType), baseUrl)).filter(
    (flow): flow is OAuthFlow => flow !== undefined,
  )
  return mapped.length > 0 ? { name: shownName, description, flows: mapped } : undefined
}

/** Every OAuth 2 and OpenID Connect scheme of the document, in document order (at most MAX_OAUTH_SCHEMES). */
export function mapOAuthSchemes(context: MapContext, document: OpenApiDocument, baseUrl: string): OAuthScheme[] {
  const schemes: OAuthScheme[] = []
  for (const [name, value] of entries(own(obj(own(document, "components")), "securitySchemes"))) {
    if (schemes.length >= MAX_OAUTH_SCHEMES) break
    const scheme = mapOAuthScheme(context, name, value, baseUrl)
    if (scheme) schemes.push(scheme)
  }
  return schemes
}
