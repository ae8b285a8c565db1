import { isScalar, parseDocument, YAMLParseError, type Document } from "yaml"
import { jsonErrorOffset } from "@/lib/json-problem"
import { lineAndColumn } from "@/lib/text-position"
import { isObject, own } from "./refs"
import { composeDeepYaml } from "./yaml-deep"
import type { Json } from "./refs"

// Text → JSON value, for a document a visitor pasted, picked or fetched. JSON when it starts with "{" (JSON.parse is
// native and fast), YAML otherwise. Every failure is a sentence for people, with a line and column where there is one.

/** The largest document the importer reads: Microsoft Graph beta, the directory's largest, is 46 MB. */
export const MAX_DOCUMENT_CHARS = 64 * 1024 * 1024

/**
 * A YAML alias may stand for a whole tree, and aliases of aliases grow it exponentially ("billion laughs"): a real
 * API description uses a handful, so more than this is refused rather than expanded.
 */
export const MAX_YAML_ALIASES = 1000

export type ParsedText = { ok: true; value: Json; format: "json" | "yaml" } | { ok: false; message: string }

/** "12.3 MB" for people. */
function megabytes(chars: number): string {
  return `${(chars / 1024 / 1024).toFixed(1)} MB`
}

/** Why a document of `size` characters (or bytes, for a file or a download) is not read. */
export function tooLargeMessage(size: number): string {
  return `This document is ${megabytes(size)}; API Explorer opens documents up to ${megabytes(MAX_DOCUMENT_CHARS)}.`
}

/** JSON.parse's message without V8's own position wording or quoted snippet, plus "line L, column C". */
function jsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const position = /at position (\d+)/.exec(message)
  const reason = message
    .replace(/\s*in JSON at position \d+.*$/s, "")
    .replace(/,\s*(?:\.\.\.)?".*is not valid JSON$/s, "")
    .trim()
  const offset = position ? Number(position[1]) : jsonErrorOffset(text)
  if (offset === undefined) return `This is not valid JSON: ${reason}.`
  const { line, column } = lineAndColumn(text, offset)
  return `This is not valid JSON: ${reason} at line ${line}, column ${column}.`
}

/**
 * `info.version: 1.0` is a YAML number, 1 once parsed: the version people wrote is its source text, so that is
 * kept ("1.0", "2.10").
 */
function keepVersionText(document: Document, value: Json): void {
  const node = document.getIn(["info", "version"], true)
  if (!isScalar(node) || typeof node.value !== "number" || typeof node.source !== "string") return
  const info = isObject(value) ? own(value, "info") : undefined
  if (isObject(info)) info.version = node.source
}

/**
 * Parses an API description's text.
 * parseText('{"openapi":"3.1.0"}') → { ok: true, format: "json", value: { openapi: "3.1.0" } }
 * parseText("openapi: [") → { ok: false, message: "This is not valid YAML: … at line 1, column 10." }
 */
export function parseText(text: string): ParsedText {
  if (text.length > MAX_DOCUMENT_CHARS) {
    return { ok: false, message: tooLargeMessage(text.length) }
  }
  // A byte-order mark (Windows editors save one) is not part of the document: JSON.parse refuses it.
  if (text.startsWith("\uFEFF")) text = text.slice(1)
  const start = text.trimStart()
  if (start === "") return { ok: false, message: "The document is empty." }
  if (start.startsWith("<")) {
    return {
      ok: false,
      message:
        "This is a web page or XML, not an API description: open the OpenAPI or Swagger file itself (often openapi.json, openapi.yaml or swagger.json).",
    }
  }
  if (start.startsWith("{") || start.startsWith("[")) {
    try {
      return { ok: true, value: JSON.parse(text) as Json, format: "json" }
    } catch (error) {
      return { ok: false, message: jsonError(text, error) }
    }
  }
  try {
    // `merge`: "<<: *defaults" copies a mapping in, as YAML 1.1 did and OpenAPI authors expect; YAML 1.2 alone
    // would keep "<<" as a key.
    const document = parseDocument(text, { merge: true, prettyErrors: false })
    if (document.errors[0]) throw document.errors[0]
    const value = document.toJS({ maxAliasCount: MAX_YAML_ALIASES }) as Json
    keepVersionText(document, value)
    return { ok: true, value: value ?? null, format: "yaml" }
  } catch (caught) {
    let error = caught
    // Valid YAML nested deeper than the composer's recursion reaches (a browser worker: ~400 levels of "- a:") is
    // read again without recursion (yaml-deep.ts); what that cannot read keeps the first error.
    if (error instanceof Error && /call stack/i.test(error.message)) {
      try {
        return { ok: true, value: composeDeepYaml(text, MAX_YAML_ALIASES), format: "yaml" }
      } catch (deepError) {
        if (deepError instanceof ReferenceError) error = deepError
      }
    }
    if (error instanceof YAMLParseError) {
      const reason = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "") ?? "unreadable"
      const where = lineAndColumn(text, error.pos[0])
      const at = ` at line ${where.line}, column ${where.column}`
      return { ok: false, message: `This is not valid YAML: ${reason}${at}.` }
    }
    const reason = error instanceof Error ? error.message : String(error)
    // The yaml library reports too many aliases as a ReferenceError.
    if (/alias/i.test(reason)) {
      return {
        ok: false,
        message: "This YAML uses too many aliases (it would expand without limit), so it was not opened.",
      }
    }
    return { ok: false, message: `This is not valid YAML: ${reason}.` }
  }
}
