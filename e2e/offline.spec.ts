import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { BrowserContext, Page } from "@playwright/test"
import { APIS } from "../src/data/apis"
import {
  blockThirdParties,
  collectConsoleErrors,
  expect,
  expectConsoleError,
  gotoHydrated,
  test,
  waitForHydration,
} from "./fixtures"

// After one online visit the whole site works offline, served by the service worker (docs/behaviour.md §2,
// "Offline and installing").
// The other specs block service workers (playwright.config.ts); these tests turn them on.
test.use({ serviceWorkers: "allow" })

const cards = (page: Page) => page.getByRole("main").getByRole("article")
const heading = (page: Page) => page.getByRole("main").getByRole("heading", { level: 1 })
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" })

/** One online visit, then wait until the service worker has precached the site and is active. */
async function visitOnce(page: Page, url = "/explore") {
  await gotoHydrated(page, url)
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)
  expect(["activating", "activated"]).toContain(state)
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated")
}

/** A fresh tab in the same (offline) browser: a cold load of `url` with no page in memory. */
async function coldPage(context: BrowserContext, url: string, errors: string[]) {
  const page = await context.newPage()
  collectConsoleErrors(page, errors, `${url}: `)
  await gotoHydrated(page, url)
  return page
}

test.describe("offline after one visit", () => {
  test("every kind of page loads cold from the cache: landing, explore, an API, pricing, sign-up, contact, not found", async ({
    page,
    context,
  }) => {
    await visitOnce(page, "/")
    await context.setOffline(true)
    const errors: string[] = []

    const landing = await coldPage(context, "/", errors)
    await expect(landing.getByRole("heading", { level: 1 })).toContainText("API Explorer")
    const explore = await coldPage(context, "/explore", errors)
    await expect(heading(explore)).toHaveText("Explore Public APIs")
    await expect(cards(explore)).toHaveCount(15)
    const api = APIS[3]!
    const detail = await coldPage(context, `/api/${api.id}`, errors)
    await expect(heading(detail)).toHaveText(api.name)
    for (const [path, title] of [
      ["/pricing", "Simple, transparent pricing"],
      ["/signup", "Get started for free"],
      ["/contact", "Contact us"],
    ] as const) {
      const simple = await coldPage(context, path, errors)
      await expect(heading(simple)).toHaveText(title)
    }
    const missing = await coldPage(context, "/no/such/page", errors)
    await expect(heading(missing)).toHaveText("Page not found")

    // A reload of a page is a cold load too.
    await detail.reload()
    await waitForHydration(detail)
    await expect(heading(detail)).toHaveText(api.name)
    expect(errors).toEqual([])
  })

  test("explore offline: search, filters, pagination, bookmarks and a detail page", async ({ page, context }) => {
    await visitOnce(page)
    await context.setOffline(true)
    await page.reload()
    await waitForHydration(page)

    // Search from the header: a full navigation to /explore?q=… answered by the cached page.
    const search = page.getByRole("banner").getByPlaceholder("Search APIs...")
    await search.fill("weather")
    await search.press("Enter")
    await expect(page).toHaveURL(/\/explore\?q=weather/)
    const weather = APIS.filter((api) => `${api.name} ${api.description}`.toLowerCase().includes("weather"))
    await expect(cards(page)).toHaveCount(weather.length)

    // A filter, then clear it; pagination.
    await gotoHydrated(page, "/explore")
    await page.getByLabel("Category", { exact: true }).selectOption("Development")
    await expect(cards(page)).toHaveCount(Math.min(15, APIS.filter((api) => api.category === "Development").length))
    await page.getByLabel("Category", { exact: true }).selectOption("All")
    await pagination(page).getByRole("button", { name: "Next" }).click()
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("2")
    await expect(cards(page).first().getByRole("heading")).toHaveText(APIS[15]!.name)

    // Bookmark a card; 'Saved' shows it; it survives a cold reload offline.
    const first = cards(page).first()
    const name = (await first.getByRole("heading").textContent()) ?? ""
    await first.getByRole("button", { name: `Bookmark ${name}` }).click()
    await page.getByRole("button", { name: "Saved", exact: true }).click()
    await expect(cards(page)).toHaveCount(1)
    await page.reload()
    await waitForHydration(page)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first().getByRole("heading")).toHaveText(name)

    // Into the detail page by a client-side navigation (its .data file comes from the cache).
    await cards(page).first().getByRole("link", { name, exact: true }).click()
    await expect(heading(page)).toHaveText(name)
    await expect(page.getByRole("button", { name: `Bookmark ${name}` })).toHaveAttribute("aria-pressed", "true")
  })
})

test.describe("repeat visits", () => {
  test("the page, its .data file and its assets come from the service worker, not the network", async ({ page }) => {
    await visitOnce(page, "/explore")
    const network: string[] = []
    const cached: string[] = []
    page.on("response", (response) => {
      ;(response.fromServiceWorker() ? cached : network).push(new URL(response.url()).pathname)
    })
    const response = await gotoHydrated(page, "/api/github")
    expect(response?.fromServiceWorker()).toBe(true)
    // A client-side navigation loads the next page's data from the cache too.
    await page.getByRole("button", { name: "Back to APIs" }).click()
    await expect(heading(page)).toHaveText("Explore Public APIs")
    expect(network.filter((path) => path !== "/sw.js")).toEqual([])
    expect(cached).toContain("/explore.data")
    expect(cached.some((path) => path.startsWith("/assets/"))).toBe(true)
  })
})

test.describe("the tester offline", () => {
  const API = "https://jsonplaceholder.typicode.com/posts/1"

  test("'Send Request' says you are offline, and works again once the network is back", async ({ page, context }) => {
    await visitOnce(page, "/api/jsonplaceholder")
    await context.setOffline(true)
    await page.reload()
    await waitForHydration(page)

    // The tester's code is a lazily loaded chunk: it comes from the cache too.
    const card = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Get a post", exact: true }) })
    await card.getByRole("button", { name: /^Test / }).click()
    await page.getByLabel("id").fill("1")
    const send = page.getByRole("button", { name: "Send Request" })
    // Chromium's offline emulation does not carry navigator.onLine into a document loaded while offline (a real
    // offline browser does); applying it again sets it, as turning the network off in the middle of a visit would.
    await context.setOffline(false)
    await context.setOffline(true)
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
    await send.click()
    const alert = page.getByRole("alert")
    await expect(alert).toContainText("You are offline.")
    await expect(alert).not.toContainText("Failed to fetch")

    // Back online: the request goes to the API (answered here by page.route), never through a cache.
    await context.setOffline(false)
    const requests: string[] = []
    await page.route(API, (route) => {
      requests.push(route.request().url())
      return route.fulfill({
        status: 200,
        contentType: "application/json; charset=utf-8",
        headers: { "access-control-allow-origin": "*" },
        body: JSON.stringify({ id: 1, title: "back online" }),
      })
    })
    await send.click()
    await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
    await expect(page.getByRole("tabpanel", { name: "Response" })).toContainText("back online")
    await expect(page.getByRole("alert")).toHaveCount(0)
    expect(requests).toEqual([API])

    // The service worker kept nothing of the API's answer.
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      }
      return urls
    })
    expect(cached.length).toBeGreaterThan(100)
    expect(cached.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([])
  })
})

test.describe("an unknown API id offline", () => {
  test("says 'API not found', like online", async ({ page, context, consoleErrors }) => {
    await visitOnce(page)
    await context.setOffline(true)
    await gotoHydrated(page, "/api/does-not-exist")
    await expect(heading(page)).toHaveText("API not found")
    // Its .data file is answered 404, as the host does online.
    expectConsoleError(consoleErrors, /status of 404/)
  })
})

test.describe("a cold start of the browser", () => {
  test("the browser is closed after one online visit and started again offline: the pages still open", async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    const profile = mkdtempSync(join(tmpdir(), "api-explorer-profile-"))
    const errors: string[] = []
    try {
      const first = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
      await visitOnce(first.pages()[0] ?? (await first.newPage()), "/api/github")
      await first.close()

      const again = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        baseURL,
        offline: true,
      })
      await blockThirdParties(again)
      const explore = await coldPage(again, "/explore?q=github", errors)
      await expect(cards(explore)).not.toHaveCount(0)
      await expect(cards(explore).getByRole("heading", { name: "GitHub REST API", exact: true })).toBeVisible()
      const detail = await coldPage(again, "/api/github", errors)
      await expect(heading(detail)).toHaveText("GitHub REST API")
      await again.close()
      expect(errors).toEqual([])
    } finally {
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

test.describe("installable", () => {
  test("Chromium finds the manifest valid and the app installable; theme colours for light and dark", async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    // A real profile: Chromium never offers installation in an incognito context (Playwright's default).
    const profile = mkdtempSync(join(tmpdir(), "api-explorer-profile-"))
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await visitOnce(page, "/explore")
      const cdp = await context.newCDPSession(page)
      const { url, errors, data } = (await cdp.send("Page.getAppManifest")) as {
        url: string
        errors: { message: string; critical: number }[]
        data?: string
      }
      expect(new URL(url).pathname).toBe("/manifest.webmanifest")
      expect(errors).toEqual([])
      expect(JSON.parse(data ?? "{}")).toMatchObject({ start_url: "/explore", short_name: "API Explorer" })
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: { errorId: string }[]
      }
      expect(installabilityErrors).toEqual([])
      const themes = await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((meta) => [meta.getAttribute("media"), meta.getAttribute("content")]))
      expect(themes).toEqual([
        ["(prefers-color-scheme: light)", "#f9fafb"],
        ["(prefers-color-scheme: dark)", "#0b0f18"],
      ])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})
