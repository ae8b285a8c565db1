import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import {
  collectConsoleErrors,
  expect,
  expectConsoleError,
  expectNoViolations,
  gotoHydrated,
  test,
  useTheme,
  waitForHydration,
} from "./fixtures"

// Opening any API from its OpenAPI description (docs/open-any-api.md): by address (a server on 127.0.0.1), file,
// drop and paste; the same detail page and tester; Your APIs; share links; offline; every bad input.

const CORS = { "access-control-allow-origin": "*" }

/** A small description in YAML: tags, a header and a path parameter, a JSON body, a bearer token. */
function petstoreYaml(apiBase: string, title = "Petstore Lite") {
  return `openapi: 3.0.3
info:
  title: ${title}
  version: 1.2.0
  description: "Pets, <b>bold</b> and <script>window.__pwned = 1</script>\u202Egnp.exe"
servers:
  - url: ${apiBase}/v1
tags:
  - name: pets
    description: Everything about pets
  - name: store
paths:
  /pets:
    get:
      tags: [pets]
      summary: List pets
      parameters:
        - name: limit
          in: query
          schema: { type: integer, example: 5 }
        - name: X-Trace
          in: header
          schema: { type: string }
          example: trace-1
      responses: { "200": { description: ok } }
    post:
      tags: [pets]
      summary: Create a pet
      requestBody:
        content:
          application/json:
            example: { name: Rex }
      responses: { "201": { description: created } }
  /pets/{petId}:
    delete:
      tags: [pets]
      summary: Delete a pet
      parameters:
        - { name: petId, in: path, required: true, schema: { type: string } }
      responses: { "204": { description: gone } }
  /orders:
    get:
      tags: [store]
      summary: List orders
      security: [{ token: [] }]
      responses: { "200": { description: ok } }
components:
  securitySchemes:
    token: { type: http, scheme: bearer }
`
}

/**
 * A description split across files: a path item in another file, a parameter two folders away, one file missing, one
 * on another site.
 */
const SPLIT: Record<string, (apiBase: string) => string> = {
  "/split/openapi.yaml": (apiBase) => `openapi: 3.0.3
info: { title: Split Petstore, version: "1" }
servers: [{ url: ${apiBase}/v1 }]
paths:
  /pets:
    $ref: "paths/pets.yaml"
  /owners:
    get:
      summary: List owners
      parameters:
        - $ref: "paths/missing.yaml#/owner"
        # Another site (localhost is not 127.0.0.1): never requested.
        - $ref: "${apiBase.replace("127.0.0.1", "localhost")}/elsewhere/owner.yaml#/owner"
components:
  schemas:
    Limit: { type: integer, example: 5 }
`,
  "/split/paths/pets.yaml": () => `get:
  summary: List pets from another file
  parameters:
    - $ref: "../../common/params.yaml#/trace"
    - name: limit
      in: query
      schema: { $ref: "../openapi.yaml#/components/schemas/Limit" }
`,
  "/common/params.yaml": () => `trace: { name: X-Trace, in: header, schema: { type: string, example: from-common } }
`,
}

type Docs = { server: Server; base: string; hits: string[]; headers: Record<string, string>[] }

/** The test's own server on 127.0.0.1: documents (with and without CORS, one that never answers) and the API. */
function startDocs(): Promise<Docs> {
  const hits: string[] = []
  const headers: Record<string, string>[] = []
  let base = ""
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname
    hits.push(`${request.method} ${path}`)
    if (request.method === "OPTIONS")
      return response
        .writeHead(204, { ...CORS, "access-control-allow-headers": "*", "access-control-allow-methods": "*" })
        .end()
    if (path === "/petstore.yaml")
      return response.writeHead(200, { ...CORS, "content-type": "application/yaml" }).end(petstoreYaml(base))
    if (path in SPLIT)
      return response.writeHead(200, { ...CORS, "content-type": "application/yaml" }).end(SPLIT[path]?.(base))
    if (path === "/no-cors.yaml") return response.writeHead(200, { "content-type": "application/yaml" }).end("x: 1")
    if (path === "/missing.json") return response.writeHead(404, { ...CORS }).end("not here")
    if (path === "/hang.json") return // never answers; the test cancels
    if (path === "/v1/pets") {
      headers.push({ trace: String(request.headers["x-trace"] ?? "") })
      return response
        .writeHead(200, { ...CORS, "content-type": "application/json" })
        .end(JSON.stringify([{ id: 1, name: "Rex" }]))
    }
    response.writeHead(404, CORS).end()
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      resolve({ server, base, hits, headers })
    }),
  )
}

let docs: Docs
test.beforeAll(async () => {
  docs = await startDocs()
})
test.afterAll(async () => {
  docs.server.closeAllConnections()
  await new Promise((resolve) => docs.server.close(resolve))
})

const main = (page: Page) => page.getByRole("main")
const heading = (page: Page) => main(page).getByRole("heading", { level: 1 })

async function openByUrl(page: Page, url: string) {
  await gotoHydrated(page, "/open")
  await page.getByLabel("Address of an OpenAPI or Swagger document").fill(url)
  await page.getByRole("button", { name: "Open", exact: true }).click()
}

async function openByPaste(page: Page, text: string) {
  await gotoHydrated(page, "/open")
  await page.getByLabel("The document's text").fill(text)
  await page.getByRole("button", { name: "Open pasted text" }).click()
}

async function expectPetstorePage(page: Page) {
  await expect(page).toHaveURL(/\/open\/opened-[0-9a-f]{16}$/)
  await expect(heading(page)).toHaveText("Petstore Lite")
  await expect(main(page).getByText("Opened by you")).toBeVisible()
}

const openError = (page: Page) => page.getByRole("alert").filter({ hasText: "This document could not be opened" })

test.describe("opening a description", () => {
  test("from an address: the same detail page (tag groups, safe texts), the tester sends header parameters, and Your APIs lists it", async ({
    page,
  }) => {
    await openByUrl(page, `${docs.base}/petstore.yaml`)
    await expectPetstorePage(page)
    // Markup in the description (Markdown's raw HTML) is never run: its tags are dropped and its text shown as text
    // (ADR 021); the bidi override is removed.
    await expect(main(page).getByText("Pets, bold and window.__pwned = 1gnp.exe", { exact: true })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await main(page).textContent()).not.toContain("\u202E")
    await expect(main(page).getByRole("heading", { level: 3, name: "pets", exact: true })).toBeVisible()
    await expect(main(page).getByRole("heading", { level: 3, name: "store", exact: true })).toBeVisible()
    await expect(main(page).getByText("Endpoints (4)")).toBeVisible()
    await expect(
      main(page).getByText(/OpenAPI 3\.0, version 1\.2\.0, from http:\/\/127\.0\.0\.1:\d+\/petstore\.yaml/),
    ).toBeVisible()

    // The tester: a header parameter goes in a header, the query one in the URL.
    const card = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "List pets", exact: true }) })
    await card.getByRole("button", { name: /^Test / }).click()
    await expect(page.getByRole("heading", { level: 1, name: "List pets" })).toBeFocused()
    await page.getByLabel(/^limit/).fill("2")
    await page.getByLabel(/^X-Trace/).fill("abc-123")
    await page.getByRole("button", { name: "Send Request" }).click()
    await expect(page.getByRole("tabpanel")).toContainText('"Rex"')
    expect(docs.hits).toContain("GET /v1/pets")
    expect(docs.headers.at(-1)).toEqual({ trace: "abc-123" })

    // Back to the API, then Your APIs on /open lists it; its link opens the page again.
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await gotoHydrated(page, "/open")
    const yours = page.getByRole("region", { name: "Your APIs" })
    await expect(yours.getByRole("link", { name: "Petstore Lite" })).toBeVisible()
    await expect(yours).toContainText("4 endpoints · from http://127.0.0.1:")
    await yours.getByRole("link", { name: "Petstore Lite" }).click()
    await expectPetstorePage(page)
  })

  test("from an address, a description split across files: the files it names on its site are downloaded relative to it; a missing one and one elsewhere are noted", async ({
    page,
  }) => {
    await openByUrl(page, `${docs.base}/split/openapi.yaml`)
    await expect(heading(page)).toHaveText("Split Petstore")
    expect(docs.hits).toEqual(
      expect.arrayContaining([
        "GET /split/paths/pets.yaml",
        "GET /common/params.yaml",
        "GET /split/paths/missing.yaml",
      ]),
    )
    expect(docs.hits.filter((hit) => hit.includes("/elsewhere/"))).toEqual([])
    await main(page).getByText("3 parts of the description could not be used").click()
    await expect(
      main(page).getByText(
        "1 referenced file could not be downloaded (missing.yaml): its server answered 404 Not Found.",
      ),
    ).toBeVisible()
    await expect(
      main(page).getByText(/^Files this description refers to on other sites \(localhost:\d+\) were not downloaded/),
    ).toBeVisible()
    const card = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "List pets from another file", exact: true }) })
    await card.getByRole("button", { name: /^Test / }).click()
    // The header parameter from common/params.yaml, and the example from the main document's schema.
    await expect(page.getByLabel(/^X-Trace/)).toHaveAttribute("placeholder", "from-common")
    await expect(page.getByLabel(/^limit/)).toHaveAttribute("placeholder", "5")
  })

  test("'Check endpoints' checks an opened API's GET endpoints, as it does a catalogue API's; one that takes no key is checked without", async ({
    page,
    consoleErrors,
  }) => {
    // Only GET /orders has a scheme (bearer): the API's key is that, and the other operations take none (noKey).
    await openByPaste(page, petstoreYaml(docs.base))
    await expectPetstorePage(page)
    await page.getByRole("button", { name: "Check endpoints" }).click()
    const card = (name: string) =>
      main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })
    await expect(card("List pets").locator("[data-endpoint-outcome]")).toHaveText(/^Last check: 200 · \d+ ms$/)
    await expect(card("Create a pet").locator("[data-endpoint-outcome]")).toHaveText(
      "Last check: Skipped: POST not checked",
    )
    await expect(card("List orders").locator("[data-endpoint-outcome]")).toHaveText("Last check: Skipped: needs a key")
    expect(docs.hits).toContain("GET /v1/pets")

    // Its tester asks for no key: no key field, no "needs a key" notice.
    await card("List pets")
      .getByRole("button", { name: /^Test / })
      .click()
    await expect(page.getByRole("heading", { level: 1, name: "List pets" })).toBeFocused()
    await expect(page.getByRole("heading", { name: "Authentication" })).toHaveCount(0)
    await expect(page.getByLabel("API key", { exact: true })).toHaveCount(0)
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await card("List orders")
      .getByRole("button", { name: /^Test / })
      .click()
    await expect(page.getByRole("heading", { name: "Authentication" })).toBeVisible()
    await expect(page.getByLabel("API key", { exact: true })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })

  test("a request sent from an opened API is in History on any tester, and Restore brings back its page and values", async ({
    page,
  }) => {
    await openByUrl(page, `${docs.base}/petstore.yaml`)
    await expectPetstorePage(page)
    const apiUrl = new URL(page.url()).pathname
    const card = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "List pets", exact: true }) })
    await card.getByRole("button", { name: /^Test / }).click()
    await page.getByLabel(/^limit/).fill("3")
    await page.getByRole("button", { name: "Send Request" }).click()
    await expect(page.getByRole("tabpanel")).toContainText('"Rex"')

    // A catalogue API's tester lists it; Restore (from the keyboard) goes back to the opened API's tester.
    await gotoHydrated(page, "/api/dog-ceo?endpoint=1")
    const restore = page
      .getByRole("region", { name: "History" })
      .getByRole("button", { name: /^Restore GET List pets \(Petstore Lite\)/ })
    await restore.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${apiUrl}\\?endpoint=\\d+&p\\.limit=3&p\\.X-Trace=trace-1$`))
    await expect(page.getByRole("heading", { level: 1, name: "List pets" })).toBeFocused()
    await expect(page.getByLabel(/^limit/)).toHaveValue("3")
  })

  test("a reload and a fresh tab of an opened API read it from this browser's storage", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await openByPaste(page, petstoreYaml(docs.base))
    await expectPetstorePage(page)
    const url = page.url()
    await page.reload()
    await waitForHydration(page)
    // Not prerendered: the static host answers with the app's fallback page and a 404 status (docs/deploy.md).
    expectConsoleError(consoleErrors, /404/)
    await expect(heading(page)).toHaveText("Petstore Lite")
    const other = await context.newPage()
    const errors: string[] = []
    collectConsoleErrors(other, errors)
    await gotoHydrated(other, url)
    await expect(heading(other)).toHaveText("Petstore Lite")
    expectConsoleError(errors, /404/)
    expect(errors).toEqual([])
  })

  test("from a file, by the picker and by drag and drop", async ({ page }) => {
    await gotoHydrated(page, "/open")
    const chooser = page.waitForEvent("filechooser")
    await page.getByRole("button", { name: "Choose a file" }).click()
    await (
      await chooser
    ).setFiles({
      name: "petstore.yaml",
      mimeType: "application/yaml",
      buffer: Buffer.from(petstoreYaml(docs.base)),
    })
    await expectPetstorePage(page)
    await expect(main(page).getByText(/from petstore\.yaml, opened/)).toBeVisible()

    await gotoHydrated(page, "/open")
    const transfer = await page.evaluateHandle(
      (text) => {
        const data = new DataTransfer()
        data.items.add(new File([text], "dropped.yaml", { type: "application/yaml" }))
        return data
      },
      petstoreYaml(docs.base, "Dropped Pets"),
    )
    await page.locator("[data-drop-zone]").dispatchEvent("dragover", { dataTransfer: transfer })
    await page.locator("[data-drop-zone]").dispatchEvent("drop", { dataTransfer: transfer })
    await expect(heading(page)).toHaveText("Dropped Pets")
    await expect(main(page).getByText(/from dropped\.yaml, opened/)).toBeVisible()
  })

  test("Remove takes an API out of Your APIs, and its page then says it is not kept here", async ({
    page,
    consoleErrors,
  }) => {
    await openByPaste(page, petstoreYaml(docs.base, "Short-lived"))
    await expect(heading(page)).toHaveText("Short-lived")
    const url = page.url()
    await gotoHydrated(page, "/open")
    const yours = page.getByRole("region", { name: "Your APIs" })
    await yours.getByRole("button", { name: "Remove Short-lived" }).click()
    await expect(yours.getByRole("link", { name: "Short-lived" })).toHaveCount(0)
    await expect(yours.getByRole("heading", { name: "Your APIs" })).toBeFocused()
    await gotoHydrated(page, url)
    await expect(heading(page)).toHaveText("This API is not in Your APIs")
    expectConsoleError(consoleErrors, /404/)
  })
})

/** A description with `count` GET operations under three tags. */
function manyOperations(count: number) {
  const paths = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `/items/${i}`,
      { get: { tags: [["alpha", "beta", "gamma"][i % 3]], summary: `Item number ${i}` } },
    ]),
  )
  return JSON.stringify({
    openapi: "3.0.0",
    info: { title: "Many", version: "1" },
    servers: [{ url: docs.base }],
    paths,
  })
}

/** Records in the opened APIs' IndexedDB store: an API's shell and each part of its endpoints (api-parts.ts). */
function storedRecords(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const request = indexedDB.open("api-explorer")
        request.onsuccess = () => {
          const db = request.result
          const count = db.transaction("apis").objectStore("apis").count()
          count.onsuccess = () => resolve(count.result)
          count.onerror = () => resolve(0)
        }
        request.onerror = () => resolve(0)
      }),
  )
}

test.describe("a long API", () => {
  test("past 50 endpoints the list has a filter and pages, and Back from the tester returns to the same page", async ({
    page,
  }) => {
    await openByPaste(page, manyOperations(120))
    await expect(heading(page)).toHaveText("Many")
    const status = main(page).getByRole("status").filter({ hasText: "endpoints" })
    await expect(status).toHaveText("Showing 1–20 of 120 endpoints")
    await expect(main(page).getByRole("button", { name: /^Test / })).toHaveCount(20)
    await expect(main(page).getByRole("heading", { level: 3, name: "alpha", exact: true })).toBeVisible()

    const pages = page.getByRole("navigation", { name: "Endpoint pages" })
    await pages.getByRole("button", { name: "2", exact: true }).click()
    await expect(status).toHaveText("Showing 21–40 of 120 endpoints")

    await page.getByLabel("Filter endpoints").fill("number 11")
    await expect(status).toHaveText("Showing 1–11 of 11 endpoints")
    await page.getByLabel("Filter endpoints").fill("gamma number 11")
    await expect(status).toHaveText("Showing 1–5 of 5 endpoints")
    const card = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Item number 110", exact: true }) })
    await card.getByRole("button", { name: /^Test / }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Item number 110" })).toBeFocused()
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await expect(page.getByLabel("Filter endpoints")).toHaveValue("gamma number 11")
    await expect(card.getByRole("button", { name: /^Test / })).toBeFocused()

    await page.getByLabel("Filter endpoints").fill("no such thing")
    await expect(main(page).getByText("No endpoint matches.")).toBeVisible()
  })

  test("a tester reloaded from its link: Back shows the list, and focus returns to the last card of its first page", async ({
    page,
    consoleErrors,
  }) => {
    await openByPaste(page, manyOperations(120))
    await expect(heading(page)).toHaveText("Many")
    // Kept once the worker has stored its shell and its one part of endpoints.
    await expect.poll(() => storedRecords(page)).toBe(2)
    // Group alpha first (0, 3, 6, …): endpoint 57 is the 20th card of page 1, drawn after the list's first steps.
    await page.goto(`${new URL(page.url()).pathname}?endpoint=57`)
    await waitForHydration(page)
    expectConsoleError(consoleErrors, /404/)
    await expect(page.getByRole("heading", { level: 1, name: "Item number 57" })).toBeVisible()
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await expect(main(page).getByRole("button", { name: /^Test / })).toHaveCount(20)
    await expect(page.locator("#endpoint-57-test")).toBeFocused()
  })

  test("an API of 600 endpoints reaches its page, and a reload reads it back from storage, every endpoint in order", async ({
    page,
    consoleErrors,
  }) => {
    // 600 endpoints travel from the worker, and are stored, in three parts of 250 (api-parts.ts).
    await openByPaste(page, manyOperations(600))
    const status = main(page).getByRole("status").filter({ hasText: "endpoints" })
    await expect(status).toHaveText("Showing 1–20 of 600 endpoints")
    await expect(page).toHaveURL(/\/open\/opened-/)
    // Stored by the worker a moment after the page shows it: reload once Your APIs lists it.
    await expect.poll(() => storedRecords(page)).toBe(4)
    await page.reload()
    await waitForHydration(page)
    expectConsoleError(consoleErrors, /404/)
    await expect(status).toHaveText("Showing 1–20 of 600 endpoints")
    await page.getByLabel("Filter endpoints").fill("number 599")
    await expect(status).toHaveText("Showing 1–1 of 1 endpoints")
    await expect(main(page).getByRole("heading", { level: 3, name: "Item number 599", exact: true })).toBeVisible()
    await page.getByLabel("Filter endpoints").fill("number 250")
    await expect(main(page).getByRole("heading", { level: 3, name: "Item number 250", exact: true })).toBeVisible()
  })
})

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" })

  test("after one visit, an opened API's page and tester load offline, and a pasted description opens offline", async ({
    page,
    context,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/open")
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated")
    await openByPaste(page, petstoreYaml(docs.base))
    await expectPetstorePage(page)
    const url = page.url()
    await context.setOffline(true)

    const cold = await context.newPage()
    collectConsoleErrors(cold, consoleErrors)
    await gotoHydrated(cold, `${url}?endpoint=0`)
    await expect(cold.getByRole("heading", { level: 1, name: "List pets" })).toBeVisible()
    await gotoHydrated(cold, "/open")
    await cold.getByLabel("The document's text").fill(petstoreYaml(docs.base, "Offline Pets"))
    await cold.getByRole("button", { name: "Open pasted text" }).click()
    await expect(heading(cold)).toHaveText("Offline Pets")
    await context.setOffline(false)
  })
})

test.describe("share links", () => {
  test("/open?url= opens the document in a fresh browser, and the page offers that link (never a key)", async ({
    page,
    browser,
  }) => {
    await openByUrl(page, `${docs.base}/petstore.yaml`)
    await expectPetstorePage(page)
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
    await main(page).getByRole("button", { name: "Copy link" }).click()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    const expected = new URL(`/open?url=${encodeURIComponent(`${docs.base}/petstore.yaml`)}`, page.url()).href
    expect(link).toBe(expected)

    const fresh = await browser.newContext()
    const other = await fresh.newPage()
    const errors: string[] = []
    collectConsoleErrors(other, errors)
    await other.goto(link)
    await expect(other).toHaveURL(/\/open\/opened-[0-9a-f]{16}$/)
    await expect(heading(other)).toHaveText("Petstore Lite")
    expect(errors).toEqual([])
    await fresh.close()
  })
})

test.describe("bad input gets a clear message and loses nothing", () => {
  const cases: [string, string, RegExp][] = [
    ["invalid JSON", '{\n  "openapi": "3.0.0",\n  "info": {,\n}', /line 3, column/i],
    ["invalid YAML", "openapi: 3.0.0\ninfo:\n  title: [unclosed\n", /line \d+, column \d+/i],
    ["not an API description", '{ "name": "my-package", "version": "1.0.0" }', /not an OpenAPI or Swagger/i],
    ["an unsupported version", "openapi: 4.0.0\ninfo: { title: x, version: '1' }\npaths: {}\n", /4\.0\.0/],
    [
      "a YAML alias bomb",
      `a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n${Array.from(
        { length: 9 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(9)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(",")}]`,
      ).join("\n")}\n`,
      /alias/i,
    ],
  ]
  for (const [label, text, message] of cases) {
    test(`${label}: the message says why, and the pasted text stays`, async ({ page }) => {
      await openByPaste(page, text)
      await expect(openError(page)).toContainText(message)
      await expect(page).toHaveURL(/\/open$/)
      await expect(page.getByLabel("The document's text")).toHaveValue(text)
    })
  }

  test("a file over 64 MB is refused before it is read", async ({ page }) => {
    await gotoHydrated(page, "/open")
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer()
      data.items.add(new File([new ArrayBuffer(200 * 1024 * 1024)], "huge.json", { type: "application/json" }))
      return data
    })
    await page.locator("[data-drop-zone]").dispatchEvent("drop", { dataTransfer: transfer })
    await expect(openError(page)).toContainText(
      "This document is 200.0 MB; API Explorer opens documents up to 64.0 MB.",
    )
  })

  test("an address whose server does not allow CORS, and one that answers 404", async ({ page }) => {
    await openByUrl(page, `${docs.base}/no-cors.yaml`)
    await expect(openError(page)).toContainText("does not let other websites read it (CORS)")
    await expect(page.getByLabel("Address of an OpenAPI or Swagger document")).toHaveValue(`${docs.base}/no-cors.yaml`)

    await page.getByLabel("Address of an OpenAPI or Swagger document").fill(`${docs.base}/missing.json`)
    await page.getByRole("button", { name: "Open", exact: true }).click()
    await expect(openError(page)).toContainText("The server answered 404 Not Found instead of the document.")
  })

  test("an address that never answers can be cancelled, and the form works again", async ({ page }) => {
    await openByUrl(page, `${docs.base}/hang.json`)
    const status = page.getByRole("status").filter({ hasText: "Downloading" })
    await expect(status).toContainText(`Downloading ${docs.base}/hang.json…`)
    await status.getByRole("button", { name: "Cancel" }).click()
    await expect(status).toHaveCount(0)
    await expect(openError(page)).toHaveCount(0)
    await page.getByLabel("Address of an OpenAPI or Swagger document").fill(`${docs.base}/petstore.yaml`)
    await page.getByRole("button", { name: "Open", exact: true }).click()
    await expectPetstorePage(page)
  })
})

test.describe("accessibility", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`/open and an opened API have no axe violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme)
      await gotoHydrated(page, "/open")
      await expectNoViolations(page, `/open (${theme})`)
      await openByPaste(page, petstoreYaml(docs.base))
      await expectPetstorePage(page)
      await expectNoViolations(page, `opened API (${theme})`)
      await openByPaste(page, "{ oops")
      await expect(openError(page)).toBeVisible()
      await expectNoViolations(page, `/open with an error (${theme})`)
    })
  }

  test("at phone width nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await gotoHydrated(page, "/open")
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await openByUrl(page, `${docs.base}/petstore.yaml`)
    await expectPetstorePage(page)
    const after = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(after).toBeLessThanOrEqual(0)
  })
})
