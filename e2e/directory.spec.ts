import type { Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { expect, expectConsoleError, expectNoViolations, gotoHydrated, isDark, test, useTheme } from "./fixtures"

// The committed index (npm run directory:index): the numbers below are read from it, not hard-coded.
const INDEX = JSON.parse(readFileSync("public/directory/index.json", "utf8")) as {
  categories: string[]
  providers: string[]
  apis: [string, number, string, string, number, number[], number, number, string][]
}
const TOTAL = INDEX.apis.length
const PAGE_SIZE = 24
const fmt = (n: number) => n.toLocaleString("en-US")

const cards = (page: Page) => page.getByRole("main").getByRole("article")
const countLine = (page: Page) => page.getByRole("main").getByRole("status")
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the directory", exact: true })
const select = (page: Page, name: "Category" | "Provider") => page.getByLabel(name, { exact: true })
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" })

/** Every request the page makes to anything but the local server. */
function watchRequests(page: Page) {
  const outside: string[] = []
  const index: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (url.hostname !== "127.0.0.1") outside.push(request.url())
    if (url.pathname === "/directory/index.json") index.push(request.url())
  })
  return { outside, index }
}

async function gotoDirectory(page: Page, query = "") {
  await gotoHydrated(page, `/directory${query}`)
  await expect(countLine(page)).toHaveText(/ APIs$/)
}

test.describe("API directory", () => {
  test("is prerendered with its heading and the loading line, then lists the directory's APIs", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/directory")).text()
    expect(html).toContain("API directory</h1>")
    expect(html).toContain("Loading the directory…")
    expect(html).not.toContain("1Forge Finance APIs")

    const requests = watchRequests(page)
    await gotoDirectory(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API directory")
    await expect(page.getByText("opening one downloads its description from api.apis.guru")).toBeVisible()
    await expect(countLine(page)).toHaveText(`${fmt(TOTAL)} APIs`)
    await expect(cards(page)).toHaveCount(PAGE_SIZE)
    const first = cards(page).first()
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(INDEX.apis[0]![0])
    await expect(first).toContainText("operations")
    expect(requests.index).toHaveLength(1)
    expect(requests.outside).toEqual([])
  })

  test("'Open' links to /open with the definition's URL at api.apis.guru, and nothing leaves this site", async ({
    page,
  }) => {
    const requests = watchRequests(page)
    await gotoDirectory(page, "?provider=1forge.com")
    await expect(cards(page)).toHaveCount(1)
    const open = cards(page).getByRole("link", { name: "Open 1Forge Finance APIs" })
    const definition = "https://api.apis.guru/v2/specs/1forge.com/0.0.1/swagger.json"
    await expect(open).toHaveAttribute("href", `/open?url=${encodeURIComponent(definition)}`)
    const href = (await open.getAttribute("href"))!
    expect(new URL(href, "http://x").searchParams.get("url")).toBe(definition)

    await gotoDirectory(page, "?provider=googleapis.com&q=sheets")
    const sheets = new URL(
      (await cards(page)
        .getByRole("link", { name: /^Open / })
        .first()
        .getAttribute("href"))!,
      "http://x",
    )
    expect(sheets.searchParams.get("url")).toBe("https://api.apis.guru/v2/specs/googleapis.com/sheets/v4/openapi.json")
    expect(requests.outside).toEqual([])
  })

  test("an API whose version the package printed as a date (Stripe) shows APIs.guru's version and opens", async ({
    page,
  }) => {
    await gotoDirectory(page, "?provider=stripe.com")
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page)).toContainText("stripe.com · 2022-11-15")
    await expect(cards(page)).not.toContainText("GMT")
    const definition = "https://api.apis.guru/v2/specs/stripe.com/2022-11-15/openapi.json"
    await expect(cards(page).getByRole("link", { name: "Open Stripe API (stripe.com)" })).toHaveAttribute(
      "href",
      `/open?url=${encodeURIComponent(definition)}`,
    )
  })

  test("'Open' opens the API: its description comes from api.apis.guru (answered here) into the same detail page", async ({
    page,
  }) => {
    // The package's own copy of the document (committed in the importer's sample), served as api.apis.guru would.
    const document = readFileSync("src/features/open-api/import/sample/corpus--calorieninjas.com.json", "utf8")
    const asked: string[] = []
    await page.context().route("https://api.apis.guru/**", async (route) => {
      asked.push(route.request().url())
      await route.fulfill({
        status: 200,
        headers: { "access-control-allow-origin": "*", "content-type": "application/json" },
        body: document,
      })
    })
    await gotoDirectory(page, "?provider=calorieninjas.com")
    await cards(page)
      .getByRole("link", { name: /^Open CalorieNinjas/ })
      .click()
    await expect(page).toHaveURL(/\/open\/opened-[0-9a-f]{16}$/)
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("CalorieNinjas")
    const definition = "https://api.apis.guru/v2/specs/calorieninjas.com/1.0.0/openapi.json"
    await expect(page.getByRole("main").getByText(`from ${definition}, opened`)).toBeVisible()
    expect(asked).toEqual([definition])
  })

  test("search narrows the list and the count, and goes back to page 1", async ({ page }) => {
    const requests = watchRequests(page)
    await gotoDirectory(page, "?page=3")
    await expect(pagination(page).getByRole("button", { name: "3", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await searchBox(page).fill("stripe")
    const expected = INDEX.apis.filter(([title, provider, service, , , , , , description]) =>
      `${title}\n${INDEX.providers[provider]}\n${service}\n${description}`.toLowerCase().includes("stripe"),
    ).length
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan(TOTAL)
    await expect(countLine(page)).toHaveText(`${fmt(expected)} of ${fmt(TOTAL)} APIs`)
    await expect(page).toHaveURL(/\/directory\?q=stripe$/)
    await searchBox(page).fill("no-such-api-anywhere")
    await expect(countLine(page)).toHaveText(`0 of ${fmt(TOTAL)} APIs`)
    await expect(page.getByText("No APIs in the directory match")).toBeVisible()
    expect(requests.outside).toEqual([])
  })

  test("fast typing loses no character while each navigation is still under way; Back puts the old term back", async ({
    page,
  }) => {
    const text = "google sheets api and the maps"
    expect(text).toHaveLength(30)
    await gotoDirectory(page, "?q=cloud")
    await expect(searchBox(page)).toHaveValue("cloud")
    await select(page, "Provider").selectOption("googleapis.com")
    await expect(page).toHaveURL(/\/directory\?q=cloud&provider=googleapis\.com$/)
    await searchBox(page).selectText()
    // No delay between keys: the next key arrives while React Router is still applying the last one.
    await page.keyboard.type(text, { delay: 0 })
    await expect(page).toHaveURL(
      `/directory?q=${encodeURIComponent(text).replaceAll("%20", "+")}&provider=googleapis.com`,
    )
    await expect(searchBox(page)).toHaveValue(text)
    // Typing replaced the history entry; Back leaves it, and the box shows the term of the entry before, focused or not.
    await expect(searchBox(page)).toBeFocused()
    await page.goBack()
    await expect(page).toHaveURL(/\/directory\?q=cloud$/)
    await expect(searchBox(page)).toHaveValue("cloud")
  })

  test("the directory's own categories and providers filter the list", async ({ page }) => {
    await gotoDirectory(page)
    const categoryOptions = await select(page, "Category").locator("option").allTextContents()
    expect(categoryOptions).toHaveLength(INDEX.categories.length + 1)
    expect(categoryOptions).toContain(
      `Open data (${INDEX.apis.filter((a) => a[5].includes(INDEX.categories.indexOf("open_data"))).length})`,
    )

    await select(page, "Category").selectOption("open_data")
    await expect(page).toHaveURL(/category=open_data/)
    const inCategory = INDEX.apis.filter((a) => a[5].includes(INDEX.categories.indexOf("open_data"))).length
    await expect(countLine(page)).toHaveText(`${fmt(inCategory)} of ${fmt(TOTAL)} APIs`)
    for (const card of await cards(page).all())
      await expect(card.getByRole("list", { name: "Categories" })).toContainText("Open data")

    await select(page, "Category").selectOption("")
    await select(page, "Provider").selectOption("googleapis.com")
    const google = INDEX.apis.filter((a) => INDEX.providers[a[1]] === "googleapis.com").length
    await expect(countLine(page)).toHaveText(`${fmt(google)} of ${fmt(TOTAL)} APIs`)
    for (const card of await cards(page).all()) await expect(card).toContainText("googleapis.com/")
  })

  test("pages through the results, and the URL brings the same view back after a reload", async ({ page }) => {
    await gotoDirectory(page, "?provider=googleapis.com")
    const firstTitle = await cards(page).first().getByRole("heading").textContent()
    await pagination(page).getByRole("button", { name: "Next" }).click()
    await expect(page).toHaveURL(/provider=googleapis\.com&page=2$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstTitle!)
    await select(page, "Provider").selectOption("azure.com")
    await searchBox(page).fill("management")
    await select(page, "Category").selectOption("cloud")
    await pagination(page).getByRole("button", { name: "2", exact: true }).click()
    await expect(page).toHaveURL(/\?q=management&category=cloud&provider=azure\.com&page=2$/)
    const url = page.url()
    const count = await countLine(page).textContent()
    const titles = await cards(page).getByRole("heading").allTextContents()

    await page.reload()
    await expect(countLine(page)).toHaveText(count!)
    await expect(searchBox(page)).toHaveValue("management")
    await expect(select(page, "Category")).toHaveValue("cloud")
    await expect(select(page, "Provider")).toHaveValue("azure.com")
    await expect(cards(page).getByRole("heading")).toHaveText(titles)
    expect(page.url()).toBe(url)
  })

  test("a failed download says so and Retry loads the list", async ({ page, consoleErrors }) => {
    let failures = 1
    await page.route("**/directory/index.json", async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, body: "" })
      else await route.continue()
    })
    await gotoHydrated(page, "/directory")
    const alert = page.getByRole("alert").filter({ hasText: "The directory could not be loaded" })
    await expect(alert).toContainText("HTTP 503")
    expectConsoleError(consoleErrors, /status of 503/)
    await alert.getByRole("button", { name: "Retry" }).click()
    await expect(countLine(page)).toHaveText(`${fmt(TOTAL)} APIs`)
  })

  test("other pages never download the index", async ({ page }) => {
    const requests = watchRequests(page)
    for (const path of ["/", "/explore", "/api/advice-slip"]) await gotoHydrated(page, path)
    await page.getByRole("contentinfo").getByRole("link", { name: "API directory" }).click()
    await expect(countLine(page)).toHaveText(`${fmt(TOTAL)} APIs`)
    expect(requests.index).toHaveLength(1)
    expect(requests.outside).toEqual([])
  })

  test("a phone (390 px) has no horizontal scroll, and the keyboard reaches 'Open'", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoDirectory(page)
    // The page's own scroll width, and every element of the page: a clipped card would not scroll, it would be cut.
    const widest = async () =>
      page.evaluate(() =>
        Math.max(
          document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ...[...document.querySelectorAll("main *")].map((el) => el.getBoundingClientRect().right - window.innerWidth),
        ),
      )
    expect(await widest()).toBeLessThanOrEqual(0)
    // On a phone, category and provider fold behind 'Filters (n)' (docs/behaviour.md).
    await page.getByRole("button", { name: "Filters (0)" }).click()
    await select(page, "Provider").selectOption("azure.com")
    await pagination(page).getByRole("button", { name: "Next" }).click()
    expect(await widest()).toBeLessThanOrEqual(0)
    await searchBox(page).focus()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(select(page, "Category")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(select(page, "Provider")).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(
      cards(page)
        .first()
        .getByRole("link", { name: /^Open / }),
    ).toBeFocused()
  })

  for (const theme of ["light", "dark"] as const) {
    test(`axe finds nothing, ${theme} theme: loading, loaded, filtered, empty`, async ({ page }) => {
      // Four axe runs over a page with a 700-option select: slow on a busy 2-core machine.
      test.slow()
      await useTheme(page, theme)
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route("**/directory/index.json", async (route) => {
        await held
        await route.continue()
      })
      await gotoHydrated(page, "/directory")
      expect(await isDark(page)).toBe(theme === "dark")
      await expect(page.getByText("Loading the directory…")).toBeVisible()
      await expectNoViolations(page, "/directory loading")
      release()
      await expect(countLine(page)).toHaveText(`${fmt(TOTAL)} APIs`)
      await expectNoViolations(page, "/directory")
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByRole("button", { name: "Filters (0)" }).click()
      await select(page, "Provider").selectOption("azure.com")
      await expectNoViolations(page, "/directory?provider=azure.com at 390 px")
      await searchBox(page).fill("zzzz-nothing")
      await expectNoViolations(page, "/directory empty")
    })
  }
})

test.describe("API directory offline", () => {
  // The other specs block service workers (playwright.config.ts); this one is about it.
  test.use({ serviceWorkers: "allow" })

  test("after one visit with the service worker in charge, the list loads offline from its cache", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/directory")
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated")
    // The first visit was not controlled yet (no clients.claim()): this one is, and its download is cached.
    await page.reload()
    await expect(countLine(page)).toHaveText(`${fmt(TOTAL)} APIs`)
    expect(await page.evaluate(() => caches.has("directory-index"))).toBe(true)

    await context.setOffline(true)
    const cold = await context.newPage()
    await gotoHydrated(cold, "/directory?q=stripe")
    await expect(countLine(cold)).toHaveText(/ of 2,639 APIs$/)
    await expect(cards(cold).first()).toBeVisible()
  })
})
