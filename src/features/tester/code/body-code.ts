import { jsString, shellQuote, toAxios, toCurl, toFetch, type RequestSpec } from "@/lib/snippets"
import type { BodyCode } from "../request/tester-request"
import { multipartPieces } from "./exact-body"

// Code for an opened API's multipart or file body (docs/open-any-api.md, "Request bodies"): the snippets send the
// bytes the tester sends — fetch and axios a multipart body as the tester writes it, boundary included (its
// Content-Type header names it), cURL its parts with --form — and a file body as the file's bytes (`--data-binary
// @file`). Files are read from disk by the name the visitor picked. JSON, form, XML and text bodies are text:
// lib/snippets writes them as they are.
//
// FormData is not used: it names a Blob part "blob" (a JSON part would get `filename="blob"`, which the tester does
// not send) and turns a text value's line breaks into CRLF.

/** The spec without a Content-Type header: curl --form writes its own, with the boundary. */
function withoutContentType(spec: RequestSpec): RequestSpec {
  return {
    ...spec,
    headers: Object.fromEntries(Object.entries(spec.headers).filter(([name]) => name.toLowerCase() !== "content-type")),
  }
}

/** Inserts `line` as the last option of a fetch or axios call (before its closing `});`). */
function withOption(code: string, line: string): string {
  const at = code.indexOf("\n});\n")
  if (at === -1) throw new Error("snippet changed: its options no longer end with '});'")
  return `${code.slice(0, at)}\n${line}${code.slice(at)}`
}

const READ_FILE = 'import { readFile } from "node:fs/promises";'

/** The boundary of a multipart body code: its own, else the one the Content-Type header names. */
export function boundaryOfCode(body: Extract<BodyCode, { kind: "multipart" }>, contentType: string): string {
  return body.boundary ?? /;\s*boundary=([^;\s]+)/i.exec(contentType)?.[1] ?? "----ApiExplorerBoundary"
}

function contentTypeOfSpec(spec: RequestSpec): string {
  return Object.entries(spec.headers).find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? ""
}

/** The lines that build the multipart body `multipart` for fetch and axios: text pieces and files (Node.js 18+). */
function multipartLines(body: Extract<BodyCode, { kind: "multipart" }>, boundary: string): string[] {
  const pieces = multipartPieces(body.parts, boundary).map((piece) =>
    "file" in piece ? `  await readFile(${jsString(piece.file)}),` : `  ${jsString(piece.text)},`,
  )
  return [
    "// The multipart body exactly as it is sent, part by part (the boundary is the one its Content-Type names).",
    "const multipart = new Blob([",
    ...pieces,
    "]);",
    "",
  ]
}

/** A fetch or axios snippet (`option` is "body" or "data") with the multipart or file body. */
function jsCode(generate: (spec: RequestSpec) => string, option: string, spec: RequestSpec, body: BodyCode): string {
  const isFile = body.kind === "file"
  // axios sends an ArrayBuffer as it is (a Blob would have its type set as the Content-Type in Node.js).
  const multipart = option === "data" ? "await multipart.arrayBuffer()" : "multipart"
  const value = isFile ? `await readFile(${jsString(body.fileName)})` : multipart
  const code = withOption(generate(spec), `  ${option}: ${value},`)
  const lines = code.split("\n")
  // axios's snippet starts with its own import (and a blank line): readFile's goes beside it.
  const own = lines[0]?.startsWith("import ") ? lines.slice(0, 1) : []
  const rest = lines.slice(own.length === 0 ? 0 : 2)
  const readsFile = isFile || body.parts.some((part) => part.fileName !== undefined)
  const imports = [...own, ...(readsFile ? [READ_FILE] : [])]
  const built = isFile ? [] : multipartLines(body, boundaryOfCode(body, contentTypeOfSpec(spec)))
  return [...imports, ...(imports.length > 0 ? [""] : []), ...built, ...rest].join("\n")
}

/** The fetch snippet for the request; `body` when it is multipart or a file. */
export function fetchCode(spec: RequestSpec, body?: BodyCode): string {
  return body ? jsCode(toFetch, "body", spec, body) : toFetch(spec)
}

/** The axios snippet for the request; `body` when it is multipart or a file. */
export function axiosCode(spec: RequestSpec, body?: BodyCode): string {
  return body ? jsCode(toAxios, "data", spec, body) : toAxios(spec)
}

/** A value inside a curl --form argument: double-quoted, `"` and `\` escaped (so `;` and `,` stay in it). */
function curlFormValue(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&")}"`
}

/**
 * The cURL command for the request; `body` when it is multipart (a text part as --form-string, read literally; a part
 * with a type or a file as --form with `;type=`) or a file (--data-binary @file).
 */
export function curlCode(spec: RequestSpec, body?: BodyCode): string {
  if (!body) return toCurl(spec)
  const lines =
    body.kind === "file"
      ? [`  --data-binary ${shellQuote(`@${body.fileName}`)}`]
      : body.parts.map((part) => {
          const type = part.contentType === undefined ? "" : `;type=${part.contentType}`
          if (part.fileName !== undefined)
            return `  --form ${shellQuote(`${part.name}=@${curlFormValue(part.fileName)}${type}`)}`
          if (part.contentType === undefined) return `  --form-string ${shellQuote(`${part.name}=${part.value ?? ""}`)}`
          return `  --form ${shellQuote(`${part.name}=${curlFormValue(part.value ?? "")}${type}`)}`
        })
  const code = toCurl(body.kind === "file" ? spec : withoutContentType(spec))
  return `${code.trimEnd()} \\\n${lines.join(" \\\n")}\n`
}
