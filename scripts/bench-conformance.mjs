// How long the tester's conformance check takes on big responses (docs/conformance.md): the check the
// conformance worker runs (check-conformance.ts: JSON.parse, the OpenAPI → JSON Schema conversion, the validator)
// timed in Node, on bodies of 1, 5 and 20 MB against GitHub's and Stripe's own response schemas from the corpus
// (the importer's second pass, collectResponseSchemas, builds the record as in the browser). GitHub's body is its
// documented example for GET /orgs/{org}/repos repeated; Stripe's a customer list built from its schema. Prints the
// median and p95 per size. The browser's worker adds reading the record from IndexedDB and the body from its Blob.
// Usage: node scripts/bench-conformance.mjs [rounds]   (needs the corpus: npm run corpus installs it)
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { bundleModules } from "./lib/bundle-importer.mjs"
import { CORPUS_INSTALL_HINT, findCorpus } from "./lib/corpus.mjs"

const ROUNDS = Number(process.argv[2] ?? 7)
const MB = 1024 * 1024
const SIZES = [1, 5, 20]

const found = findCorpus()
if (!found.ok) {
  console.log(`bench-conformance: skipped, ${found.message} Install it with: ${CORPUS_INSTALL_HINT}`)
  process.exit(0)
}
const { "response-schemas": schemasUrl, "conformance-check": checkUrl } = await bundleModules(
  ["response-schemas", "conformance-check"],
  ".cache/bench-conformance",
)
const { collectResponseSchemas } = await import(schemasUrl)
const { checkConformance } = await import(checkUrl)

/** The value at a "#/a/b" pointer of `document`. */
function at(document, pointer) {
  return pointer
    .slice(2)
    .split("/")
    .reduce((node, key) => node?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], document)
}

/** A value for `schema`: every property, the first of each choice and enum, `$ref`s followed a few levels deep. */
function sample(document, schema, depth = 0) {
  if (schema?.$ref) return depth > 4 ? null : sample(document, at(document, schema.$ref), depth + 1)
  if (!schema || typeof schema !== "object") return null
  if (schema.anyOf || schema.oneOf) return sample(document, (schema.anyOf ?? schema.oneOf)[0], depth)
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(document, part, depth)))
  if (schema.enum) return schema.enum[0]
  if (schema.type === "array") return [sample(document, schema.items, depth + 1)]
  if (schema.type === "object" || schema.properties) {
    const value = {}
    for (const [name, property] of Object.entries(schema.properties ?? {}))
      value[name] = sample(document, property, depth + 1)
    return value
  }
  if (schema.type === "integer") return 1700000000
  if (schema.type === "number") return 1.5
  if (schema.type === "boolean") return true
  if (schema.format === "date-time") return "2026-11-27T06:00:00Z"
  return schema.nullable ? null : "text"
}

/** A JSON text of about `bytes`: `items` repeated inside `wrap`. */
function bodyOf(items, bytes, wrap) {
  const one = JSON.stringify(items)
  const list = []
  let size = 0
  while (size < bytes) {
    for (const item of items) list.push(item)
    size += one.length
  }
  return JSON.stringify(wrap(list))
}

const CASES = [
  {
    name: "GitHub",
    file: "github.com/api.github.com.json",
    operation: "GET /orgs/{org}/repos",
    body(document, bytes) {
      const example = at(document, "#/components/examples/minimal-repository-items").value
      return bodyOf(example, bytes, (list) => list)
    },
  },
  {
    name: "Stripe",
    file: "stripe.com.json",
    operation: "GET /v1/customers",
    body(document, bytes) {
      const customer = sample(document, { $ref: "#/components/schemas/customer" })
      return bodyOf([customer], bytes, (data) => ({ object: "list", data, has_more: false, url: "/v1/customers" }))
    },
  },
]

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
console.log(`Conformance check times (Node ${process.version}, ${ROUNDS} rounds, 20 MB: 3)`)
console.log("API     operation               body      median      p95   result")
for (const bench of CASES) {
  const document = JSON.parse(readFileSync(join(found.dir, bench.file), "utf8"))
  const record = collectResponseSchemas(document, String(document.openapi).startsWith("3.1") ? "3.1" : "3.0")
  for (const size of SIZES) {
    const body = bench.body(document, size * MB)
    const times = []
    let result
    for (let round = 0; round < (size >= 20 ? 3 : ROUNDS); round++) {
      const start = performance.now()
      result = checkConformance({
        record,
        operation: bench.operation,
        status: 200,
        contentType: "application/json",
        body,
      })
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const line = result.kind === "differs" ? `${result.count} differences` : result.kind
    console.log(
      `${bench.name.padEnd(8)}${bench.operation.padEnd(24)}${`${(body.length / MB).toFixed(1)} MB`.padStart(7)}` +
        `${`${Math.round(quantile(times, 0.5))} ms`.padStart(11)}${`${Math.round(quantile(times, 0.95))} ms`.padStart(9)}   ${line}`,
    )
  }
}
