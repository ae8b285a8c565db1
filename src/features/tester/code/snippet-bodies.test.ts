// @vitest-environment node
// Issue 32 §3: every snippet sends exactly the body the tester sends. For each body kind, the request is built as the
// tester builds it (prepareBody → buildTesterRequest); each snippet that has a runtime on this machine (Node.js for
// fetch, 'Node.js (fetch)' and axios's code with a stand-in for axios, curl, Python's requests, bash for HTTPie's
// input) is RUN against a server on 127.0.0.1,
// and the bytes it receives are compared with the tester's: byte for byte, or for multipart bodies whose runtime picks
// its own boundary (curl, requests) part by part. PowerShell and Go have no runtime here: their code is checked as text
// (body-languages.test.ts).
import { execFile, execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DocumentedBody } from "@/data/api-schema"
import { prepareBody, type FileField } from "../request/body/request-body"
import { buildTesterRequest, type OptIn, type TesterRequest } from "../request/tester-request"
import { axiosCode, curlCode, fetchCode } from "./body-code"
import { toLanguage } from "./more-languages"

type Received = { contentType: string; body: Buffer }

let server: Server
let base = ""
let dir = ""
const received: Received[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "snippet-bodies-"))
  writeFileSync(join(dir, "rex.png"), PNG)
  writeFileSync(join(dir, "q3.pdf"), PDF)
  // axios is not installed here: a stand-in hands the snippet's `data` to fetch as it is, as axios's Node.js adapter
  // sends a string, a Buffer or an ArrayBuffer (so this checks the bytes the snippet gives axios, not axios itself).
  mkdirSync(join(dir, "node_modules", "axios"), { recursive: true })
  writeFileSync(
    join(dir, "node_modules", "axios", "package.json"),
    '{"name":"axios","type":"module","main":"index.js"}',
  )
  writeFileSync(
    join(dir, "node_modules", "axios", "index.js"),
    "export default async function axios({ method, url, headers, data }) {\n" +
      "  const response = await fetch(url, { method, headers, body: data })\n" +
      "  return { status: response.status, headers: {}, data: await response.json() }\n" +
      "}\n",
  )
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      received.push({ contentType: request.headers["content-type"] ?? "", body: Buffer.concat(chunks) })
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x0d, 0x0a])
const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n\r\n", "latin1")
const BOUNDARY = "----ApiExplorerBoundary0123456789abcdef"

type Case = { label: string; body: DocumentedBody; text: string; files?: FileField[] }

const CASES: Case[] = [
  {
    label: "JSON",
    body: { mediaType: "application/json" },
    text: '{\n  "name": "Rex é 😀",\n  "note": "it\'s $HOME `x` \\\\ ‘y’",\n  "tags": ["a", "b"]\n}',
  },
  {
    label: "x-www-form-urlencoded (Stripe brackets)",
    body: { mediaType: "application/x-www-form-urlencoded" },
    text: "amount=2000\nmetadata[order_id]=6735\nmetadata[note]=rush & gift é\nitems[0][price]=price_1\nname=it's",
  },
  {
    label: "multipart/form-data (text, JSON part, file)",
    body: {
      mediaType: "multipart/form-data",
      encoding: { meta: { contentType: "application/json" } },
    },
    text: 'note=front view é \'quoted\' "double"\nmeta={"title":"Q3 report","tags":["finance"]}\nnote=second\n@odd=;type=x',
    files: [{ name: "file", file: new File([PNG], "rex.png", { type: "image/png" }) }],
  },
  {
    label: "binary from a file",
    body: { mediaType: "application/octet-stream" },
    text: "",
    files: [{ name: "", file: new File([PDF], "q3.pdf") }],
  },
  { label: "text/plain", body: { mediaType: "text/plain" }, text: "A photo of Rex\nline two ‘$x’ `y` \\ é\n" },
  { label: "XML", body: { mediaType: "application/xml" }, text: '<pet><name>Rex &amp; "co"</name></pet>' },
]

function build(c: Case): TesterRequest {
  const prepared = prepareBody({ body: c.body, text: c.text, files: c.files ?? [] }, BOUNDARY)
  if (!prepared.ok) throw new Error(prepared.problem)
  const optIn: OptIn =
    prepared.kind === "text"
      ? {
          headers: [],
          body: prepared.text,
          media: { kind: "text", contentType: prepared.contentType, isJson: prepared.isJson },
        }
      : { headers: [], media: prepared }
  return buildTesterRequest({
    api: { baseUrl: base, id: "opened-test" },
    endpoint: { method: "POST", path: "/upload" },
    values: {},
    apiKey: "",
    optIn,
  })
}

/** The bytes the tester sends. */
async function sentOf(request: TesterRequest): Promise<Received> {
  const body = request.send.body
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(await new Response(body).arrayBuffer())
  return { contentType: request.send.headers["Content-Type"] ?? "", body: bytes }
}

type Part = { head: string; body: string }

/** A multipart body's parts (head lines and bytes as latin1 text, so any byte compares), boundary aside. */
function partsOf({ contentType, body }: Received): Part[] {
  const boundary = /boundary=(\S+)/.exec(contentType)?.[1]
  expect(boundary, contentType).toBeDefined()
  const text = body.toString("latin1")
  const sections = text.split(`--${boundary}`)
  expect(sections[0]).toBe("")
  expect(sections.at(-1)).toBe("--\r\n")
  return sections.slice(1, -1).map((section) => {
    expect(section.startsWith("\r\n") && section.endsWith("\r\n")).toBe(true)
    const inner = section.slice(2, -2)
    const at = inner.indexOf("\r\n\r\n")
    return { head: inner.slice(0, at), body: inner.slice(at + 4) }
  })
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd: dir, timeout: 20_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} failed: ${stderr || error.message}`)) : resolve(stdout),
    )
  })
}

/** Runs `code` with a runtime and returns what the server received from it. */
async function received1(file: string, code: string, command: string, args: string[] = []): Promise<Received> {
  const from = received.length
  writeFileSync(join(dir, file), code)
  await run(command, [...args, file])
  const got = received.slice(from)
  expect(got, code).toHaveLength(1)
  return got[0] as Received
}

/** HTTPie is not installed: bash runs the code with an `http` that writes its body (stdin or --raw) to a file. */
async function httpieBody(code: string): Promise<Buffer> {
  const shim = `http() {
  for a in "$@"; do case "$a" in --raw=*) printf '%s' "\${a#--raw=}" > body.out; return;; esac; done
  cat > body.out
}
`
  writeFileSync(join(dir, "httpie.sh"), shim + code)
  await run("bash", ["httpie.sh"])
  return readFileSync(join(dir, "body.out"))
}

function hasCommand(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`])
    return true
  } catch {
    return false
  }
}

const hasPython = hasCommand("python3")
const hasCurl = hasCommand("curl")

describe.each(CASES)("$label", { timeout: 60_000 }, (c) => {
  const isMultipart = c.body.mediaType.startsWith("multipart/")

  /** Exactly the tester's bytes and Content-Type. */
  async function expectExact(got: Received, code: string) {
    const sent = await sentOf(build(c))
    expect(got.contentType, code).toBe(sent.contentType)
    expect(got.body.equals(sent.body), `${code}\n---\n${got.body.toString("latin1")}`).toBe(true)
  }

  /** The tester's bytes, or for multipart its parts in order (the runtime writes its own boundary). */
  async function expectSameParts(got: Received, code: string) {
    const sent = await sentOf(build(c))
    if (!isMultipart) return expectExact(got, code)
    expect(partsOf(sent).length).toBe(5)
    expect(got.contentType.split(";")[0]).toBe(sent.contentType.split(";")[0])
    expect(partsOf(got), code).toEqual(partsOf(sent))
  }

  it("Fetch Code (Node.js 20) sends the tester's bytes", async () => {
    const request = build(c)
    const code = fetchCode(request.snippet, request.bodyCode)
    await expectExact(await received1("fetch.mjs", code, "node"), code)
  })

  it("Axios Code hands axios the tester's bytes (a stand-in for axios sends them with fetch)", async () => {
    const request = build(c)
    const code = axiosCode(request.snippet, request.bodyCode)
    await expectExact(await received1("axios.mjs", code, "node"), code)
  })

  it("'More languages' Node.js (fetch) sends the tester's bytes", async () => {
    const code = toLanguage("node", build(c).exact)
    await expectExact(await received1("node.mjs", code, "node"), code)
  })

  it.skipIf(!hasCurl)("cURL sends the tester's body (multipart: the same parts)", async () => {
    const request = build(c)
    const code = curlCode(request.snippet, request.bodyCode)
    await expectSameParts(await received1("curl.sh", code, "bash"), code)
  })

  it.skipIf(!hasPython)("Python (requests) sends the tester's body (multipart: the same parts)", async () => {
    const code = toLanguage("python", build(c).exact)
    await expectSameParts(await received1("snippet.py", code, "python3"), code)
  })

  it("HTTPie is handed the tester's bytes (bash runs the code; http itself is not installed)", async () => {
    const code = toLanguage("httpie", build(c).exact)
    const sent = await sentOf(build(c))
    expect((await httpieBody(code)).equals(sent.body), code).toBe(true)
    expect(code).toContain(`'Content-Type:${sent.contentType}'`)
  })
})
