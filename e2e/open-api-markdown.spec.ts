import type { Page, Request } from "@playwright/test"
import { XSS_HOST, XSS_STRINGS } from "@/features/open-api/markdown/xss-strings"
import { expect, expectNoViolations, gotoHydrated, test, useTheme } from "./fixtures"

// An opened API's descriptions are Markdown (ADR 021): readable tables, links, code and headings, and
// nothing in them runs, loads or styles anything. The XSS library (xss-strings.ts) is placed in every text field a
// document has: the API's and operations' descriptions, tags, parameters, externalDocs, contact and termsOfService.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const IMAGE_HOST = "img.example.com"
/** A 1×1 transparent PNG, answered for the one image a test asks for. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
)

const READABLE = [
  "The **Markdown API** returns [rates](https://docs.example.com/rates) as `JSON`.",
  "## Limits",
  "| Plan | Requests per day | Requests per second | Burst | Notes on fair use and overage |",
  "| :-- | --: | --: | --: | :-- |",
  "| Free | 1,000 | 1 | 5 | Requests beyond the limit are answered with 429 Too Many Requests |",
  "| Pro | 100,000 | 50 | 100 | Overage is billed per 1,000 requests at the end of each month |",
  "",
  "```json",
  '{ "rate": 1.0842, "base": "EUR", "quote": "USD", "at": "2026-11-26T12:00:00Z", "source": "ecb" }',
  "```",
  "",
  `![Rate chart](https://${IMAGE_HOST}/chart.png)`,
].join("\n")

const ALL_XSS = XSS_STRINGS.join("\n\n")

function documentText(): string {
  const operation = (summary: string, description: string, tag: string) => ({
    summary,
    description,
    tags: [tag],
    parameters: XSS_STRINGS.slice(0, 10).map((xss, index) => ({
      name: `p${index}`,
      in: "query",
      description: xss,
      schema: { type: "string", example: xss },
    })),
    externalDocs: { url: "javascript:XSS()", description: ALL_XSS },
    responses: { "200": { description: ALL_XSS } },
  })
  return JSON.stringify({
    openapi: "3.0.3",
    info: {
      title: "Markdown API",
      version: "1",
      description: `${READABLE}\n\n${ALL_XSS}`,
      termsOfService: "javascript:XSS()",
      contact: { name: ALL_XSS, url: "javascript:XSS()", email: "<img src=x onerror=XSS()>@x.dev" },
      license: { name: "<script>XSS()</script>", url: "javascript:XSS()" },
    },
    externalDocs: { url: "javascript:XSS()", description: ALL_XSS },
    servers: [{ url: `https://${XSS_HOST}/v1` }],
    tags: [
      { name: "rates", description: ALL_XSS, externalDocs: { url: "javascript:XSS()", description: ALL_XSS } },
      { name: "hostile", description: ALL_XSS },
    ],
    paths: {
      "/rates": { get: operation("List rates", READABLE, "rates") },
      "/hostile": { get: operation("Hostile text", ALL_XSS, "hostile") },
    },
  })
}

const main = (page: Page) => page.getByRole("main")

/** Resource kinds a description could make the page load: none may be requested, from any host (ours included). */
const LOADED_BY_MARKUP = new Set(["image", "media", "font", "texttrack", "object", "imageset"])

/**
 * Counts every XSS() call and dialog, every request to a host other than the app's (127.0.0.1) and every request of
 * a kind markup loads (an <img src=x> asks the app's own host for "x").
 */
async function watch(page: Page) {
  const runs: string[] = []
  const requests: string[] = []
  await page.exposeBinding("XSS", () => void runs.push("XSS()"))
  page.on("dialog", (dialog) => {
    runs.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on("request", (request: Request) => {
    const url = new URL(request.url())
    if (url.hostname !== "127.0.0.1" || LOADED_BY_MARKUP.has(request.resourceType()))
      requests.push(`${request.resourceType()} ${request.url()}`)
  })
  return { runs, requests }
}

async function openDocument(page: Page) {
  await gotoHydrated(page, "/open")
  await page.getByLabel("The document's text").fill(documentText())
  await page.getByRole("button", { name: "Open pasted text" }).click()
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Markdown API")
  // The renderer has drawn the API's description: its table is there.
  await expect(main(page).getByRole("group", { name: "Table" }).first()).toBeVisible()
}

test("the XSS library in every text field of a document: no script runs and no request leaves the app", async ({
  page,
}) => {
  const { runs, requests } = await watch(page)
  await openDocument(page)
  const hostile = main(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Hostile text" }) })
  await expect(hostile.getByText("javascript:XSS()").first()).toBeVisible()
  // Every link the descriptions make is an http(s) or mailto address, opened apart from this page. Read in one go:
  // the cards draw their descriptions a few at a time, so the list of links may grow between two reads.
  const links = await main(page)
    .locator("a[href]")
    .evaluateAll((anchors) =>
      anchors
        .map((a) => ({ href: a.getAttribute("href") ?? "", rel: a.getAttribute("rel") ?? "" }))
        .filter(({ href }) => !href.startsWith("/")),
    )
  expect(links.length).toBeGreaterThan(0)
  for (const { href, rel } of links) {
    expect(href).toMatch(/^(https?:|mailto:)/)
    expect(rel).toBe("noopener noreferrer")
  }
  expect(await main(page).locator("img, iframe, object, embed, svg:not([aria-hidden]), style, script").count()).toBe(0)
  // The tester of the hostile operation shows its texts too.
  await hostile.getByRole("button", { name: /^Test / }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Hostile text" })).toBeFocused()
  await page
    .getByRole("link", { name: /Back to API/ })
    .or(page.getByRole("button", { name: /Back to API/ }))
    .click()
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Markdown API")
  // Whatever would run or load has had its chance: the page is idle.
  await page.waitForLoadState("networkidle")
  expect(runs).toEqual([])
  expect(requests).toEqual([])
})

test("Markdown is readable: a table that scrolls by itself at 390 px, prefixed heading ids, safe links, code", async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await openDocument(page)
  const header = main(page).locator("header")
  const limits = header.getByRole("heading", { level: 2, name: "Limits" })
  await expect(limits).toHaveAttribute("id", "md-api-limits")
  await expect(header.getByRole("link", { name: "rates" })).toHaveAttribute("href", "https://docs.example.com/rates")
  await expect(header.getByRole("link", { name: "rates" })).toHaveAttribute("rel", "noopener noreferrer")
  await expect(header.getByText('"base": "EUR"')).toBeVisible()
  const table = header.getByRole("group", { name: "Table" }).first()
  const sizes = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }))
  expect(sizes.scroll).toBeGreaterThan(sizes.client)
  // The page itself does not scroll sideways: only the table does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  // The rates operation's card has the same Markdown, its heading ids kept apart from the API's.
  await expect(main(page).locator("#md-endpoint-0-limits")).toHaveCount(1)
})

test("an image in a description loads only when the visitor asks for it", async ({ page }) => {
  const imageRequests: string[] = []
  await page.route(`https://${IMAGE_HOST}/**`, async (route) => {
    imageRequests.push(route.request().url())
    await route.fulfill({ status: 200, contentType: "image/png", body: PNG })
  })
  await openDocument(page)
  const header = main(page).locator("header")
  await page.waitForLoadState("networkidle")
  expect(imageRequests).toEqual([])
  await header.getByRole("button", { name: `Show image from ${IMAGE_HOST}` }).click()
  await expect(header.getByRole("img", { name: "Rate chart" })).toBeVisible()
  expect(imageRequests).toEqual([`https://${IMAGE_HOST}/chart.png`])
})

test("a catalogue API's page never downloads the Markdown renderer", async ({ page }) => {
  const scripts: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  await gotoHydrated(page, "/api/dog-ceo")
  await page.waitForLoadState("networkidle")
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((path) => /markdown/i.test(path))).toEqual([])
  // The same check on an opened API's page finds it: the test looks for the right file.
  await openDocument(page)
  expect(scripts.filter((path) => /markdown/i.test(path))).toHaveLength(1)
})

for (const theme of ["light", "dark"] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe: an opened API's Markdown, ${theme} theme, ${viewport.width} px`, async ({ page }) => {
      await useTheme(page, theme)
      await page.setViewportSize(viewport)
      await page.route(`https://${IMAGE_HOST}/**`, (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
      )
      await openDocument(page)
      await expectNoViolations(page, `an opened API's Markdown, ${theme}, ${viewport.width} px`)
      await main(page)
        .locator("header")
        .getByRole("button", { name: `Show image from ${IMAGE_HOST}` })
        .click()
      await expectNoViolations(page, `an opened API's Markdown with its image shown, ${theme}, ${viewport.width} px`)
    })
  }
}
