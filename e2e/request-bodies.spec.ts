import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import {
  expect,
  expectConsoleError,
  expectNoViolations,
  gotoHydrated,
  LAYOUTS,
  openPastedDescription,
  sendAndWait,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// Request bodies of every kind (features/tester/request/body/request-body.ts): an opened API's operation that
// takes a body shows its editor open and prefilled from the document, with a media-type picker when it offers
// several, and sends the chosen media type as its Content-Type — a Swagger 2.0 formData upload with a file from disk,
// an OpenAPI 3.1 multipart upload with a JSON part, a Stripe-style nested form, a JSON body edited in the raw editor
// and the XML one the picker switches to. Requests go to a server of the test's own on 127.0.0.1, which records the
// bytes it receives; each body is asserted byte for byte (multipart: with the boundary its Content-Type names).

type Received = { method: string; path: string; contentType: string; body: Buffer }

let server: Server
let base = ""
const received: Received[] = []

test.beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      "access-control-allow-methods": "POST, PUT",
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
})

/** What the server received since `from` (requests of the test running now only: tests of a file run in turn). */
function since(from: number): Received[] {
  return received.slice(from)
}

/** The boundary a multipart Content-Type names. */
function boundaryOf(contentType: string): string {
  const match = /^multipart\/form-data; boundary=(\S+)$/.exec(contentType)
  expect(match, contentType).not.toBeNull()
  return match?.[1] ?? ""
}

/** A multipart body as browsers and the tester write it: each part's head lines and bytes. */
function multipartBody(boundary: string, parts: { head: string[]; bytes: Buffer | string }[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap(({ head, bytes }) => [
      Buffer.from(`--${boundary}\r\n${head.join("\r\n")}\r\n\r\n`),
      Buffer.from(bytes),
      Buffer.from("\r\n"),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ])
}

const VIEWS = LAYOUTS

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10])
const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")

const body = (page: Page) => page.getByRole("group", { name: "Request body" })

async function copied(page: Page, button: string): Promise<string> {
  await page.getByRole("button", { name: button, exact: true }).click()
  return page.evaluate(() => navigator.clipboard.readText())
}

for (const [label, width, height, theme] of VIEWS) {
  test.describe(label, () => {
    test.beforeEach(async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"])
      await page.setViewportSize({ width, height })
      await useTheme(page, theme)
    })

    test("a Swagger 2.0 formData upload: the fields as lines, a file from disk, sent as multipart", async ({
      page,
    }) => {
      const from = received.length
      const { host } = new URL(base)
      await openPastedDescription(
        page,
        `swagger: "2.0"
info: { title: Pet Photos, version: "1" }
host: "${host}"
basePath: /v2
schemes: [http]
paths:
  /pet/{petId}/uploadImage:
    post:
      summary: Upload an image
      consumes: [multipart/form-data]
      parameters:
        - { name: petId, in: path, required: true, type: integer, x-example: 7 }
        - { name: additionalMetadata, in: formData, type: string }
        - { name: file, in: formData, type: file }
      responses: { "200": { description: ok } }
`,
        "Pet Photos",
      )
      await testEndpoint(page, "Upload an image")
      await page.getByLabel(/^petId/).fill("7")
      // Open, with its media type; no example, so no fields yet.
      await expect(body(page).getByText("Sent as multipart/form-data")).toBeVisible()
      const fields = page.getByLabel("Form fields (one name=value per line)")
      await expect(fields).toHaveValue("")
      await fields.fill("additionalMetadata=front view")
      await page.getByRole("button", { name: "Add file field" }).click()
      await page.getByLabel("File field 1 name").fill("file")
      await page.getByLabel("File for file").setInputFiles({ name: "rex.png", mimeType: "image/png", buffer: PNG })
      await expectNoViolations(page, `a multipart body at ${width} px, ${theme}`, "main")
      await sendAndWait(page)

      const [sent] = since(from)
      expect(sent?.method).toBe("POST")
      expect(sent?.path).toBe("/v2/pet/7/uploadImage")
      const boundary = boundaryOf(sent?.contentType ?? "")
      expect(
        sent?.body.equals(
          multipartBody(boundary, [
            { head: ['Content-Disposition: form-data; name="additionalMetadata"'], bytes: "front view" },
            {
              head: ['Content-Disposition: form-data; name="file"; filename="rex.png"', "Content-Type: image/png"],
              bytes: PNG,
            },
          ]),
        ),
      ).toBe(true)

      // cURL sends the same parts; the history keeps the typed fields, never the file.
      const curl = await copied(page, "Copy cURL")
      expect(curl).toContain(`--url '${base}/v2/pet/7/uploadImage'`)
      expect(curl).toContain(
        "--form-string 'additionalMetadata=front view' \\\n  --form 'file=@\"rex.png\";type=image/png'\n",
      )
      expect(curl).not.toContain("boundary")
      const history = await page.evaluate(() => localStorage.getItem("testerHistory") ?? "")
      expect(JSON.parse(history)[0].values).toEqual({ petId: "7", "@body": "additionalMetadata=front view" })
      expect(history).not.toContain("rex.png")
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })

    test("an OpenAPI 3.1 multipart upload: the example's JSON part prefilled and sent as application/json", async ({
      page,
    }) => {
      const from = received.length
      await openPastedDescription(
        page,
        `openapi: 3.1.0
info: { title: Doc Store, version: "1" }
servers: [{ url: "${base}" }]
paths:
  /documents:
    post:
      summary: Upload a document
      requestBody:
        required: true
        content:
          multipart/form-data:
            schema:
              type: object
              properties:
                metadata: { type: object }
                file: { type: string, contentMediaType: application/pdf }
            encoding:
              metadata: { contentType: application/json }
            example:
              metadata: { title: Q3 report, tags: [finance] }
      responses: { "200": { description: ok } }
`,
        "Doc Store",
      )
      await testEndpoint(page, "Upload a document")
      const fields = page.getByLabel("Form fields (one name=value per line)")
      await expect(fields).toHaveValue('metadata={"title":"Q3 report","tags":["finance"]}')
      await page.getByRole("button", { name: "Add file field" }).click()
      await page.getByLabel("File field 1 name").fill("file")
      await page.getByLabel("File for file").setInputFiles({ name: "q3.pdf", mimeType: "application/pdf", buffer: PDF })
      await sendAndWait(page)

      const [sent] = since(from)
      expect(sent?.path).toBe("/documents")
      const boundary = boundaryOf(sent?.contentType ?? "")
      expect(
        sent?.body.equals(
          multipartBody(boundary, [
            {
              head: ['Content-Disposition: form-data; name="metadata"', "Content-Type: application/json"],
              bytes: '{"title":"Q3 report","tags":["finance"]}',
            },
            {
              head: ['Content-Disposition: form-data; name="file"; filename="q3.pdf"', "Content-Type: application/pdf"],
              bytes: PDF,
            },
          ]),
        ),
      ).toBe(true)

      // The fetch code writes the same bytes, part by part, with the tester's boundary (snippet-bodies.spec.ts runs it):
      // the JSON part with its Content-Type and no file name, the file read from disk.
      await page.getByRole("tab", { name: "Fetch Code" }).click()
      const code = page.getByRole("tabpanel", { name: "Fetch Code" })
      await expect(code).toContainText(
        `"--${boundary}\\r\\nContent-Disposition: form-data; name=\\"metadata\\"\\r\\nContent-Type: application/json\\r\\n\\r\\n{\\"title\\":\\"Q3 report\\",\\"tags\\":[\\"finance\\"]}\\r\\n",`,
      )
      await expect(code).toContainText('await readFile("q3.pdf"),')
      await expect(code).toContainText(`"Content-Type": "multipart/form-data; boundary=${boundary}",`)
      await expect(code).not.toContainText("FormData")
      await expect(code).not.toContainText("blob")
      await expectNoViolations(page, `multipart fetch code at ${width} px, ${theme}`, "main")
    })

    test("a Stripe-style form: nested fields as Stripe writes them, edited as lines, sent byte for byte", async ({
      page,
    }) => {
      const from = received.length
      await openPastedDescription(
        page,
        `openapi: 3.0.3
info: { title: Payments, version: "1" }
servers: [{ url: "${base}/v1" }]
paths:
  /payment_intents:
    post:
      summary: Create a payment intent
      requestBody:
        content:
          application/x-www-form-urlencoded:
            example: { amount: 2000, currency: usd, metadata: { order_id: "6735" } }
      responses: { "200": { description: ok } }
`,
        "Payments",
      )
      await testEndpoint(page, "Create a payment intent")
      const fields = page.getByLabel("Form fields (one name=value per line)")
      await expect(fields).toHaveValue("amount=2000\ncurrency=usd\nmetadata[order_id]=6735")
      await fields.fill("amount=2000\ncurrency=usd\nmetadata[order_id]=6735\nmetadata[note]=rush order & gift")
      await sendAndWait(page)
      const expected = "amount=2000&currency=usd&metadata[order_id]=6735&metadata[note]=rush+order+%26+gift"
      expect(since(from).map(({ path, contentType, body }) => [path, contentType, body.toString()])).toEqual([
        ["/v1/payment_intents", "application/x-www-form-urlencoded", expected],
      ])
      expect(await copied(page, "Copy cURL")).toContain(
        `--header 'Content-Type: application/x-www-form-urlencoded' \\\n  --data-raw '${expected}'\n`,
      )
      await page.getByRole("tab", { name: "Axios Code" }).click()
      await expect(page.getByRole("tabpanel", { name: "Axios Code" })).toContainText(`data: "${expected}",`)
      await expectNoViolations(page, `a form body at ${width} px, ${theme}`, "main")
    })

    test("a binary body from a file, and the picker's text/plain", async ({ page }) => {
      const from = received.length
      await openPastedDescription(
        page,
        `openapi: 3.0.3
info: { title: Photo Box, version: "1" }
servers: [{ url: "${base}" }]
paths:
  /photos:
    put:
      summary: Put a photo
      requestBody:
        content:
          application/octet-stream: {}
          text/plain:
            example: A photo of Rex
      responses: { "200": { description: ok } }
`,
        "Photo Box",
      )
      await testEndpoint(page, "Put a photo")
      await expect(page.getByLabel("Media type")).toHaveValue("application/octet-stream")
      const file = page.getByLabel("File to send")
      // Without a file nothing is sent: the problem is said and focus goes to the file input.
      await page.getByRole("button", { name: "Send Request" }).click()
      await expect(page.getByText("Choose a file to send as the body.")).toBeVisible()
      await expect(file).toBeFocused()
      expect(since(from)).toEqual([])
      await file.setInputFiles({ name: "rex.png", mimeType: "image/png", buffer: PNG })
      await expectNoViolations(page, `a file body at ${width} px, ${theme}`, "main")
      await sendAndWait(page)
      expect(await copied(page, "Copy cURL")).toContain(
        "--header 'Content-Type: application/octet-stream' \\\n  --data-binary '@rex.png'\n",
      )
      await page.getByLabel("Media type").selectOption("text/plain")
      await expect(page.getByLabel("Text body")).toHaveValue("A photo of Rex")
      await sendAndWait(page)
      const sent = since(from)
      expect(sent.map(({ method, contentType }) => [method, contentType])).toEqual([
        ["PUT", "application/octet-stream"],
        ["PUT", "text/plain"],
      ])
      expect(sent[0]?.body.equals(PNG)).toBe(true)
      expect(sent[1]?.body.toString()).toBe("A photo of Rex")
      // The history keeps the media type, never the file.
      const history = await page.evaluate(() => localStorage.getItem("testerHistory") ?? "")
      expect(JSON.parse(history)[0].values).toEqual({ "@media": "text/plain" })
      expect(JSON.parse(history)[1].values).toEqual({})
    })

    test("a JSON body edited in the raw editor, then the picker's XML: each with its Content-Type, in a link too", async ({
      page,
      consoleErrors,
    }) => {
      const from = received.length
      await openPastedDescription(
        page,
        `openapi: 3.0.3
info: { title: Pet Store, version: "1" }
servers: [{ url: "${base}" }]
paths:
  /pets:
    post:
      summary: Add a pet
      requestBody:
        content:
          application/json:
            example: { name: Rex, tag: dog }
          application/xml:
            example: "<pet><name>Rex</name></pet>"
          multipart/mixed: {}
      responses: { "200": { description: ok } }
`,
        "Pet Store",
      )
      await testEndpoint(page, "Add a pet")
      const picker = page.getByLabel("Media type")
      await expect(picker).toHaveValue("application/json")
      await expect(picker.locator("option")).toHaveText(["application/json", "application/xml"])
      const json = page.getByLabel("JSON body")
      await expect(json).toHaveValue('{\n  "name": "Rex",\n  "tag": "dog"\n}')

      // Invalid JSON is never sent; focus goes to the editor.
      await json.fill('{"name":')
      await page.getByRole("button", { name: "Send Request" }).click()
      await expect(json).toBeFocused()
      await expect(json).toHaveAttribute("aria-invalid", "true")
      expect(since(from)).toEqual([])

      await json.fill('{"name":"Fido","tag":"cat"}')
      await sendAndWait(page)
      await picker.selectOption("application/xml")
      const xml = page.getByLabel("XML body")
      await expect(xml).toHaveValue("<pet><name>Rex</name></pet>")
      await expectNoViolations(page, `the media-type picker at ${width} px, ${theme}`, "main")
      await sendAndWait(page)
      expect(since(from).map(({ contentType, body }) => [contentType, body.toString()])).toEqual([
        ["application/json", '{"name":"Fido","tag":"cat"}'],
        ["application/xml", "<pet><name>Rex</name></pet>"],
      ])

      // Back to JSON: the typed text is still there; a share link keeps it and sends the same bytes.
      await picker.selectOption("application/json")
      await expect(json).toHaveValue('{"name":"Fido","tag":"cat"}')
      // A pasted description's link works in this browser only, and its button says so.
      const link = new URL(await copied(page, "Share link (this browser only)"))
      expect(link.searchParams.get("p.@body")).toBe('{"name":"Fido","tag":"cat"}')
      await gotoHydrated(page, link.pathname + link.search)
      // Not prerendered: the static host answers /open/{id} with the app's fallback page and a 404 status.
      expectConsoleError(consoleErrors, /404/)
      await expect(page.getByLabel("JSON body")).toHaveValue('{"name":"Fido","tag":"cat"}')
      await sendAndWait(page)
      expect(
        since(from)
          .slice(2)
          .map(({ contentType, body }) => [contentType, body.toString()]),
      ).toEqual([["application/json", '{"name":"Fido","tag":"cat"}']])
    })
  })
}
