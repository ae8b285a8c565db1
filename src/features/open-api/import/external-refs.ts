import { atPointer, own, type Json, type JsonObject } from "./refs"

// External `$ref`s ("./schemas.yaml#/Pet", "https://…/common.json") of a document opened from an address, brought
// into it: each file is downloaded relative to the document (or file) that names it, mounted under one key of the
// document's root, and every reference to it — and every internal reference inside it — is rewritten to point
// there. After that the lazy, cycle-safe resolver (refs.ts) follows them like any internal reference.
// Only files on the document's own site (scheme, host and port) are downloaded: the visitor asked for that site, not
// for the others a description may name; those are noted, and their references listed as unresolved. The same holds
// after redirects: a file whose download ended on another site (localhost, the app's own origin…) is not used, and
// the references inside a file that was redirected within the site resolve against where it ended up, as a browser
// resolves a page's links.
// A document opened from a file or pasted text has no address to resolve against: its external references stay
// unresolved, and the importer says so.

/** Where the files are mounted in the document: `#/x-api-explorer-files/0/…`. */
export const MOUNT_KEY = "x-api-explorer-files"

/** More files than this and the rest stay unresolved (a split description has a handful; a loop of links, no end). */
export const MAX_REFERENCED_FILES = 50

/**
 * Loads one referenced file: its parsed value and, when a redirect took it elsewhere, the `url` it finally came from;
 * or why not: one sentence, or `redirectedTo` (the other site's host) when a redirect led off the document's site. A
 * loader should refuse such an answer before reading it (open-job.ts does); bundleExternalRefs checks `url` again
 * and never uses a file from another site.
 */
export type LoadFile = (
  url: string,
) => Promise<
  { ok: true; value: Json; url?: string } | { ok: false; message: string } | { ok: false; redirectedTo: string }
>

/** A cheap look at the text: does any `$ref` start with something other than "#"? Most documents have none. */
export function mayHaveExternalRefs(text: string): boolean {
  return /\$ref["']?\s*:\s*["']?[^#"'\s]/.test(text)
}

/**
 * Every object of `root` that holds a string `$ref`, in document order, walked without recursion (a deep document
 * cannot blow the stack).
 */
export function refHolders(root: Json): JsonObject[] {
  const holders: JsonObject[] = []
  const stack: Json[] = [root]
  const seen = new Set<object>()
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node !== "object" || node === null || seen.has(node)) continue
    // YAML anchors can make one object appear in many places: each is walked once.
    seen.add(node)
    // Children pushed last-first, so they are visited first-first.
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i] as Json)
      continue
    }
    if (typeof own(node, "$ref") === "string") holders.push(node)
    const keys = Object.keys(node)
    for (let i = keys.length - 1; i >= 0; i--) stack.push(node[keys[i] as string] as Json)
  }
  return holders
}

/** The file a reference names, as an absolute http(s) address, and the JSON pointer within it ("" for the whole). */
export function splitRef(ref: string, base: string): { file: string; pointer: string } | undefined {
  const hash = ref.indexOf("#")
  const filePart = hash === -1 ? ref : ref.slice(0, hash)
  const fragment = hash === -1 ? "" : ref.slice(hash + 1)
  // Only JSON pointers: a 3.1 `$anchor` name ("#pet") cannot be found without reading every schema.
  if (fragment !== "" && !fragment.startsWith("/")) return undefined
  let url: URL
  try {
    url = new URL(filePart, base)
  } catch {
    return undefined
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined
  url.hash = ""
  return { file: url.href, pointer: fragment }
}

type Loaded = { url: string; value: Json; holders: JsonObject[] }

/**
 * Downloads the files `document`'s external references name (and the files those name, up to
 * MAX_REFERENCED_FILES), mounts them in `document` and rewrites the references. References that cannot be brought in
 * (a failed download, another site, a missing target) keep their text, so the importer lists them as unresolved.
 * Returns notes for the visitor about files that were not downloaded. Mutates `document`.
 */
export async function bundleExternalRefs(document: JsonObject, documentUrl: string, load: LoadFile): Promise<string[]> {
  const main = splitRef("", documentUrl)?.file ?? documentUrl
  const root: Loaded = { url: main, value: document, holders: refHolders(document) }
  /** Each file by the address it was asked for and, after a redirect, by the address it came from. */
  const docs = new Map<string, Loaded>([[main, root]])
  const failed = new Map<string, string>()
  /** Files whose download was redirected to another site: never used; by file, the host it went to. */
  const redirected = new Map<string, string>()
  const site = new URL(main).origin
  /** Files on other sites, not downloaded, by host. */
  const elsewhere = new Set<string>()
  const known = (file: string) => docs.has(file) || failed.has(file) || redirected.has(file)
  let downloads = 0
  let pending = [root]
  while (pending.length > 0) {
    const wanted = new Set<string>()
    for (const doc of pending) {
      for (const holder of doc.holders) {
        const ref = own(holder, "$ref") as string
        if (ref.startsWith("#")) continue
        const target = splitRef(ref, doc.url)
        if (!target || known(target.file)) continue
        const at = new URL(target.file)
        if (at.origin === site) wanted.add(target.file)
        else elsewhere.add(at.host)
      }
    }
    const room = MAX_REFERENCED_FILES - downloads
    const batch = [...wanted].slice(0, Math.max(0, room))
    for (const file of [...wanted].slice(batch.length)) failed.set(file, "too many files")
    downloads += batch.length
    const results = await Promise.all(batch.map(async (file) => [file, await load(file)] as const))
    pending = []
    for (const [file, result] of results) {
      if (!result.ok) {
        if ("redirectedTo" in result) redirected.set(file, result.redirectedTo)
        else failed.set(file, result.message)
        continue
      }
      const from = result.url === undefined ? file : splitRef("", result.url)?.file
      if (from === undefined || new URL(from).origin !== site) {
        redirected.set(file, from === undefined ? "an address that is not http(s)" : new URL(from).host)
        continue
      }
      const loaded = { url: from, value: result.value, holders: refHolders(result.value) }
      docs.set(file, loaded)
      if (!docs.has(from)) docs.set(from, loaded)
      pending.push(loaded)
    }
  }

  // Mount every file but the main document once, then point each reference at its mounted place.
  const mount: Json[] = []
  const mounted = new Map<Loaded, string>([[root, "#"]])
  const prefix = new Map<string, string>()
  for (const [file, doc] of docs) {
    let at = mounted.get(doc)
    if (at === undefined) {
      at = `#/${MOUNT_KEY}/${mount.length}`
      mounted.set(doc, at)
      mount.push(doc.value)
    }
    prefix.set(file, at)
  }
  if (mount.length > 0) document[MOUNT_KEY] = mount
  for (const doc of mounted.keys()) {
    for (const holder of doc.holders) {
      const ref = own(holder, "$ref") as string
      if (doc === root && ref.startsWith("#")) continue
      const target = ref.startsWith("#") ? { file: doc.url, pointer: ref.slice(1) } : splitRef(ref, doc.url)
      if (!target) continue
      const at = prefix.get(target.file)
      if (at === undefined) continue
      const rewritten = at + target.pointer
      // A pointer that leads nowhere keeps an address the visitor can read in the "could not be resolved" note.
      holder.$ref = atPointer(document, rewritten) === undefined ? `${target.file}#${target.pointer}` : rewritten
    }
  }

  const notes: string[] = []
  if (failed.size > 0) {
    const reason = failed.size === 1 ? `: ${[...failed.values()][0]}` : ""
    notes.push(`${countFiles(failed.size)} could not be downloaded (${listFiles(failed.keys())})${reason}.`)
  }
  if (redirected.size > 0) {
    const hosts = [...new Set(redirected.values())]
    const where =
      hosts.length === 1
        ? `${redirected.size === 1 ? "it" : "they"} redirected to another site (${hosts[0]})`
        : `they redirected to other sites (${hosts.slice(0, 3).join(", ")}${hosts.length > 3 ? ", …" : ""})`
    notes.push(`${countFiles(redirected.size)} could not be used (${listFiles(redirected.keys())}): ${where}.`)
  }
  if (elsewhere.size > 0) {
    const hosts = [...elsewhere].slice(0, 3).join(", ") + (elsewhere.size > 3 ? ", …" : "")
    notes.push(
      `Files this description refers to on other sites (${hosts}) were not downloaded: opening it sends requests only to its own site. Open a copy that includes them to see those parts.`,
    )
  }
  return notes
}

/** "1 referenced file", "3 referenced files". */
function countFiles(count: number): string {
  return `${count} referenced file${count === 1 ? "" : "s"}`
}

/** The first three files' names, "…" for the rest. */
function listFiles(files: Iterable<string>): string {
  const all = [...files]
  return all.slice(0, 3).map(fileName).join(", ") + (all.length > 3 ? ", …" : "")
}

/** The last part of a file's address, as a note names it. */
function fileName(url: string): string {
  const path = new URL(url).pathname
  return path.slice(path.lastIndexOf("/") + 1) || url
}
