import { PATH_ITEM_METHODS, type PathItemMethod } from "@/data/endpoint-constants"
import { operationKey } from "@/lib/response-schemas/operation-key"
import { isObject, own, type Json, type RefResolver } from "./refs"
import { cleanText, entries } from "./text"
import type { Operation, PathItem } from "./document-types"

// A path template as a browser will request it. The URL parser resolves dot segments — "..", and also ".%2E",
// "%2e%2e" and a backslash as a slash — so "/v1/../../admin" is shown as written but sent as "/admin", and no
// encoding survives it. The importer lists such a path as it will be requested (docs/open-any-api.md).

const SINGLE_DOT = /^(?:\.|%2e)$/i
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i

/** "/v1/../../admin" → "/admin", "/a/./b" → "/a/b", "/a/b/.." → "/a/"; other paths as they are. */
export function resolveDotSegments(path: string): string {
  if (!/(?:^|[/\\])(?:\.|%2e)/i.test(path)) return path
  const segments = path.replace(/\\/g, "/").split("/").slice(1)
  const out: string[] = []
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    if (DOUBLE_DOT.test(segment)) {
      out.pop()
      if (last) out.push("")
    } else if (SINGLE_DOT.test(segment)) {
      if (last) out.push("")
    } else out.push(segment)
  })
  return `/${out.join("/")}`
}

/** A path of the document's `paths`: its item (resolved), the path as written (cleaned) and as a browser requests it. */
export type DocumentPath = {
  item: PathItem
  written: string
  path: string
}

/**
 * The one walk over a document's `paths`, shared by the importer's passes: items in document order, each reference
 * followed as its item is reached (so notes list unresolved ones in document order); keys that are no path (an "x-"
 * extension, "") and values that are no object are left out.
 */
export function* documentPaths(refs: RefResolver, document: Json | object): Generator<DocumentPath> {
  for (const [key, raw] of entries(isObject(document) ? own(document, "paths") : undefined)) {
    const item = refs.resolve<PathItem>(raw)
    if (!item || !key.startsWith("/")) continue
    const written = cleanText(key, 2000)
    yield { item, written, path: resolveDotSegments(written) }
  }
}

/** A path item's (or a webhook's, a callback's) operations, in PATH_ITEM_METHODS order, references followed. */
export function itemOperations(refs: RefResolver, item: PathItem | Json | undefined): [PathItemMethod, Operation][] {
  const resolved = refs.resolve<PathItem>(item)
  if (!resolved) return []
  return PATH_ITEM_METHODS.flatMap((method) => {
    const operation = refs.resolve<Operation>(resolved[method])
    return operation ? [[method, operation] as [PathItemMethod, Operation]] : []
  })
}

/** An operation as the second passes key it: operationKey's "POST /pets", with the path as the app lists it. */
export type KeyedOperation = { key: string; operation: Operation }

/**
 * Every operation of the document once per key, for the passes that store records by operation (response schemas,
 * body details): when two written paths resolve to one ("/a/../b" and "/b"), the first keeps the key.
 */
export function* keyedOperations(refs: RefResolver, document: Json | object): Generator<KeyedOperation> {
  const seen = new Set<string>()
  for (const { item, path } of documentPaths(refs, document)) {
    for (const [method, operation] of itemOperations(refs, item)) {
      const key = operationKey(method, path)
      if (seen.has(key)) continue
      seen.add(key)
      yield { key, operation }
    }
  }
}
