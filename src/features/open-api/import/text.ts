import { isObject, type Json, type JsonObject } from "./refs"

// Reading untrusted document values: every text is cleaned of control and bidi-override characters and capped, and
// is only ever shown as text; a value of the wrong kind reads as absent.

export const NAME_LIMIT = 200
export const TEXT_LIMIT = 20_000
/** Control characters (tab and newline kept) and the bidi overrides and isolates that can disguise text. */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
const UNSAFE_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * A string from the document made safe to show as text: unsafe characters removed, trimmed, capped. Descriptions stay
 * the Markdown the document wrote (an opened API's page renders it, ADR 021); a lone carriage return, an old Mac line
 * end, becomes "\n" rather than going with the control characters, so a table's rows stay on their own lines.
 */
export function cleanText(value: Json | undefined, limit = TEXT_LIMIT): string {
  if (typeof value !== "string") return ""
  const text = value.replace(/\r\n?/g, "\n").replace(UNSAFE_CHARS, "").trim()
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text
}

export function str(value: Json | undefined): string | undefined {
  return typeof value === "string" ? value : undefined
}

export function arr(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : []
}

export function obj(value: Json | undefined): JsonObject {
  return isObject(value) ? value : {}
}

/** Own keys of a document object ("__proto__" included, as data). */
export function entries(value: Json | undefined): [string, Json][] {
  return isObject(value) ? Object.keys(value).map((key) => [key, value[key] as Json]) : []
}

/**
 * The first `limit` entries of an object whose keys become a record's keys (statuses, media types): "__proto__" is
 * left out, as an assignment it would change the record's prototype instead of adding a key.
 */
export function recordEntries(value: Json | undefined, limit: number): [string, Json][] {
  return entries(value)
    .slice(0, limit)
    .filter(([key]) => key !== "__proto__")
}

/** Sets a key as data (a "__proto__" key stays an own property instead of changing the prototype). */
export function setOwn(target: JsonObject, key: string, value: Json): void {
  // Only "__proto__" is a setter on Object.prototype; any other key is assigned, many times faster (defining each
  // property made Graph beta's 75,000 skeleton properties cost 0.15 s, and left the objects slow to write out).
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
  else target[key] = value
}
