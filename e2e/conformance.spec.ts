import type { Page } from "@playwright/test"
import {
  CORS,
  expect,
  expectConsoleError,
  expectNoViolations,
  LAYOUTS,
  openPastedDescription,
  passImporterQuiet,
  sendAndWait,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// Response conformance (docs/conformance.md): after each response of an opened API, the tester says in one
// line whether it matches the documented response for its status, and on demand lists each difference with its
// JSON pointer, what was documented and what came. Checked in a worker with a time limit (a catastrophic pattern is
// stopped). OpenAPI 3.0 (nullable, discriminator) and 3.1 (type with "null").

const SHOP_30 = `openapi: 3.0.3
info: { title: Conformance Shop, version: "1" }
servers: [{ url: "https://shop.conformance.example.dev" }]
paths:
  /pets:
    get:
      summary: List pets
      responses:
        "200":
          description: The pets
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Pet" } }
  /pet:
    get:
      summary: Get the pet of the day
      responses:
        "200":
          description: A cat or a dog
          content:
            application/json:
              schema:
                oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
                discriminator: { propertyName: petType }
  /codes:
    get:
      summary: Check a code
      responses:
        "200":
          description: A code
          content:
            application/json:
              schema: { type: object, properties: { code: { type: string, pattern: "^(a+)+$" } } }
components:
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id: { type: integer, format: int64 }
        name: { type: string }
        tag: { type: string, nullable: true }
        owner:
          type: object
          properties:
            address: { type: object, properties: { zip: { type: string } } }
    Cat:
      type: object
      required: [petType, lives]
      properties: { petType: { type: string }, lives: { type: integer } }
    Dog:
      type: object
      required: [petType, bark]
      properties: { petType: { type: string }, bark: { type: boolean } }
`

const SHOP_31 = `openapi: 3.1.0
info: { title: Conformance Desk, version: "1" }
servers: [{ url: "https://desk.conformance.example.dev" }]
paths:
  /me:
    get:
      summary: Who am I
      responses:
        "200":
          description: Me
          content:
            application/json:
              schema:
                type: object
                required: [name]
                properties: { name: { type: [string, "null"] } }
`

type Reply = { status: number; contentType: string; body: string }

/** Answers the shops' requests with `next.reply`, recording each URL asked for. */
async function answerShops(page: Page) {
  const state = { reply: { status: 200, contentType: "application/json", body: "[]" } as Reply, sent: [] as string[] }
  await page.route(/^https:\/\/(?:shop|desk)\.conformance\.example\.dev\//, async (route) => {
    state.sent.push(`${route.request().method()} ${route.request().url()}`)
    const { status, contentType, body } = state.reply
    await route.fulfill({ status, headers: { ...CORS, "content-type": contentType }, body })
  })
  return state
}

/**
 * Waits until the import worker's second pass has kept the opened API's response schemas: it starts once the page has
 * been left alone for 2 s (run-in-worker.ts whenQuiet), so the wait allows for that and a busy machine. The database is
 * only looked into once it exists, and closed after: opening it first would create it empty, without its store.
 */
async function waitForSchemas(page: Page, count = 1) {
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
              if (!db.objectStoreNames.contains("schemas")) {
                db.close()
                return resolve(0)
              }
              const request = db.transaction("schemas").objectStore("schemas").count()
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
    .toBeGreaterThanOrEqual(count)
}

/**
 * Keeps the page from being "quiet" (run-in-worker.ts whenQuiet: the importer's second pass waits for 2 s without a
 * key, pointer or wheel event) until releaseSecondPass, as a visitor who keeps typing would: so the tester is seen
 * before the schemas are kept, whatever the machine's speed. Every document of the test until then, not after.
 */
async function holdSecondPass(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem("second-pass-released")) return
    const timer = setInterval(() => {
      if (sessionStorage.getItem("second-pass-released")) clearInterval(timer)
      else window.dispatchEvent(new KeyboardEvent("keydown"))
    }, 250)
  })
}

async function releaseSecondPass(page: Page) {
  await page.evaluate(() => sessionStorage.setItem("second-pass-released", "1"))
}

const conformance = (page: Page) => page.getByRole("region", { name: "Conformance" })
const documented = (page: Page) => page.getByRole("region", { name: "Documented responses" })

async function expectLine(page: Page, line: string, timeout?: number) {
  await expect(conformance(page).getByText(line, { exact: true })).toBeVisible({ timeout })
}

const SENTENCES = {
  type: "The value is of another type than the description says: text where it says a number, or null where it does not allow null.",
  required: "The description says this property is always there, and the response leaves it out.",
  "content-type": "The response's Content-Type is none of the media types the description documents for this status.",
}

/**
 * Opens "Show the differences" and checks every difference: pointer (a link into the JSON tree, named for screen
 * readers as "… (show in the response body)", unless it is the header), expected, came, and the kind's sentence.
 */
async function expectDifferences(page: Page, rows: [string, string, string, keyof typeof SENTENCES][]) {
  const region = conformance(page)
  const summary = region.getByText("Show the differences")
  if ((await region.locator("details").getAttribute("open")) === null) await summary.click()
  await expect(region.getByRole("listitem")).toHaveText(
    rows.map(
      ([at, expected, came, kind]) =>
        `${at}${at.startsWith("/") ? " (show in the response body)" : ""}Expected: ${expected}Came: ${came}${SENTENCES[kind]}`,
    ),
  )
}

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: each response is checked against its documented response, differences listed on demand`, async ({
    page,
    consoleErrors,
  }) => {
    test.slow()
    // The page's clock runs as usual, and is moved on past the importer's 2 s of quiet (passImporterQuiet) where the test waits
    // for its second pass: the pass itself still runs in its worker and keeps the schemas in IndexedDB.
    await page.clock.install()
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const shops = await answerShops(page)
    await holdSecondPass(page)
    await openPastedDescription(page, SHOP_30, "Conformance Shop")
    await testEndpoint(page, "List pets")

    // A matching body; 3.0 nullable lets tag be null. Sent before the second pass has kept the schemas: the line
    // says they are being prepared, and so does the documented response.
    shops.reply = {
      status: 200,
      contentType: "application/json",
      body: '[{"id":1,"name":"Rex","tag":null,"owner":{"address":{"zip":"10115"}}}]',
    }
    await sendAndWait(page)
    await expectLine(page, "The schemas are being prepared; the check runs when they are ready")
    await documented(page).getByText("The pets").click()
    await expect(documented(page).getByText("The schemas are being prepared; they show here when ready.")).toBeVisible()
    await expect(conformance(page).getByText("No schema to check against")).toHaveCount(0)
    await expectNoViolations(page, `schemas being prepared at ${width} px, ${theme}`, "main")

    // Once kept: checked again and the schema tree shown, with no reload and no second request.
    await releaseSecondPass(page)
    await passImporterQuiet(page)
    await expectLine(page, "Matches the documented 200 response", 20_000)
    const tree = documented(page)
    await expect(tree.getByRole("heading", { name: "Schema", exact: true })).toBeVisible()
    await expect(tree.getByText("array of object", { exact: true })).toBeVisible()
    const row = (text: string) => tree.getByRole("listitem").filter({ hasText: text }).last()
    await expect(row("id (required): integer (int64)")).toBeVisible()
    await expect(row("name (required): string")).toBeVisible()
    await expect(row("tag: string · nullable")).toBeVisible()
    // A level at a time: zip is drawn only once owner and address are opened.
    await expect(tree.getByText("zip", { exact: true })).toHaveCount(0)
    await tree.locator("summary", { hasText: "owner: object" }).click()
    await tree.locator("summary", { hasText: "address: object" }).click()
    await expect(row("zip: string")).toBeVisible()
    expect(shops.sent).toEqual(["GET https://shop.conformance.example.dev/pets"])
    await expectNoViolations(page, `the schema tree at ${width} px, ${theme}`, "main")

    // A wrong type deep inside; its pointer opens the JSON tree there and focuses the row.
    shops.reply = { ...shops.reply, body: '[{"id":1,"name":"Rex","owner":{"address":{"zip":10115}}}]' }
    await sendAndWait(page)
    await expectLine(page, "1 difference from the documented 200 response")
    await expectDifferences(page, [["/0/owner/address/zip", "string", "10115", "type"]])
    await expectNoViolations(page, `the differences at ${width} px, ${theme}`, "main")
    const body = page.getByRole("tree", { name: "Response body" })
    await page.getByRole("button", { name: "Collapse all" }).click()
    await expect(body.getByRole("treeitem", { name: "zip: 10115" })).toHaveCount(0)
    await conformance(page)
      .getByRole("button", { name: "/0/owner/address/zip (show in the response body)", exact: true })
      .click()
    const zip = body.getByRole("treeitem", { name: "zip: 10115" })
    await expect(zip).toBeFocused()
    await expect(zip).toBeInViewport()
    await expect(zip).toHaveAttribute("tabindex", "0")
    await expect(zip).toHaveAttribute("aria-level", "4")

    // A missing required property, and a null where 3.0 has no nullable. From the keyboard, with Raw showing: the
    // missing property leads to its object, in the tree again.
    shops.reply = { ...shops.reply, body: '[{"id":2},{"id":3,"name":null}]' }
    await sendAndWait(page)
    await expectLine(page, "2 differences from the documented 200 response")
    await expectDifferences(page, [
      ["/0/name", "a value (required)", "missing", "required"],
      ["/1/name", "string", "null", "type"],
    ])
    await page.getByRole("button", { name: "Raw", exact: true }).click()
    await expect(body).toBeHidden()
    await conformance(page).getByRole("button", { name: "/0/name (show in the response body)", exact: true }).focus()
    await page.keyboard.press("Enter")
    await expect(body.getByRole("treeitem", { name: "0: object, 1 key" })).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(body.getByRole("treeitem", { name: "id: 2" })).toBeFocused()
    await conformance(page).getByRole("button", { name: "/1/name (show in the response body)", exact: true }).click()
    await expect(body.getByRole("treeitem", { name: "name: null" })).toBeFocused()

    // A wrong Content-Type (the body itself matches).
    shops.reply = { status: 200, contentType: "text/plain", body: '[{"id":1,"name":"Rex"}]' }
    await sendAndWait(page)
    await expectLine(page, "1 difference from the documented 200 response")
    await expectDifferences(page, [["Content-Type header", "application/json", "text/plain", "content-type"]])

    // An undocumented status: the Error box as before, and the line.
    shops.reply = { status: 500, contentType: "application/json", body: '{"error":"boom"}' }
    await sendAndWait(page, "HTTP 500: Internal Server Error")
    expectConsoleError(consoleErrors, /500/)
    await expectLine(page, "500 is not in the description")

    // A discriminator: the Cat schema alone is compared.
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await testEndpoint(page, "Get the pet of the day")
    shops.reply = { status: 200, contentType: "application/json", body: '{"petType":"Cat","lives":"nine"}' }
    await sendAndWait(page)
    await expectLine(page, "1 difference from the documented 200 response")
    await expectDifferences(page, [["/lives", "integer", '"nine"', "type"]])
    shops.reply = { ...shops.reply, body: '{"petType":"Dog","bark":true}' }
    await sendAndWait(page)
    await expectLine(page, "Matches the documented 200 response")

    // OpenAPI 3.1: type [string, "null"].
    await openPastedDescription(page, SHOP_31, "Conformance Desk")
    await passImporterQuiet(page)
    await waitForSchemas(page, 2)
    await testEndpoint(page, "Who am I")
    shops.reply = { status: 200, contentType: "application/json", body: '{"name":null}' }
    await sendAndWait(page)
    await expectLine(page, "Matches the documented 200 response")
    shops.reply = { ...shops.reply, body: '{"name":5}' }
    await sendAndWait(page)
    await expectLine(page, "1 difference from the documented 200 response")
    await expectDifferences(page, [["/name", "string, null", "5", "type"]])
    await expectNoViolations(page, `the 3.1 differences at ${width} px, ${theme}`, "main")

    // Byte for byte: the requests the tester sent.
    expect(shops.sent).toEqual([
      ...Array(5).fill("GET https://shop.conformance.example.dev/pets"),
      ...Array(2).fill("GET https://shop.conformance.example.dev/pet"),
      ...Array(2).fill("GET https://desk.conformance.example.dev/me"),
    ])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test("a catastrophic pattern is stopped at the time limit; the page keeps answering and the response is shown", async ({
  page,
}) => {
  test.slow()
  const shops = await answerShops(page)
  await openPastedDescription(page, SHOP_30, "Conformance Shop")
  await waitForSchemas(page)
  await testEndpoint(page, "Check a code")
  shops.reply = { status: 200, contentType: "application/json", body: `{"code":"${"a".repeat(40)}!"}` }
  await sendAndWait(page)
  await expect(conformance(page).getByText("Checking against the description…")).toBeVisible()
  // The page keeps answering while the worker spins: the headers open at once.
  const headers = page.getByRole("tabpanel", { name: "Response" }).locator("details").first()
  await headers.locator("summary").click()
  await expect(headers).toHaveAttribute("open", "")
  // The check's own limit is 5 s: waited for beyond it.
  await expectLine(page, "Not checked: the check took longer than 5 seconds and was stopped.", 20_000)
  await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
  expect(shops.sent).toEqual(["GET https://shop.conformance.example.dev/codes"])
})
