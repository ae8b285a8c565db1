import { parseText } from "./parse-text"
import { importDocument, type ImportResult, type ImportSource } from "./to-api"

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
    // A platform limit (memory, a stack) is still an answer, not a crash.
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, message: `The document could not be opened: ${reason}.` }
  }
}
