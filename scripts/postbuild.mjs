// Runs after `react-router build`: adds the Content-Security-Policy <meta> (with the hashes of each page's own
// inline scripts) to every HTML file in the client build.
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { withCspMeta } from "./lib/csp.mjs"

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
