import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import {
  expect,
  expectNoViolations,
  LAYOUTS,
  openPastedDescription,
  passImporterQuiet,
  sendAndWait,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// The body form (features/tester/request/body/schema-form.ts): an opened API's JSON body gets a form built from
// its schema, which the importer's second pass keeps (lib/response-schemas/body-details.ts), in sync with the raw
// editor both ways; the media type's named examples fill the body from an 'Example' picker; HTTP Basic takes a user
// and a password. Requests go to a server of the test's own on 127.0.0.1, which records the bytes it receives; each
// body and Authorization header is asserted byte for byte.

type Received = { method: string; path: string; contentType: string; authorization: string; body: string }

let server: Server
let base = ""
const received: Received[] = []

test.beforeAll(async () => {
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
        authorization: request.headers.authorization ?? "",
        body: Buffer.concat(chunks).toString("utf8"),
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

const VIEWS = LAYOUTS

const description = () => `openapi: 3.0.3
info: { title: Pet Desk, version: "1" }
servers: [{ url: "${base}" }]
security: [{ basic: [] }]
components:
  securitySchemes:
    basic: { type: http, scheme: basic }
paths:
  /pets:
    post:
      summary: Add a pet
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name, kind]
              properties:
                id: { type: integer, readOnly: true }
                name: { type: string }
                kind: { type: string, enum: [dog, cat, bird] }
                age: { type: integer }
                vaccinated: { type: boolean }
                owner:
                  type: object
                  properties:
                    email: { type: string, format: email }
                tags: { type: array, items: { type: string } }
            examples:
              Rex: { value: { name: Rex, kind: dog, age: 3 } }
              Tom: { value: { name: Tom, kind: cat, tags: [indoor] } }
      responses: { "200": { description: ok } }
  /payments:
    post:
      summary: Pay
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [amount, method]
              properties:
                amount: { type: integer }
                note: { type: string, nullable: true }
                method:
                  oneOf:
                    - { title: Card, type: object, properties: { number: { type: string } } }
                    - { title: Bank transfer, type: object, properties: { iban: { type: string } } }
            example: { amount: 5, note: null, method: { number: "4242" } }
      responses: { "200": { description: ok } }
`

/**
 * Waits until the import worker's second pass has kept the opened API's request bodies (it starts once the page has
 * been left alone for 2 s). The database is only looked into once it exists: opening it first would create it empty.
 * Those 2 s are not waited for in real time: the page's clock (installed in beforeEach, running as usual) is moved on
 * past them; the pass itself runs in its worker as always.
 */
async function waitForBodies(page: Page) {
  await passImporterQuiet(page)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const name = "api-explorer"
          if (!(await indexedDB.databases()).some((db) => db.name === name)) return 0
          return new Promise<number>((resolve) => {
            const open = indexedDB.open(name)
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains("bodies")) {
                db.close()
                return resolve(0)
              }
              const request = db.transaction("bodies").objectStore("bodies").count()
              request.onsuccess = () => {
                db.close()
                resolve(request.result)
              }
            }
            open.onerror = () => resolve(0)
          })
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(1)
}

const form = (page: Page) => page.getByRole("group", { name: "Body form" })
const raw = (page: Page) => page.getByLabel("JSON body", { exact: true })
/** A form field by its property name ("name", then "*" when required and its type) or its item's ("Item 1"). */
const field = (page: Page, name: string) => form(page).getByLabel(new RegExp(`^${name}\\b`))
const json = (value: unknown) => JSON.stringify(value, null, 2)

/** What the server received since `from`, as [path, Content-Type, Authorization, body]. */
function since(from: number) {
  return received
    .slice(from)
    .map(({ path, contentType, authorization, body }) => [path, contentType, authorization, body])
}

for (const [label, width, height, theme] of VIEWS) {
  test.describe(label, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install()
      await page.setViewportSize({ width, height })
      await useTheme(page, theme)
    })

    test("a nullable field and a choice of schemas (oneOf) in the body form", async ({ page }) => {
      const from = received.length
      await openPastedDescription(page, description(), "Pet Desk")
      await waitForBodies(page)
      await testEndpoint(page, "Pay")
      await page.getByLabel("User", { exact: true }).fill("u")
      await expect(raw(page)).toHaveValue(json({ amount: 5, note: null, method: { number: "4242" } }))

      // null: a ticked box and no field; unticked, the field of its type.
      const isNull = form(page).getByRole("checkbox", { name: "note is null" })
      await expect(isNull).toBeChecked()
      await expect(form(page).getByLabel(/^note \(/)).toHaveCount(0)
      await isNull.uncheck()
      await expect(raw(page)).toHaveValue(json({ amount: 5, note: "", method: { number: "4242" } }))
      await form(page)
        .getByLabel(/^note \(/)
        .fill("thanks")
      await expect(raw(page)).toHaveValue(json({ amount: 5, note: "thanks", method: { number: "4242" } }))

      // oneOf: the picker shows the alternative the value fits; another starts afresh.
      const choice = form(page).getByLabel("One of 2", { exact: true })
      await expect(choice.locator("option:checked")).toHaveText("Card")
      await choice.selectOption({ label: "Bank transfer" })
      await form(page)
        .getByLabel(/^iban \(/)
        .fill("DE89")
      const paid = json({ amount: 5, note: "thanks", method: { iban: "DE89" } })
      await expect(raw(page)).toHaveValue(paid)
      await expectNoViolations(page, `the body form's null box and picker at ${width} px, ${theme}`, "main")
      await sendAndWait(page)
      expect(since(from).map(([path, , , body]) => [path, body])).toEqual([["/payments", paid]])
    })

    test("a JSON body edited through the form and the raw editor, a named example, HTTP Basic as two fields", async ({
      page,
    }) => {
      const from = received.length
      await openPastedDescription(page, description(), "Pet Desk")
      await waitForBodies(page)
      await testEndpoint(page, "Add a pet")

      // Basic: a user and a masked password, sent as base64 of their UTF-8 bytes.
      const password = page.getByLabel("Password", { exact: true })
      await expect(password).toHaveAttribute("type", "password")
      await page.getByLabel("User", { exact: true }).fill("aladdin")
      await password.fill("open sésame")
      const basic = `Basic ${Buffer.from("aladdin:open sésame", "utf8").toString("base64")}`

      // The first named example is the prefill; the form shows it, the picker names it.
      const rex = json({ name: "Rex", kind: "dog", age: 3 })
      await expect(raw(page)).toHaveValue(rex)
      await expect(page.getByLabel("Example", { exact: true })).toHaveValue("Rex")
      await expect(field(page, "name")).toHaveValue("Rex")
      await expect(field(page, "kind")).toHaveValue("0")
      await expect(form(page).getByLabel(/^id\b/)).toHaveCount(0)

      // Form → raw JSON: each change writes the whole value back; the raw text is what is sent.
      await field(page, "name").fill("Rexy")
      await field(page, "kind").selectOption("cat")
      await field(page, "age").fill("4")
      await field(page, "vaccinated").selectOption("true")
      await field(page, "email").fill("a@b.example")
      await form(page).getByRole("button", { name: "Add item to tags" }).click()
      await field(page, "Item 1").fill("good boy")
      const edited = json({
        name: "Rexy",
        kind: "cat",
        age: 4,
        vaccinated: true,
        owner: { email: "a@b.example" },
        tags: ["good boy"],
      })
      await expect(raw(page)).toHaveValue(edited)
      // A field that cannot hold its value says why and leaves the body alone.
      await field(page, "age").fill("4.5")
      await expect(form(page).getByText("Write a whole number.")).toBeVisible()
      await expect(raw(page)).toHaveValue(edited)
      await field(page, "age").fill("4")
      await expectNoViolations(page, `the body form at ${width} px, ${theme}`, "main")
      await sendAndWait(page)

      // Raw JSON → form; invalid raw JSON keeps the form's values and says why.
      await raw(page).fill('{"name":"Tom","kind":"bird"}')
      await expect(field(page, "name")).toHaveValue("Tom")
      await expect(field(page, "kind")).toHaveValue("2")
      await expect(field(page, "age")).toHaveValue("")
      await raw(page).fill('{"name":')
      await expect(form(page).getByText(/^The raw JSON does not parse/)).toBeVisible()
      await expect(field(page, "name")).toHaveValue("Tom")
      await field(page, "name").fill("Tim")
      const tim = json({ name: "Tim", kind: "bird" })
      await expect(raw(page)).toHaveValue(tim)
      await sendAndWait(page)

      // A named example fills the body, and the form with it.
      await page.getByLabel("Example", { exact: true }).selectOption({ label: "Example: Tom" })
      const tom = json({ name: "Tom", kind: "cat", tags: ["indoor"] })
      await expect(raw(page)).toHaveValue(tom)
      await expect(field(page, "kind")).toHaveValue("1")
      await expect(field(page, "Item 1")).toHaveValue("indoor")
      await expectNoViolations(page, `a named body example at ${width} px, ${theme}`, "main")
      await sendAndWait(page)

      expect(since(from)).toEqual([
        ["/pets", "application/json", basic, edited],
        ["/pets", "application/json", basic, tim],
        ["/pets", "application/json", basic, tom],
      ])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  })
}
