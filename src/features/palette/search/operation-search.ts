// Searching the directory's operation index (operation-index.ts) with shards loaded on demand: a query loads the
// manifest and API list once, the term ranges its words fall in, and the operation rows of the results it returns.
import {
  CLASS_WEIGHTS,
  decodePostings,
  docShardOf,
  termShardOf,
  termShardsFor,
  type ApisFile,
  type DocRow,
  type Manifest,
  type TermShard,
} from "./operation-index"
import { queryTerms, tokenize } from "./tokenize"

/** Fetches and parses one index file by its name (the manifest by its path). */
export type LoadFile = (file: string) => Promise<unknown>

export type DirectoryHit = {
  id: number
  score: number
  apiId: string
  apiTitle: string
  url: string | null
  method: string
  path: string
  name: string
}

/** How many prefix completions of one query word are searched (the shortest ones: closest to what was typed). */
const PREFIX_EXPANSIONS = 40

/** Damerau–Levenshtein distance of `a` and `b` when it is at most 1, else 2 (a transposition counts as one edit). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/**
 * How well index word `term` answers query word `word`: 1 the same word, less for a completion (more the more of it
 * was typed), 0.45 for one typo (from 4 letters), 0 for none.
 */
export function matchQuality(word: string, term: string): number {
  if (term === word) return 1
  if (word.length >= 2 && term.startsWith(word)) return 0.5 + 0.4 * (word.length / term.length)
  if (word.length >= 4 && term[0] === word[0] && withinOneEdit(word, term)) return 0.45
  return 0
}

/** Letters and digits only, lower case: "/chat.postMessage" → "chatpostmessage". */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")
}

/** The first index of sorted `keys` not before `word`. */
function lowerBound(keys: readonly string[], word: string): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((keys[mid] ?? "") < word) low = mid + 1
    else high = mid
  }
  return low
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"

/** How many of a word's completions likelyNextLetters reads at most (a one-letter word has thousands). */
const COMPLETIONS_READ = 4000

/**
 * The likeliest characters to follow `word`, a query word being typed, read from the index's words that start with it
 * (`ranges`: the term shards that hold them, each with its words in order): each longer word's next letter weighs as
 * much as its postings (about as many operations as it names), and a space as much as `word` itself when it is a
 * word of the index; the `count` heaviest, heaviest first.
 * likelyNextLetters("geo", [{ keys: ["geo", "geocode", "geolocation"], shard }], 2) → ["c", "l"] when geocode has the
 * most postings and geolocation more than geo.
 */
export function likelyNextLetters(
  word: string,
  ranges: { keys: readonly string[]; shard: TermShard }[],
  count: number,
): string[] {
  const weights = new Map<string, number>()
  let read = 0
  for (const { keys, shard } of ranges)
    for (let at = lowerBound(keys, word); at < keys.length && read < COMPLETIONS_READ; at++, read++) {
      const term = keys[at] ?? ""
      if (!term.startsWith(word)) break
      const next = term === word ? " " : (term[word.length] ?? " ")
      const weight = (shard[term] ?? []).reduce((sum, postings) => sum + postings.length, 0)
      weights.set(next, (weights.get(next) ?? 0) + weight)
    }
  return [...weights]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, count)
    .map(([letter]) => letter)
}

/**
 * How many query words' matches among API titles are kept, the most recently used: a query's own words (at most 8),
 * so the words before the one being typed are not matched again at each key.
 */
const API_MATCHES_KEPT = 8

/** A list of operation ids kept between queries (no garbage per key): `push`, then `ids.subarray(0, length)`. */
class IdList {
  ids = new Int32Array(1024)
  length = 0
  push(id: number) {
    if (this.length === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2)
      grown.set(this.ids)
      this.ids = grown
    }
    this.ids[this.length++] = id
  }
}

/**
 * Every word one edit from `word` that keeps its first letter (a deletion, a swap of neighbours, a substitution or an
 * insertion after it), for looking typos up in the index instead of scanning it.
 */
export function oneEditAway(word: string): Set<string> {
  const out = new Set<string>()
  for (let i = 1; i <= word.length; i++) {
    const head = word.slice(0, i)
    const tail = word.slice(i)
    if (i < word.length) out.add(head + tail.slice(1))
    if (i < word.length - 1) out.add(head + tail[1] + tail[0] + tail.slice(2))
    for (const letter of LETTERS) {
      if (i < word.length && letter !== tail[0]) out.add(head + letter + tail.slice(1))
      out.add(head + letter + tail)
    }
  }
  out.delete(word)
  return out
}

export class OperationSearch {
  private manifest: Manifest | undefined
  private apis: ApisFile | undefined
  private apiWords: string[][] | undefined
  private readonly shards = new Map<string, Promise<unknown>>()
  /** The term shards loaded, by their index in the manifest. */
  private readonly termShards = new Map<number, TermShard>()
  private readonly postings = new Map<string, Int32Array[]>()
  private scores = new Float32Array(0)
  private covered = new Uint32Array(0)
  private named = new Uint32Array(0)
  private wordBest = new Float32Array(0)
  private wordNamed = new Uint8Array(0)
  /** Each operation's API (its index in the API list): what apiOf's search finds, read once for every id. */
  private docApi = new Int32Array(0)
  /** Each operation's norm (its name's word count), parsed from the API list when first needed. */
  private norms = new Float64Array(0)
  private hasNorm = new Uint8Array(0)
  /** A query word's match quality with each API's title and provider (0: none), and how many APIs match. */
  private readonly apiMatches = new Map<string, { quality: Float64Array; count: number }>()
  private readonly touched = new IdList()
  private readonly wordTouched = new IdList()

  constructor(
    private readonly load: LoadFile,
    private readonly manifestPath: string,
  ) {}

  private file(name: string): Promise<unknown> {
    let loaded = this.shards.get(name)
    if (!loaded) {
      loaded = this.load(name)
      this.shards.set(name, loaded)
      // A failed load (offline, not cached yet) is tried again next time.
      loaded.catch(() => this.shards.delete(name))
    }
    return loaded
  }

  private readying: Promise<void> | undefined

  /**
   * The manifest and API list (the first query's extra cost), read once however many ask: the palette's worker asks
   * as it starts, so that a first query finds them loaded or on their way (docs/search.md, "Speed").
   */
  ready(): Promise<void> {
    this.readying ??= this.readManifestAndApis().catch((error: unknown) => {
      // Offline before the index was cached: the next query tries again.
      this.readying = undefined
      throw error
    })
    return this.readying
  }

  private async readManifestAndApis(): Promise<void> {
    const manifest = (await this.file(this.manifestPath)) as Manifest
    const apis = (await this.file(manifest.apis)) as ApisFile
    this.manifest = manifest
    this.apis = apis
    this.apiWords = apis.apis.map(([id, title]) => [
      ...new Set([...tokenize(title), ...tokenize(id.split("/")[0] ?? id)]),
    ])
    this.scores = new Float32Array(manifest.docs)
    this.covered = new Uint32Array(manifest.docs)
    this.named = new Uint32Array(manifest.docs)
    this.wordBest = new Float32Array(manifest.docs)
    this.wordNamed = new Uint8Array(manifest.docs)
    this.norms = new Float64Array(manifest.docs)
    this.hasNorm = new Uint8Array(manifest.docs)
    // The last API whose first operation is not after the id (apiOf's answer), for every id at once.
    this.docApi = new Int32Array(manifest.docs)
    const starts = apis.starts
    for (let api = 0; api < starts.length; api++) {
      const from = Math.max(0, starts[api] ?? 0)
      const to = Math.min(manifest.docs, api + 1 < starts.length ? (starts[api + 1] ?? 0) : manifest.docs)
      if (to > from) this.docApi.fill(api, from, to)
    }
  }

  /** An operation's norm, as the API list writes it (base 36). */
  private normOf(id: number, norms: string): number {
    if (this.hasNorm[id]) return this.norms[id] ?? 1
    const norm = parseInt(norms[id] ?? "1", 36)
    this.norms[id] = norm
    this.hasNorm[id] = 1
    return norm
  }

  /** How well `word` names each API (its title's and provider's words), kept for the next keys. */
  private apiMatchesOf(word: string, apiWords: string[][]): { quality: Float64Array; count: number } {
    let matches = this.apiMatches.get(word)
    if (matches) {
      // Most recently used last: the first one is the one to let go.
      this.apiMatches.delete(word)
      this.apiMatches.set(word, matches)
    } else {
      const quality = new Float64Array(apiWords.length)
      let count = 0
      apiWords.forEach((words, api) => {
        let best = 0
        for (const term of words) best = Math.max(best, matchQuality(word, term))
        if (best > 0) {
          quality[api] = best
          count++
        }
      })
      matches = { quality, count }
      if (this.apiMatches.size >= API_MATCHES_KEPT) this.apiMatches.delete(this.apiMatches.keys().next().value ?? "")
      this.apiMatches.set(word, matches)
    }
    return matches
  }

  private readonly sorted = new WeakMap<TermShard, string[]>()
  /** A shard's words in order (a JSON object puts number-like keys first). */
  private sortedTerms(shard: TermShard): string[] {
    let keys = this.sorted.get(shard)
    if (!keys) {
      keys = Object.keys(shard).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      this.sorted.set(shard, keys)
    }
    return keys
  }

  private lists(term: string, shard: TermShard): Int32Array[] {
    let lists = this.postings.get(term)
    if (!lists) {
      lists = (shard[term] ?? []).map((text) => Int32Array.from(decodePostings(text)))
      this.postings.set(term, lists)
    }
    return lists
  }

  /**
   * The likeliest characters to be typed after `query` (likelyNextLetters, from the term shards already loaded; none
   * when its last word's are not, or when it does not end with a word).
   */
  likelyNext(query: string, count: number): string[] {
    const word = /[\p{L}\p{N}]+$/u.exec(query.toLowerCase())?.[0]
    const manifest = this.manifest
    if (!word || !manifest) return []
    const ranges: { keys: string[]; shard: TermShard }[] = []
    for (const index of termShardsFor(manifest.termShards, word)) {
      const shard = this.termShards.get(index)
      if (!shard) return []
      ranges.push({ keys: this.sortedTerms(shard), shard })
    }
    return likelyNextLetters(word, ranges, count)
  }

  /** The `limit` best operations for `query`, best first. */
  async search(query: string, limit = 20): Promise<DirectoryHit[]> {
    return (await this.run(query, limit, false)) ?? []
  }

  /**
   * As search, from the files already loaded or on their way only: undefined when the query needs another (the
   * palette's answers ahead of the visitor's keys never fetch anything).
   */
  searchLoaded(query: string, limit = 20): Promise<DirectoryHit[] | undefined> {
    return this.run(query, limit, true)
  }

  private async run(query: string, limit: number, loadedOnly: boolean): Promise<DirectoryHit[] | undefined> {
    const words = queryTerms(query).slice(0, 8)
    if (words.length === 0) return []
    if (loadedOnly && (!this.manifest || !this.apis)) return undefined
    // The term ranges the words fall in are fetched with the API list, not after it: both need only the manifest.
    const ready = this.ready()
    // Awaited below; when the manifest fails first, its error is the one the query reports.
    ready.catch(() => undefined)
    const index = (await this.file(this.manifestPath)) as Manifest
    const needed = new Set<number>()
    for (const word of words) for (const shard of termShardsFor(index.termShards, word)) needed.add(shard)
    if (loadedOnly && [...needed].some((shard) => !this.termShards.has(shard))) return undefined
    const loaded = new Map<number, TermShard>()
    await Promise.all([
      ready,
      ...[...needed].map(async (shard) => {
        const terms = (await this.file(index.termShards[shard]?.file ?? "")) as TermShard
        loaded.set(shard, terms)
        this.termShards.set(shard, terms)
      }),
    ])
    const { manifest, apis, apiWords } = this
    if (!manifest || !apis || !apiWords) return []
    const { scores, covered, named, docApi } = this
    const touched = this.touched
    touched.length = 0
    const total = manifest.docs
    const { wordBest, wordNamed } = this
    const wordIdf = words.map(() => 0)
    words.forEach((word, position) => {
      const bit = 1 << position
      const last = position === words.length - 1
      const expansions = last ? PREFIX_EXPANSIONS : word.length >= 3 ? 8 : 0
      const candidates: [string, number, TermShard][] = []
      const seen = new Set<string>()
      const add = (term: string, quality: number, shard: TermShard) => {
        if (seen.has(term)) return
        seen.add(term)
        candidates.push([term, quality, shard])
      }
      const shardOf = (term: string) => loaded.get(termShardOf(manifest.termShards, term))
      const ownShard = shardOf(word)
      if (ownShard && Object.hasOwn(ownShard, word)) add(word, 1, ownShard)
      if (expansions > 0 && word.length >= 2) {
        const prefixed: [string, TermShard][] = []
        for (const index of termShardsFor(manifest.termShards, word)) {
          const shard = loaded.get(index)
          if (!shard) continue
          const keys = this.sortedTerms(shard)
          for (let at = lowerBound(keys, word); at < keys.length; at++) {
            const key = keys[at] ?? ""
            if (!key.startsWith(word)) break
            if (key !== word) prefixed.push([key, shard])
          }
        }
        prefixed.sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1))
        for (const [term, shard] of prefixed.slice(0, expansions)) add(term, matchQuality(word, term), shard)
      }
      // One typo (from 4 letters), the first letter kept: looked up where its range is loaded.
      if (word.length >= 4)
        for (const variant of oneEditAway(word)) {
          const shard = shardOf(variant)
          if (shard && Object.hasOwn(shard, variant)) add(variant, 0.45, shard)
        }
      // One rarity per query word: the word's own, or its commonest completion's (a rare completion such as
      // "sendbatch" must not outweigh "send" itself).
      const listsOf = candidates.map(([term, , shard]) => this.lists(term, shard))
      const dfs = listsOf.map((lists) => lists.reduce((sum, list) => sum + list.length, 0))
      const exact = candidates.findIndex(([, quality]) => quality === 1)
      const df = exact >= 0 ? (dfs[exact] ?? 0) : Math.max(0, ...dfs)
      const idf = Math.log(1 + total / (df + 1))
      wordIdf[position] = idf
      const wordTouched = this.wordTouched
      wordTouched.length = 0
      candidates.forEach(([, quality], index) => {
        listsOf[index]?.forEach((list, cls) => {
          const value = (CLASS_WEIGHTS[cls] ?? 1) * quality * idf
          const inName = cls === 0 ? 1 : 0
          for (let i = 0; i < list.length; i++) {
            const id = list[i] ?? 0
            const before = wordBest[id] ?? 0
            if (before === 0) wordTouched.push(id)
            if (before < value) wordBest[id] = value
            if (inName) wordNamed[id] = 1
          }
        })
      })
      for (let at = 0; at < wordTouched.length; at++) {
        const id = wordTouched.ids[at] ?? 0
        if (covered[id] === 0) touched.push(id)
        scores[id] = (scores[id] ?? 0) + (wordBest[id] ?? 0)
        covered[id] = (covered[id] ?? 0) | bit
        if (wordNamed[id]) named[id] = (named[id] ?? 0) | bit
        wordBest[id] = 0
        wordNamed[id] = 0
      }
    })
    // A word of an API's title or provider counts for each of its operations the other words found.
    words.forEach((word, position) => {
      if (word.length < 3) return
      const bit = 1 << position
      const apiHit = this.apiMatchesOf(word, apiWords)
      if (apiHit.count === 0) return
      // As rare as the word is among operations (a word every API has, "user", must not outweigh an operation
      // named with it), and no rarer than among API titles.
      const apiIdf = Math.min(wordIdf[position] ?? 0, Math.log(1 + apis.apis.length / (apiHit.count + 1)))
      for (let at = 0; at < touched.length; at++) {
        const id = touched.ids[at] ?? 0
        if ((covered[id] ?? 0) & bit) continue
        const quality = apiHit.quality[docApi[id] ?? 0] ?? 0
        if (quality === 0) continue
        scores[id] = (scores[id] ?? 0) + 2 * quality * apiIdf
        covered[id] = (covered[id] ?? 0) | bit
      }
    })
    const count = (bits: number) => {
      let n = 0
      for (let b = bits; b; b &= b - 1) n++
      return n
    }
    // The best few only (a bounded insertion, not a sort of every operation found).
    const keep = limit * 4
    const ranked: { id: number; score: number }[] = []
    for (let next = 0; next < touched.length; next++) {
      const id = touched.ids[next] ?? 0
      const cover = count(covered[id] ?? 0) / words.length
      const inName = count(named[id] ?? 0)
      const norm = this.normOf(id, apis.norms)
      const score = (scores[id] ?? 0) * cover * cover * (1 + (0.6 * inName) / Math.max(norm, inName))
      scores[id] = 0
      covered[id] = 0
      named[id] = 0
      if (ranked.length === keep && score <= (ranked[keep - 1]?.score ?? 0)) continue
      let at = ranked.length
      while (at > 0) {
        const before = ranked[at - 1]
        if (!before || before.score > score || (before.score === score && before.id < id)) break
        at--
      }
      ranked.splice(at, 0, { id, score })
      if (ranked.length > keep) ranked.pop()
    }
    // One provider's versions of the same API (GitHub's GHES 2.18…3.x) score the same for the same operation: the
    // first (api.github.com sorts before ghes-*) stands for them.
    const firstApi = new Map<string, number>()
    // A query written as a path or an identifier ("/v1/charges", "chat.postMessage"): the operations whose path
    // ends so come first (their rows are read for the best few only).
    if (/^\S+$/.test(query.trim()) && /[/._]|[a-z][A-Z]/.test(query)) {
      const wanted = compact(query)
      const rows = await this.rows(
        ranked.slice(0, limit * 2).map((hit) => hit.id),
        loadedOnly,
      )
      if (!rows) return undefined
      for (const hit of ranked) {
        const path = rows.get(hit.id)?.[2]
        if (path && (compact(path) === wanted || compact(path).endsWith(wanted))) hit.score *= 3
      }
      ranked.sort((a, b) => b.score - a.score || a.id - b.id)
    }
    const top = ranked
      .filter(({ id, score }) => {
        const api = docApi[id] ?? 0
        const key = `${(apis.apis[api]?.[0] ?? "").split("/")[0]} ${score.toFixed(4)}`
        if (!firstApi.has(key)) firstApi.set(key, api)
        return firstApi.get(key) === api
      })
      .slice(0, limit)
    const rows = await this.rows(
      top.map((hit) => hit.id),
      loadedOnly,
    )
    if (!rows) return undefined
    return top.flatMap(({ id, score }) => {
      const row = rows.get(id)
      const api = row && apis.apis[row[0]]
      if (!row || !api) return []
      const [, method, path, name] = row
      const [apiId, apiTitle, url] = api
      return [{ id, score, apiId, apiTitle, url, method, path, name }]
    })
  }

  /** The rows of operations `ids`; undefined when `loadedOnly` and one's shard was never asked for. */
  private async rows(ids: number[], loadedOnly: boolean): Promise<Map<number, DocRow> | undefined> {
    const manifest = this.manifest
    if (!manifest) return new Map()
    const byShard = new Map<number, number[]>()
    for (const id of ids) {
      const shard = docShardOf(manifest.docShards, id)
      byShard.set(shard, [...(byShard.get(shard) ?? []), id])
    }
    if (loadedOnly && [...byShard.keys()].some((shard) => !this.shards.has(manifest.docShards[shard]?.file ?? "")))
      return undefined
    const out = new Map<number, DocRow>()
    await Promise.all(
      [...byShard].map(async ([shard, shardIds]) => {
        const { from, file } = manifest.docShards[shard] ?? { from: 0, file: "" }
        const rows = (await this.file(file)) as DocRow[]
        for (const id of shardIds) {
          const row = rows[id - from]
          if (row) out.set(id, row)
        }
      }),
    )
    return out
  }
}
