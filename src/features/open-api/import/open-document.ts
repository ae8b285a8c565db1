import { bundleExternalRefs, mayHaveExternalRefs, type LoadFile } from "./external-refs"
import { parseText } from "./parse-text"
import { isObject, own } from "./refs"
import { importDocument } from "./import-document"
import type { ImportResult, ImportSource } from "./imported-api"

// The importer's stages, in order (README.md): load (parse-text.ts) → bundle (external-refs.ts) → upgrade
// (upgrade/) → typed view (document-types.ts) → one mapper per OpenAPI object → import-document.ts.

/**
 * A document's text → the API it describes, or one sentence saying why not. The one entry point the browser's
 * worker and `npm run corpus` share. Never throws.
 */
export function openDocument(text: string, source: ImportSource = {}): ImportResult {
  try {
    const parsed = parseText(text)
    if (!parsed.ok) return parsed
    return importDocument(parsed.value, source)
  } catch (error) {
    return cannotOpen(error)
  }
}

/**
 * openDocument for a document downloaded from `url`: the files its `$ref`s name are downloaded with `load`, relative
 * to it, and followed like its own parts (external-refs.ts). Never throws.
 */
export async function openDocumentAt(
  text: string,
  url: string,
  load: LoadFile,
  onDocument?: ImportSource["onDocument"],
): Promise<ImportResult> {
  try {
    const parsed = parseText(text)
    if (!parsed.ok) return parsed
    const { value } = parsed
    const isDescription =
      isObject(value) && (own(value, "openapi") !== undefined || own(value, "swagger") !== undefined)
    const notes = isDescription && mayHaveExternalRefs(text) ? await bundleExternalRefs(value, url, load) : []
    return importDocument(value, { url, notes, ...(onDocument ? { onDocument } : {}) })
  } catch (error) {
    return cannotOpen(error)
  }
}

/** A platform limit (memory, a stack) is still an answer, not a crash: one sentence with the error's message. */
export function cannotOpen(error: unknown): { ok: false; message: string } {
  const reason = error instanceof Error ? error.message : String(error)
  return { ok: false, message: `The document could not be opened: ${reason}.` }
}
