// The first minute on /explore, /status and a detail page (docs/behaviour.md §2, docs/health-checks.md): 'Works for
// me' with its own empty state, the health dot in a card's footer, quiet CORS / Free badges and 'Server only',
// skipped endpoints on /status, results on the endpoint cards, 44 px targets on touch screens, and the phone layout of
// /explore. Third-party hosts are answered by page.route (or refused by the fixture); nothing leaves the machine.
import type { Page } from "@playwright/test"
import {
  CORS,
  dropConsoleErrors,
  expect,
  expectNoViolations,
  gotoHydrated,
  seedStorage,
  test,
  useTheme,
} from "./fixtures"

const KEY = "apiHealthResults"
const JSON_HEADERS = { ...CORS, "content-type": "application/json" }
const EXPECTED_ERRORS = /net::ERR_|status of \d{3}|CORS policy/
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

const ok = (at: number) => ({ outcome: "ok", at, ms: 108, status: 200, detail: "application/json" })
const failed = (at: number) => ({ outcome: "http-error", at, ms: 50, status: 403, detail: "Forbidden" })
const results = (entries: Record<string, object>) => JSON.stringify({ version: 1, results: entries })

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) })
const endpointCards = (page: Page) => page.locator("#endpoints-heading + ul > li")

async function answerAll(page: Page) {
  await page.route("https://dog.ceo/**", (route) => route.fulfill({ status: 200, headers: JSON_HEADERS, body: "{}" }))
  await page.route("https://jsonplaceholder.typicode.com/**", (route) =>
    new URL(route.request().url()).pathname === "/posts/1"
      ? route.fulfill({ status: 403, headers: CORS, body: "no" })
      : route.fulfill({ status: 200, headers: JSON_HEADERS, body: "[]" }),
  )
}

test.describe("'Works for me' on /explore", () => {
  test("before any check: its own empty state, with the way to run the check", async ({ page }) => {
    await gotoHydrated(page, "/explore?works=1")
    await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText("0 APIs found")
    await expect(page.getByText("Nothing checked from this browser yet")).toBeVisible()
    await expect(page.getByText(/lists the APIs whose last check from this browser worked/)).toBeVisible()
    await expect(page.getByText("No APIs found matching your criteria")).toHaveCount(0)
    await page.getByRole("link", { name: "Check APIs on the status page" }).click()
    await expect(page).toHaveURL(/\/status$/)
    await expect(page.getByRole("button", { name: "Check all APIs" })).toBeVisible()
  })

  test("after checks where nothing worked, and when a search hides what worked", async ({ page }) => {
    const now = Date.now()
    await seedStorage(page, { [KEY]: results({ "cat-facts GET /fact": failed(now) }) })
    await gotoHydrated(page, "/explore?works=1")
    await expect(page.getByText("None of the APIs you checked worked")).toBeVisible()
    await expect(page.getByRole("link", { name: "Check APIs on the status page" })).toBeVisible()

    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [KEY, results({ "dog-ceo GET /breeds/image/random": ok(now) })],
    )
    await gotoHydrated(page, "/explore?q=zzzz-nothing&works=1")
    // Something worked, just not among these: the spec's empty state.
    await expect(page.getByText("No APIs found matching your criteria")).toBeVisible()
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible()
  })

  test("a checked card shows its health as a dot in the footer, not a fifth badge", async ({ page }) => {
    await seedStorage(page, { [KEY]: results({ "dog-ceo GET /breeds/image/random": ok(Date.now()) }) })
    await gotoHydrated(page, "/explore")
    const dog = card(page, "Dog CEO")
    const dot = dog.getByRole("img", { name: /^Works for me: 1 of 1 checked worked, on \d{4}-\d\d-\d\d/ })
    await expect(dot).toBeVisible()
    await expect(dot).toHaveAttribute("title", /^Works for me/)
    await expect(dog.getByRole("list", { name: "Properties" }).getByRole("img")).toHaveCount(0)
    // Same footer line as the endpoint count.
    const [dotBox, countBox] = [await dot.boundingBox(), await dog.getByText(/^\d+ endpoints?$/).boundingBox()]
    expect(Math.abs(dotBox!.y + dotBox!.height / 2 - (countBox!.y + countBox!.height / 2))).toBeLessThan(4)
  })
})

test.describe("badges", () => {
  test("CORS and Free stay, quieter; 'Server only' marks entries a page cannot call", async ({ page }) => {
    await gotoHydrated(page, "/explore?q=stripe")
    const stripe = card(page, "Stripe")
    await expect(stripe.getByText("Server only", { exact: true })).toBeVisible()
    await gotoHydrated(page, "/explore?q=jsonplaceholder")
    const jp = card(page, "JSONPlaceholder")
    await expect(jp.getByText("Server only", { exact: true })).toHaveCount(0)
    for (const text of ["CORS", "Free"]) {
      const badge = jp.getByText(text, { exact: true })
      await expect(badge).toBeVisible()
      // Outline: no fill of its own.
      expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgba(0, 0, 0, 0)")
    }
    await gotoHydrated(page, "/api/stripe")
    await expect(page.getByRole("list", { name: "Properties" }).getByText("Server only", { exact: true })).toBeVisible()
  })
})

test.describe("/status", () => {
  test("skipped endpoints are counted apart, with their reasons; exports wait for results", async ({
    page,
    consoleErrors,
  }) => {
    await answerAll(page)
    await gotoHydrated(page, "/status")
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled()
    const widths = () =>
      page
        .getByRole("columnheader")
        .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)))
    const before = await widths()
    await page.getByRole("button", { name: "Check all APIs" }).click()
    await expect(page.locator("[data-run-state]")).toHaveAttribute("data-run-state", "done", { timeout: 20_000 })
    await expect(
      page.getByRole("status").filter({ hasText: /^Checked \d+ of \d+ endpoints, \d+ skipped$/ }),
    ).toBeVisible()
    // Fixed column widths: results arriving did not move the columns.
    expect(await widths()).toEqual(before)
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "OpenWeatherMap", exact: true }) })
    await expect(row).toContainText("3 skipped (needs a key)")
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled()
    await expect(page.getByRole("button", { name: "Export JSON" })).toBeEnabled()
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })

  test("below 640 px the rows stack as cards, with no sideways scrolling", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await seedStorage(page, { [KEY]: results({ "dog-ceo GET /breeds/image/random": ok(Date.now()) }) })
    await gotoHydrated(page, "/status")
    const row = page.locator("tbody tr").first()
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("block")
    const cells = await row.locator("td").evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().x))
    // Stacked: every cell starts at the same x.
    expect(new Set(cells.map(Math.round)).size).toBe(1)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expect(page.getByRole("cell", { name: /Last checked/ }).first()).toBeVisible()
  })
})

test.describe("detail page", () => {
  test("each check result sits on its endpoint's card; 'n of m working' instead of 'Partly'", async ({
    page,
    consoleErrors,
  }) => {
    await answerAll(page)
    await gotoHydrated(page, "/api/jsonplaceholder")
    await page.getByRole("button", { name: "Check endpoints" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Checked 3 of 4 endpoints, 1 skipped" })).toBeVisible()
    const cards = endpointCards(page)
    await expect(cards.nth(0)).toContainText(/200 · \d+ ms/)
    await expect(cards.nth(1)).toContainText("403 Forbidden")
    await expect(cards.nth(3)).toContainText("Skipped: POST not checked")
    await expect(page.getByText("Partly")).toHaveCount(0)
    await expect(page.locator("main header").getByText("2 of 3 working")).toBeVisible()
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })
})

test.describe("/explore on a phone", () => {
  test.use({ viewport: PHONE })

  test("heading and count first; the filters fold behind 'Filters (n)'", async ({ page }) => {
    await gotoHydrated(page, "/explore")
    const heading = page.getByRole("heading", { name: "Explore Public APIs" })
    const count = page.getByRole("status").filter({ hasText: "found" })
    const toggle = page.getByRole("button", { name: "Filters (0)" })
    const filters = page.getByRole("group", { name: "Filters" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(filters).toBeHidden()
    const y = async (locator: typeof heading) => (await locator.boundingBox())!.y
    expect(await y(heading)).toBeLessThan(await y(count))
    expect(await y(count)).toBeLessThan(await y(toggle))
    // The first card starts in the top half of the screen (it was at y≈572 of 844).
    expect(await y(page.getByRole("article").first())).toBeLessThan(PHONE.height / 2)

    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(filters).toBeVisible()
    // Tab order follows: the toggle, then the filters it opened.
    await page.keyboard.press("Tab")
    await expect(filters.getByLabel("Category")).toBeFocused()
    await filters.getByLabel("Category").selectOption("Animals")
    await filters.getByRole("button", { name: "Works for me" }).click()
    await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible()
    await expect(page).toHaveURL(/category=Animals/)
  })

  test("from 640 px the filters are always shown, without the toggle", async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await gotoHydrated(page, "/explore")
    await expect(page.getByRole("group", { name: "Filters" })).toBeVisible()
    await expect(page.getByRole("button", { name: /^Filters \(/ })).toBeHidden()
  })
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`Enter in the search box: one Tab reaches the first result (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await gotoHydrated(page, "/explore")
    const search = page.getByRole("searchbox", { name: "Search APIs" })
    await search.fill("dog")
    await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText(/^[1-9]\d* APIs? found$/)
    await search.press("Enter")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("article").first().getByRole("heading").getByRole("link")).toBeFocused()
  })
}

test.describe("tap targets on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: PHONE })

  /** Every visible button, disclosure or button-styled link in the header or the main content under 44×44 px. */
  async function smallTargets(page: Page) {
    return page
      .locator("main button:visible, header button:visible, main summary:visible, main a.inline-flex:visible")
      .evaluateAll((elements) =>
        elements.flatMap((element) => {
          const { width, height } = element.getBoundingClientRect()
          return width < 43.5 || height < 43.5
            ? [`${element.textContent?.trim() || element.getAttribute("aria-label")}: ${width}×${height}`]
            : []
        }),
      )
  }

  test("every button is at least 44×44 px on /explore, a detail page and /status", async ({ page }) => {
    await seedStorage(page, { [KEY]: results({ "dog-ceo GET /breeds/image/random": ok(Date.now()) }) })
    await gotoHydrated(page, "/explore")
    expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true)
    await page.getByRole("button", { name: /^Filters \(/ }).click()
    expect(await smallTargets(page), "/explore").toEqual([])
    await gotoHydrated(page, "/api/dog-ceo")
    expect(await smallTargets(page), "/api/dog-ceo").toEqual([])
    await gotoHydrated(page, "/status")
    expect(await smallTargets(page), "/status").toEqual([])
  })
})

test("with a mouse the denser sizes stay", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await gotoHydrated(page, "/api/dog-ceo")
  expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(false)
  const testButton = page.getByRole("button", { name: /^Test / }).first()
  expect((await testButton.boundingBox())!.height).toBe(32)
})

for (const theme of ["light", "dark"] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe: the changed pages, ${theme} theme, ${viewport.width} px`, async ({ page, consoleErrors }) => {
      await useTheme(page, theme)
      await page.setViewportSize(viewport)
      const now = Date.now()
      await seedStorage(page, {
        [KEY]: results({
          "dog-ceo GET /breeds/image/random": ok(now),
          "jsonplaceholder GET /posts": ok(now),
          "jsonplaceholder GET /posts/{id}": failed(now),
          "jsonplaceholder POST /posts": { outcome: "not-checked", at: now, detail: "POST" },
          "openweathermap GET /weather": { outcome: "needs-key", at: now },
        }),
      })
      await gotoHydrated(page, "/explore?works=1&category=Weather")
      await expectNoViolations(page, "/explore 'Works for me' empty")
      await gotoHydrated(page, "/explore")
      const toggle = page.getByRole("button", { name: /^Filters \(/ })
      if (await toggle.isVisible()) await toggle.click()
      await expectNoViolations(page, "/explore with dots and badges")
      await gotoHydrated(page, "/status")
      await expectNoViolations(page, "/status with skipped results")
      await gotoHydrated(page, "/api/jsonplaceholder")
      await expect(endpointCards(page).nth(1)).toContainText("403 Forbidden")
      await expectNoViolations(page, "/api/jsonplaceholder with results on the cards")
      await gotoHydrated(page, "/api/stripe")
      await expectNoViolations(page, "/api/stripe (Server only)")
      dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
    })
  }
}
