// @vitest-environment node
// 'More languages' code for each body kind, table-driven: language × body kind. Every language's code
// is checked as text, and read back into the bytes it sends: PowerShell's and Go's (no runtime here) by interpreting
// the few statements they are built from — as .NET's UTF8.GetBytes and Go's mime/multipart Writer write them — and
// compared with the tester's bytes. Python, Node.js, curl and HTTPie's input also RUN in snippet-bodies.test.ts.
import { execFileSync } from "node:child_process"
import { format as gofmt } from "@wasm-fmt/gofmt"
import * as acorn from "acorn"
import { describe, expect, it } from "vitest"
import { multipartChunks, type MultipartPart } from "@/lib/request-body/encode-multipart"
import type { ExactRequest } from "../request/tester-request"
import { bodyLanguageCode, goString, psString, pyString, type BodyLanguage } from "./body-languages"

const URL = "https://api.example.dev/v1/upload?q=it's"
const HREF = "https://api.example.dev/v1/upload?q=it%27s"
const FILE = new Uint8Array([0x89, 0x50, 0x00, 0xff, 0x0d, 0x0a])
const BOUNDARY = "----ApiExplorerBoundary0123456789abcdef"

const PARTS: MultipartPart[] = [
  { name: "note", value: "front view 'é' \"q\" ‘x’ $x `y`\nline two" },
  { name: "meta", value: '{"title":"Q3"}', contentType: "application/json" },
  { name: "file", file: new Blob([FILE]), filename: "rex.png", contentType: "image/png" },
  { name: 'say "hi"', value: "\ufeffbom" },
]

const headers = (type: string): [string, string][] => [
  ["Accept", "application/json"],
  ["Content-Type", type],
]

type Kind = { label: string; request: ExactRequest; bytes: () => Promise<Uint8Array> }

const utf8 = (text: string) => new TextEncoder().encode(text)

const text = (label: string, type: string, body: string): Kind => ({
  label,
  request: { method: "POST", url: URL, headers: headers(type), body },
  bytes: async () => utf8(body),
})

const KINDS: Kind[] = [
  text("JSON", "application/json", '{\n  "name": "Rex é 😀",\n  "note": "it\'s \\"q\\" ‘x’ $x `y`"\n}'),
  text("form", "application/x-www-form-urlencoded", "amount=2000&metadata[order_id]=6735&note=rush+%26+gift"),
  text("text/plain with CRLF", "text/plain", "line one\r\nline ‘two’ $x\r\n"),
  text("XML", "application/xml", '<pet><name>Rex &amp; "co"</name></pet>'),
  {
    label: "multipart",
    request: {
      method: "POST",
      url: URL,
      headers: headers(`multipart/form-data; boundary=${BOUNDARY}`),
      bodyCode: {
        kind: "multipart",
        boundary: BOUNDARY,
        parts: PARTS.map((part) => ({
          name: part.name,
          ...("file" in part ? { fileName: part.filename } : { value: part.value }),
          ...(part.contentType === undefined ? {} : { contentType: part.contentType }),
        })),
      },
    },
    bytes: async () => new Uint8Array(await new Blob(multipartChunks(PARTS, BOUNDARY)).arrayBuffer()),
  },
  {
    label: "file",
    request: {
      method: "PUT",
      url: URL,
      headers: headers("application/octet-stream"),
      bodyCode: { kind: "file", fileName: "rex.png", contentType: "application/octet-stream" },
    },
    bytes: async () => FILE,
  },
]

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}

// ---------- PowerShell, read back ----------

const PS_STRING = String.raw`'((?:[^'\u2018-\u201b]|(['\u2018-\u201b])\2)*)'`

function psValue(literal: string): string {
  return literal.slice(1, -1).replace(/(['\u2018-\u201b])\1/g, "$1")
}

/** A psText expression: one verbatim string, or `(@('a', 'b') -join "`r`n")`. */
function psTextValue(expression: string): string {
  const strings = [...expression.matchAll(new RegExp(PS_STRING, "g"))].map((m) => psValue(m[0]))
  return expression.startsWith("(@(") ? strings.join("\r\n") : (strings[0] ?? "")
}

/** The bytes PowerShell code sends: `$body` built from UTF8.GetBytes and ReadAllBytes (FILE), or -InFile (FILE). */
function psBytes(code: string): Uint8Array {
  if (/-InFile '/.test(code)) return FILE
  const single = /^\$body = \[System\.Text\.Encoding\]::UTF8\.GetBytes\((.*)\)$/ms.exec(code.split("\n\n")[1] ?? "")
  if (single) return utf8(psTextValue(single[1] ?? ""))
  const chunks = [...code.matchAll(/^\$body\.AddRange\(([\s\S]*?)\)$/gm)].map((m) => {
    const call = m[1] ?? ""
    if (call.startsWith("[System.IO.File]::ReadAllBytes")) return FILE
    const inner = /^\[System\.Text\.Encoding\]::UTF8\.GetBytes\(([\s\S]*)\)$/.exec(call)?.[1]
    if (inner === undefined) throw new Error(`unexpected: ${call}`)
    return utf8(psTextValue(inner))
  })
  return concat(chunks)
}

// ---------- Go, read back ----------

const GO_STRING = String.raw`"(?:[^"\\\n]|\\.)*"`

/** The bytes Go code sends: strings.NewReader's text, os.Open's file, or mime/multipart's Writer as Go writes it. */
function goBytes(code: string): Uint8Array {
  const reader = new RegExp(`strings\\.NewReader\\((${GO_STRING})\\)`).exec(code)
  if (reader) return utf8(JSON.parse(reader[1] ?? '""') as string)
  if (/payload, _ := os\.Open\(/.test(code)) return FILE
  const boundary = JSON.parse(new RegExp(`form\\.SetBoundary\\((${GO_STRING})\\)`).exec(code)?.[1] ?? '""') as string
  const out: Uint8Array[] = []
  let parts = 0
  for (const line of code.split("\n").map((l) => l.trim())) {
    const create = /^part, _ :?= form\.CreatePart\(textproto\.MIMEHeader\{(.*)\}\)$/.exec(line)
    if (create) {
      // Writer.CreatePart: "--b\r\n" (after the first part "\r\n--b\r\n"), the headers sorted by name, a blank line.
      const fields = [...(create[1] ?? "").matchAll(new RegExp(`(${GO_STRING}): \\{(${GO_STRING})\\}`, "g"))]
        .map((m) => [JSON.parse(m[1] ?? "") as string, JSON.parse(m[2] ?? "") as string] as const)
        .sort(([a], [b]) => (a < b ? -1 : 1))
      out.push(utf8(`${parts++ === 0 ? "" : "\r\n"}--${boundary}\r\n`))
      for (const [name, value] of fields) out.push(utf8(`${name}: ${value}\r\n`))
      out.push(utf8("\r\n"))
    }
    const write = new RegExp(`^part\\.Write\\(\\[\\]byte\\((${GO_STRING})\\)\\)$`).exec(line)
    if (write) out.push(utf8(JSON.parse(write[1] ?? "") as string))
    if (line === "io.Copy(part, file)") out.push(FILE)
    // Writer.Close: "\r\n--b--\r\n".
    if (line === "form.Close()") out.push(utf8(`${parts === 0 ? "" : "\r\n"}--${boundary}--\r\n`))
  }
  return concat(out)
}

const LANGUAGES: BodyLanguage[] = ["python", "node", "httpie", "powershell", "go"]

describe.each(KINDS)("$label", (kind) => {
  const code = (language: BodyLanguage) => bodyLanguageCode(language, kind.request)

  it("Python: parses (python3's ast when installed); method, URL and headers as sent", () => {
    const python = code("python")
    expect(python).toContain(`    ${pyString(kind.request.method)},\n    ${pyString(HREF)},\n`)
    if (kind.request.bodyCode?.kind === "multipart") {
      // requests writes its own multipart Content-Type and boundary.
      expect(python).not.toContain("Content-Type")
      expect(python).toContain('        ("meta", (None, "{\\"title\\":\\"Q3\\"}", "application/json")),')
      expect(python).toContain('        ("file", ("rex.png", open("rex.png", "rb"), "image/png")),')
    } else expect(python).toContain(`        "Content-Type": ${pyString(kind.request.headers[1]?.[1] ?? "")},`)
    try {
      execFileSync("python3", ["-c", "import ast, sys; ast.parse(sys.stdin.read())"], { input: python })
    } catch (error) {
      if ((error as { code?: string }).code !== "ENOENT") throw error
    }
  })

  it("Node.js: parses as a module", () => {
    expect(() => acorn.parse(code("node"), { ecmaVersion: "latest", sourceType: "module" })).not.toThrow()
  })

  it("HTTPie: bash -n accepts it", () => {
    expect(() => execFileSync("bash", ["-n"], { input: code("httpie") })).not.toThrow()
  })

  it("PowerShell: sends the tester's bytes with its headers", async () => {
    const ps = code("powershell")
    expect(ps).toContain(`-Uri ${psString(HREF)} -Method ${psString(kind.request.method)} -Headers $headers`)
    for (const [name, value] of kind.request.headers) expect(ps).toContain(`  ${psString(name)} = ${psString(value)}\n`)
    expect(psBytes(ps)).toEqual(await kind.bytes())
  })

  it("Go: gofmt accepts it, and it sends the tester's bytes with its headers", async () => {
    const go = code("go")
    expect(() => gofmt(go)).not.toThrow()
    expect(go).toContain(`requestUrl := ${goString(HREF)}`)
    expect(go).toContain(`http.NewRequest(${goString(kind.request.method)}, requestUrl, payload)`)
    for (const [name, value] of kind.request.headers)
      expect(go).toContain(`req.Header.Add(${goString(name)}, ${goString(value)})`)
    expect(goBytes(go)).toEqual(await kind.bytes())
  })

  it("no language says the body is left out", () => {
    for (const language of LANGUAGES) expect(code(language)).not.toMatch(/The body is the file|Your data here/)
  })
})

describe("exact code", () => {
  const multipart = KINDS.find((k) => k.label === "multipart")?.request as ExactRequest
  const file = KINDS.find((k) => k.label === "file")?.request as ExactRequest

  it("Go: a multipart body through mime/multipart with the tester's boundary and each part's own headers", () => {
    const go = bodyLanguageCode("go", multipart)
    expect(go).toContain(`\tform.SetBoundary("${BOUNDARY}")\n`)
    expect(go).toContain(
      '\tpart, _ = form.CreatePart(textproto.MIMEHeader{"Content-Disposition": {"form-data; name=\\"meta\\""}, "Content-Type": {"application/json"}})\n\tpart.Write([]byte("{\\"title\\":\\"Q3\\"}"))\n',
    )
    expect(go).toContain('\tpart.Write([]byte("\\ufeffbom"))\n')
    expect(go).toContain(
      '\tif file, err := os.Open("rex.png"); err == nil {\n\t\tio.Copy(part, file)\n\t\tfile.Close()\n\t}\n',
    )
  })

  it("PowerShell: a file body with -InFile; multipart bytes from verbatim strings and the file", () => {
    expect(bodyLanguageCode("powershell", file)).toContain("-Headers $headers -InFile 'rex.png'\n")
    const ps = bodyLanguageCode("powershell", multipart)
    expect(ps).toContain(
      "$body.AddRange([System.IO.File]::ReadAllBytes((Resolve-Path -LiteralPath 'rex.png').ProviderPath))\n",
    )
    expect(ps).toContain("-Body $body.ToArray()")
    // Every single quote PowerShell knows is doubled inside a verbatim string.
    expect(ps).toContain("front view ''é'' \"q\" ‘‘x’’ $x `y`")
  })

  it("HTTPie: the multipart body piped in (printf and cat), a file on stdin, text with --raw", () => {
    expect(bodyLanguageCode("httpie", multipart)).toContain(
      `  cat -- 'rex.png'\n  printf '%s\\r\\n' '' '--${BOUNDARY}'`,
    )
    expect(bodyLanguageCode("httpie", file)).toMatch(/^http 'PUT' .*\n {2}< 'rex\.png'\n$/s)
    expect(bodyLanguageCode("httpie", KINDS[1]?.request as ExactRequest)).toContain(
      "  --raw='amount=2000&metadata[order_id]=6735&note=rush+%26+gift'\n",
    )
  })

  it("Python: data= with the exact text as UTF-8, or the file", () => {
    expect(bodyLanguageCode("python", KINDS[0]?.request as ExactRequest)).toContain(
      '    data="{\\n  \\"name\\": \\"Rex é 😀\\",\\n  \\"note\\": \\"it\'s \\\\\\"q\\\\\\" ‘x’ $x `y`\\"\\n}".encode("utf-8"),\n',
    )
    expect(bodyLanguageCode("python", file)).toContain('    data=open("rex.png", "rb"),\n')
  })

  it("throws for a request without a body (toLanguage gives those to snippetz)", () => {
    expect(() => bodyLanguageCode("go", { method: "GET", url: URL, headers: [] })).toThrow()
  })
})
