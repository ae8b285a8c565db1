import type { Api, Endpoint } from "@/data/api-schema"
import { API_KEY_PLACEHOLDER, snippetHeaders, type RequestSpec } from "@/lib/snippets"
import { buildRequestUrl, dotSegmentPlaceholders } from "@/lib/url"
import { parseParameterValue, serializeHeaderValue } from "@/lib/param-style"
import { endpointKeyPlacement, keyPlaceholderSpec, maskKey, normalizeKey } from "@/lib/api-keys"
import { defaultRequest, type HttpRequest } from "@/lib/http"
import { multipartChunks, type MultipartPart } from "@/lib/request-body/encode-multipart"
import { acceptsBody } from "./body/body-prefill"
import { checkHeaders, keyHeaderNames } from "./request-headers"
import { FORM_CONTENT_TYPE, formBody } from "./body/urlencoded-fields"
import {
  TOKEN_PLACEHOLDER,
  isCredential,
  isCredentialHeader,
  markedHeaderNames,
  markedNames,
  maskedCredential,
} from "./auth/typed-secrets"

export type TesterRequestInput = {
  api: Pick<Api, "baseUrl" | "keyPlacement"> & Partial<Pick<Api, "keyChoices">> & { id?: string }
  endpoint: Pick<Endpoint, "method" | "path" | "parameters" | "keyPlacement">
  /** Typed parameter values by name; empty ones are skipped. */
  values: Readonly<Record<string, string>>
  /** The visitor's key for this API ("" when none). */
  apiKey: string
  /**
   * What the visitor opted into in 'Advanced' (docs/behaviour.md §7): checked extra headers (see checkHeaders) and a
   * JSON body text already known to parse. Absent, or no headers and no body: the spec's default request.
   */
  optIn?: OptIn
}

export type OptIn = {
  headers: readonly (readonly [string, string])[]
  /** A text body: JSON (the catalogue's editor), or an opened API's form, XML or text of `media.contentType`. */
  body?: string
  /** An opened API's body (request-body.ts): its Content-Type, and a multipart's parts or a file instead of `body`. */
  media?: SentMedia
}

/** How an opened API's body goes out: its Content-Type, and for multipart and files what is sent instead of text. */
export type SentMedia =
  | { kind: "text"; contentType: string; isJson: boolean }
  | { kind: "multipart"; contentType: string; boundary: string; parts: readonly MultipartPart[] }
  | { kind: "file"; contentType: string; file: File }

/**
 * A multipart or file body as code writes it (code/body-code.ts): each part's name, its text (key masked) or its
 * file's name, and its Content-Type when it has one; a file body's file name.
 */
export type BodyCode =
  | {
      kind: "multipart"
      parts: { name: string; value?: string; fileName?: string; contentType?: string }[]
      /** The boundary the tester writes (code/exact-body.ts writes the same bytes). */
      boundary?: string
    }
  | { kind: "file"; fileName: string; contentType: string }

/** What the tester sends, in a form every code generator can render (`YOUR_API_KEY` in place of a key). */
export type ExactRequest = {
  method: string
  url: string
  headers: [string, string][]
  body?: string
  /** A multipart or file body (then `body` is absent). */
  bodyCode?: BodyCode
}

/** Everything the tester shows and sends for one request, from one place. */
export type TesterRequest = {
  /** The URL on screen: the key (if any) masked as •••. */
  displayUrl: string
  /** What sendRequest gets (no signal or timeout: the hook adds those). */
  send: HttpRequest
  /** What the code snippets are built from: `YOUR_API_KEY` where the key goes, never the key. */
  snippet: RequestSpec
  /** A multipart or file body for the code (its `snippet.body` is then null). */
  bodyCode?: BodyCode
  /** True when the visitor's key was added to `send`; redirects are then reported instead of followed. */
  isKeyed: boolean
  /** Exactly what is sent (Accept included), key as `YOUR_API_KEY`: for the 'More languages' code. */
  exact: ExactRequest
  /**
   * A note per parameter whose typed value is left out, by parameter name: of the URL (see DOT_SEGMENT_NOTE), or, for
   * a header parameter, of the headers (see headerParameterNote); of either when an opened API's list or object value
   * cannot be read (lib/param-style.ts problems).
   */
  fieldNotes: Record<string, string>
}

/**
 * Why a value such as ".." is left out: the browser would remove that path segment, so a shared link could
 * aim the request (and the visitor's key) at another path of the API than the one shown.
 */
export const DOT_SEGMENT_NOTE =
  'Left out of the URL: browsers remove "." and ".." path segments, so the request would go to another address.'

/**
 * Why a header parameter's value is left out: the message 'Advanced' shows for a header row with the same problem
 * (request-headers.ts), e.g. 'Not sent: The value of "X-Trace" cannot contain line breaks or NUL characters.'
 */
export function headerParameterNote(problem: string): string {
  return `Not sent: ${problem}`
}

/**
 * The problems of typed values an opened API's parameter cannot be read as (a list or an object: lib/param-style.ts),
 * by parameter name, e.g. { filter: 'Not sent: not a JSON object. Type one, e.g. {"R":100,"G":200}.' }. Such a value is
 * left out of the request. Catalogue parameters (no `in`) are sent as typed: none here.
 */
function valueProblems(
  parameters: NonNullable<Endpoint["parameters"]>,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    parameters.flatMap((p) => {
      const value =
        p.in && p.in !== "cookie" && p.in !== "form" && Object.hasOwn(values, p.name) ? (values[p.name] ?? "") : ""
      const parsed = value === "" ? undefined : parseParameterValue(p, value)
      return parsed && !parsed.ok ? [[p.name, parsed.problem] as const] : []
    }),
  )
}

/**
 * The typed values of an opened API's header parameters (`in: "header"`), written in their style (simple: a list as
 * `a,b`) and checked as 'Advanced' checks its rows (checkHeaders): empty values, and lists or objects that cannot be
 * read (valueProblems says why), are skipped; a name or value a browser refuses, and the header that carries the key
 * (the key wins: set it in the key field), are left out with a note. Catalogue parameters have no `in`: none here.
 */
function headerParameters(
  parameters: NonNullable<Endpoint["parameters"]>,
  values: Readonly<Record<string, string>>,
  reserved: readonly string[],
): { headers: [string, string][]; notes: Record<string, string> } {
  const typed = parameters.flatMap((p) => {
    const value = p.in === "header" && Object.hasOwn(values, p.name) ? (values[p.name] ?? "") : ""
    const parsed = value === "" ? undefined : parseParameterValue(p, value)
    return parsed?.ok ? [{ name: p.name, value: serializeHeaderValue(p, parsed.value) }] : []
  })
  const { headers, errors } = checkHeaders(typed, reserved)
  const notes = Object.fromEntries(
    typed.flatMap(({ name }, i) => {
      const error = errors[i]
      return error ? [[name, headerParameterNote(error)] as const] : []
    }),
  )
  return { headers, notes }
}

/** Sets `name: value`, replacing a same-named header in any case (as Headers.set would) at its place. */
function setHeader(headers: Record<string, string>, name: string, value: string): Record<string, string> {
  const entries = Object.entries(headers)
  const index = entries.findIndex(([other]) => other.toLowerCase() === name.toLowerCase())
  if (index === -1) entries.push([name, value])
  else entries[index] = [name, value]
  return Object.fromEntries(entries)
}

/**
 * `body` (JSON) with the key replaced by YOUR_API_KEY and still JSON, as every generator parses it. The text is
 * masked as typed when that keeps it JSON without the key; otherwise (the key inside a number, or written with JSON
 * escapes such as "\u0041") each string, name and value is masked and the body is written out again.
 */
function maskKeyInJson(body: string, key: string): string {
  const masked = maskKey(body, key, API_KEY_PLACEHOLDER)
  const holdsKey = (text: string) => maskKey(text, key) !== text
  const hidesKey = (value: unknown): boolean => {
    if (typeof value === "string") return !holdsKey(value)
    if (Array.isArray(value)) return value.every(hidesKey)
    if (value !== null && typeof value === "object")
      return Object.entries(value).every(([name, item]) => !holdsKey(name) && hidesKey(item))
    return !holdsKey(JSON.stringify(value))
  }
  const maskValue = (value: unknown): unknown => {
    if (typeof value === "string") return maskKey(value, key, API_KEY_PLACEHOLDER)
    if (Array.isArray(value)) return value.map(maskValue)
    if (value !== null && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [maskKey(name, key, API_KEY_PLACEHOLDER), maskValue(item)]),
      )
    // A number, true, false or null that holds the key's text becomes the masked text, as a string.
    const text = JSON.stringify(value)
    return holdsKey(text) ? maskKey(text, key, API_KEY_PLACEHOLDER) : value
  }
  try {
    if (hidesKey(JSON.parse(masked))) return masked
  } catch {
    // The mask broke the JSON (the key was part of a number or a word): mask the parsed value instead.
  }
  try {
    return JSON.stringify(maskValue(JSON.parse(body)), null, 2)
  } catch {
    return masked
  }
}

/** `text` with the key (if any) as YOUR_API_KEY, for copied code. */
function maskTyped(text: string, apiKey: string): string {
  return maskKey(text, apiKey, API_KEY_PLACEHOLDER)
}

/**
 * What copied code is built from: the typed values, the 'Advanced' header rows and body with the key
 * replaced by YOUR_API_KEY wherever it was typed too, as the key itself is (docs/api-keys.md). With no key, exactly
 * what was typed.
 */
function maskTypedInput(
  values: Readonly<Record<string, string>>,
  optIn: OptIn | undefined,
  apiKey: string,
): { values: Readonly<Record<string, string>>; optIn: OptIn | undefined } {
  if (normalizeKey(apiKey) === "") return { values, optIn }
  const mask = (text: string) => maskTyped(text, apiKey)
  return {
    values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, mask(value)])),
    optIn: optIn && {
      ...optIn,
      headers: optIn.headers.map(([name, value]) => [mask(name), mask(value)] as const),
      ...(optIn.body === undefined
        ? {}
        : {
            body:
              optIn.media?.kind === "text" && !optIn.media.isJson
                ? mask(optIn.body)
                : maskKeyInJson(optIn.body, apiKey),
          }),
    },
  }
}

/**
 * `forCode` with every credential typed outside the key field as YOUR_TOKEN (typed-secrets.ts): the values of
 * parameters the document marks as one (`marked`) or named like one, and 'Advanced' header rows named like one
 * (`Authorization: Bearer YOUR_TOKEN`) or of a header the document marks (`markedHeaders`, any case).
 */
function maskTypedCredentials(
  forCode: { values: Readonly<Record<string, string>>; optIn: OptIn | undefined },
  marked: ReadonlySet<string>,
  markedHeaders: ReadonlySet<string>,
): {
  values: Readonly<Record<string, string>>
  optIn: OptIn | undefined
} {
  const { values, optIn } = forCode
  // A value that already shows YOUR_API_KEY (the key typed there too) keeps that placeholder.
  const isTyped = (value: string) => value !== "" && !value.includes(API_KEY_PLACEHOLDER)
  return {
    values: Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        isTyped(value) && isCredential(name, marked) ? TOKEN_PLACEHOLDER : value,
      ]),
    ),
    optIn: optIn && {
      ...optIn,
      headers: optIn.headers.map(([name, value]) =>
        isTyped(value) && isCredentialHeader(name, markedHeaders)
          ? ([name, maskedCredential(value)] as const)
          : ([name, value] as const),
      ),
    },
  }
}

/** `url` with the typed values of credential parameters as ••• (typed-secrets.ts isCredential), as the key is. */
function maskCredentialValues(
  url: string,
  values: Readonly<Record<string, string>>,
  marked: ReadonlySet<string>,
): string {
  return Object.entries(values).reduce(
    (masked, [name, value]) => (isCredential(name, marked) ? maskKey(masked, value) : masked),
    url,
  )
}

/**
 * The extra headers of a request: the header parameters' (opened APIs), then with a body its Content-Type (a
 * catalogue form body's when there is no opted-in JSON body); a visitor's 'Advanced' header of the same name replaces
 * any of them.
 */
function extraHeaders(
  parameterHeaders: readonly (readonly [string, string])[],
  optIn: OptIn | undefined,
  form?: string,
) {
  let extra: Record<string, string> = {}
  for (const [name, value] of parameterHeaders) extra = setHeader(extra, name, value)
  if (optIn?.media) extra = setHeader(extra, "Content-Type", optIn.media.contentType)
  else if (optIn?.body !== undefined) extra = setHeader(extra, "Content-Type", "application/json")
  else if (form !== undefined) extra = setHeader(extra, "Content-Type", FORM_CONTENT_TYPE)
  for (const [name, value] of optIn?.headers ?? []) extra = setHeader(extra, name, value)
  return extra
}

/** What goes out as the body: the text, a multipart body's bytes (its parts as written out), or the visitor's file. */
function sentBody(optIn: OptIn): string | Blob | undefined {
  const media = optIn.media
  if (media?.kind === "multipart") return new Blob(multipartChunks(media.parts, media.boundary))
  if (media?.kind === "file") return media.file
  return optIn.body
}

/** A multipart or file body as code writes it, the key masked in every text part. */
function bodyCodeOf(media: SentMedia, apiKey: string): BodyCode | undefined {
  if (media.kind === "file") return { kind: "file", fileName: media.file.name, contentType: media.contentType }
  if (media.kind === "text") return undefined
  return {
    kind: "multipart",
    boundary: media.boundary,
    parts: media.parts.map((part) => ({
      name: maskTyped(part.name, apiKey),
      ...("file" in part ? { fileName: part.filename } : { value: maskTyped(part.value, apiKey) }),
      ...(part.contentType === undefined ? {} : { contentType: part.contentType }),
    })),
  }
}

/**
 * The tester's request (docs/behaviour.md, "Tester request"): the endpoint's method and the built URL with
 * `Accept: application/json` only (added by sendRequest) — plus, when the visitor set a key, the key at the place
 * the API documents (the endpoint's own placement first, e.g. HTTP Basic on PayPal's token endpoint) and only towards
 * the API's own origin (docs/api-keys.md). The snippets get the same request with YOUR_API_KEY for the key, also
 * where it was typed into a parameter, a header row or the body.
 *
 * For an API opened from its OpenAPI description: each parameter goes where its `in` says (header parameters as
 * request headers, see headerParameters), and a body goes out only for a method that takes one (acceptsBody: GET,
 * HEAD and OPTIONS never send one).
 *
 * A catalogue endpoint's `in: "form"` parameters (Twilio, Stripe, PayPal's token) are sent as a form body when any of
 * them is typed (body/urlencoded-fields.ts); a JSON body the visitor opts into in 'Advanced' replaces it.
 *
 * buildTesterRequest({ api: dogApi, endpoint: randomImage, values: {}, apiKey: "" })
 *   → { displayUrl: "https://dog.ceo/api/breeds/image/random", isKeyed: false, … }
 */
export function buildTesterRequest({ api, endpoint, values, apiKey, optIn: given }: TesterRequestInput): TesterRequest {
  const parameters = endpoint.parameters ?? []
  const url = buildRequestUrl(api.baseUrl, endpoint.path, parameters, values)
  const placement = endpointKeyPlacement(api, endpoint)
  // fetch refuses a body with GET or HEAD (a TypeError that would read like a CORS block): never pass one on.
  const hasBody = given?.body !== undefined || given?.media !== undefined
  const optIn = hasBody && !acceptsBody(endpoint.method) ? { headers: given?.headers ?? [] } : given
  const optedIn =
    optIn !== undefined && (optIn.headers.length > 0 || optIn.body !== undefined || optIn.media !== undefined)
  const fromParameters = headerParameters(parameters, values, keyHeaderNames(placement))
  const form =
    optIn?.body === undefined && optIn?.media === undefined && acceptsBody(endpoint.method)
      ? formBody(parameters, values)
      : undefined
  // The key's header wins over any typed one.
  const request = defaultRequest(api, endpoint, url, apiKey, extraHeaders(fromParameters.headers, optIn, form))
  const body = (optIn ? sentBody(optIn) : undefined) ?? form ?? (optedIn ? null : undefined)

  // Parameters the document marks as credentials (`format: password`, an apiKey scheme's name): secrets too.
  const marked = markedNames(parameters)
  const forCode = maskTypedCredentials(
    maskTypedInput(values, optIn, apiKey),
    marked,
    markedHeaderNames({ ...endpoint, parameters }, api),
  )
  const codeUrl = buildRequestUrl(api.baseUrl, endpoint.path, parameters, forCode.values)
  const codeParameterHeaders = fromParameters.headers.map(([name, value]) =>
    isCredential(name, marked)
      ? ([name, maskedCredential(value)] as const)
      : ([name, maskTyped(value, apiKey)] as const),
  )
  const codeForm = form === undefined ? undefined : formBody(parameters, forCode.values)
  const placeholder = keyPlaceholderSpec(
    { method: endpoint.method, url: codeUrl, headers: extraHeaders(codeParameterHeaders, forCode.optIn, codeForm) },
    placement,
  )
  const codeBody = forCode.optIn?.body ?? codeForm ?? (optedIn ? null : undefined)
  const bodyCode = optIn?.media ? bodyCodeOf(optIn.media, apiKey) : undefined
  const fieldNotes = {
    ...Object.fromEntries(
      dotSegmentPlaceholders(api.baseUrl, endpoint.path, values, parameters).map((name) => [name, DOT_SEGMENT_NOTE]),
    ),
    ...fromParameters.notes,
    ...valueProblems(parameters, values),
  }
  return {
    displayUrl: maskCredentialValues(maskKey(request.url, apiKey), values, marked),
    send: { ...request, ...(body === null || body === undefined ? {} : { body }) },
    snippet: { ...placeholder, ...(codeBody === undefined ? {} : { body: codeBody }) },
    ...(bodyCode ? { bodyCode } : {}),
    isKeyed: request.isKeyed,
    exact: {
      method: endpoint.method,
      url: placeholder.url,
      // Accept first, then the request's headers (one named Accept in any case replaces it in place). `body: null`:
      // nothing sends the snippets' default Content-Type, so the exact request never lists it.
      headers: snippetHeaders({ ...placeholder, body: null }),
      ...(typeof codeBody === "string" ? { body: codeBody } : {}),
      ...(bodyCode ? { bodyCode } : {}),
    },
    fieldNotes,
  }
}
