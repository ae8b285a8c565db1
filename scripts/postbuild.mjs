// Runs after `react-router build`: adds the Content-Security-Policy <meta> (with the hashes of each page's own
// inline scripts) to every HTML file in the client build.
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { withCspMeta } from "./lib/csp.mjs"
import { deferHydration } from "./lib/defer-hydration.mjs"

const ROOT = `${process.env.BUILD_DIR ?? "build"}/client`

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(path)
    return entry.name.endsWith(".html") ? [path] : []
  })
}

const files = htmlFiles(ROOT)
const deferred = process.env.DEFER_HYDRATION !== "0"
for (const file of files) {
  const html = readFileSync(file, "utf8")
  writeFileSync(file, withCspMeta(deferred ? deferHydration(html) : html))
}
console.log(
  `postbuild: ${files.length} HTML files${deferred ? ", hydration after first paint" : ""}, Content-Security-Policy added`,
)
