import { credentialPlace, mapContext } from "./map-context"
import type {
  ImportedApi,
  ImportedEndpoint,
  ImportedParameter,
  ImportedRequestBody,
  ImportedResponse,
  ImportResult,
  ImportSource,
} from "./imported-api"
import { operationName } from "./operation-name"
import { mapParameter, serverParameters } from "./parameters"
import { documentPaths, itemOperations } from "./paths"
import { own, RefResolver, type Json } from "./refs"
import { bodyExample, bodyKeys, requestBodies } from "./request-bodies"
import { mapCallbacks, mapWebhooks, HOOKS_LIMIT } from "./webhooks"
import { mapResponses, responseKeys } from "./responses"
import {
  alternativesOf,
  mapSchemes,
  OAUTH_NOTE,
  requirementOf,
  requirementPlacement,
  severalCredentialsNote,
  type SchemeMapping,
} from "./security"
import type { KeyPlacement, ServerOption } from "@/data/api-schema"
import { mapServers, ownServers, serverUrl } from "./servers"
import { mapOAuthSchemes } from "./oauth-flows"
import { sharedLists, sharedValues } from "./shared-values"
import { mapGroups, tagsOf } from "./tags"
import { arr, cleanText, entries, NAME_LIMIT, obj, str } from "./text"
import { upgradeDocument } from "./upgrade/upgrade"
import { MAX_EXAMPLE_DEPTH } from "./examples"
import type { OpenApiDocument } from "./document-types"

// The last stage: an OpenAPI 3.x document (upgraded from 2.0 if it was one) → what the app knows about an API, one
// mapper per OpenAPI object (servers, parameters, security, request bodies, responses, tags). Reads only what it
// maps, references followed lazily (refs.ts).

const MAX_ENDPOINTS = 50_000

/**
 * Maps a parsed (and bundled) document: upgraded first (upgrade/upgrade.ts), then mapped. Not an API description, an
 * unsupported version or no operations → `ok: false` with a sentence saying so.
 */
export function importDocument(value: Json, source: ImportSource = {}): ImportResult {
  const upgraded = upgradeDocument(value)
  if (!upgraded.ok) return upgraded
  const notes = [...(source.notes ?? []), ...upgraded.notes].map((note) => cleanText(note, NAME_LIMIT * 4))
  const result = mapDocument(upgraded.document, upgraded.specVersion, source, notes)
  if (result.ok) source.onDocument?.(upgraded.document as unknown as Json, upgraded.specVersion)
  return result
}

function mapDocument(
  document: OpenApiDocument,
  specVersion: ImportedApi["specVersion"],
  source: ImportSource,
  notes: string[],
): ImportResult {
  const refs = new RefResolver(document as unknown as Json)
  const context = mapContext(refs, source.schemas === true)
  const info = obj(own(document, "info"))
  const { baseUrl, servers, options, variables } = mapServers(context, document, source, notes)
  const schemes = mapSchemes(context, document)
  for (const { placement } of schemes.values())
    if (placement && (placement.in === "query" || placement.in === "header" || placement.in === "cookie"))
      context.credentialPlaces.add(credentialPlace(placement.in, placement.name))
  const apiRequirement = requirementOf(schemes, own(document, "security"))
  const apiSecurity = apiRequirement ? apiRequirement[0] : apiRequirement
  const variableParameters = serverParameters(variables)

  const endpoints: ImportedEndpoint[] = []
  const hooks = mapWebhooks(context, document)
  // Equal values as one object each (shared-values.ts): Graph beta repeats its parameters and responses thousands
  // of times.
  const shareParameter = sharedValues<ImportedParameter>()
  const shareParameters = sharedLists<ImportedParameter>()
  const shareResponse = sharedValues<ImportedResponse>(responseKeys())
  const shareResponses = sharedLists<ImportedResponse>()
  const shareBody = sharedValues<ImportedRequestBody>(bodyKeys())
  const shareBodies = sharedLists<ImportedRequestBody>()
  const usage = new Map<SchemeMapping, number>()
  // Per scheme an operation uses first, the alternatives its `security` allows (the first operation's): the API's
  // choices when the document sets no security of its own.
  const operationAlternatives = new Map<SchemeMapping, SchemeMapping[]>()
  /** Per endpoint: whether it has a mapped security scheme. */
  const secured: boolean[] = []
  let traces = 0
  let dotted = { count: 0, example: "", resolved: "" }
  // Operations (or path items) with servers of their own, e.g. Box's uploads on upload.box.com: kept on the endpoint,
  // whose tester offers them instead of the document's.
  const documentServers = new Set(arr(own(document, "servers")).map(serverUrl))
  // Equal lists as one object: a path's servers repeat on each of its operations.
  const sharedServers = new Map<string, ServerOption[]>()
  for (const { item, written, path } of documentPaths(refs, document)) {
    const shared = arr(own(item, "parameters"))
    const pathServers = arr(own(item, "servers"))
    if (refs.object(own(item, "trace"))) traces++
    for (const [method, operation] of itemOperations(refs, item)) {
      if (endpoints.length >= MAX_ENDPOINTS) break
      if (path !== written)
        dotted = { count: dotted.count + 1, example: dotted.example || written, resolved: dotted.resolved || path }
      const byKey = new Map<string, ImportedParameter>()
      for (const raw of [...shared, ...arr(own(operation, "parameters"))]) {
        const mapped = mapParameter(context, raw)
        if (mapped) byKey.set(`${mapped.in}:${mapped.name}`, mapped)
      }
      for (const variable of variableParameters) byKey.set(`path:${variable.name}`, variable)
      const operationServers = arr(own(operation, "servers"))
      const mappedServers = ownServers(
        context,
        operationServers.length > 0 ? operationServers : pathServers,
        documentServers,
        source,
      )
      const serversKey = mappedServers && JSON.stringify(mappedServers)
      const endpointServers = serversKey ? (sharedServers.get(serversKey) ?? mappedServers) : undefined
      if (serversKey && endpointServers) sharedServers.set(serversKey, endpointServers)
      const operationSecurity = requirementPlacement(schemes, own(operation, "security"))
      const effective = operationSecurity === undefined ? apiSecurity : operationSecurity
      if (operationSecurity && !operationAlternatives.has(operationSecurity))
        operationAlternatives.set(operationSecurity, alternativesOf(schemes, own(operation, "security")))
      if (effective) usage.set(effective, (usage.get(effective) ?? 0) + 1)
      secured.push(Boolean(effective))
      const summary = cleanText(own(operation, "summary"), NAME_LIMIT)
      const description = cleanText(own(operation, "description"))
      const body = bodyExample(context, operation)
      const bodies = requestBodies(context, operation).map(shareBody)
      const responses = mapResponses(context, operation).map(shareResponse)
      const name = operationName(summary, description, method, path)
      if (hooks.length < HOOKS_LIMIT)
        hooks.push(...mapCallbacks(context, operation, name).slice(0, HOOKS_LIMIT - hooks.length))
      endpoints.push({
        name,
        method: method.toUpperCase(),
        path,
        description: description || summary || "",
        parameters: shareParameters([...byKey.values()].map(shareParameter)),
        tags: tagsOf(own(operation, "tags")),
        deprecated: own(operation, "deprecated") === true,
        ...(body === undefined ? {} : { bodyExample: body }),
        ...(bodies.length === 0 ? {} : { requestBodies: shareBodies(bodies) }),
        ...(responses.length === 0 ? {} : { responses: shareResponses(responses) }),
        ...(effective ? { keyPlacement: effective.placement } : {}),
        ...(endpointServers ? { servers: endpointServers } : {}),
      })
    }
  }
  if (endpoints.length === 0) {
    const webhooks = entries(own(document, "webhooks")).length + entries(own(document, "x-webhooks")).length
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
  if (apiRequirement && apiRequirement.length > 1) notes.push(severalCredentialsNote(apiRequirement))
  if (traces > 0)
    notes.push(
      `${traces} TRACE operation${traces === 1 ? " is" : "s are"} not listed: browsers do not send TRACE requests.`,
    )
  if (dotted.count > 0)
    notes.push(
      `${dotted.count} operation${dotted.count === 1 ? "'s path has" : "s' paths have"} "." or ".." segments, which browsers resolve before sending: "${dotted.example}" is listed as "${dotted.resolved}", the address actually requested.`,
    )
  if (context.tooDeep.size > 0)
    notes.push(
      `${context.tooDeep.size} example${context.tooDeep.size === 1 ? " is" : "s are"} nested more than ${MAX_EXAMPLE_DEPTH} levels deep and ${context.tooDeep.size === 1 ? "was" : "were"} left out.`,
    )

  // The API's scheme: the document's own, else the one most operations use. Operations that differ keep theirs.
  // Operations without one (`security: []`, or none where the API sets none) are marked as taking no key.
  const main = apiSecurity ?? [...usage].sort((a, b) => b[1] - a[1])[0]?.[0]
  const choices = keyChoices(
    main,
    apiSecurity ? alternativesOf(schemes, own(document, "security")) : main && operationAlternatives.get(main),
  )
  endpoints.forEach((endpoint, index) => {
    if (main && !secured[index]) endpoint.noKey = true
    // Compared as values: another scheme with the same placement (OpenID Connect and HTTP bearer) is no difference.
    if (main && JSON.stringify(endpoint.keyPlacement) === JSON.stringify(main.placement)) delete endpoint.keyPlacement
  })

  if (refs.unresolved.size > 0) {
    const list = [...refs.unresolved].slice(0, 5).map((ref) => cleanText(ref, 200))
    notes.push(
      `${refs.unresolved.size} reference${refs.unresolved.size === 1 ? "" : "s"} could not be resolved (${list.join(", ")}${refs.unresolved.size > 5 ? ", …" : ""}); the parts that use ${refs.unresolved.size === 1 ? "it" : "them"} are left out.`,
    )
  }
  const contact = obj(own(info, "contact"))
  const website = str(own(contact, "url")) ?? str(own(obj(own(document, "externalDocs")), "url"))
  return {
    ok: true,
    api: {
      name: cleanText(own(info, "title"), NAME_LIMIT) || "Untitled API",
      version: versionText(own(info, "version")),
      description: cleanText(own(info, "description")),
      specVersion,
      baseUrl,
      servers,
      serverOptions: options,
      auth: main?.auth ?? "none",
      ...(main?.placement ? { keyPlacement: main.placement } : {}),
      ...(choices ? { keyChoices: choices } : {}),
      ...(main?.oauth ? { authNote: OAUTH_NOTE } : {}),
      ...oauthOf(mapOAuthSchemes(context, document, baseUrl)),
      endpoints,
      groups: mapGroups(document, endpoints),
      ...(hooks.length === 0 ? {} : { hooks }),
      categories: arr(own(info, "x-apisguru-categories"))
        .map((c) => cleanText(c, 60))
        .filter(Boolean),
      ...(str(own(info, "x-providerName")) ? { provider: cleanText(own(info, "x-providerName"), NAME_LIMIT) } : {}),
      ...(website && /^https?:\/\//i.test(website) ? { website: cleanText(website, 2000) } : {}),
      notes,
    },
  }
}

/** The sign-in schemes as a field of the API, left out when the document has none. */
function oauthOf(schemes: ReturnType<typeof mapOAuthSchemes>) {
  return schemes.length > 0 ? { oauth: schemes } : {}
}

/**
 * Where the key may go when the description allows several single-credential schemes (Stripe: Basic or Bearer): the
 * API's own placement first, then the others in document order; undefined when there is one or none.
 */
function keyChoices(
  main: SchemeMapping | undefined,
  alternatives: readonly SchemeMapping[] | undefined,
): KeyPlacement[] | undefined {
  if (!main?.placement || !alternatives) return undefined
  const first = JSON.stringify(main.placement)
  const others = alternatives.flatMap((scheme) =>
    scheme.placement && JSON.stringify(scheme.placement) !== first ? [scheme.placement] : [],
  )
  return others.length === 0 ? undefined : [main.placement, ...others]
}

/**
 * info.version as text. A YAML `version: 1.0` keeps its source text (parse-text.ts); a JSON number has none left,
 * so it is written as a number ("2", not nothing).
 */
function versionText(value: Json | undefined): string {
  if (typeof value === "number" && Number.isFinite(value)) return String(value)
  return cleanText(value, 100)
}
