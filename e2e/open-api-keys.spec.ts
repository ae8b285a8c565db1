import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import { expect, expectConsoleError, gotoHydrated, test } from "./fixtures"

// Keys bound to where they go (docs/api-keys.md): a key entered for an opened API is sent only to the origin
// it was entered for. Two servers of the test's own on 127.0.0.1 (two ports, two origins): the description first names
// A, then — the same address, changed — B. A remembered key must never reach B, whether the change comes from
// re-opening the document, from 'Check endpoints' or from a link that sets a server variable.

const KEY = "sk-remembered-for-a"

type Api = { server: Server; base: string; authorizations: (string | null)[] }

function startApi(): Promise<Api> {
  const authorizations: (string | null)[] = []
  const server = createServer((request: IncomingMessage, response) => {
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
      "access-control-allow-methods": "GET",
    }
    if (request.method === "OPTIONS") return response.writeHead(204, cors).end()
    authorizations.push(request.headers.authorization ?? null)
    response.writeHead(200, { ...cors, "content-type": "application/json" }).end('{"orders":[]}')
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, authorizations }),
    ),
  )
}

/** The description: one bearer-keyed operation on `{host}` (a server variable whose default is `host`). */
function description(host: string) {
  return `openapi: 3.0.3
info: { title: Orders, version: "1" }
servers:
  - url: http://{host}/v1
    variables:
      host: { default: "${host}" }
paths:
  /orders:
    get:
      summary: List orders
      responses: { "200": { description: ok } }
security: [{ token: [] }]
components:
  securitySchemes:
    token: { type: http, scheme: bearer }
`
}

let a: Api
let b: Api
let docs: Server
let docsBase = ""
/** Which server the document at /orders.yaml names now. */
let named = ""

test.beforeAll(async () => {
  ;[a, b] = await Promise.all([startApi(), startApi()])
  named = a.base
  docs = createServer((_, response) =>
    response
      .writeHead(200, { "access-control-allow-origin": "*", "content-type": "application/yaml" })
      .end(description(new URL(named).host)),
  )
  await new Promise<void>((resolve) => docs.listen(0, "127.0.0.1", resolve))
  docsBase = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  for (const server of [a.server, b.server, docs]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

const main = (page: Page) => page.getByRole("main")

async function openOrders(page: Page) {
  await gotoHydrated(page, "/open")
  await page.getByLabel("Address of an OpenAPI or Swagger document").fill(`${docsBase}/orders.yaml`)
  await page.getByRole("button", { name: "Open", exact: true }).click()
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Orders")
}

/** Opens the tester of "List orders": its server variable's default is filled in. */
async function testOrders(page: Page) {
  const card = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "List orders", exact: true }) })
  await card.getByRole("button", { name: /^Test / }).click()
  await expect(page.getByRole("heading", { level: 1, name: "List orders" })).toBeFocused()
}

async function send(page: Page) {
  await page.getByRole("button", { name: "Send Request" }).click()
  await expect(page.getByRole("tabpanel")).toContainText("Status: 200 OK")
}

test("a remembered key is not sent when the description later names another server, by the tester, a link or 'Check endpoints'", async ({
  page,
  consoleErrors,
}) => {
  const hostA = new URL(a.base).host
  const hostB = new URL(b.base).host
  await openOrders(page)
  await testOrders(page)
  await page.getByLabel("API key", { exact: true }).fill(KEY)
  await page.getByLabel("Remember on this device").check()
  await send(page)
  expect(a.authorizations).toEqual([`Bearer ${KEY}`])

  // A link to this tester that sets the server variable to another host: the key field is empty and says why.
  const testerUrl = new URL(page.url())
  testerUrl.searchParams.set("p.host", hostB)
  await gotoHydrated(page, testerUrl.pathname + testerUrl.search)
  // Not prerendered: the static host answers /open/{id} with the app's fallback page and a 404 status.
  expectConsoleError(consoleErrors, /404/)
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
  await expect(
    page.getByRole("note").filter({ hasText: `Your key for ${hostA} is not sent to ${hostB}` }),
  ).toBeVisible()
  await send(page)
  expect(b.authorizations).toEqual([null])

  // The same address now names server B: re-opened (the same API, the same id), its tester sends no key to B.
  named = b.base
  await openOrders(page)
  await page.getByRole("button", { name: "Check endpoints" }).click()
  await expect(main(page).locator("[data-endpoint-outcome]")).toHaveText("Last check: Skipped: needs a key")
  await testOrders(page)
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
  await expect(
    page.getByRole("note").filter({ hasText: `Your key for ${hostA} is not sent to ${hostB}` }),
  ).toBeVisible()
  await send(page)
  expect(b.authorizations).toEqual([null, null])

  // Entered again for B, it goes to B; the key for A stays A's.
  await page.getByLabel("API key", { exact: true }).fill("key-for-b")
  await send(page)
  expect(b.authorizations.at(-1)).toBe("Bearer key-for-b")
  expect(a.authorizations).toEqual([`Bearer ${KEY}`])
})
