// Runs after `react-router build`: adds the Content-Security-Policy <meta> (with the hashes of each page's own
// inline scripts) to every HTML file in the client build, then writes the service worker that precaches it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { withCspMeta } from "./lib/csp.mjs"
import { buildServiceWorker } from "./lib/service-worker.mjs"

/** V8's explicit compile hint; vite.config.ts puts it at the top of the app chunk (docs/performance.md). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
const ROOT = `${process.env.BUILD_DIR ?? "build"}/client`

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(path)
    return entry.name.endsWith(".html") ? [path] : []
  })
}

const files = htmlFiles(ROOT)
for (const file of files) writeFileSync(file, withCspMeta(readFileSync(file, "utf8")))
console.log(`postbuild: ${files.length} HTML files, Content-Security-Policy added`)

// vite.config.ts gives the app chunk V8's compile hint through Rolldown's postBanner, matched by chunk name. A
// renamed chunk or a minifier that strips the comment would drop it without a word, so the build checks the output.
const appChunks = readdirSync(join(ROOT, "assets")).filter((name) => /^entry\.client-.*\.js$/.test(name))
const hinted = appChunks.filter((name) => readFileSync(join(ROOT, "assets", name), "utf8").startsWith(COMPILE_HINT))
if (appChunks.length !== 1 || hinted.length !== 1) {
  throw new Error(`postbuild: expected one app chunk (assets/entry.client-*.js) starting with "${COMPILE_HINT}"`)
}

// Last step, once every file is final: the service worker precaches the finished build
// (docs/decisions/008-workbox-service-worker-from-postbuild.md).
const worker = await buildServiceWorker(ROOT)
console.log(`postbuild: service worker precaches ${worker.count} files (${(worker.size / 1024).toFixed(0)} KiB)`)
