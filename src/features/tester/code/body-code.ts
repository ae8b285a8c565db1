import { jsString, shellQuote, toAxios, toCurl, toFetch, type RequestSpec } from "@/lib/snippets"
import type { BodyCode } from "../request/tester-request"

// Code for an opened API's multipart or file body (docs/open-any-api.md, "Request bodies"): the snippets send the
// parts the tester sends — fetch and axios with FormData (the runtime writes the boundary), cURL with --form — and a
// file body as the file's bytes (`--data-binary @file`). Files are read from disk by the name the visitor picked.
// JSON, form, XML and text bodies are text: lib/snippets writes them as they are.

/** The spec without a Content-Type header: FormData and curl --form write their own, with the boundary. */
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

/** The lines that build the FormData `form` for fetch and axios (Node.js 18+: files read with readFile). */
function formLines(body: Extract<BodyCode, { kind: "multipart" }>): string[] {
  const appends = body.parts.map((part) => {
    const type = part.contentType === undefined ? "" : `, { type: ${jsString(part.contentType)} }`
    if (part.fileName !== undefined)
      return `form.append(${jsString(part.name)}, new Blob([await readFile(${jsString(part.fileName)})]${type}), ${jsString(part.fileName)});`
    if (part.contentType !== undefined)
      return `form.append(${jsString(part.name)}, new Blob([${jsString(part.value ?? "")}]${type}));`
    return `form.append(${jsString(part.name)}, ${jsString(part.value ?? "")});`
  })
  return ["const form = new FormData();", ...appends, ""]
}

/** A fetch or axios snippet (`option` is "body" or "data") with the multipart or file body. */
function jsCode(generate: (spec: RequestSpec) => string, option: string, spec: RequestSpec, body: BodyCode): string {
  const isFile = body.kind === "file"
  const value = isFile ? `await readFile(${jsString(body.fileName)})` : "form"
  const code = withOption(generate(isFile ? spec : withoutContentType(spec)), `  ${option}: ${value},`)
  const lines = code.split("\n")
  // axios's snippet starts with its own import (and a blank line): readFile's goes beside it.
  const own = lines[0]?.startsWith("import ") ? lines.slice(0, 1) : []
  const rest = lines.slice(own.length === 0 ? 0 : 2)
  const readsFile = isFile || body.parts.some((part) => part.fileName !== undefined)
  const imports = [...own, ...(readsFile ? [READ_FILE] : [])]
  return [...imports, ...(imports.length > 0 ? [""] : []), ...(isFile ? [] : formLines(body)), ...rest].join("\n")
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
