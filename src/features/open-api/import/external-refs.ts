import { atPointer, own, type Json, type JsonObject } from "./refs"

// External `$ref`s ("./schemas.yaml#/Pet", "https://…/common.json") of a document opened from an address, brought
// into it: each file is downloaded relative to the document (or file) that names it, mounted under one key of the
// document's root, and every reference to it — and every internal reference inside it — is rewritten to point
// there. After that the lazy, cycle-safe resolver (refs.ts) follows them like any internal reference.
// Only files on the document's own site (scheme, host and port) are downloaded: the visitor asked for that site, not
// for the others a description may name; those are noted, and their references listed as unresolved.
// A document opened from a file or pasted text has no address to resolve against: its external references stay
// unresolved, and the importer says so.

/** Where the files are mounted in the document: `#/x-api-explorer-files/0/…`. */
export const MOUNT_KEY = "x-api-explorer-files"

/** More files than this and the rest stay unresolved (a split description has a handful; a loop of links, no end). */
export const MAX_REFERENCED_FILES = 50

/** Loads one referenced file: its parsed value, or one sentence saying why not. */
export type LoadFile = (url: string) => Promise<{ ok: true; value: Json } | { ok: false; message: string }>

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
  const docs = new Map<string, Loaded>([[main, root]])
  const failed = new Map<string, string>()
  const site = new URL(main).origin
  /** Files on other sites, not downloaded, by host. */
  const elsewhere = new Set<string>()
  let pending = [root]
  while (pending.length > 0) {
    const wanted = new Set<string>()
    for (const doc of pending) {
      for (const holder of doc.holders) {
        const ref = own(holder, "$ref") as string
        if (ref.startsWith("#")) continue
        const target = splitRef(ref, doc.url)
        if (!target || docs.has(target.file) || failed.has(target.file)) continue
        const at = new URL(target.file)
        if (at.origin === site) wanted.add(target.file)
        else elsewhere.add(at.host)
      }
    }
    const room = MAX_REFERENCED_FILES - (docs.size - 1)
    const batch = [...wanted].slice(0, Math.max(0, room))
    for (const file of [...wanted].slice(batch.length)) failed.set(file, "too many files")
    const results = await Promise.all(batch.map(async (file) => [file, await load(file)] as const))
    pending = []
    for (const [file, result] of results) {
      if (!result.ok) {
        failed.set(file, result.message)
        continue
      }
      const loaded = { url: file, value: result.value, holders: refHolders(result.value) }
      docs.set(file, loaded)
      pending.push(loaded)
    }
  }

  // Mount every file but the main document, then point each reference at its mounted place.
  const mount: Json[] = []
  const prefix = new Map<string, string>([[main, "#"]])
  for (const [file, doc] of docs) {
    if (file === main) continue
    prefix.set(file, `#/${MOUNT_KEY}/${mount.length}`)
    mount.push(doc.value)
  }
  if (mount.length > 0) document[MOUNT_KEY] = mount
  for (const doc of docs.values()) {
    for (const holder of doc.holders) {
      const ref = own(holder, "$ref") as string
      if (doc.url === main && ref.startsWith("#")) continue
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
    const list = [...failed.keys()].slice(0, 3).map(fileName)
    const reason = failed.size === 1 ? `: ${[...failed.values()][0]}` : ""
    notes.push(
      `${failed.size} referenced file${failed.size === 1 ? "" : "s"} could not be downloaded (${list.join(", ")}${failed.size > 3 ? ", …" : ""})${reason}.`,
    )
  }
  if (elsewhere.size > 0) {
    const hosts = [...elsewhere].slice(0, 3).join(", ") + (elsewhere.size > 3 ? ", …" : "")
    notes.push(
      `Files this description refers to on other sites (${hosts}) were not downloaded: opening it sends requests only to its own site. Open a copy that includes them to see those parts.`,
    )
  }
  return notes
}

/** The last part of a file's address, as a note names it. */
function fileName(url: string): string {
  const path = new URL(url).pathname
  return path.slice(path.lastIndexOf("/") + 1) || url
}
