import type { RefResolver } from "./refs"

/** What every mapper shares while one document is mapped: its references, and what it had to leave out. */
export type MapContext = {
  refs: RefResolver
  /** Examples nested deeper than MAX_EXAMPLE_DEPTH, left out (examples.ts) and noted once. */
  tooDeep: Set<object>
  /** What mapOnce made: by what it is, then by what it was made from. */
  made: Map<string, Map<object | string, unknown>>
  /** Keep request bodies' and responses' schemas, and forms' encodings (ImportSource.schemas). */
  schemas: boolean
  /**
   * The places of the document's apiKey schemes as credentialPlace() writes them (`header:x-session`): a parameter
   * there is marked as a credential (parameters.ts). Filled once the schemes are mapped, before any parameter.
   */
  credentialPlaces: Set<string>
}

export function mapContext(refs: RefResolver, schemas = false): MapContext {
  return { refs, tooDeep: new Set(), made: new Map(), schemas, credentialPlaces: new Set() }
}

/**
 * A parameter's place as one text, a header's name in lower case (header names ignore case; query and cookie names
 * do not). credentialPlace("header", "X-Session") → "header:x-session"; credentialPlace("query", "Key") → "query:Key"
 */
export function credentialPlace(place: string, name: string): string {
  return `${place}:${place === "header" ? name.toLowerCase() : name}`
}

/**
 * `make()`'s value for `source` (a document object, or a reference's text) as `what` ("parameter", "response 200"…),
 * made once per document: an object many operations `$ref` (Graph beta's operations name 861 different responses
 * 50,561 times) is mapped, its example written out and its value shared once. `make` must depend only on
 * `source` and `what`; its value is shared, so nothing may change it afterwards. Kept in Maps, not WeakMaps, for the
 * length of one mapping: a WeakMap entry costs the garbage collector more, and the document outlives them anyway.
 */
export function mapOnce<T>(context: MapContext, source: object | string, what: string, make: () => T): T {
  let made = context.made.get(what)
  if (made === undefined) context.made.set(what, (made = new Map()))
  if (made.has(source)) return made.get(source) as T
  const value = make()
  made.set(source, value)
  return value
}
