import type { Page, Request } from "@playwright/test"
import {
  CORS_PREFLIGHT,
  expect,
  expectConsoleError,
  expectNoViolations,
  LAYOUTS,
  openPastedDescription,
  passImporterQuiet,
  openTesterAt,
  sendAndWait,
  test,
  useTheme,
} from "./fixtures"

// Two of the conformance check's paths that unit tests covered and no e2e did (docs/conformance.md, "In health checks" and the
// catalogue): 'Check endpoints' on an OPENED API records whether each answer matches its description (its schemas from
// the importer's second pass, in IndexedDB), and PayPal's built-in endpoints are checked in the tester against
// PayPal's own order schema (public/catalogue-schemas/paypal.json), its OAuth token endpoint not at all
// (NOT_DESCRIBED). Every host is answered here (page.route); nothing leaves the machine.

const HEALTH_SHOP = `openapi: 3.0.3
info: { title: Health Shop, version: "1" }
servers: [{ url: "https://health.conformance.example.dev" }]
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
  /pets/{petId}:
    get:
      summary: Get a pet
      parameters:
        - { name: petId, in: path, required: true, schema: { type: integer }, example: 7 }
      responses:
        "200":
          description: The pet
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Pet" }
components:
  schemas:
    Pet:
      type: object
      required: [id, name]
      properties:
        id: { type: integer }
        name: { type: string }
        owner:
          type: object
          properties:
            address: { type: object, properties: { zip: { type: string } } }
`

const TYPE_SENTENCE =
  "The value is of another type than the description says: text where it says a number, or null where it does not allow null."

/**
 * Waits until the import worker's second pass has kept the opened API's response schemas (IndexedDB
 * `api-explorer`, store `schemas`): it starts after 2 s without input (run-in-worker.ts whenQuiet). The database is only
 * opened once it exists (opening it first would create it empty), and closed after. As e2e/conformance.spec.ts does.
 * Those 2 s are not waited for in real time: the test installs the page's clock (it runs as usual) and this moves it
 * on past them; the pass itself runs in its worker as always.
 */
async function waitForSchemas(page: Page) {
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
    .toBe(1)
}

const cardOf = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: 'Check endpoints' on an opened API records whether each answer matches its description`, async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install()
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    // The list matches its schema; the pet's zip is a number where the description says text.
    const sent: { method: string; url: string; headers: Record<string, string> }[] = []
    await page.route(/^https:\/\/health\.conformance\.example\.dev\//, async (route) => {
      const request = route.request()
      sent.push({ method: request.method(), url: request.url(), headers: await request.allHeaders() })
      const isList = new URL(request.url()).pathname === "/pets"
      await route.fulfill({
        status: 200,
        headers: { ...CORS_PREFLIGHT, "content-type": "application/json; charset=utf-8" },
        body: isList
          ? '[{"id":1,"name":"Rex","owner":{"address":{"zip":"10115"}}}]'
          : '{"id":7,"name":"Rex","owner":{"address":{"zip":10115}}}',
      })
    })

    await openPastedDescription(page, HEALTH_SHOP, "Health Shop")
    await waitForSchemas(page)
    await page.getByRole("button", { name: "Check endpoints" }).click()

    // The probe's line stays as it was; the conformance line comes under it.
    const list = cardOf(page, "List pets")
    const pet = cardOf(page, "Get a pet")
    await expect(list.locator("[data-endpoint-outcome]")).toHaveText(/^Last check: 200 · \d+ ms$/)
    await expect(pet.locator("[data-endpoint-outcome]")).toHaveText(/^Last check: 200 · \d+ ms$/)
    await expect(list.locator("[data-conformance]")).toHaveText("works, matches", { timeout: 20_000 })
    await expect(list.locator("[data-conformance]")).toHaveAttribute("data-conformance", "matches")
    await expect(pet.locator("[data-conformance] > span").first()).toHaveText("works, differs from its description", {
      timeout: 20_000,
    })
    await expect(pet.locator("[data-conformance]")).toHaveAttribute("data-conformance", "differs")

    // The requests each probe sent, byte for byte: GET, Accept: application/json, the endpoints' example URLs.
    expect(sent.map((s) => `${s.method} ${s.url}`).sort()).toEqual([
      "GET https://health.conformance.example.dev/pets",
      "GET https://health.conformance.example.dev/pets/7",
    ])
    for (const request of sent) {
      expect(request.headers["accept"]).toBe("application/json")
      expect(request.headers["authorization"]).toBeUndefined()
      expect(request.headers["cookie"]).toBeUndefined()
    }

    // The difference on demand: where, what was expected, what came, and what that kind means.
    await pet.getByText("Show the differences from the documented 200 response", { exact: true }).click()
    await expect(pet.locator("[data-conformance] li")).toHaveText([
      `/owner/address/zip` + `Expected: string` + `Came: 10115` + TYPE_SENTENCE,
    ])
    await expect(list.getByText(/^Show the differences/)).toHaveCount(0)
    await expectNoViolations(page, `the opened API's conformance at ${width} px, ${theme}`, "main")

    // What is stored: the verdict, the response compared with, the count and the difference.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("apiHealthResults") ?? "{}") as unknown)
    const results = Object.entries((stored as { results: Record<string, { conformance?: unknown }> }).results)
    expect(results.map(([key, result]) => [key.replace(/^\S+ /, ""), result.conformance]).sort()).toEqual([
      ["GET /pets", { verdict: "matches", documented: "200" }],
      [
        "GET /pets/{petId}",
        {
          verdict: "differs",
          documented: "200",
          count: 1,
          differences: [{ at: "/owner/address/zip", keyword: "type", expected: "string", actual: "10115" }],
        },
      ],
    ])

    // After a reload the page shows the same, from storage, with no new request. (/status lists catalogue APIs only.)
    await page.reload()
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Health Shop")
    // Not prerendered: the static host answers with the app's fallback page and a 404 status (docs/deploy.md).
    expectConsoleError(consoleErrors, /404/)
    await expect(cardOf(page, "List pets").locator("[data-conformance]")).toHaveText("works, matches")
    await expect(cardOf(page, "Get a pet").locator("[data-conformance] > span").first()).toHaveText(
      "works, differs from its description",
    )
    expect(sent).toHaveLength(2)
  })
}

/**
 * Keeps the page from being "quiet" (run-in-worker.ts whenQuiet: the importer's second pass waits for 2 s without a
 * key, pointer or wheel event) until releaseSecondPass, as a visitor who keeps using the page would: so 'Check
 * endpoints' runs before the schemas are kept, whatever the machine's speed. As e2e/conformance.spec.ts does.
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

test("'Check endpoints' clicked before the importer has kept the schemas checks the answers once it has", async ({
  page,
}) => {
  await page.clock.install()
  const sent: string[] = []
  await page.route(/^https:\/\/health\.conformance\.example\.dev\//, async (route) => {
    sent.push(`${route.request().method()} ${route.request().url()}`)
    const isList = new URL(route.request().url()).pathname === "/pets"
    await route.fulfill({
      status: 200,
      headers: { ...CORS_PREFLIGHT, "content-type": "application/json" },
      body: isList ? "[]" : '{"id":"7","name":"Rex"}',
    })
  })
  await holdSecondPass(page)
  await openPastedDescription(page, HEALTH_SHOP, "Health Shop")
  await page.getByRole("button", { name: "Check endpoints" }).click()
  const list = cardOf(page, "List pets")
  const pet = cardOf(page, "Get a pet")
  // Both answered; the run is not over while their checks wait for the schemas.
  await expect(list.locator("[data-endpoint-outcome]")).toHaveText(/^Last check: 200 · \d+ ms$/)
  await expect(pet.locator("[data-endpoint-outcome]")).toHaveText(/^Last check: 200 · \d+ ms$/)
  expect(sent.sort()).toEqual([
    "GET https://health.conformance.example.dev/pets",
    "GET https://health.conformance.example.dev/pets/7",
  ])
  await expect(page.locator("[data-conformance]")).toHaveCount(0)

  await page.evaluate(() => sessionStorage.setItem("second-pass-released", "1"))
  await waitForSchemas(page)
  await expect(list.locator("[data-conformance]")).toHaveText("works, matches", { timeout: 20_000 })
  await expect(pet.locator("[data-conformance] > span").first()).toHaveText("works, differs from its description")
  await pet.getByText("Show the differences from the documented 200 response", { exact: true }).click()
  await expect(pet.locator("[data-conformance] li")).toHaveText([
    "/id" + "Expected: integer" + 'Came: "7"' + TYPE_SENTENCE,
  ])
  expect(sent).toHaveLength(2)
})

const PAYPAL = "https://api-m.sandbox.paypal.com"
const ORDER_ID = "5O190127TN364715T"

/** PayPal's own example of GET /v2/checkout/orders/{id} (an order just created), as its order schema reads it. */
const ORDER = {
  id: ORDER_ID,
  intent: "CAPTURE",
  status: "CREATED",
  create_time: "2018-04-01T21:18:49Z",
  purchase_units: [{ reference_id: "default", amount: { currency_code: "USD", value: "100.00" } }],
  links: [
    { href: `https://api-m.paypal.com/v2/checkout/orders/${ORDER_ID}`, rel: "self", method: "GET" },
    { href: `https://www.paypal.com/checkoutnow?token=${ORDER_ID}`, rel: "approve", method: "GET" },
  ],
}

const conformance = (page: Page) => page.getByRole("region", { name: "Conformance" })

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: PayPal's order is checked against PayPal's order schema; its token endpoint has no line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const schemaFiles: string[] = []
    page.on("request", (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith("/catalogue-schemas/")) schemaFiles.push(pathname)
    })
    const state = { body: ORDER as unknown }
    const requests: Request[] = []
    await page.route(`${PAYPAL}/**`, async (route) => {
      requests.push(route.request())
      await route.fulfill({
        status: 200,
        headers: { ...CORS_PREFLIGHT, "content-type": "application/json" },
        body: JSON.stringify(state.body),
      })
    })

    // Show an order: PayPal's example matches.
    await openTesterAt(page, "paypal", 2, "Show an order")
    await page.getByLabel("API key", { exact: true }).fill("A21AA-fake-access-token")
    await page.getByRole("textbox", { name: /^id / }).fill(ORDER_ID)
    await sendAndWait(page)
    await expect(conformance(page).getByText("Matches the documented 200 response", { exact: true })).toBeVisible({
      timeout: 15_000,
    })
    expect(schemaFiles).toEqual(["/catalogue-schemas/paypal.json"])
    await expectNoViolations(page, `PayPal's match at ${width} px, ${theme}`, "main")

    // A status PayPal does not list and a creation time that is a number: two differences, each listed.
    state.body = { ...ORDER, status: "PAID", create_time: 1522617529 }
    await sendAndWait(page)
    await expect(
      conformance(page).getByText("2 differences from the documented 200 response", { exact: true }),
    ).toBeVisible()
    await conformance(page).getByText("Show the differences").click()
    const differences = conformance(page).getByRole("listitem")
    await expect(differences).toHaveCount(2)
    await expect(differences.filter({ hasText: "/create_time" })).toHaveText(
      "/create_time (show in the response body)" + "Expected: string" + "Came: 1522617529" + TYPE_SENTENCE,
    )
    // An enum's "expected" is the validator's own sentence (check-conformance.ts describeUnit: any kind but required,
    // additionalProperties, type, oneOf and anyOf).
    await expect(differences.filter({ hasText: "/status" })).toHaveText(
      "/status (show in the response body)" +
        'Expected: Instance does not match any of ["CREATED","SAVED","APPROVED","VOIDED","COMPLETED","PAYER_ACTION_REQUIRED"].' +
        'Came: "PAID"' +
        "The value is not one of the values the description lists.",
    )
    await expectNoViolations(page, `PayPal's differences at ${width} px, ${theme}`, "main")
    expect(requests.map((r) => `${r.method()} ${r.url()}`)).toEqual([
      `GET ${PAYPAL}/v2/checkout/orders/${ORDER_ID}`,
      `GET ${PAYPAL}/v2/checkout/orders/${ORDER_ID}`,
    ])
    for (const request of requests)
      expect((await request.allHeaders())["authorization"]).toBe("Bearer A21AA-fake-access-token")

    // The token endpoint is OAuth 2.0's, not in PayPal's descriptions: answered, and no line.
    state.body = { access_token: "A21AA-fake", token_type: "Bearer", expires_in: 32400 }
    await openTesterAt(page, "paypal", 0, "Get an access token")
    await page.getByLabel("User", { exact: true }).fill("client-id")
    await page.getByLabel("Password", { exact: true }).fill("client-secret")
    await page.getByLabel(/^grant_type/).fill("client_credentials")
    await sendAndWait(page)
    await expect(page.getByRole("tabpanel", { name: "Response" })).toContainText('"A21AA-fake"')
    await expect(conformance(page)).toHaveCount(0)
    expect(requests).toHaveLength(3)
    expect(`${requests[2]!.method()} ${requests[2]!.url()}`).toBe(`POST ${PAYPAL}/v1/oauth2/token`)
    // printf '%s' 'client-id:client-secret' | base64
    expect((await requests[2]!.allHeaders())["authorization"]).toBe("Basic Y2xpZW50LWlkOmNsaWVudC1zZWNyZXQ=")
    expect(requests[2]!.postData()).toBe("grant_type=client_credentials")
    expect((await requests[2]!.allHeaders())["content-type"]).toBe("application/x-www-form-urlencoded")
  })
}
