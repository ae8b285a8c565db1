import type { Api, Endpoint, OpenApiMethod, OpenedFrom } from "@/data/api-schema"
import { OPENAPI_METHODS } from "@/data/endpoint-constants"
import { OPENED_ID_PREFIX } from "@/config/paths"
import type { ImportedApi, ImportedEndpoint } from "./import/imported-api"

// An imported description → the Api the detail page, tester, history and health checks already take (one code
// path): nothing here draws anything.

/**
 * A short, stable id for a document: from its URL when it came from one (opening the same URL again replaces the
 * API), else from its text. FNV-1a, twice with different seeds: 16 hex digits, not a security measure.
 */
export function openedId(key: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193 ^ key.length
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, "0")
  return `${OPENED_ID_PREFIX}${hex(a)}${hex(b)}`
}

export type OpenedOrigin = Pick<OpenedFrom, "source" | "location" | "openedAt" | "documentId">

function toMethod(method: string): OpenApiMethod {
  const upper = method.toUpperCase()
  return (OPENAPI_METHODS as readonly string[]).includes(upper) ? (upper as OpenApiMethod) : "GET"
}

function toEndpoint(endpoint: ImportedEndpoint): Endpoint {
  const prefix = endpoint.deprecated ? "Deprecated. " : ""
  return {
    name: endpoint.name,
    method: toMethod(endpoint.method),
    path: endpoint.path,
    description: `${prefix}${endpoint.description}`.trim() || endpoint.name,
    // The importer's parameters are already the app's (the same fields), and equal ones one object
    // (import/shared-values.ts): passed on as they are, so they stay shared.
    parameters: endpoint.parameters,
    ...(endpoint.keyPlacement ? { keyPlacement: endpoint.keyPlacement } : {}),
    ...(endpoint.noKey ? { noKey: true as const } : {}),
    ...(endpoint.bodyExample === undefined ? {} : { body: endpoint.bodyExample }),
    // Shared objects (import/shared-values.ts), passed on as they are.
    ...(endpoint.responses ? { responses: endpoint.responses } : {}),
    ...(endpoint.requestBodies ? { requestBodies: endpoint.requestBodies } : {}),
    ...(endpoint.servers ? { servers: endpoint.servers } : {}),
  }
}

/**
 * The opened document's `Api`: what the app does not know about it (CORS, pricing, whether a browser may call it) is
 * not claimed — its source is `opened`, which has no such fields, and its page and tester say it is unknown.
 */
export function toOpenedApi(imported: ImportedApi, id: string, origin: OpenedOrigin): Api {
  const website = imported.website ?? (origin.source === "url" ? origin.location : undefined) ?? ""
  return {
    id,
    name: imported.name,
    description:
      imported.description || `${imported.name}, opened from its ${specName(imported.specVersion)} description.`,
    baseUrl: imported.baseUrl,
    category: imported.categories[0] ?? "Your API",
    auth: imported.auth,
    website,
    endpoints: imported.endpoints.map(toEndpoint),
    ...(imported.keyPlacement ? { keyPlacement: imported.keyPlacement } : {}),
    ...(imported.keyChoices ? { keyChoices: imported.keyChoices } : {}),
    source: {
      kind: "opened",
      ...origin,
      notes: imported.notes,
      ...(imported.authNote ? { authNote: imported.authNote } : {}),
      ...(imported.oauth ? { oauth: imported.oauth } : {}),
      groups: imported.groups,
      version: imported.version,
      specVersion: imported.specVersion,
      ...(imported.hooks ? { hooks: imported.hooks } : {}),
      ...(imported.serverOptions.length > 0 ? { servers: imported.serverOptions } : {}),
    },
  }
}

export function specName(version: ImportedApi["specVersion"]): string {
  return version === "2.0" ? "Swagger 2.0" : `OpenAPI ${version}`
}
