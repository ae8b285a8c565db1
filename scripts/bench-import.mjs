// `node --expose-gc scripts/bench-import.mjs`: the importer's worker work on the bench:open documents, in Node, this
// branch beside a base commit (docs/performance.md). Per document, BENCH_IMPORT_RUNS rounds (default 5), the two
// sides interleaved (the order swapped each round), each step after a garbage collection (with --expose-gc), timed
// in CPU time (timed() says why):
// - import: openDocument(text), JSON.parse included; its output's structured-clone size (v8.serialize);
// - job: the rest of what the worker does before posting (toOpenedApi, withExampleUrls);
// - post: the page's messages (worker-messages.ts) serialized as postMessage does, and their size;
// - copy-in: the same messages deserialized, as the page receives them.
// Medians per side, and a hash of the output's JSON (the same hash: the same output).
// Options (environment): BENCH_IMPORT_RUNS, BENCH_IMPORT_BASE (a commit; default 28c3731, before the staged importer; HEAD
// compares with the last commit), BENCH_IMPORT_DOCS (comma-separated names below), BENCH_IMPORT_ONLY=new.
import { execSync } from "node:child_process"
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { deserialize, serialize } from "node:v8"
import { build } from "vite"
import { installCorpus } from "./lib/corpus.mjs"
import { median } from "./lib/stats.mjs"

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 5)
const BASE = process.env.BENCH_IMPORT_BASE ?? "28c3731"
const DOCUMENTS = [
  { name: "Stripe", file: "stripe.com.json" },
  { name: "GitHub", file: "github.com/api.github.com.json" },
  { name: "Graph", file: "microsoft.com/graph.json" },
  { name: "Graph beta", file: "microsoft.com/graph-beta.json" },
].filter((doc) => !process.env.BENCH_IMPORT_DOCS || process.env.BENCH_IMPORT_DOCS.split(",").includes(doc.name))
const gc = globalThis.gc ?? (() => {})

/** The modules the worker runs, bundled from `src` into `outDir`. */
async function bundle(src, outDir) {
  const entries = {
    importer: "features/open-api/import/open-document.ts",
    opened: "features/open-api/opened-api.ts",
    examples: "lib/example-urls.ts",
    messages: "features/open-api/worker-messages.ts",
  }
  await build({
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "@": src } },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, join(src, path)])),
        formats: ["es"],
        fileName: (_format, name) => `${name}.js`,
      },
    },
  })
  const load = (name) => import(pathToFileURL(join(outDir, `${name}.js`)).href)
  const [importer, opened, examples, messages] = await Promise.all(Object.keys(entries).map(load))
  return { ...importer, ...opened, ...examples, ...messages }
}

async function bundleBase() {
  const dir = resolve(".cache/bench-import-base-src")
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  execSync(`git archive ${JSON.stringify(BASE)} src | tar -x -C ${JSON.stringify(dir)}`)
  return bundle(join(dir, "src"), resolve(".cache/bench-import-base"))
}

/**
 * `work()`'s value and the process's CPU time it took (user + system, all threads: the garbage collector's too). On a
 * machine other work keeps busy, CPU time varies far less than the time on the clock, which waits for the cores.
 */
function timed(work) {
  gc()
  const start = process.cpuUsage()
  const value = work()
  const { user, system } = process.cpuUsage(start)
  return [value, (user + system) / 1000]
}

/** One run of the worker's work on `text` with one importer's modules. */
function run(modules, text) {
  const [result, importMs] = timed(() => modules.openDocument(text))
  if (!result.ok) throw new Error(result.message)
  const importedBytes = serialize(result.api).length
  const origin = { source: "url", location: "https://example.com/openapi.json", openedAt: new Date(0).toISOString() }
  const [api, jobMs] = timed(() => modules.withExampleUrls(modules.toOpenedApi(result.api, "opened-x", origin)))
  const [buffers, postMs] = timed(() => modules.outcomeMessages({ ok: true, api }).map((message) => serialize(message)))
  const [, copyMs] = timed(() => buffers.map((buffer) => deserialize(buffer)))
  const postBytes = buffers.reduce((sum, buffer) => sum + buffer.length, 0)
  const output = createHash("sha256").update(JSON.stringify(result.api)).digest("hex").slice(0, 12)
  return { importMs, importedBytes, jobMs, postMs, postBytes, copyMs, endpoints: result.api.endpoints.length, output }
}

const sides = { new: await bundle(resolve("src"), resolve(".cache/bench-import-new")) }
if (process.env.BENCH_IMPORT_ONLY !== "new") sides.base = await bundleBase()
const dir = installCorpus()
const ms = (value) => `${Math.round(value)} ms`
const mb = (value) => `${(value / 1e6).toFixed(2)} MB`

console.log(
  `Importer in Node, ${RUNS} interleaved rounds, medians (base = ${BASE}); gc ${globalThis.gc ? "on" : "off"}`,
)
for (const doc of DOCUMENTS) {
  const text = readFileSync(join(dir, doc.file), "utf8")
  const names = Object.keys(sides)
  const runs = Object.fromEntries(names.map((name) => [name, []]))
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse()
    for (const name of order) runs[name].push(run(sides[name], text))
  }
  for (const name of names) {
    const of = (key) => median(runs[name].map((r) => r[key]))
    const all = runs[name].map((r) => Math.round(r.importMs)).join(", ")
    console.log(
      `${doc.name.padEnd(11)} ${name.padEnd(4)} import ${ms(of("importMs"))} (${all}) · output ${mb(of("importedBytes"))}` +
        ` · job ${ms(of("jobMs"))} · post ${ms(of("postMs"))} ${mb(of("postBytes"))} · copy-in ${ms(of("copyMs"))}` +
        ` · ${of("endpoints")} endpoints · output's JSON ${runs[name][0].output}`,
    )
  }
}
