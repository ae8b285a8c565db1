import type { Api, Endpoint, KeyPlacement, Parameter } from "@/data/api-schema"

/**
 * Credentials the visitor types outside the key field (docs/api-keys.md, "Credentials typed elsewhere"): an
 * `Authorization` header row under 'Advanced', or a parameter or header named like a credential (`X-Api-Key`,
 * `access_token`, `client_secret`…) or one the document marks as a credential (`format: password`, an apiKey scheme's
 * name and place: markedNames). Such a value is masked on screen (a password field), written as YOUR_TOKEN in
 * copied code and cURL, and kept out of share links and the request history, as the key is.
 */

/** What copied code says instead of a typed credential. */
export const TOKEN_PLACEHOLDER = "YOUR_TOKEN"

/** Header names whose whole value is a credential. */
const CREDENTIAL_HEADERS = new Set(["authorization", "proxy-authorization", "auth"])

/** Words that make a name a credential wherever they stand. */
const CREDENTIAL_WORDS = new Set(["token", "secret", "password", "passwd", "credential", "credentials", "apikey"])

/** A name's words before `token` that make it a page cursor, not a credential (`nextPageToken`, `sync_token`). */
const CURSOR_WORDS = new Set(["page", "next", "prev", "previous", "continuation", "sync", "cursor", "resume"])

/** Words before a final `key` that make it an ordinary value (`Idempotency-Key`, `sort_key`, `public_key`). */
const NOT_SECRET_KEYS = new Set([
  "idempotency",
  "sort",
  "partition",
  "range",
  "hash",
  "cache",
  "dedup",
  "deduplication",
  "public",
  "primary",
  "foreign",
  "row",
  "object",
  "lookup",
  "group",
  "message",
  "s3",
  "file",
])

/**
 * A name's lower-case words: camelCase and `-`, `_`, `.`, space split it.
 * nameWords("X-API-Key") → ["x", "api", "key"]; nameWords("nextPageToken") → ["next", "page", "token"]
 */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[-_.\s]+/)
    .filter((word) => word !== "")
}

/**
 * Whether a header or parameter of this name carries a credential: `Authorization`, a name ending in `key`
 * (`X-Api-Key`, `api_key`, `key`) but not an ordinary key (`Idempotency-Key`, `sort_key`), or one holding `token`
 * (not a page cursor such as `pageToken`), `secret`, `password` or `credentials`.
 * isCredentialName("X-API-Key") → true; isCredentialName("Idempotency-Key") → false; isCredentialName("q") → false
 */
export function isCredentialName(name: string): boolean {
  if (CREDENTIAL_HEADERS.has(name.trim().toLowerCase())) return true
  const words = nameWords(name)
  if (words.length === 0) return false
  if (words.some((word) => CREDENTIAL_WORDS.has(word))) {
    const cursor = words.includes("token") && words.some((word) => CURSOR_WORDS.has(word))
    return !cursor || words.some((word) => word !== "token" && CREDENTIAL_WORDS.has(word))
  }
  if (words.at(-1) !== "key") return false
  const before = words.at(-2)
  return before === undefined || !NOT_SECRET_KEYS.has(before)
}

/**
 * A credential's value as copied code writes it: an HTTP scheme stays, the credential becomes YOUR_TOKEN.
 * maskedCredential("Bearer abc") → "Bearer YOUR_TOKEN"; maskedCredential("abc") → "YOUR_TOKEN"; "" stays ""
 */
export function maskedCredential(value: string): string {
  if (value === "") return ""
  const scheme = /^([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*) +\S/.exec(value)
  return scheme ? `${scheme[1]} ${TOKEN_PLACEHOLDER}` : TOKEN_PLACEHOLDER
}

/** No parameter the document marks: the catalogue's, and an opened API's without any. */
export const NO_MARKED_NAMES: ReadonlySet<string> = new Set()

/**
 * The names of the parameters an opened API's document marks as credentials (`secret`: `format: password`, or an
 * apiKey scheme's name and place; open-api/import/parameters.ts), whatever they are called.
 * markedNames([{ name: "pin", secret: true }, { name: "q" }]) → Set { "pin" }; markedNames(undefined) → Set {}
 */
export function markedNames(
  parameters: readonly Pick<Parameter, "name" | "secret">[] | undefined,
): ReadonlySet<string> {
  const marked = (parameters ?? []).filter((parameter) => parameter.secret === true).map((parameter) => parameter.name)
  return marked.length === 0 ? NO_MARKED_NAMES : new Set(marked)
}

/**
 * Whether the value typed for the parameter `name` is a credential: the document marks it (`marked`, from
 * markedNames), or its name says so (isCredentialName). 'Advanced' header rows: isCredentialHeader.
 * isCredential("pin", new Set(["pin"])) → true; isCredential("api_key") → true; isCredential("q") → false
 */
export function isCredential(name: string, marked: ReadonlySet<string> = NO_MARKED_NAMES): boolean {
  return marked.has(name) || isCredentialName(name)
}

/**
 * Whether a parameter's field takes a credential (typed as a password, with show/hide): marked or named like one.
 * isCredentialParameter({ name: "pin", secret: true }) → true; isCredentialParameter({ name: "q" }) → false
 */
export function isCredentialParameter(parameter: Pick<Parameter, "name" | "secret">): boolean {
  return parameter.secret === true || isCredentialName(parameter.name)
}

/**
 * The header names (lower case: header names ignore case) the document marks as credentials, for the 'Advanced' header
 * rows: its marked header parameters (markedNames) and the headers its apiKey schemes name where the tester keeps them
 * (the key's placements: the endpoint's, the API's and its key choices). Schemes no operation or the document requires
 * reach the tester only as the marks of the parameters they name.
 * markedHeaderNames({ parameters: [{ name: "X-Session", in: "header", secret: true }] }) → Set { "x-session" }
 */
export function markedHeaderNames(
  endpoint: { parameters?: readonly Pick<Parameter, "name" | "secret" | "in">[] } & Partial<
    Pick<Endpoint, "keyPlacement">
  >,
  api?: Partial<Pick<Api, "keyPlacement" | "keyChoices">>,
): ReadonlySet<string> {
  const headers = (endpoint.parameters ?? []).filter((parameter) => parameter.in === "header")
  const placements: (KeyPlacement | undefined)[] = [
    endpoint.keyPlacement,
    api?.keyPlacement,
    ...(api?.keyChoices ?? []),
  ]
  const names = [
    ...markedNames(headers),
    ...placements.flatMap((placement) => (placement?.in === "header" ? [placement.name] : [])),
  ].map((name) => name.toLowerCase())
  return names.length === 0 ? NO_MARKED_NAMES : new Set(names)
}

/**
 * Whether an 'Advanced' header row of this name carries a credential: the document marks the header (`marked`, from
 * markedHeaderNames; any case), or its name says so (isCredentialName).
 * isCredentialHeader("x-session", new Set(["x-session"])) → true; isCredentialHeader("Authorization") → true;
 * isCredentialHeader("X-Trace") → false
 */
export function isCredentialHeader(name: string, marked: ReadonlySet<string> = NO_MARKED_NAMES): boolean {
  return isCredential(name.trim().toLowerCase(), marked) || isCredentialName(name)
}

/** `values` without those of credentials (isCredential): what a link or a history entry may keep. */
export function withoutCredentials(
  values: Readonly<Record<string, string>>,
  marked: ReadonlySet<string> = NO_MARKED_NAMES,
): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !isCredential(name, marked)))
}
