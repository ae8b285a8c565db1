// The palette's search over what the page already knows: the catalogue's APIs and endpoints and the visitor's opened
// APIs (a few thousand entries at most), scored as the directory's operations are (operation-search.ts), in memory.
import { CLASS_WEIGHTS, operationTerms } from "./operation-index"
import { matchQuality } from "./operation-search"
import { queryTerms, tokenize } from "./tokenize"

/** One thing the palette can find besides the directory: an API (no method) or one of its operations. */
export type LocalEntry = {
  kind: "catalogue" | "opened"
  api: string
  method: string
  path: string
  name: string
  href: string
  tags: string[]
  parameters: string[]
  description: string
}

export type LocalHit = { entry: LocalEntry; score: number }

type Indexed = { entry: LocalEntry; terms: Map<string, number>; norm: number }

/** The entries with their words, ready for localSearch. */
export function indexLocal(entries: LocalEntry[]) {
  const indexed: Indexed[] = entries.map((entry) => {
    const terms = entry.method
      ? operationTerms({ ...entry, operationId: "" })
      : new Map(tokenize(`${entry.name}`, true).map((term) => [term, 0]))
    // An API's own name is also a word of each of its operations (class 1), as a provider's is in the directory.
    for (const term of tokenize(entry.api, true)) if (!terms.has(term)) terms.set(term, 2)
    return { entry, terms, norm: Math.max(1, tokenize(entry.name, true).length) }
  })
  const df = new Map<string, number>()
  for (const item of indexed) for (const term of item.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1)
  return { indexed, df, total: indexed.length }
}

export type LocalIndex = ReturnType<typeof indexLocal>

/** The `limit` best entries for `query`, best first (scored like the directory's operations). */
export function localSearch(index: LocalIndex, query: string, limit = 8): LocalHit[] {
  const words = queryTerms(query).slice(0, 8)
  if (words.length === 0) return []
  const hits: LocalHit[] = []
  for (const item of index.indexed) {
    let score = 0
    let covered = 0
    let named = 0
    for (const word of words) {
      let best = 0
      let inName = false
      for (const [term, cls] of item.terms) {
        const quality = matchQuality(word, term)
        if (quality === 0) continue
        const idf = Math.log(1 + index.total / ((index.df.get(term) ?? 0) + 1))
        const value = CLASS_WEIGHTS[cls as 0 | 1 | 2 | 3] * quality * idf
        if (value > best) best = value
        if (cls === 0 && quality >= 0.5) inName = true
      }
      if (best > 0) covered++
      if (inName) named++
      score += best
    }
    if (score === 0) continue
    const cover = covered / words.length
    hits.push({ entry: item.entry, score: score * cover * cover * (1 + (0.6 * named) / Math.max(item.norm, named)) })
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit)
}
