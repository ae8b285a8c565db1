import { jsKey, jsString, shellQuote } from "@/lib/snippets"
import { toWellFormed } from "@/lib/url"
import type { ExactRequest } from "../request/tester-request"
import { dispositionOf, multipartPieces, type Piece } from "./exact-body"

// 'More languages' code for a request with a body (docs/open-any-api.md, "Bodies in copied code"), written by us rather than
// by @scalar/snippetz, so that each language sends exactly the bytes the tester sends: a text body (JSON as typed, a
// form as encoded, XML, text) as its UTF-8 bytes; a multipart body as the tester writes it, part by part, boundary
// included (Python: requests' own `files=` with each part's name, file name and Content-Type as the tester writes
// them, and requests' boundary); a file body as the file's bytes, read by the name the visitor picked.

/** What is sent as the body: text, a multipart body's pieces and boundary, or a file. */
export type ExactBody =
  | { kind: "text"; text: string }
  | { kind: "multipart"; boundary: string; pieces: Piece[] }
  | { kind: "file"; fileName: string }

export type BodyLanguage = "python" | "node" | "httpie" | "powershell" | "go"

/** The body of a request as code sends it, or undefined when it has none. */
export function exactBodyOf(request: ExactRequest): ExactBody | undefined {
  const code = request.bodyCode
  if (code?.kind === "file") return { kind: "file", fileName: code.fileName }
  if (code?.kind === "multipart") {
    const boundary =
      code.boundary ?? /;\s*boundary=([^;\s]+)/i.exec(contentTypeOf(request))?.[1] ?? "----ApiExplorerBoundary"
    return { kind: "multipart", boundary, pieces: multipartPieces(code.parts, boundary) }
  }
  return request.body === undefined ? undefined : { kind: "text", text: request.body }
}

/** The URL as a browser sends it (WHATWG-serialized: a `'` in the query as %27), as snippetz writes it too. */
function hrefOf(url: string): string {
  try {
    return new URL(url).href
  } catch {
    return url
  }
}

function contentTypeOf(request: ExactRequest): string {
  return request.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? ""
}

// ---------- string literals ----------

/** A Python string literal (JSON's escapes are Python's; the text as the tester sends it: lone surrogates as U+FFFD). */
export function pyString(value: string): string {
  return JSON.stringify(toWellFormed(value))
}

/**
 * A JavaScript string literal for body text: JSON's, with U+2028/U+2029 escaped (older engines reject them raw).
 * Unlike jsString, `<` stays as it is, so the body reads as typed (this code is copied, never put in a page's script).
 */
export function jsText(value: string): string {
  return JSON.stringify(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)
}

/** A Go interpreted string literal; a byte order mark is escaped (Go source may hold one only at its start). */
export function goString(value: string): string {
  return JSON.stringify(toWellFormed(value)).replaceAll("\ufeff", "\\ufeff")
}

/** A PowerShell verbatim string: every single quote PowerShell knows (' ‘ ’ ‚ ‛) doubled. */
export function psString(value: string): string {
  return `'${toWellFormed(value).replace(/['\u2018-\u201b]/g, "$&$&")}'`
}

/** An HTTPie header item (`Name:value`, `Name;` when empty), its name's `\`, `:` and `;` escaped, shell-quoted. */
function httpieHeader(name: string, value: string): string {
  const escaped = name.replaceAll("\\", "\\\\").replaceAll(":", "\\:").replaceAll(";", "\\;")
  return shellQuote(value === "" ? `${escaped};` : `${escaped}:${value}`)
}

// ---------- Python (requests) ----------

/** A multipart part as requests' `files=` tuple: (name, (file name or None, data, Content-Type)). */
function pyPart(part: Extract<NonNullable<ExactRequest["bodyCode"]>, { kind: "multipart" }>): string[] {
  return part.parts.map((p) => {
    const type = p.contentType === undefined ? "" : `, ${pyString(p.contentType)}`
    const data =
      p.fileName === undefined
        ? `(None, ${pyString(p.value ?? "")}${type})`
        : `(${pyString(p.fileName)}, open(${pyString(p.fileName)}, "rb")${type})`
    return `        (${pyString(p.name)}, ${data}),`
  })
}

function python(request: ExactRequest, body: ExactBody): string {
  const code = request.bodyCode
  const multipart = code?.kind === "multipart"
  // requests writes a multipart Content-Type itself, with its own boundary.
  const headers = request.headers.filter(([name]) => !(multipart && name.toLowerCase() === "content-type"))
  const payload =
    code?.kind === "multipart"
      ? ["    files=[", ...pyPart(code), "    ],"]
      : body.kind === "file"
        ? [`    data=open(${pyString(body.fileName)}, "rb"),`]
        : body.kind === "text"
          ? [`    data=${pyString(body.text)}.encode("utf-8"),`]
          : []
  return [
    "import requests",
    "",
    "response = requests.request(",
    `    ${pyString(request.method)},`,
    `    ${pyString(hrefOf(request.url))},`,
    "    headers={",
    ...headers.map(([name, value]) => `        ${pyString(name)}: ${pyString(value)},`),
    "    },",
    ...payload,
    ")",
    "",
    "print(response.status_code)",
    "print(response.text)",
    "",
  ].join("\n")
}

// ---------- Node.js (fetch) ----------

function node(request: ExactRequest, body: ExactBody): string {
  const readsFile = body.kind === "file" || (body.kind === "multipart" && body.pieces.some((p) => "file" in p))
  const built =
    body.kind === "multipart"
      ? [
          "// The multipart body exactly as it is sent, part by part (the boundary is the one its Content-Type names).",
          "const multipart = new Blob([",
          ...body.pieces.map((p) => ("file" in p ? `  await readFile(${jsString(p.file)}),` : `  ${jsText(p.text)},`)),
          "]);",
          "",
        ]
      : []
  const value =
    body.kind === "multipart"
      ? "multipart"
      : body.kind === "file"
        ? `await readFile(${jsString(body.fileName)})`
        : jsText(body.text)
  return [
    ...(readsFile ? ['import { readFile } from "node:fs/promises";', ""] : []),
    ...built,
    `const response = await fetch(${jsString(request.url)}, {`,
    `  method: ${jsString(request.method)},`,
    "  headers: {",
    ...request.headers.map(([name, value]) => `    ${jsKey(name)}: ${jsString(value)},`),
    "  },",
    `  body: ${value},`,
    "});",
    "",
    "console.log(response.status);",
    "console.log(await response.text());",
    "",
  ].join("\n")
}

// ---------- HTTPie ----------

/** printf lines writing `text` byte for byte: each line (split at CRLF) followed by CRLF, the rest as it is. */
function printfLines(text: string): string[] {
  const lines = text.split("\r\n")
  const last = lines.pop() ?? ""
  const out = lines.length > 0 ? [`  printf '%s\\r\\n' ${lines.map(shellQuote).join(" ")}`] : []
  if (last !== "") out.push(`  printf '%s' ${shellQuote(last)}`)
  return out
}

function httpie(request: ExactRequest, body: ExactBody): string {
  // --ignore-stdin unless the body comes from the standard input (HTTPie would otherwise wait for it).
  const stdin = body.kind !== "text"
  const command = [
    `http${stdin ? "" : " --ignore-stdin"} ${shellQuote(request.method)} ${shellQuote(hrefOf(request.url))}`,
    ...request.headers.map(([name, value]) => `  ${httpieHeader(name, value)}`),
  ].join(" \\\n")
  // HTTPie sends --raw's text, or what it reads on its standard input, as the body, as it is (HTTPie 3.2+).
  switch (body.kind) {
    case "file":
      return `${command} \\\n  < ${shellQuote(body.fileName)}\n`
    case "text":
      return `${command} \\\n  --raw=${shellQuote(body.text)}\n`
    case "multipart": {
      const lines = body.pieces.flatMap((p) => ("file" in p ? [`  cat -- ${shellQuote(p.file)}`] : printfLines(p.text)))
      return ["# The multipart body exactly as it is sent, part by part.", "{", ...lines, `} | ${command}`, ""].join(
        "\n",
      )
    }
  }
}

// ---------- PowerShell (Invoke-RestMethod) ----------

/** A PowerShell expression for `text`: verbatim strings joined with CRLF ("`r`n"). */
function psText(text: string): string {
  const lines = text.split("\r\n")
  return lines.length === 1 ? psString(text) : `(@(${lines.map(psString).join(", ")}) -join "\`r\`n")`
}

function powershell(request: ExactRequest, body: ExactBody): string {
  const setup =
    body.kind === "multipart"
      ? [
          "# The multipart body exactly as it is sent, part by part.",
          "$body = [System.Collections.Generic.List[byte]]::new()",
          ...body.pieces.map((p) =>
            "file" in p
              ? `$body.AddRange([System.IO.File]::ReadAllBytes((Resolve-Path -LiteralPath ${psString(p.file)}).ProviderPath))`
              : `$body.AddRange([System.Text.Encoding]::UTF8.GetBytes(${psText(p.text)}))`,
          ),
          "",
        ]
      : body.kind === "text"
        ? [`$body = [System.Text.Encoding]::UTF8.GetBytes(${psText(body.text)})`, ""]
        : []
  const payload =
    body.kind === "file"
      ? `-InFile ${psString(body.fileName)}`
      : body.kind === "multipart"
        ? "-Body $body.ToArray()"
        : "-Body $body"
  return [
    "$headers = @{",
    ...request.headers.map(([name, value]) => `  ${psString(name)} = ${psString(value)}`),
    "}",
    "",
    ...setup,
    `$response = Invoke-RestMethod -Uri ${psString(hrefOf(request.url))} -Method ${psString(request.method)} -Headers $headers ${payload}`,
    "$response",
    "",
  ].join("\n")
}

// ---------- Go (net/http) ----------

function go(request: ExactRequest, body: ExactBody): string {
  const code = request.bodyCode
  const imports = new Set(["fmt", "io", "net/http"])
  const setup: string[] = [`\trequestUrl := ${goString(hrefOf(request.url))}`, ""]
  if (code?.kind === "multipart" && body.kind === "multipart") {
    for (const name of ["bytes", "mime/multipart", "net/textproto"]) imports.add(name)
    setup.push(
      "\t// The multipart body exactly as it is sent, part by part.",
      "\tpayload := &bytes.Buffer{}",
      "\tform := multipart.NewWriter(payload)",
      `\tform.SetBoundary(${goString(body.boundary)})`,
    )
    code.parts.forEach((part, i) => {
      const disposition = dispositionOf(part)
      const header = [
        `"Content-Disposition": {${goString(disposition)}}`,
        ...(part.contentType === undefined ? [] : [`"Content-Type": {${goString(part.contentType)}}`]),
      ].join(", ")
      setup.push(`\tpart, _ ${i === 0 ? ":=" : "="} form.CreatePart(textproto.MIMEHeader{${header}})`)
      if (part.fileName === undefined) setup.push(`\tpart.Write([]byte(${goString(part.value ?? "")}))`)
      else {
        imports.add("os")
        setup.push(
          `\tif file, err := os.Open(${goString(part.fileName)}); err == nil {`,
          "\t\tio.Copy(part, file)",
          "\t\tfile.Close()",
          "\t}",
        )
      }
    })
    setup.push("\tform.Close()", "")
  } else if (body.kind === "file") {
    imports.add("os")
    setup.push(`\tpayload, _ := os.Open(${goString(body.fileName)})`, "\tdefer payload.Close()", "")
  } else if (body.kind === "text") {
    imports.add("strings")
    setup.push(`\tpayload := strings.NewReader(${goString(body.text)})`, "")
  }
  return [
    "package main",
    "",
    "import (",
    ...[...imports].sort().map((name) => `\t"${name}"`),
    ")",
    "",
    "func main() {",
    ...setup,
    `\treq, _ := http.NewRequest(${goString(request.method)}, requestUrl, payload)`,
    ...request.headers.map(([name, value]) => `\treq.Header.Add(${goString(name)}, ${goString(value)})`),
    "",
    "\tres, _ := http.DefaultClient.Do(req)",
    "\tdefer res.Body.Close()",
    "\tbody, _ := io.ReadAll(res.Body)",
    "",
    "\tfmt.Println(res.Status)",
    "\tfmt.Println(string(body))",
    "}",
    "",
  ].join("\n")
}

/** The code for `language` sending exactly the request's body (a request with a body only). */
export function bodyLanguageCode(language: BodyLanguage, request: ExactRequest): string {
  const body = exactBodyOf(request)
  if (body === undefined) throw new Error("bodyLanguageCode: the request has no body")
  switch (language) {
    case "python":
      return python(request, body)
    case "node":
      return node(request, body)
    case "httpie":
      return httpie(request, body)
    case "powershell":
      return powershell(request, body)
    case "go":
      return go(request, body)
  }
}
