// The directory's operation index as files (docs/search.md, ADR 024-palette-operation-index): written by
// `npm run directory:index` (buildOperationIndex), read by the palette's worker (operation-search.ts). Shards, so a
// query loads only what it needs: the inverted index cut into sorted term ranges, the operations' rows cut by id.
import { firstSentence, tokenize } from "./tokenize"

export const INDEX_FORMAT = 1
/** The manifest's path under the site: the one file with a fixed name (the others are named by their content). */
export const MANIFEST_PATH = "/directory/operations.json"

/** One directory API. */
export type IndexApi = { id: string; title: string; url: string | null }

/** One operation as the index script reads it from the package. */
export type OperationRecord = {
  api: number
  method: string
  path: string
  name: string
  operationId: string
  tags: string[]
  parameters: string[]
  description: string
}

/**
 * The fields' weight classes: 0 the name (summary), 1 operationId and method, 2 path and tags, 3 parameter names and
 * the description's first sentence. A word counts once per operation, in its best class.
 */
export const CLASS_WEIGHTS = [3, 2.5, 2, 1] as const

export type Manifest = {
  format: number
  source: string
  docs: number
  apis: string
  docShards: { from: number; file: string }[]
  termShards: { from: string; file: string }[]
}

/** The APIs file: each API, the id of its first operation, and each operation's name length in words (base 36). */
export type ApisFile = { apis: [string, string, string | null][]; starts: number[]; norms: string }
/** A row of an operations shard: API (its index), method, path, name. */
export type DocRow = [number, string, string, string]
/** A term shard: term → its postings per class, each a list of operation ids as base-36 gaps ("0,1,a"). */
export type TermShard = Record<string, string[]>

/** Operation ids as base-36 gaps: [3, 4, 20] → "3,1,g". */
export function encodePostings(ids: number[]): string {
  let last = 0
  return ids
    .map((id) => {
      const gap = id - last
      last = id
      return gap.toString(36)
    })
    .join(",")
}

/** encodePostings read back. */
export function decodePostings(text: string): number[] {
  if (!text) return []
  let last = 0
  return text.split(",").map((gap) => (last += parseInt(gap, 36)))
}

/** The words an operation is found by, each in its best class. */
export function operationTerms(op: Pick<OperationRecord, Exclude<keyof OperationRecord, "api">>): Map<string, number> {
  const terms = new Map<string, number>()
  const add = (words: string[], cls: number) => {
    for (const word of words) if ((terms.get(word) ?? 99) > cls) terms.set(word, cls)
  }
  add(tokenize(op.name, true), 0)
  add([op.method.toLowerCase()], 1)
  add(tokenize(op.operationId), 1)
  add(tokenize(op.path), 2)
  add(tokenize(op.tags.join(" ")), 2)
  add(tokenize(op.parameters.join(" ")), 3)
  add(tokenize(firstSentence(op.description), true), 3)
  return terms
}

export type BuiltIndex = { manifest: Manifest; files: Map<string, string> }

/**
 * The index's files for `ops` (sorted by API, in document order: an operation's id is its position). `name(text)`
 * names a file after its content, so a changed index never meets an old copy in a cache. Same input, same bytes.
 */
export function buildOperationIndex(
  source: string,
  apis: IndexApi[],
  ops: OperationRecord[],
  name: (kind: string, text: string) => string,
  { docsPerShard = 1000, termShardBytes = 200_000 } = {},
): BuiltIndex {
  const files = new Map<string, string>()
  const put = (kind: string, text: string) => {
    const file = name(kind, text)
    files.set(file, text)
    return file
  }
  const postings = new Map<string, number[][]>()
  const starts: number[] = []
  const norms: string[] = []
  ops.forEach((op, id) => {
    if (starts.length <= op.api) while (starts.length <= op.api) starts.push(id)
    norms.push(Math.min(35, Math.max(1, tokenize(op.name, true).length)).toString(36))
    for (const [term, cls] of operationTerms(op)) {
      let lists = postings.get(term)
      if (!lists) postings.set(term, (lists = [[], [], [], []]))
      lists[cls]?.push(id)
    }
  })
  while (starts.length < apis.length) starts.push(ops.length)
  const apisFile: ApisFile = {
    apis: apis.map((api) => [api.id, api.title, api.url]),
    starts,
    norms: norms.join(""),
  }
  const docShards: Manifest["docShards"] = []
  for (let from = 0; from < ops.length; from += docsPerShard) {
    const rows: DocRow[] = ops.slice(from, from + docsPerShard).map((op) => [op.api, op.method, op.path, op.name])
    docShards.push({ from, file: put("ops", JSON.stringify(rows)) })
  }
  const termShards: Manifest["termShards"] = []
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  let shard: TermShard = {}
  let bytes = 0
  let first = ""
  const flush = () => {
    if (bytes === 0) return
    termShards.push({ from: termShards.length === 0 ? "" : first, file: put("terms", JSON.stringify(shard)) })
    shard = {}
    bytes = 0
  }
  for (const term of terms) {
    const lists = (postings.get(term) ?? []).map(encodePostings)
    while (lists.length > 0 && lists.at(-1) === "") lists.pop()
    const size = term.length + lists.reduce((sum, list) => sum + list.length + 3, 6)
    if (bytes > 0 && bytes + size > termShardBytes) flush()
    if (bytes === 0) first = term
    shard[term] = lists
    bytes += size
  }
  flush()
  const manifest: Manifest = {
    format: INDEX_FORMAT,
    source,
    docs: ops.length,
    apis: put("apis", JSON.stringify(apisFile)),
    docShards,
    termShards,
  }
  return { manifest, files }
}

/** The index of the term shard holding `term` (shards cover sorted, adjacent term ranges). */
export function termShardOf(shards: Manifest["termShards"], term: string): number {
  let low = 0
  let high = shards.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((shards[mid]?.from ?? "") <= term) low = mid
    else high = mid - 1
  }
  return low
}

/** The term shards that hold words starting with `prefix` (a range: the shard of `prefix` up to the last one). */
export function termShardsFor(shards: Manifest["termShards"], prefix: string): number[] {
  const first = termShardOf(shards, prefix)
  const out = [first]
  for (let index = first + 1; index < shards.length && (shards[index]?.from ?? "").startsWith(prefix); index++)
    out.push(index)
  return out
}

/** The doc shard holding operation `id`. */
export function docShardOf(shards: Manifest["docShards"], id: number): number {
  let low = 0
  let high = shards.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((shards[mid]?.from ?? 0) <= id) low = mid
    else high = mid - 1
  }
  return low
}
