import { execFile, execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import {
  expect,
  expectNoViolations,
  LAYOUTS,
  openPastedDescription,
  passCopiedLabel,
  sendAndWait,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// Issue 32 §3: "Snippets in every language send exactly the body the tester sends (multipart and form included);
// cURL copies too." For each body kind of one operation (JSON, a Stripe-style form, multipart with a JSON part and a
// file, a binary file, text/plain, XML), the tester sends to a server of the test's own on 127.0.0.1; then the code the
// visitor copies — cURL, Fetch Code, and 'More languages' Python (requests) and Node.js (fetch) — is RUN on this
// machine (node, curl, python3) against the same server, with the picked files beside it, and what it sends is
// compared with what the tester sent: byte for byte, and for multipart bodies whose runtime writes its own boundary
// (curl, requests) part by part. HTTPie, PowerShell, Go and axios have no runtime here: unit tests check their code
// (src/features/tester/code/body-languages.test.ts, body-code.test.ts; bash runs HTTPie's in snippet-bodies.test.ts).

type Received = { method: string; path: string; contentType: string; body: Buffer }

let server: Server
let base = ""
let dir = ""
const received: Received[] = []

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x0d, 0x0a])
const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n\r\n", "latin1")

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "e2e-snippet-bodies-"))
  writeFileSync(join(dir, "rex.png"), PNG)
  writeFileSync(join(dir, "q3.pdf"), PDF)
  server = createServer((request: IncomingMessage, response) => {
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      "access-control-allow-methods": "POST",
    }
    if (request.method === "OPTIONS") return response.writeHead(204, cors).end()
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"] ?? "",
        body: Buffer.concat(chunks),
      })
      response.writeHead(200, { ...cors, "content-type": "application/json" }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  rmSync(dir, { recursive: true, force: true })
})

function hasCommand(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`])
    return true
  } catch {
    return false
  }
}

/** Runs a copied snippet in the test's folder (beside the picked files); resolves when it has exited. */
function run(command: string, file: string, code: string): Promise<void> {
  writeFileSync(join(dir, file), code)
  return new Promise((resolve, reject) => {
    execFile(command, [file], { cwd: dir, timeout: 30_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${command} ${file} failed: ${stderr || error.message}\n${code}`)) : resolve(),
    )
  })
}

type Part = { head: string; body: string }

/** A multipart body's parts (head lines, and bytes as latin1 text so any byte compares), boundary aside. */
function partsOf({ contentType, body }: Received): Part[] {
  const boundary = /boundary=(\S+)/.exec(contentType)?.[1] ?? ""
  expect(boundary, contentType).not.toBe("")
  const sections = body.toString("latin1").split(`--${boundary}`)
  expect(sections[0]).toBe("")
  expect(sections.at(-1)).toBe("--\r\n")
  return sections.slice(1, -1).map((section) => {
    const inner = section.slice(2, -2)
    const at = inner.indexOf("\r\n\r\n")
    return { head: inner.slice(0, at), body: inner.slice(at + 4) }
  })
}

const DESCRIPTION = (url: string) => `openapi: 3.1.0
info: { title: Upload Desk, version: "1" }
servers: [{ url: "${url}" }]
paths:
  /upload:
    post:
      summary: Upload anything
      requestBody:
        content:
          application/json:
            example: { name: "Rex é", tags: [dog, "it's"] }
          application/x-www-form-urlencoded:
            example: { amount: 2000, currency: usd, metadata: { order_id: "6735" } }
          multipart/form-data:
            schema:
              type: object
              properties:
                note: { type: string }
                metadata: { type: object }
                file: { type: string, format: binary }
            encoding:
              metadata: { contentType: application/json }
            example:
              note: front view
              metadata: { title: Q3 report, tags: [finance] }
          application/octet-stream: {}
          text/plain:
            example: A photo of Rex
          application/xml:
            example: "<pet><name>Rex</name></pet>"
      responses: { "200": { description: ok } }
`

type Kind = {
  mediaType: string
  /** Fills the editor for this media type (the prefilled text edited, a file picked). */
  fill: (page: Page) => Promise<void>
}

const KINDS: Kind[] = [
  {
    mediaType: "application/json",
    fill: (page) => page.getByLabel("JSON body").fill('{\n  "name": "Rex é 😀",\n  "note": "it\'s $HOME `x`"\n}'),
  },
  {
    mediaType: "application/x-www-form-urlencoded",
    fill: (page) =>
      page
        .getByLabel("Form fields (one name=value per line)")
        .fill("amount=2000\ncurrency=usd\nmetadata[order_id]=6735\nmetadata[note]=rush order & gift é"),
  },
  {
    mediaType: "multipart/form-data",
    fill: async (page) => {
      const fields = page.getByLabel("Form fields (one name=value per line)")
      await fields.fill(`note=front view 'é' "q"\nmetadata={"title":"Q3 report","tags":["finance"]}`)
      await page.getByRole("button", { name: "Add file field" }).click()
      await page.getByLabel("File field 1 name").fill("file")
      await page.getByLabel("File for file").setInputFiles({ name: "rex.png", mimeType: "image/png", buffer: PNG })
    },
  },
  {
    mediaType: "application/octet-stream",
    fill: (page) =>
      page.getByLabel("File to send").setInputFiles({ name: "q3.pdf", mimeType: "application/pdf", buffer: PDF }),
  },
  { mediaType: "text/plain", fill: (page) => page.getByLabel("Text body").fill("A photo of Rex\nline two ‘$x’ é") },
  {
    mediaType: "application/xml",
    fill: (page) => page.getByLabel("XML body").fill('<pet><name>Rex &amp; "co"</name></pet>'),
  },
]

const VIEWS = LAYOUTS

/**
 * Clicks a Copy button and reads the clipboard. The button then reads 'Copied' for 2000 ms (COPIED_MS), and 'More
 * languages' keeps one button for every language: the page's clock is moved past that, so the next language's
 * 'Copy … code' is there at once instead of ~2 s later in real time.
 */
async function copied(page: Page, button: string): Promise<string> {
  await page.getByRole("button", { name: button, exact: true }).click()
  const text = await page.evaluate(() => navigator.clipboard.readText())
  await passCopiedLabel(page)
  return text
}

const hasPython = hasCommand("python3")
const hasCurl = hasCommand("curl")

for (const [label, width, height, theme] of VIEWS) {
  // The code is the same at every width and theme: it is run in one layout (each run starts node, python3 or curl,
  // 24 runs a layout), and the others check that each button copies it.
  const runsCode = label === VIEWS[0][0]
  test.describe(label, () => {
    test.beforeEach(async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"])
      await page.clock.install()
      await page.setViewportSize({ width, height })
      await useTheme(page, theme)
    })

    test(`every body kind: ${runsCode ? "the copied cURL, fetch, Python and Node.js code send what the tester sent" : "each Copy button copies the code"}`, async ({
      page,
    }) => {
      test.setTimeout(240_000)
      await openPastedDescription(page, DESCRIPTION(base), "Upload Desk")
      await testEndpoint(page, "Upload anything")
      for (const kind of KINDS) {
        await page.getByLabel("Media type").selectOption(kind.mediaType)
        await kind.fill(page)
        const from = received.length
        await sendAndWait(page)
        const sent = received.slice(from)
        expect(sent, kind.mediaType).toHaveLength(1)
        const tester = sent[0] as Received
        expect(tester.path).toBe("/upload")
        expect(tester.contentType.split(";")[0]).toBe(kind.mediaType)
        const multipart = kind.mediaType.startsWith("multipart/")
        if (multipart) expect(partsOf(tester).map((part) => part.head.split("\r\n")[0])).toHaveLength(3)
        if (kind.mediaType === "application/octet-stream") expect(tester.body.equals(PDF)).toBe(true)

        /** Runs the code and checks the request it sends: the tester's bytes, or (`byParts`) its parts. */
        const check = async (name: string, command: string, file: string, code: string, byParts = false) => {
          if (!runsCode) {
            expect(code, name).toContain(`${base}/upload`)
            return
          }
          const at = received.length
          await run(command, file, code)
          const got = received.slice(at)
          expect(got, `${name}, ${kind.mediaType}`).toHaveLength(1)
          const snippet = got[0] as Received
          expect(snippet.method).toBe("POST")
          expect(snippet.path).toBe("/upload")
          if (multipart && byParts) {
            expect(snippet.contentType.split(";")[0]).toBe("multipart/form-data")
            expect(partsOf(snippet), `${name}\n${code}`).toEqual(partsOf(tester))
          } else {
            expect(snippet.contentType, `${name}\n${code}`).toBe(tester.contentType)
            expect(snippet.body.equals(tester.body), `${name}\n${code}\n---\n${snippet.body.toString("latin1")}`).toBe(
              true,
            )
          }
        }

        if (hasCurl) await check("cURL", "bash", "curl.sh", await copied(page, "Copy cURL"), true)
        await page.getByRole("tab", { name: "Fetch Code" }).click()
        await check("fetch", "node", "fetch.mjs", await copied(page, "Copy fetch code"))
        const language = page.getByLabel("Language", { exact: true })
        await language.selectOption("node")
        await check("Node.js (fetch)", "node", "node.mjs", await copied(page, "Copy Node.js (fetch) code"))
        await language.selectOption("python")
        if (hasPython)
          await check(
            "Python (requests)",
            "python3",
            "snippet.py",
            await copied(page, "Copy Python (requests) code"),
            true,
          )
        if (kind.mediaType === "multipart/form-data")
          await expectNoViolations(page, `multipart code at ${width} px, ${theme}`, "main")
        await page.getByRole("tab", { name: "Response" }).click()
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  })
}
