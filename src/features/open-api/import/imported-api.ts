import type { DocumentedHook, DocumentedResponse, KeyPlacement, ServerOption } from "@/data/api-schema"
import type { AuthType } from "@/data/api-constants"
import type { OAuthScheme } from "@/lib/oauth/oauth-scheme"
import type { ParameterStyle } from "@/lib/param-style"
import type { BodyEncoding, BodySchema } from "@/lib/request-body/body-schema"
import type { Json } from "./refs"

// What the importer hands the app (opened-api.ts): plain data, structured-cloned from the worker to the page and
// into IndexedDB, so it stays compact (texts capped, equal values shared: shared-values.ts).

export type ImportedParameter = {
  name: string
  /** Where it goes: path placeholders and server variables are "path"; cookies are shown, never sent from a page. */
  in: "path" | "query" | "header" | "cookie"
  type: "string" | "number" | "object" | "array"
  required: boolean
  description: string
  example?: string
  /** The description's `style`, only when it is not the default for `in` (form for query, simple for path, header). */
  style?: ParameterStyle
  /** The description's `explode`, only when it is not the style's default (true for form, false for the others). */
  explode?: boolean
  /** The schema's `default` as text (the tester's chip). */
  default?: string
  /** The schema's `enum` values as text, at most ENUM_LIMIT (the tester's select); none for a list or object. */
  enum?: string[]
  /** The parameter's named `examples`, at most NAMED_EXAMPLE_LIMIT, each value capped (the tester's example picker). */
  examples?: { name: string; value: string }[]
  /** The document marks it as a credential: `format: password`, or an apiKey scheme's name and place (parameters.ts). */
  secret?: true
}

/**
 * One media type of an operation's request body: `example` only when the document gives one (capped text); its schema
 * (compact, shared, capped, never circular) and a form's `encoding`, which the tester builds the body from
 * (src/lib/request-body/).
 */
export type ImportedRequestBody = { mediaType: string; example?: string; schema?: BodySchema; encoding?: BodyEncoding }

/**
 * One documented response: its status ("200", "4XX", "default"), media types, the document's example and the first
 * media type's schema (the request bodies' compact, shared, capped form: body-schemas.ts).
 */
export type ImportedResponse = DocumentedResponse

/** A webhook or an operation's callback, listed read only (webhooks.ts). */
export type ImportedHook = DocumentedHook

export type ImportedEndpoint = {
  name: string
  method: string
  path: string
  description: string
  parameters: ImportedParameter[]
  tags: string[]
  /** Where the key goes when this operation's security differs from the API's. */
  keyPlacement?: KeyPlacement
  /** This operation takes no credentials, though the API's scheme says others do. */
  noKey?: true
  /** A JSON body to prefill the opt-in body editor: the document's example, or a skeleton of its schema. */
  bodyExample?: string
  /** Every media type the request body takes, in document order (JSON, forms, binary…). */
  requestBodies?: ImportedRequestBody[]
  /** The documented responses, in document order. */
  responses?: ImportedResponse[]
  deprecated: boolean
  /** The operation's (or its path's) own servers, when they differ from the document's. */
  servers?: ServerOption[]
}

export type ImportedApi = {
  name: string
  version: string
  description: string
  /** The version the document was written in (a Swagger 2.0 one is upgraded to 3.0 before it is mapped). */
  specVersion: "2.0" | "3.0" | "3.1"
  /** The first server, variables kept as `{placeholders}` (each also a parameter of every endpoint). */
  baseUrl: string
  servers: string[]
  /** Every server with its description and variables, in `servers`' order (at most 50), for the tester's picker. */
  serverOptions: ServerOption[]
  auth: AuthType
  keyPlacement?: KeyPlacement
  /**
   * Every place the key may go when the description allows several schemes (Stripe: Basic or Bearer): `keyPlacement`
   * first. The tester offers them as a picker.
   */
  keyChoices?: KeyPlacement[]
  /** For OAuth 2 / OpenID Connect: how to get the token the tester then sends as a bearer token. */
  authNote?: string
  /** The document's OAuth 2 / OpenID Connect schemes, whole, for signing in from the tester (oauth-flows.ts). */
  oauth?: OAuthScheme[]
  endpoints: ImportedEndpoint[]
  /** Tags in document order (operations without one under "Other"), by endpoint index. */
  groups: { name: string; description: string; endpoints: number[] }[]
  /** APIs.guru's own fields when present. */
  categories: string[]
  provider?: string
  website?: string
  /** Webhooks and callbacks, read only (webhooks.ts); absent when there are none. */
  hooks?: ImportedHook[]
  /** What could not be mapped, for the visitor (unresolved references, unsupported parts). */
  notes: string[]
}

export type ImportResult = { ok: true; api: ImportedApi } | { ok: false; message: string }

export type ImportSource = {
  /** The document's own URL when it came from one: relative server addresses resolve against it. */
  url?: string
  /** Said before anything mapping finds (referenced files that could not be downloaded). */
  notes?: string[]
  /**
   * Keep each request body's and response's schema and a form's `encoding` (body-schemas.ts). Only `npm run corpus`
   * asks for them today (it builds every body the tester would send). The app leaves them out until they can be
   * made after the page is usable: kept in every import they cost the time the visitor waits for (Stripe's import
   * 148 → 494 ms with body schemas; with response schemas too, Graph beta's message to the page 14.3 → 19.4 MB and
   * its copy into the page 100 → 208 ms), so the tester shows no schema form or schema tree yet.
   */
  schemas?: boolean
  /**
   * Given the upgraded document once it is mapped, for the worker's second pass (response-schemas.ts), which runs
   * after the API is posted to the page.
   */
  onDocument?: (document: Json, specVersion: ImportedApi["specVersion"]) => void
}
