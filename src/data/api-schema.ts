import { z } from "zod"
import { AUTH_TYPES, BROWSER_SUPPORT, CATEGORIES } from "./api-constants"
import { ALL_PARAMETER_PLACES, OPENAPI_METHODS, PARAMETER_TYPES } from "./endpoint-constants"
// Not in api-constants.ts: every page's app chunk carries that file's lists, and only opened APIs have styles.
import { PARAMETER_STYLES } from "@/lib/param-style"
import type { BodyEncoding, BodySchema } from "@/lib/request-body/body-schema"
import type { OAuthScheme } from "@/lib/oauth/oauth-scheme"

// The schema is used by tests and build scripts only; pages import types (erased) and api-constants.ts,
// so zod never reaches the browser bundle.

/**
 * Where a key goes, as the provider documents it.
 * query: `?{name}=KEY`; header: `{name}: KEY`; cookie: `Cookie: {name}=KEY` (copied code only); placeholder: `{name}` in base URL or path; bearer: `Authorization: Bearer KEY`;
 * basic: HTTP Basic, the visitor types a user and a password (kept as one `user:password` key, e.g. PayPal's
 * `client_id:client_secret`) and the tester sends `Authorization: Basic base64(UTF-8 of it)`.
 *
 * `hint` (basic, or a header named Authorization) says what to type when the provider's credentials are not the
 * default client ID and secret, or when the whole header value carries a scheme. The key note shows it as
 * "Type {hint}.", e.g. Twilio's "your Account SID as the user and your Auth Token as the password" (docs/api-keys.md).
 */
const keyHint = z.string().min(1).optional()

export const keyPlacementSchema = z.discriminatedUnion("in", [
  z.strictObject({ in: z.literal("query"), name: z.string().min(1) }),
  z.strictObject({ in: z.literal("header"), name: z.string().min(1), hint: keyHint }),
  /** Opened APIs only (an apiKey `in: cookie`): shown, never sent from a page (browsers set cookies); code sends it. */
  z.strictObject({ in: z.literal("cookie"), name: z.string().min(1) }),
  z.strictObject({ in: z.literal("placeholder"), name: z.string().min(1) }),
  z.strictObject({ in: z.literal("bearer") }),
  z.strictObject({ in: z.literal("basic"), hint: keyHint }),
])

export const parameterSchema = z.strictObject({
  name: z.string().min(1),
  type: z.enum(PARAMETER_TYPES),
  required: z.boolean(),
  description: z.string().min(1),
  example: z.string().optional(),
  /**
   * Where the value goes. Left out: a `{name}` path placeholder, else the query string (docs/behaviour.md §7). Opened
   * APIs: path, query, header or cookie. The catalogue: only "form", a field of the form body the provider reads
   * (sent as application/x-www-form-urlencoded: features/tester/request/body/urlencoded-fields.ts).
   */
  in: z.enum(ALL_PARAMETER_PLACES).optional(),
  /**
   * Opened APIs only, when the description's differs from OpenAPI's default for its place (form for query, simple for
   * path and header): how an array or object value is written (lib/param-style.ts).
   */
  style: z.enum(PARAMETER_STYLES).optional(),
  /** Opened APIs only, when it differs from the style's default (true for form, else false). */
  explode: z.boolean().optional(),
  /** Opened APIs only: the schema's `default` as text; the tester shows it as a chip that fills the field. */
  default: z.string().optional(),
  /**
   * Opened APIs only: the schema's `enum` values as text (at most 100); the tester's field is a select. A list's
   * (`type: array`) are its items': its field stays text. Which value a field takes: lib/parameter-example.ts.
   */
  enum: z.array(z.string()).optional(),
  /** Opened APIs only: the document's named `examples` (at most 20); the tester offers them in a picker. */
  examples: z.array(z.strictObject({ name: z.string().min(1), value: z.string() })).optional(),
  /**
   * Opened APIs only: the document marks the value as a credential (`format: password`, or the name and place of one
   * of its apiKey security schemes). The tester treats it as one whatever its name (tester/request/auth/typed-secrets.ts).
   */
  secret: z.literal(true).optional(),
})

/** An opened API's server variable: its `default` fills it in, an `enum` makes it a select. */
export const serverVariableSchema = z.strictObject({
  name: z.string().min(1),
  default: z.string(),
  enum: z.array(z.string()).optional(),
  description: z.string().optional(),
})

/** One of an opened API's servers: its URL with variables as `{name}` placeholders (features/tester/request/parameters/server-choice.ts). */
export const serverOptionSchema = z.strictObject({
  /** As `baseUrl` is written: no trailing slash ("" for a document served from its own site's root). */
  url: z.string(),
  description: z.string().optional(),
  variables: z.array(serverVariableSchema).optional(),
})

export const endpointSchema = z.strictObject({
  name: z.string().min(1),
  /** The catalogue uses GET and POST only (apis.test.ts); an opened API any of these. */
  method: z.enum(OPENAPI_METHODS),
  path: z.string(),
  description: z.string().min(1),
  parameters: z.array(parameterSchema).optional(),
  example: z.string().optional(),
  /**
   * Where the key goes for this endpoint when it differs from the entry's `keyPlacement` (PayPal's token
   * endpoint takes HTTP Basic client credentials, the others a bearer token). Its key is kept apart (keySlot).
   */
  keyPlacement: keyPlacementSchema.optional(),
  /**
   * Opened APIs only: this operation takes no key though the API's others do (its description gives it no
   * security, or `security: []`). The tester and health checks send it without one and do not ask for one.
   */
  noKey: z.literal(true).optional(),
  /**
   * A JSON body to prefill the opt-in body editor: an opened API's (the description's example or a skeleton), or a
   * catalogue endpoint's documented example where its "JSON body:" parameters alone would not give a working one
   * (WhatsApp's first message must be a template). apis.test.ts checks a catalogue body against those parameters.
   */
  body: z.string().optional(),
  /** Opened APIs only: the documented responses, in document order (status, media types, example, schema). */
  responses: z.array(z.custom<DocumentedResponse>()).optional(),
  /** Opened APIs only: every media type the request body takes (JSON, forms, binary…), with example and schema. */
  requestBodies: z.array(z.custom<DocumentedBody>()).optional(),
  /**
   * Opened APIs only: the operation's (or its path's) own servers, when the description gives ones that differ from
   * the document's; the tester offers these instead of the API's.
   */
  servers: z.array(serverOptionSchema).optional(),
})

export const apiEntrySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  description: z.string().min(1),
  baseUrl: z.string().min(1),
  category: z.enum(CATEGORIES),
  auth: z.enum(AUTH_TYPES),
  cors: z.boolean(),
  free: z.boolean(),
  website: z.url(),
  endpoints: z.array(endpointSchema).min(1),
  /** Beyond the spec: whether a web page can call it at all (docs/api-keys.md). */
  browser: z.enum(BROWSER_SUPPORT),
  /** Beyond the spec: where the key goes (docs/api-keys.md); required for apikey and bearer entries. */
  keyPlacement: keyPlacementSchema.optional(),
  /**
   * Every place the provider documents for the same credentials, `keyPlacement` first (an opened description's
   * security alternatives, e.g. Stripe's Basic or Bearer): the tester offers a picker (tester/request/auth/auth-choice.ts).
   */
  keyChoices: z.array(keyPlacementSchema).min(2).optional(),
  /**
   * Why a `browser: "server-only"` entry belongs on a server, when it is not the usual missing CORS (e.g.
   * Google's web services refuse website-restricted keys). One or two sentences; shown before sending.
   */
  serverOnlyReason: z.string().min(1).optional(),
})

/** A documented response of an opened API's operation (features/open-api/import/responses.ts). */
export type DocumentedResponse = {
  status: string
  description: string
  mediaTypes: string[]
  example?: string
  schema?: BodySchema
}

/** One media type of an opened API's request body (features/open-api/import/request-bodies.ts). */
export type DocumentedBody = { mediaType: string; example?: string; schema?: BodySchema; encoding?: BodyEncoding }

/** A request the API sends, listed read only: a webhook, or an operation's callback (import/webhooks.ts). */
export type DocumentedHook = {
  kind: "webhook" | "callback"
  name: string
  method: string
  url?: string
  operation?: string
  summary: string
}

export type Parameter = z.infer<typeof parameterSchema>
export type Endpoint = z.infer<typeof endpointSchema>
export type ApiEntry = z.infer<typeof apiEntrySchema>
export type KeyPlacement = z.infer<typeof keyPlacementSchema>
export type ServerOption = z.infer<typeof serverOptionSchema>
export type ServerVariable = z.infer<typeof serverVariableSchema>
/**
 * What the detail page, the tester, history and health checks take from any API: its name and address, where a key
 * goes, its endpoints. What is known beyond that depends on where the API came from (`source`).
 */
export type ApiCore = Omit<ApiEntry, "category" | "cors" | "free" | "browser" | "serverOnlyReason"> & {
  /** The catalogue's category, or an opened description's first APIs.guru category ("Your API" when it has none). */
  category: string
}

/** A catalogue entry: researched facts about calling it from a browser and about its price (docs/adding-an-api.md). */
export type CatalogueSource = { kind: "catalogue" } & Pick<ApiEntry, "cors" | "free" | "browser" | "serverOnlyReason">

/**
 * An API the visitor opened from its OpenAPI description. A description says nothing about CORS or price, so neither
 * is claimed: whether browsers may call it is unknown until a request is sent.
 */
export type OpenedSource = { kind: "opened" } & OpenedFrom

/** An API as the detail page, the tester, history and health checks take it, with where it came from. */
export type Api = ApiCore & { source: CatalogueSource | OpenedSource }

/** Where an opened API came from, shown on its page. */
export type OpenedFrom = {
  /** How it was opened. */
  source: "url" | "file" | "paste"
  /** The document's URL (source "url") or file name (source "file"). */
  location?: string
  /** ISO time it was opened. */
  openedAt: string
  /**
   * The document's own id, from its text (openedId): the same document opened from an address and from a file has
   * two ids but one documentId, and is one entry in Your APIs. Absent in records stored before it.
   */
  documentId?: string
  /** What the importer could not map (unresolved references, unsupported parts). */
  notes: string[]
  /** OAuth 2 / OpenID Connect: how to get the token to paste. */
  authNote?: string
  /** OAuth 2 / OpenID Connect: the document's schemes, for signing in from the tester (docs/oauth.md). */
  oauth?: OAuthScheme[]
  /** Tags as groups of endpoint indexes, in document order. */
  groups: { name: string; description: string; endpoints: number[] }[]
  version: string
  specVersion: "2.0" | "3.0" | "3.1"
  /** Webhooks and callbacks, read only; absent when the document has none. */
  hooks?: DocumentedHook[]
  /**
   * Every server of the document, in the importer's order (the first is `baseUrl`); the tester's picker offers them.
   * Records stored before it have none: their tester keeps the base URL alone.
   */
  servers?: ServerOption[]
}

export type { AuthType, BrowserSupport, Category } from "./api-constants"
export type { HttpMethod, OpenApiMethod } from "./endpoint-constants"
