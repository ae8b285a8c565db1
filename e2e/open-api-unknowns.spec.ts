import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import { expect, expectConsoleError, gotoHydrated, test } from "./fixtures"

// An opened API says only what it knows (docs/open-any-api.md): no CORS or price badge, "not known until you send" on its page and
// tester, and a Send the browser blocks gets the same diagnosis a catalogue API's gets. A damaged stored record is
// "not in Your APIs", never "Something went wrong".

/** A description whose API server (this test's own, on 127.0.0.1) answers without CORS headers. */
function description(apiBase: string) {
  return JSON.stringify({
    openapi: "3.0.3",
    info: { title: "No CORS API", version: "1" },
    servers: [{ url: `${apiBase}/v1` }],
    paths: { "/things": { get: { summary: "List things", responses: { "200": { description: "ok" } } } } },
  })
}

let server: Server
let base = ""
const hits: string[] = []

test.beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`)
    if (request.url === "/doc.json")
      return response
        .writeHead(200, { "access-control-allow-origin": "*", "content-type": "application/json" })
        .end(description(base))
    // The API itself: no access-control-allow-origin, as most server-to-server APIs answer.
    response.writeHead(200, { "content-type": "application/json" }).end("[]")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const main = (page: Page) => page.getByRole("main")
const UNKNOWN = "Whether browsers may call this API is not known until you send."

async function openDoc(page: Page) {
  await gotoHydrated(page, "/open")
  await page.getByLabel("Address of an OpenAPI or Swagger document").fill(`${base}/doc.json`)
  await page.getByRole("button", { name: "Open", exact: true }).click()
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("No CORS API")
}

test("an opened API claims neither CORS nor a price, says it is unknown, and a blocked Send is explained as a catalogue API's is", async ({
  page,
  consoleErrors,
}) => {
  await openDoc(page)
  const properties = main(page).getByRole("list", { name: "Properties" })
  await expect(properties).toContainText("Opened by you")
  await expect(properties).not.toContainText(/CORS|Free|Paid/)
  await expect(main(page).getByText(UNKNOWN, { exact: true })).toBeVisible()

  await main(page)
    .getByRole("button", { name: /^Test / })
    .click()
  await expect(page.getByRole("note").filter({ hasText: UNKNOWN })).toBeVisible()
  await page.getByRole("button", { name: "Send Request" }).click()
  const panel = page.getByRole("tabpanel")
  await expect(panel).toContainText("Failed to fetch")
  await expect(panel).toContainText(
    "The browser could not complete this request. The API probably does not allow requests from web pages (CORS)",
  )
  expect(hits).toContain("GET /v1/things")
  expectConsoleError(consoleErrors, /CORS policy/)
  expectConsoleError(consoleErrors, /Failed to load resource/)
})

test("a damaged record in IndexedDB: the page says the API is not kept here, never 'Something went wrong'", async ({
  page,
  consoleErrors,
}) => {
  await openDoc(page)
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? ""
  // Another version of the app, an extension or a damaged disk: an endpoint without a path, parameters not a list.
  await page.evaluate(async (apiId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("api-explorer")
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    await new Promise<void>((resolve, reject) => {
      const transaction = db.transaction("apis", "readwrite")
      const store = transaction.objectStore("apis")
      store.put([{ name: "broken", method: "GET", parameters: { not: "a list" } }], [apiId, 0])
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error)
    })
    db.close()
  }, id)
  await page.reload()
  await expect(main(page).getByText("This API is not in Your APIs")).toBeVisible()
  await expect(page.getByText("Something went wrong")).toHaveCount(0)
  // Not prerendered: the static host answers a reload of /open/{id} with the app's fallback page and a 404 status.
  expectConsoleError(consoleErrors, /404/)
})
