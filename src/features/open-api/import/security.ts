import type { KeyPlacement } from "@/data/api-schema"
import type { AuthType } from "@/data/api-constants"
import type { MapContext } from "./map-context"
import { own, type Json } from "./refs"
import { cleanText, entries, NAME_LIMIT, obj, str } from "./text"
import type { OpenApiDocument, SecurityScheme } from "./document-types"

export type SchemeMapping = { auth: AuthType; placement?: KeyPlacement; oauth: boolean; name: string }

export const OAUTH_NOTE =
  "This API uses OAuth. Get an access token with the provider's sign-in flow (or its console), then paste it as the key: the tester sends it as a bearer token."

/**
 * A security scheme as the app's auth label and key placement; undefined for one the app cannot place (mutual TLS, an
 * HTTP scheme other than bearer and basic). A key in a cookie is mapped so the tester can show it and say that a page
 * cannot send it (lib/api-keys.ts canSendFromPage); copied code sends it.
 */
export function mapScheme(context: MapContext, name: string, value: Json | undefined): SchemeMapping | undefined {
  const scheme = context.refs.resolve<SecurityScheme>(value)
  if (!scheme) return undefined
  const type = str(own(scheme, "type"))?.toLowerCase()
  if (type === "apikey") {
    const where = str(own(scheme, "in"))
    const keyName = cleanText(own(scheme, "name"), NAME_LIMIT)
    if (!keyName || (where !== "query" && where !== "header" && where !== "cookie")) return undefined
    return { auth: "apikey", placement: { in: where, name: keyName }, oauth: false, name }
  }
  if (type === "http") {
    const httpScheme = str(own(scheme, "scheme"))?.toLowerCase()
    if (httpScheme === "bearer") return { auth: "bearer", placement: { in: "bearer" }, oauth: false, name }
    if (httpScheme === "basic") return { auth: "apikey", placement: { in: "basic" }, oauth: false, name }
    return undefined
  }
  if (type === "oauth2" || type === "openidconnect") {
    return { auth: "oauth", placement: { in: "bearer" }, oauth: true, name }
  }
  return undefined
}

/** The document's security schemes a page can use, by name. */
export function mapSchemes(context: MapContext, document: OpenApiDocument): Map<string, SchemeMapping> {
  const schemes = new Map<string, SchemeMapping>()
  for (const [name, scheme] of entries(own(obj(own(document, "components")), "securitySchemes"))) {
    const mapped = mapScheme(context, name, scheme)
    if (mapped) schemes.set(name, mapped)
  }
  return schemes
}

/**
 * The first requirement of a `security` list whose every scheme maps: its schemes (usually one; VTEX's need an app
 * key and an app token together); null when the list allows no credentials, undefined when none maps.
 */
export function requirementOf(
  schemes: Map<string, SchemeMapping>,
  security: Json | undefined,
): SchemeMapping[] | null | undefined {
  if (!Array.isArray(security)) return undefined
  if (security.length === 0) return null
  for (const requirement of security) {
    const names = Object.keys(obj(requirement))
    if (names.length === 0) return null
    const mapped = names.map((name) => schemes.get(name))
    if (mapped.every((item) => item !== undefined)) return mapped
  }
  return undefined
}

/**
 * The alternatives a `security` list allows that take one credential each, in document order without repeats
 * (compared by placement): Stripe's `[{ basicAuth: [] }, { bearerAuth: [] }]` → Basic, then Bearer. The tester offers
 * them as a picker when there are several (features/tester/request/auth/auth-choice.ts).
 */
export function alternativesOf(schemes: Map<string, SchemeMapping>, security: Json | undefined): SchemeMapping[] {
  if (!Array.isArray(security)) return []
  const seen = new Set<string>()
  const alternatives: SchemeMapping[] = []
  for (const requirement of security) {
    const names = Object.keys(obj(requirement))
    const scheme = names.length === 1 ? schemes.get(names[0] ?? "") : undefined
    const key = scheme && JSON.stringify(scheme.placement)
    if (!scheme?.placement || key === undefined || seen.has(key)) continue
    seen.add(key)
    alternatives.push(scheme)
  }
  return alternatives
}

/** A requirement as one placement: its first scheme's. */
export function requirementPlacement(
  schemes: Map<string, SchemeMapping>,
  security: Json | undefined,
): SchemeMapping | null | undefined {
  const requirement = requirementOf(schemes, security)
  return requirement ? requirement[0] : requirement
}

/** The note for an API whose requirement names several credentials: which one the key is, which to add. */
export function severalCredentialsNote(requirement: SchemeMapping[]): string {
  const place = (scheme: SchemeMapping) =>
    scheme.placement && "name" in scheme.placement ? scheme.placement.name : scheme.name
  const [first, ...rest] = requirement.map(place)
  return `This API takes ${requirement.length} credentials together; the key you enter is sent as ${first}, so add ${rest.join(" and ")} yourself (as a header or parameter).`
}
