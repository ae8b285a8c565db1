import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import { expect, gotoHydrated, test } from "./fixtures"

// External references after redirects (docs/open-any-api.md, docs/security.md): a description on one local server
// whose `$ref`s redirect, one within its site and one to a second local server on another port. The browser follows
// redirects in the open worker (it hides where one leads until it has followed it), so the second server may get the
// request; what it answers must never become part of the API. Only servers this file starts are used: page.route
// does not see a worker's request after a redirect.

const CORS = { "access-control-allow-origin": "*" }

type Local = { server: Server; base: string; hits: string[] }

/** A server on 127.0.0.1 at a free port that records each request's path and answers with `handle`. */
function startServer(handle: (path: string, response: ServerResponse, request: IncomingMessage) => void) {
  const hits: string[] = []
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname
    hits.push(`${request.method} ${path}`)
    handle(path, response, request)
  })
  return new Promise<Local>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits }),
    ),
  )
}

function stop(local: Local | undefined) {
  if (!local) return Promise.resolve()
  local.server.closeAllConnections()
  return new Promise((resolve) => local.server.close(resolve))
}

/** Another site: it lets any web page read its answers (the worst case), and its parameter must never show. */
const OTHER_FILE = `P: { name: stolen, in: query, schema: { type: string, example: from-the-other-server } }
`

const yaml = (response: ServerResponse, text: string) =>
  response.writeHead(200, { ...CORS, "content-type": "application/yaml" }).end(text)
const redirect = (response: ServerResponse, location: string) => response.writeHead(302, { ...CORS, location }).end()

let other: Local
let docs: Local
test.beforeAll(async () => {
  other = await startServer((path, response) =>
    path === "/p.yaml" ? yaml(response, OTHER_FILE) : response.writeHead(404, CORS).end(),
  )
  docs = await startServer((path, response) => {
    // Two descriptions, one reference each.
    if (path === "/away/openapi.yaml") return yaml(response, description("Away", "params/p.yaml#/P"))
    if (path === "/moved/openapi.yaml") return yaml(response, description("Moved", "params/p.yaml#/Limit"))
    // Off the site: another port is another site.
    if (path === "/away/params/p.yaml") return redirect(response, `${other.base}/p.yaml`)
    // Within the site: used, and its own relative reference resolves next to where it ended up.
    if (path === "/moved/params/p.yaml") return redirect(response, "/v2/params/all.yaml")
    if (path === "/v2/params/all.yaml") return yaml(response, `Limit: { $ref: "common.yaml#/Limit" }\n`)
    if (path === "/v2/params/common.yaml")
      return yaml(response, `Limit: { name: limit, in: query, schema: { type: integer, example: 7 } }\n`)
    response.writeHead(404, CORS).end()
  })
})

/** A description whose one endpoint takes one parameter, by `ref`. */
function description(title: string, ref: string) {
  return `openapi: 3.0.3
info: { title: ${title}, version: "1" }
servers: [{ url: ${docs.base}/v1 }]
paths:
  /items:
    get:
      summary: List items
      parameters:
        - $ref: "${ref}"
`
}

test.afterAll(async () => {
  await stop(docs)
  await stop(other)
})

const main = (page: Page) => page.getByRole("main")

async function openByUrl(page: Page, url: string, title: string) {
  await gotoHydrated(page, "/open")
  await page.getByLabel("Address of an OpenAPI or Swagger document").fill(url)
  await page.getByRole("button", { name: "Open", exact: true }).click()
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(title)
}

async function testItems(page: Page) {
  const card = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "List items", exact: true }) })
  await card.getByRole("button", { name: /^Test / }).click()
}

test("a $ref that redirects to another local server (another port) is not used, and a note says where it went", async ({
  page,
}) => {
  await openByUrl(page, `${docs.base}/away/openapi.yaml`, "Away")
  expect(docs.hits).toContain("GET /away/params/p.yaml")
  // The browser may have followed the redirect (at most once); nothing it answered is used.
  expect(other.hits.length).toBeLessThanOrEqual(1)
  await main(page).getByText("2 parts of the description could not be used").click()
  await expect(
    main(page).getByText(
      `1 referenced file could not be used (p.yaml): it redirected to another site (${new URL(other.base).host}).`,
      { exact: true },
    ),
  ).toBeVisible()
  await testItems(page)
  await expect(page.getByLabel(/^stolen/)).toHaveCount(0)
  await expect(page.locator("body")).not.toContainText("from-the-other-server")
})

test("a $ref redirected within the site is used, and the references inside it resolve against where it ended up", async ({
  page,
}) => {
  await openByUrl(page, `${docs.base}/moved/openapi.yaml`, "Moved")
  expect(docs.hits).toEqual(
    expect.arrayContaining(["GET /moved/params/p.yaml", "GET /v2/params/all.yaml", "GET /v2/params/common.yaml"]),
  )
  // Not next to the address it was asked for.
  expect(docs.hits.filter((hit) => hit.startsWith("GET /moved/params/common"))).toEqual([])
  await expect(main(page).getByText(/could not be used/)).toHaveCount(0)
  await testItems(page)
  await expect(page.getByLabel(/^limit/)).toHaveAttribute("placeholder", "7")
})
