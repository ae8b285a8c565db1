import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Browser, Page } from "@playwright/test"
import {
  blockThirdParties,
  collectConsoleErrors,
  CORS,
  expect,
  expectNoViolations,
  gotoHydrated,
  LAYOUTS,
  openPastedDescription,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// Links to an operation by method and path (docs/open-any-api.md, "Links to an operation"):
// /open?url={document}&op=GET%20/path&p.name=value opens the document in a fresh browser, then that operation's
// tester with those values. The tester's link of an API opened from an address is that link; one opened from a file
// or a paste says its link works in this browser only. The document and the API are a server on 127.0.0.1.

function description(base: string) {
  return JSON.stringify({
    openapi: "3.0.3",
    info: { title: "Issue Tracker", version: "1" },
    servers: [{ url: base }],
    paths: {
      "/repos/{owner}/{repo}/issues": {
        parameters: [
          { name: "owner", in: "path", required: true, schema: { type: "string" } },
          { name: "repo", in: "path", required: true, schema: { type: "string" } },
        ],
        get: {
          summary: "List issues",
          parameters: [{ name: "state", in: "query", required: true, schema: { type: "string" } }],
          responses: { "200": { description: "ok" } },
        },
        post: { summary: "Create an issue", responses: { "201": { description: "created" } } },
      },
      "/rate_limit": { get: { summary: "Rate limit", responses: { "200": { description: "ok" } } } },
    },
  })
}

type Local = { server: Server; base: string; sent: string[] }

/** The document at /openapi.json and the API under /repos/, on 127.0.0.1, with CORS; `sent`: each API request. */
function startLocal(): Promise<Local> {
  const sent: string[] = []
  let base = ""
  const server = createServer((request, response) => {
    if (request.method === "OPTIONS")
      return response.writeHead(204, { ...CORS, "access-control-allow-headers": "*" }).end()
    if (request.url === "/openapi.json")
      return response.writeHead(200, { ...CORS, "content-type": "application/json" }).end(description(base))
    sent.push(`${request.method} ${request.url}`)
    response.writeHead(200, { ...CORS, "content-type": "application/json" }).end("[]")
  })
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      resolve({ server, base, sent })
    }),
  )
}

let local: Local
test.beforeAll(async () => {
  local = await startLocal()
})
test.afterAll(async () => {
  local.server.closeAllConnections()
  await new Promise((resolve) => local.server.close(resolve))
})

const documentUrl = () => `${local.base}/openapi.json`
const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 })

/** A browser with nothing of this one's: no opened APIs, no history. */
async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL })
  await blockThirdParties(context)
  const page = await context.newPage()
  const errors: string[] = []
  collectConsoleErrors(page, errors)
  return { context, page, errors }
}

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: an opened operation's link, in a fresh browser, opens the document and that tester with its values`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    await gotoHydrated(page, "/open")
    await page.getByLabel("Address of an OpenAPI or Swagger document").fill(documentUrl())
    await page.getByRole("button", { name: "Open", exact: true }).click()
    await expect(heading(page)).toHaveText("Issue Tracker")
    await testEndpoint(page, "List issues")
    await page.getByLabel(/^owner/).fill("octo cat")
    await page.getByLabel(/^repo/).fill("hello&world")
    await page.getByLabel(/^state/).fill("open")
    await page.getByRole("button", { name: "Share link", exact: true }).click()
    await expect(page.getByRole("button", { name: "Link copied", exact: true })).toBeVisible()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    // The form the palette uses too: the document, then METHOD and path as one encoded value, then the values.
    expect(link.startsWith(`${new URL(page.url()).origin}/open?url=${encodeURIComponent(documentUrl())}`)).toBe(true)
    expect(link).toContain("&op=GET%20%2Frepos%2F%7Bowner%7D%2F%7Brepo%7D%2Fissues&p.")
    const values = new URL(link).searchParams
    expect([...values.keys()].sort()).toEqual(["op", "p.owner", "p.repo", "p.state", "url"])
    expect([values.get("p.owner"), values.get("p.repo"), values.get("p.state")]).toEqual([
      "octo cat",
      "hello&world",
      "open",
    ])

    const fresh = await freshPage(browser, baseURL)
    await fresh.page.setViewportSize({ width, height })
    await useTheme(fresh.page, theme)
    await fresh.page.goto(link)
    await expect(fresh.page).toHaveURL(/\/open\/opened-[0-9a-f]+\?endpoint=0&p\./)
    await expect(fresh.page.getByRole("heading", { level: 1, name: "List issues" })).toBeFocused()
    await expect(fresh.page.getByLabel(/^owner/)).toHaveValue("octo cat")
    await expect(fresh.page.getByLabel(/^repo/)).toHaveValue("hello&world")
    await expect(fresh.page.getByLabel(/^state/)).toHaveValue("open")
    await expectNoViolations(fresh.page, `${label}: the tester a link opened`)
    await fresh.page.getByRole("button", { name: "Send Request" }).click()
    await expect(fresh.page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
    expect(local.sent.at(-1)).toBe("GET /repos/octo%20cat/hello%26world/issues?state=open")
    expect(fresh.errors).toEqual([])
    await fresh.context.close()
  })
}

test("a link written by hand (the palette's form): another operation, by method and path, with a value", async ({
  browser,
  baseURL,
}) => {
  const fresh = await freshPage(browser, baseURL)
  const op = encodeURIComponent("POST /repos/{owner}/{repo}/issues")
  await fresh.page.goto(`/open?url=${encodeURIComponent(documentUrl())}&op=${op}&p.owner=octocat`)
  await expect(fresh.page.getByRole("heading", { level: 1, name: "Create an issue" })).toBeFocused()
  await expect(fresh.page.getByLabel(/^owner/)).toHaveValue("octocat")
  await expect(fresh.page.getByLabel(/^repo/)).toHaveValue("")
  expect(fresh.errors).toEqual([])
  await fresh.context.close()
})

test("a link to an operation the document no longer has opens the API's page", async ({ browser, baseURL }) => {
  const fresh = await freshPage(browser, baseURL)
  await fresh.page.goto(`/open?url=${encodeURIComponent(documentUrl())}&op=${encodeURIComponent("GET /gone")}`)
  await expect(fresh.page).toHaveURL(/\/open\/opened-[0-9a-f]+$/)
  await expect(heading(fresh.page)).toHaveText("Issue Tracker")
  expect(fresh.errors).toEqual([])
  await fresh.context.close()
})

test("an API opened from a paste: the link button and its feedback say it works in this browser only", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await openPastedDescription(page, description(local.base), "Issue Tracker")
  await testEndpoint(page, "Rate limit")
  await expect(page.getByRole("button", { name: "Share link", exact: true })).toHaveCount(0)
  await page.getByRole("button", { name: "Share link (this browser only)", exact: true }).click()
  await expect(
    page.getByRole("button", { name: "Link copied: it opens in this browser only", exact: true }),
  ).toBeVisible()
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()))
  expect(link.pathname).toMatch(/^\/open\/opened-[0-9a-f]+$/)
  expect(link.search).toBe("?endpoint=2")
})
