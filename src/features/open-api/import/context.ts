import type { RefResolver } from "./refs"

/** What every mapper shares while one document is mapped: its references, and what it had to leave out. */
export type MapContext = {
  refs: RefResolver
  /** Examples nested deeper than MAX_EXAMPLE_DEPTH, left out (examples.ts) and noted once. */
  tooDeep: Set<object>
  /** What mapOnce made, by the document object it was made from and what it is. */
  made: WeakMap<object, Map<string, unknown>>
}

export function mapContext(refs: RefResolver): MapContext {
  return { refs, tooDeep: new Set(), made: new WeakMap() }
}

/**
 * `make()`'s value for `source` (a document object) as `what` ("parameter", "response 200"…), made once per
 * document: an object many operations `$ref` (Graph beta's 22,361 operations share a few hundred responses and
 * parameters) is mapped, its example written out and its value shared once. `make` must depend only on `source`
 * and `what`; its value is shared, so nothing may change it afterwards.
 */
export function mapOnce<T>(context: MapContext, source: object, what: string, make: () => T): T {
  let bySource = context.made.get(source)
  if (bySource === undefined) context.made.set(source, (bySource = new Map()))
  if (bySource.has(what)) return bySource.get(what) as T
  const value = make()
  bySource.set(what, value)
  return value
}
