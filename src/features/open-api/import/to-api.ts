import type { KeyPlacement } from "@/data/api-schema"
import type { AuthType } from "@/data/api-constants"
import { isObject, own, RefResolver, type Json, type JsonObject } from "./refs"
import { sharedValues } from "./shared-values"

// An OpenAPI 3.0/3.1 or Swagger 2.0 document → what the app knows about an API: its base URL, its operations with
// their parameters, where a key goes, and tag groups. Reads only what it maps (refs followed lazily, refs.ts);
// every text is cleaned of control and bidi-override characters and capped, and is only ever shown as text.

export const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"] as const

export type ImportedParameter = {
  name: string
  /** Where it goes: path placeholders and server variables are "path"; cookies are not sent from a page. */
  in: "path" | "query" | "header"
  type: "string" | "number" | "object" | "array"
  required: boolean
  description: string
  example?: string
}

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
  deprecated: boolean
}

export type ImportedApi = {
  name: string
  version: string
  description: string
  specVersion: "2.0" | "3.0" | "3.1"
  /** The first server, variables kept as `{placeholders}` (each also a parameter of every endpoint). */
  baseUrl: string
  servers: string[]
  auth: AuthType
  keyPlacement?: KeyPlacement
  /** For OAuth 2 / OpenID Connect: how to get the token the tester then sends as a bearer token. */
  authNote?: string
  endpoints: ImportedEndpoint[]
  /** Tags in document order (operations without one under "Other"), by endpoint index. */
  groups: { name: string; description: string; endpoints: number[] }[]
  /** APIs.guru's own fields when present. */
  categories: string[]
  provider?: string
  website?: string
  /** What could not be mapped, for the visitor (unresolved references, unsupported parts). */
  notes: string[]
}

export type ImportResult = { ok: true; api: ImportedApi } | { ok: false; message: string }

export type ImportSource = {
  /** The document's own URL when it came from one: relative server addresses resolve against it. */
  url?: string
  /** Said before anything mapping finds (referenced files that could not be downloaded). */
  notes?: string[]
}

const NAME_LIMIT = 200
const TEXT_LIMIT = 20_000
const MAX_ENDPOINTS = 50_000
/** Control characters (tab and newline kept) and the bidi overrides and isolates that can disguise text. */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
const UNSAFE_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** A string from the document made safe to show as text: unsafe characters removed, trimmed, capped. */
export function cleanText(value: Json | undefined, limit = TEXT_LIMIT): string {
  if (typeof value !== "string") return ""
  const text = value.replace(UNSAFE_CHARS, "").trim()
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text
}

function str(value: Json | undefined): string | undefined {
  return typeof value === "string" ? value : undefined
}

function arr(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : []
}

function obj(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {}
}

/** Own keys of a document object ("__proto__" included, as data). */
function entries(value: Json | undefined): [string, Json][] {
  return isObject(value) ? Object.keys(value).map((key) => [key, value[key] as Json]) : []
}

/**
 * The document's version, or how to name the one it has when unsupported ("OpenAPI 4.0.0", "Swagger 1.2"); "" when
 * it has none. A YAML `openapi: 3.1` or `swagger: 2.0` without quotes is a number, and is read as meant.
 */
function versionOf(document: JsonObject): ImportedApi["specVersion"] | { unsupported: string } | "" {
  const rawOpenapi = own(document, "openapi")
  const openapi = typeof rawOpenapi === "number" ? rawOpenapi.toFixed(1) : str(rawOpenapi)
  if (openapi !== undefined) {
    if (/^3\.0(\.|$)/.test(openapi)) return "3.0"
    if (/^3\.1(\.|$)/.test(openapi)) return "3.1"
    return { unsupported: `OpenAPI ${cleanText(openapi, 40)}` }
  }
  const swagger = own(document, "swagger") ?? own(document, "swaggerVersion")
  if (swagger === "2.0" || swagger === 2) return "2.0"
  if (typeof swagger === "string" || typeof swagger === "number")
    return { unsupported: `Swagger ${cleanText(String(swagger), 40)}` }
  return ""
}

/** A value as a parameter's example text. */
function exampleText(value: Json | undefined): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === "string") return cleanText(value, 2000)
  if (typeof value === "number" || typeof value === "boolean") return String(value)
  return JSON.stringify(value).slice(0, 2000)
}

function paramType(schema: JsonObject | undefined): ImportedParameter["type"] {
  const type = schema ? own(schema, "type") : undefined
  const first = Array.isArray(type) ? type.find((t) => t !== "null") : type
  if (first === "integer" || first === "number") return "number"
  if (first === "array") return "array"
  if (first === "object") return "object"
  return "string"
}

/** The first example a parameter or schema offers: example, examples, default, then the first enum value. */
function exampleOf(refs: RefResolver, ...sources: (JsonObject | undefined)[]): string | undefined {
  for (const source of sources) {
    if (!source) continue
    for (const key of ["example", "x-example"]) {
      const text = exampleText(own(source, key))
      if (text !== undefined) return text
    }
    const examples = own(source, "examples")
    if (Array.isArray(examples) && examples.length > 0) {
      const text = exampleText(examples[0])
      if (text !== undefined) return text
    } else if (isObject(examples)) {
      for (const [, item] of entries(examples)) {
        const example = refs.object(item)
        const text = exampleText(example ? own(example, "value") : undefined)
        if (text !== undefined) return text
      }
    }
    const fallback = exampleText(own(source, "default")) ?? exampleText(arr(own(source, "enum"))[0])
    if (fallback !== undefined) return fallback
  }
  return undefined
}

/** A schema's type, the first besides "null" when it is a 3.1 list (`type: [boolean, "null"]` → "boolean"). */
function typeOf(schema: JsonObject): string | undefined {
  const type = own(schema, "type")
  return str(Array.isArray(type) ? type.find((t) => t !== "null") : type)
}

/** How deep a skeleton goes, and how often one `$ref` may repeat on its way down (a circular schema: once). */
const SKELETON_DEPTH = 6
const SKELETON_REF_REPEATS = 2

/**
 * A JSON skeleton of a schema: examples where the schema has them, else a value of its type. Depth-limited, and a
 * circular `$ref` is expanded once, then left out; undefined when nothing is left (the caller drops that property).
 */
export function skeleton(refs: RefResolver, value: Json | undefined, depth = 0, path: string[] = []): Json | undefined {
  const ref = isObject(value) ? str(own(value, "$ref")) : undefined
  if (ref !== undefined && path.filter((seen) => seen === ref).length >= SKELETON_REF_REPEATS) return undefined
  const schema = refs.object(value)
  if (!schema || depth >= SKELETON_DEPTH) return undefined
  const inner = ref === undefined ? path : [...path, ref]
  const examples = own(schema, "examples")
  const example =
    own(schema, "example") ??
    (Array.isArray(examples) ? examples[0] : undefined) ??
    own(schema, "const") ??
    own(schema, "default") ??
    arr(own(schema, "enum"))[0]
  if (example !== undefined) return example
  const all = arr(own(schema, "allOf"))
  if (all.length > 0) {
    const merged: { [key: string]: Json } = {}
    for (const part of all) {
      const built = skeleton(refs, part, depth + 1, inner)
      if (isObject(built))
        for (const [key, item] of entries(built))
          Object.defineProperty(merged, key, { value: item, enumerable: true, writable: true, configurable: true })
    }
    return merged
  }
  const choice = arr(own(schema, "oneOf"))[0] ?? arr(own(schema, "anyOf"))[0]
  if (choice !== undefined) return skeleton(refs, choice, depth + 1, inner)
  const type = typeOf(schema)
  if (type === "array") {
    const item = skeleton(refs, own(schema, "items"), depth + 1, inner)
    return item === undefined ? [] : [item]
  }
  if (type === "object" || isObject(own(schema, "properties"))) {
    const result: { [key: string]: Json } = {}
    for (const [key, property] of entries(own(schema, "properties")).slice(0, 50)) {
      const built = skeleton(refs, property, depth + 1, inner)
      if (built === undefined) continue
      Object.defineProperty(result, key, { value: built, enumerable: true, writable: true, configurable: true })
    }
    return result
  }
  if (type === "integer" || type === "number") return 0
  if (type === "boolean") return false
  if (type === "null") return null
  return "string"
}

type SchemeMapping = { auth: AuthType; placement?: KeyPlacement; oauth: boolean; name: string }

/** A security scheme as the app's auth label and key placement; undefined for one a page cannot use (cookies). */
function mapScheme(refs: RefResolver, name: string, value: Json | undefined): SchemeMapping | undefined {
  const scheme = refs.object(value)
  if (!scheme) return undefined
  const type = str(own(scheme, "type"))?.toLowerCase()
  if (type === "apikey") {
    const where = str(own(scheme, "in"))
    const keyName = cleanText(own(scheme, "name"), NAME_LIMIT)
    if (!keyName || (where !== "query" && where !== "header")) return undefined
    return { auth: "apikey", placement: { in: where, name: keyName }, oauth: false, name }
  }
  if (type === "basic") return { auth: "apikey", placement: { in: "basic" }, oauth: false, name }
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

/**
 * The first requirement of a `security` list whose every scheme maps: its schemes (usually one; VTEX's need an app
 * key and an app token together); null when the list allows no credentials, undefined when none maps.
 */
function requirementOf(
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

/** A requirement as one placement: its first scheme's. */
function requirementPlacement(
  schemes: Map<string, SchemeMapping>,
  security: Json | undefined,
): SchemeMapping | null | undefined {
  const requirement = requirementOf(schemes, security)
  return requirement ? requirement[0] : requirement
}

/** The server addresses, variables as `{name}`, relative ones resolved against the document's URL when known. */
function serversOf(document: JsonObject, version: string, source: ImportSource, notes: string[]) {
  const variables = new Map<string, { example?: string; description: string }>()
  const resolve = (url: string) => {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) || /^\{[^}]+\}:\/\//.test(url)) return url
    // "//api.example.com/v1" (protocol-relative): the document's own scheme, else https.
    if (url.startsWith("//")) return `${source.url?.startsWith("http:") ? "http" : "https"}:${url}`
    // "api.example.com/v1", a host written without its scheme: relative to the document it would be a path.
    if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:\/|$)/i.test(url)) return `https://${url}`
    if (source.url) {
      try {
        return new URL(url, source.url).href.replace(/%7B/g, "{").replace(/%7D/g, "}")
      } catch {
        // Falls through to the note below.
      }
    }
    return url
  }
  let servers: string[]
  if (version === "2.0") {
    const host = cleanText(own(document, "host"), 500)
    const basePath = cleanText(own(document, "basePath"), 500)
    const schemes = arr(own(document, "schemes")).filter((s): s is string => s === "https" || s === "http")
    const scheme = schemes.includes("https")
      ? "https"
      : (schemes[0] ?? (source.url?.startsWith("http:") ? "http" : "https"))
    servers = [host ? `${scheme}://${host}${basePath}` : resolve(basePath || "/")]
  } else {
    servers = []
    const items: JsonObject[] = []
    for (const server of arr(own(document, "servers"))) {
      const item = obj(server)
      const url = cleanText(own(item, "url"), 2000)
      if (!url) continue
      servers.push(resolve(url))
      items.push(item)
    }
    // A plain-http first server with its https twin listed (AWS lists http first): an https page can only call the
    // https one, so that one is the base URL, and the list starts with it.
    const twin = /^http:\/\//i.test(servers[0] ?? "") ? servers.indexOf(`https://${servers[0]?.slice(7)}`) : -1
    if (twin > 0) {
      servers.unshift(...servers.splice(twin, 1))
      items.unshift(...items.splice(twin, 1))
    }
    for (const [name, variable] of entries(own(items[0] ?? {}, "variables"))) {
      const v = obj(variable)
      variables.set(name, {
        example: exampleText(own(v, "default")),
        description: cleanText(own(v, "description")),
      })
    }
    if (servers.length === 0) servers = [resolve("/")]
  }
  const first = (servers[0] ?? "").replace(/\/+$/, "")
  // "{scheme}://{host}/api" is absolute once its variables are filled in with their defaults.
  const filled = first.replace(
    /\{([^}]*)\}/g,
    (placeholder, name: string) => variables.get(name)?.example ?? placeholder,
  )
  if (!/^https?:\/\//i.test(filled)) {
    notes.push(
      `The document gives no absolute server address ("${first || "/"}"), so requests need one: open it from its URL, or edit the address.`,
    )
  }
  return { baseUrl: first, servers, variables }
}

/** One parameter object → ImportedParameter; undefined for body, form and cookie parameters. */
function mapParameter(refs: RefResolver, value: Json | undefined): ImportedParameter | undefined {
  const parameter = refs.object(value)
  if (!parameter) return undefined
  const where = str(own(parameter, "in"))
  if (where !== "path" && where !== "query" && where !== "header") return undefined
  const name = cleanText(own(parameter, "name"), NAME_LIMIT)
  if (!name) return undefined
  const schema = refs.object(own(parameter, "schema")) ?? parameter
  const example = exampleOf(refs, parameter, schema, refs.object(own(schema, "items")))
  return {
    name,
    in: where,
    type: paramType(schema),
    required: where === "path" || own(parameter, "required") === true,
    description: cleanText(own(parameter, "description")),
    ...(example === undefined ? {} : { example }),
  }
}

function isJsonMedia(type: string): boolean {
  return /^application\/(?:[\w.+-]*\+)?json\b/i.test(type)
}

/** The JSON body an operation takes, as text to prefill the body editor. */
function bodyExample(
  refs: RefResolver,
  operation: JsonObject,
  swaggerBody: JsonObject | undefined,
): string | undefined {
  let media: JsonObject | undefined
  if (swaggerBody) media = swaggerBody
  else {
    const body = refs.object(own(operation, "requestBody"))
    const content = entries(own(body ?? {}, "content"))
    const json = content.find(([type]) => isJsonMedia(type))
    if (!json) return undefined
    media = refs.object(json[1])
  }
  if (!media) return undefined
  let value: Json | undefined = own(media, "example")
  if (value === undefined) {
    const [, first] = entries(own(media, "examples"))[0] ?? []
    const example = refs.object(first)
    if (example) value = own(example, "value")
  }
  if (value === undefined) value = skeleton(refs, own(media, "schema"))
  if (value === undefined) return undefined
  const text = JSON.stringify(value, null, 2)
  return text.length > 100_000 ? undefined : text
}

/**
 * Maps a parsed document. Not an API description, an unsupported version or no operations → `ok: false` with a
 * sentence saying so.
 */
export function importDocument(value: Json, source: ImportSource = {}): ImportResult {
  if (!isObject(value))
    return { ok: false, message: "This is not an API description: it is not a JSON or YAML object." }
  const version = versionOf(value)
  if (version === "") {
    return {
      ok: false,
      message: 'This is not an OpenAPI or Swagger description: it has no "openapi" or "swagger" version field.',
    }
  }
  if (typeof version === "object") {
    return {
      ok: false,
      message: `${version.unsupported} is not supported: API Explorer opens OpenAPI 3.0, 3.1 and Swagger 2.0.`,
    }
  }
  const refs = new RefResolver(value)
  const notes = (source.notes ?? []).map((note) => cleanText(note, NAME_LIMIT * 4))
  const info = obj(own(value, "info"))
  const { baseUrl, servers, variables } = serversOf(value, version, source, notes)

  const schemes = new Map<string, SchemeMapping>()
  const schemeSource =
    version === "2.0" ? own(value, "securityDefinitions") : own(obj(own(value, "components")), "securitySchemes")
  for (const [name, scheme] of entries(schemeSource)) {
    const mapped = mapScheme(refs, name, scheme)
    if (mapped) schemes.set(name, mapped)
  }
  const apiRequirement = requirementOf(schemes, own(value, "security"))
  const apiSecurity = apiRequirement ? apiRequirement[0] : apiRequirement

  const serverParameters: ImportedParameter[] = [...variables].map(([name, variable]) => ({
    name,
    in: "path",
    type: "string",
    required: true,
    description: variable.description || "A server variable.",
    ...(variable.example === undefined ? {} : { example: variable.example }),
  }))

  const endpoints: ImportedEndpoint[] = []
  // Equal parameters and parameter lists as one object each (shared-values.ts).
  const shareParameter = sharedValues<ImportedParameter>()
  const shareParameters = sharedValues<ImportedParameter[]>()
  const usage = new Map<SchemeMapping, number>()
  /** Per endpoint: whether it has a mapped security scheme. */
  const secured: boolean[] = []
  let skippedForms = false
  let traces = 0
  // Operations (or path items) with servers of their own, e.g. Box's uploads on upload.box.com: the endpoint type has
  // no address of its own, so they are counted and noted.
  const serverUrl = (server: Json | undefined) => cleanText(own(obj(server), "url"), 2000)
  const documentServers = new Set(arr(own(value, "servers")).map(serverUrl))
  let ownServer = { count: 0, example: "" }
  for (const [path, rawItem] of entries(own(value, "paths"))) {
    const item = refs.object(rawItem)
    if (!item || !path.startsWith("/")) continue
    const shared = arr(own(item, "parameters"))
    const pathServers = arr(own(item, "servers"))
    if (refs.object(own(item, "trace"))) traces++
    for (const method of METHODS) {
      const operation = refs.object(own(item, method))
      if (!operation) continue
      if (endpoints.length >= MAX_ENDPOINTS) break
      const byKey = new Map<string, ImportedParameter>()
      let swaggerBody: JsonObject | undefined
      for (const raw of [...shared, ...arr(own(operation, "parameters"))]) {
        const parameter = refs.object(raw)
        const where = parameter ? str(own(parameter, "in")) : undefined
        if (parameter && version === "2.0" && where === "body")
          swaggerBody = { schema: own(parameter, "schema") ?? null }
        if (where === "formData") skippedForms = true
        const mapped = mapParameter(refs, raw)
        if (mapped) byKey.set(`${mapped.in}:${mapped.name}`, mapped)
      }
      for (const variable of serverParameters) byKey.set(`path:${variable.name}`, variable)
      const operationServers = arr(own(operation, "servers"))
      const server = serverUrl((operationServers.length > 0 ? operationServers : pathServers)[0])
      if (server && !documentServers.has(server))
        ownServer = { count: ownServer.count + 1, example: ownServer.example || server }
      const operationSecurity = requirementPlacement(schemes, own(operation, "security"))
      const effective = operationSecurity === undefined ? apiSecurity : operationSecurity
      if (effective) usage.set(effective, (usage.get(effective) ?? 0) + 1)
      secured.push(Boolean(effective))
      const summary = cleanText(own(operation, "summary"), NAME_LIMIT)
      const operationId = cleanText(own(operation, "operationId"), NAME_LIMIT)
      const body = bodyExample(refs, operation, swaggerBody)
      endpoints.push({
        name: summary || operationId || `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path: cleanText(path, 2000),
        description: cleanText(own(operation, "description")) || summary || "",
        parameters: shareParameters([...byKey.values()].map(shareParameter)),
        tags: arr(own(operation, "tags"))
          .map((tag) => cleanText(tag, NAME_LIMIT))
          .filter(Boolean),
        deprecated: own(operation, "deprecated") === true,
        ...(body === undefined ? {} : { bodyExample: body }),
        ...(effective ? { keyPlacement: effective.placement } : {}),
      })
    }
  }
  if (endpoints.length === 0) {
    const webhooks = entries(own(value, "webhooks")).length + entries(own(value, "x-webhooks")).length
    if (webhooks === 0) {
      return {
        ok: false,
        message: "This API description lists no operations (its paths are empty), so there is nothing to try.",
      }
    }
    notes.push(
      `This description defines only webhooks (${webhooks}): requests the API sends to you, so there is nothing to send from here.`,
    )
  }
  if (endpoints.length >= MAX_ENDPOINTS) notes.push(`Only the first ${MAX_ENDPOINTS} operations are listed.`)
  if (skippedForms)
    notes.push("Form fields (formData) are not sent by the tester; send a JSON body instead where the API takes one.")
  if (apiRequirement && apiRequirement.length > 1) {
    const place = (scheme: SchemeMapping) =>
      scheme.placement && "name" in scheme.placement ? scheme.placement.name : scheme.name
    const [first, ...rest] = apiRequirement.map(place)
    notes.push(
      `This API takes ${apiRequirement.length} credentials together; the key you enter is sent as ${first}, so add ${rest.join(" and ")} yourself (as a header or parameter).`,
    )
  }
  if (ownServer.count > 0)
    notes.push(
      `${ownServer.count} operation${ownServer.count === 1 ? " has" : "s have"} a server of ${ownServer.count === 1 ? "its" : "their"} own (such as "${ownServer.example}"), but ${ownServer.count === 1 ? "is" : "are"} listed under the API's address: edit the address to call ${ownServer.count === 1 ? "it" : "them"}.`,
    )
  if (traces > 0)
    notes.push(
      `${traces} TRACE operation${traces === 1 ? " is" : "s are"} not listed: browsers do not send TRACE requests.`,
    )

  // The API's scheme: the document's own, else the one most operations use. Operations that differ keep theirs.
  // Operations without one (`security: []`, or none where the API sets none) are marked as taking no key.
  const main = apiSecurity ?? [...usage].sort((a, b) => b[1] - a[1])[0]?.[0]
  endpoints.forEach((endpoint, index) => {
    if (main && !secured[index]) endpoint.noKey = true
    // Compared as values: another scheme with the same placement (OpenID Connect and HTTP bearer) is no difference.
    if (main && JSON.stringify(endpoint.keyPlacement) === JSON.stringify(main.placement)) delete endpoint.keyPlacement
  })

  const groups = new Map<string, { name: string; description: string; endpoints: number[] }>()
  for (const tag of arr(own(value, "tags"))) {
    const name = cleanText(own(obj(tag), "name"), NAME_LIMIT)
    if (name && !groups.has(name))
      groups.set(name, { name, description: cleanText(own(obj(tag), "description")), endpoints: [] })
  }
  endpoints.forEach((endpoint, index) => {
    const name = endpoint.tags[0] ?? "Other"
    const group = groups.get(name) ?? { name, description: "", endpoints: [] }
    groups.set(name, group)
    group.endpoints.push(index)
  })

  if (refs.unresolved.size > 0) {
    const list = [...refs.unresolved].slice(0, 5).map((ref) => cleanText(ref, 200))
    notes.push(
      `${refs.unresolved.size} reference${refs.unresolved.size === 1 ? "" : "s"} could not be resolved (${list.join(", ")}${refs.unresolved.size > 5 ? ", …" : ""}); the parts that use ${refs.unresolved.size === 1 ? "it" : "them"} are left out.`,
    )
  }
  const contact = obj(own(info, "contact"))
  const website = str(own(contact, "url")) ?? str(own(obj(own(value, "externalDocs")), "url"))
  return {
    ok: true,
    api: {
      name: cleanText(own(info, "title"), NAME_LIMIT) || "Untitled API",
      version: cleanText(own(info, "version"), 100),
      description: cleanText(own(info, "description")),
      specVersion: version,
      baseUrl,
      servers,
      auth: main?.auth ?? "none",
      ...(main?.placement ? { keyPlacement: main.placement } : {}),
      ...(main?.oauth
        ? {
            authNote:
              "This API uses OAuth. Get an access token with the provider's sign-in flow (or its console), then paste it as the key: the tester sends it as a bearer token.",
          }
        : {}),
      endpoints,
      groups: [...groups.values()].filter((group) => group.endpoints.length > 0),
      categories: arr(own(info, "x-apisguru-categories"))
        .map((c) => cleanText(c, 60))
        .filter(Boolean),
      ...(str(own(info, "x-providerName")) ? { provider: cleanText(own(info, "x-providerName"), NAME_LIMIT) } : {}),
      ...(website && /^https?:\/\//i.test(website) ? { website: cleanText(website, 2000) } : {}),
      notes,
    },
  }
}
