// Health checks (docs/health-checks.md): the detail page's 'Check endpoints', /status, the indicators and 'Works for
// me', and that no page load talks to a third party. Third-party hosts are answered by page.route (or, by the fixture,
// refused); nothing leaves the machine.
import type { Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import {
  CORS,
  dropConsoleErrors,
  expect,
  expectNoViolations,
  gotoHydrated,
  seedStorage,
  test,
  useTheme,
  waitForHydration,
} from "./fixtures"

const JP = "https://jsonplaceholder.typicode.com"
const DOG = "https://dog.ceo/api"
const JSON_HEADERS = { ...CORS, "content-type": "application/json" }
/** What Chromium logs for the failures these tests cause on purpose. */
const EXPECTED_ERRORS = /net::ERR_|status of \d{3}|CORS policy/
const KEY = "apiHealthResults"
const DAY = 24 * 60 * 60 * 1000

/**
 * jsonplaceholder: list → 200 JSON, one post → 429, comments → refused to the page as a CORS block is (a network
 * error), while the probe's `no-cors` follow-up gets an (opaque) answer: the server is there.
 */
async function answerJsonPlaceholder(page: Page) {
  let commentRequests = 0
  await page.route(`${JP}/**`, (route) => {
    const url = new URL(route.request().url())
    if (url.pathname === "/posts") return route.fulfill({ status: 200, headers: JSON_HEADERS, body: "[]" })
    if (url.pathname === "/posts/1") return route.fulfill({ status: 429, headers: CORS, body: "slow down" })
    // The first (the probe's) request fails like a CORS refusal; the second is its no-cors follow-up.
    commentRequests += 1
    return commentRequests % 2 === 1 ? route.abort("failed") : route.fulfill({ status: 200, body: "[]" })
  })
}

async function answerDogs(page: Page) {
  await page.route(`${DOG}/**`, (route) => route.fulfill({ status: 200, headers: JSON_HEADERS, body: "{}" }))
}

const ok = (at: number, ms = 100) => ({ outcome: "ok", at, ms, status: 200, detail: "application/json" })
const failed = (at: number) => ({ outcome: "http-error", at, ms: 50, status: 500, detail: "Internal Server Error" })

function seededResults(now: number) {
  return JSON.stringify({
    version: 1,
    results: {
      "dog-ceo GET /breeds/image/random": ok(now - 60_000),
      "dog-ceo GET /breeds/image/random/{amount}": ok(now - 60_000),
      "jsonplaceholder GET /posts": ok(now - 60_000),
      "jsonplaceholder GET /posts/{id}": failed(now - 60_000),
      "cat-facts GET /fact": failed(now - 60_000),
      "kanye-rest GET /": ok(now - 8 * DAY),
    },
  })
}

/** The endpoint cards of a detail page, in order; each carries its own last check (no separate results list). */
const endpointCards = (page: Page) => page.locator("#endpoints-heading + ul > li")
const outcomes = (page: Page) => endpointCards(page).locator("[data-endpoint-outcome]")

test.describe("detail page: Check endpoints", () => {
  test("checks each endpoint once on a click and shows a line per endpoint", async ({ page, consoleErrors }) => {
    const sent: { url: string; method: string; accept?: string }[] = []
    page.on("request", (request) => {
      if (request.url().startsWith(JP))
        sent.push({ url: request.url(), method: request.method(), accept: request.headers()["accept"] })
    })
    await answerJsonPlaceholder(page)
    await gotoHydrated(page, "/api/jsonplaceholder")
    // Nothing is sent before the click.
    expect(sent).toEqual([])
    await expect(page.getByRole("img", { name: /for me/ })).toHaveCount(0)

    await page.getByRole("button", { name: "Check endpoints" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Checked 3 of 4 endpoints, 1 skipped" })).toBeVisible()
    // Each result on its own endpoint's card, and no second list of the endpoints.
    await expect(page.getByRole("list", { name: "Endpoint results" })).toHaveCount(0)
    const cards = endpointCards(page)
    await expect(cards).toHaveCount(4)
    await expect(cards.nth(0).locator("[data-endpoint-outcome]")).toHaveText(/^Last check: 200 · \d+ ms$/)
    await expect(cards.nth(1).locator("[data-endpoint-outcome]")).toHaveText("Last check: 429 Too Many Requests")
    await expect(cards.nth(2).locator("[data-endpoint-outcome]")).toHaveText(
      "Last check: Blocked by the browser (CORS)",
    )
    await expect(cards.nth(3).locator("[data-endpoint-outcome]")).toHaveText("Last check: Skipped: POST not checked")
    // The spec request: GET with Accept: application/json, the example URLs; the no-cors follow-up for the block.
    const gets = sent.filter((s) => s.accept === "application/json")
    expect(gets.map((s) => s.url).sort()).toEqual(
      [`${JP}/posts/1`, `${JP}/posts/1/comments`, `${JP}/posts?userId=1`].sort(),
    )
    expect(sent.every((s) => s.method === "GET")).toBe(true)
    expect(sent).toHaveLength(4)
    // The header mark appears, from the stored results.
    // "1 of 3 working", not a vague "Partly".
    const mark = page.getByRole("img", { name: /^1 of 3 working for me, on \d{4}-\d\d-\d\d \d\d:\d\d$/ })
    await expect(mark).toHaveCount(2)
    await expect(mark.first()).toHaveText("1 of 3 working")
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole("img", { name: /^1 of 3 working for me/ })).toBeVisible()
    // The stored results come back on the cards.
    await expect(endpointCards(page).nth(1).locator("[data-endpoint-outcome]")).toHaveText(
      "Last check: 429 Too Many Requests",
    )
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })

  test("times out after 10 s, and Cancel stops the rest", async ({ page, consoleErrors }) => {
    await page.clock.install()
    await page.route(`${DOG}/**`, () => {
      // Never answers.
    })
    await gotoHydrated(page, "/api/dog-ceo")
    await page.getByRole("button", { name: "Check endpoints" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Checking… 0 of 4 endpoints" })).toBeVisible()
    await expect(outcomes(page).filter({ hasText: "Checking…" })).toHaveCount(4)
    const cancel = page.getByRole("button", { name: "Cancel" })
    await expect(cancel).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(outcomes(page).filter({ hasText: "Timed out after 10 s" })).toHaveCount(2)
    await cancel.click()
    await expect(page.getByRole("status").filter({ hasText: "Cancelled: checked 2 of 4 endpoints" })).toBeVisible()
    // The two not reached have no result (none was stored before): no line on their cards.
    await expect(outcomes(page)).toHaveCount(2)
    await expect(outcomes(page).filter({ hasText: "Checking…" })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Check endpoints" })).toBeVisible()
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })

  test("an API that needs a key: nothing is sent", async ({ page }) => {
    const sent: string[] = []
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("openweathermap.org")) sent.push(request.url())
    })
    await gotoHydrated(page, "/api/openweathermap")
    await page.getByRole("button", { name: "Check endpoints" }).click()
    await expect(outcomes(page).filter({ hasText: "Skipped: needs a key" })).toHaveCount(3)
    await expect(page.getByRole("status").filter({ hasText: "Checked 0 of 3 endpoints, 3 skipped" })).toBeVisible()
    expect(sent).toEqual([])
    // Nothing was sent, so there is no mark.
    await expect(page.getByRole("img", { name: /for me/ })).toHaveCount(0)
  })

  test("keyboard: Enter starts the check, focus moves to Cancel and back", async ({ page, consoleErrors }) => {
    await answerDogs(page)
    await gotoHydrated(page, "/api/dog-ceo")
    const check = page.getByRole("button", { name: "Check endpoints" })
    await check.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("status").filter({ hasText: "Checked 4 of 4 endpoints" })).toBeVisible()
    await expect(page.getByRole("button", { name: "Check endpoints" })).toBeFocused()
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })
})

const table = (page: Page) => page.getByRole("table")
const filters = (page: Page) => page.getByRole("group", { name: "Show" })
const rowOf = (page: Page, name: string) =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader").getByRole("link", { name, exact: true }) })

test.describe("/status", () => {
  test("checks every API with progress, then filters, sorts, exports and keeps the results", async ({
    page,
    consoleErrors,
  }) => {
    await answerJsonPlaceholder(page)
    await answerDogs(page)
    await gotoHydrated(page, "/status")
    await expect(table(page).getByRole("row")).toHaveCount(51)
    // Nothing to export before any check.
    await expect(page.getByRole("button", { name: "Export JSON" })).toBeDisabled()
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeDisabled()
    await page.getByRole("button", { name: "Check all APIs" }).click()
    const progress = page.getByRole("progressbar", { name: "Check progress" })
    await expect(progress).toBeVisible()
    await expect(page.locator("[data-run-state]")).toHaveAttribute("data-run-state", "done", { timeout: 20_000 })
    const total = Number(await progress.getAttribute("max"))
    expect(total).toBeGreaterThan(150)
    await expect(progress).toHaveAttribute("value", String(total))
    // The sent and the skipped endpoints add up to all of them: "Checked 121 of 204 endpoints, 83 skipped".
    const line =
      (await page
        .getByRole("status")
        .filter({ hasText: /^Checked \d+ of/ })
        .textContent()) ?? ""
    const [, sent, of, skipped] = /^Checked (\d+) of (\d+) endpoints, (\d+) skipped$/.exec(line) ?? []
    expect(Number(of)).toBe(total)
    expect(Number(skipped)).toBeGreaterThan(0)
    expect(Number(sent) + Number(skipped)).toBe(total)

    // Each outcome, per API; skipped endpoints with their reason.
    await expect(rowOf(page, "Dog CEO").getByRole("cell").first()).toHaveText("4 of 4")
    await expect(rowOf(page, "JSONPlaceholder").getByRole("cell").first()).toHaveText(
      "1 of 31 skipped (POST not checked)",
    )
    await rowOf(page, "JSONPlaceholder").getByText("4 endpoints").click()
    for (const text of ["HTTP 429 Too Many Requests", "Blocked by the browser (CORS)", "Skipped: POST not checked"])
      await expect(rowOf(page, "JSONPlaceholder").getByText(text)).toBeVisible()
    await expect(rowOf(page, "OpenWeatherMap").getByRole("cell").first()).toHaveText("–3 skipped (needs a key)")
    await expect(rowOf(page, "OpenWeatherMap").getByRole("cell").last()).toHaveText("Never")
    await rowOf(page, "OpenWeatherMap").getByText("3 endpoints").click()
    await expect(rowOf(page, "OpenWeatherMap").locator('[data-outcome="needs-key"]')).toHaveCount(3)
    await expect(rowOf(page, "OpenWeatherMap").getByText("Skipped: needs a key")).toHaveCount(3)

    // Filters.
    await filters(page)
      .getByRole("button", { name: /^Working/ })
      .click()
    await expect(filters(page).getByRole("button", { name: /^Working/ })).toHaveAttribute("aria-pressed", "true")
    await expect(table(page).getByRole("rowheader")).toHaveCount(1)
    await expect(rowOf(page, "Dog CEO")).toBeVisible()
    await filters(page)
      .getByRole("button", { name: /^Failing/ })
      .click()
    await expect(rowOf(page, "JSONPlaceholder")).toBeVisible()
    await expect(rowOf(page, "Dog CEO")).toHaveCount(0)
    await filters(page)
      .getByRole("button", { name: /^Skipped/ })
      .click()
    await expect(rowOf(page, "OpenWeatherMap")).toBeVisible()
    await expect(rowOf(page, "JSONPlaceholder")).toHaveCount(0)
    await filters(page).getByRole("button", { name: /^All/ }).click()

    // Sorting: by API name, both ways; by 'Working', best first.
    const apiHeader = page.getByRole("columnheader", { name: "API" })
    await expect(apiHeader).toHaveAttribute("aria-sort", "ascending")
    await apiHeader.getByRole("button").click()
    await expect(apiHeader).toHaveAttribute("aria-sort", "descending")
    const names = await table(page).getByRole("rowheader").getByRole("link").allTextContents()
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, "en")))
    const working = page.getByRole("columnheader", { name: "Working" })
    await working.getByRole("button").click()
    await working.getByRole("button").click()
    await expect(working).toHaveAttribute("aria-sort", "descending")
    await expect(table(page).getByRole("rowheader").first().getByRole("link")).toHaveText("Dog CEO")

    // Exports.
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ])
    expect(json.suggestedFilename()).toMatch(/^api-status-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(readFileSync(await json.path(), "utf8"))
    expect(exported.results).toContainEqual(
      expect.objectContaining({ api: "jsonplaceholder", path: "/posts/{id}", outcome: "http-error", status: 429 }),
    )
    expect(exported.results.filter((r: { api: string }) => r.api === "dog-ceo")).toHaveLength(4)
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ])
    const lines = readFileSync(await csv.path(), "utf8").split("\r\n")
    expect(lines[0]).toBe("api,name,method,path,outcome,result,status,ms,checkedAt,conformance,differences")
    expect(lines.some((line) => line.startsWith("jsonplaceholder,JSONPlaceholder,POST,/posts,not-checked,"))).toBe(true)

    // Kept across a reload.
    await page.reload()
    await waitForHydration(page)
    await expect(rowOf(page, "Dog CEO").getByRole("cell").first()).toHaveText("4 of 4")
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })

  test("Cancel stops a run", async ({ page, consoleErrors }) => {
    await page.route(/^https:\/\//, () => {
      // Never answers.
    })
    await gotoHydrated(page, "/status")
    await page.getByRole("button", { name: "Check all APIs" }).click()
    await page.getByRole("button", { name: "Cancel" }).click()
    await expect(
      page.getByRole("status").filter({ hasText: /^Cancelled: checked \d+ of \d+ endpoints(, \d+ skipped)?$/ }),
    ).toBeVisible()
    await expect(page.getByRole("button", { name: "Check all APIs" })).toBeFocused()
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })

  test("last checked: relative, the exact time on focus; old results marked", async ({ page }) => {
    await seedStorage(page, { [KEY]: seededResults(Date.now()) })
    await gotoHydrated(page, "/status")
    const cell = rowOf(page, "Dog CEO").getByRole("cell").last()
    await expect(cell).toContainText("1 min ago")
    const time = cell.getByRole("button")
    await time.focus()
    await expect(cell.getByRole("tooltip")).toBeVisible()
    await expect(cell.getByRole("tooltip")).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    await expect(rowOf(page, "kanye.rest").getByRole("cell").last()).toContainText("8 days ago")
    await expect(rowOf(page, "kanye.rest").getByRole("img", { name: /older than 7 days/ })).toBeVisible()
  })

  test("the table pages by 50 rows with the page buttons /explore uses", async ({ page }) => {
    await gotoHydrated(page, "/status")
    const pages = page.getByRole("navigation", { name: "Table pages" })
    const rows = page.locator("tbody tr")
    await expect(rows).toHaveCount(50)
    await expect(pages.locator('[aria-current="page"]')).toHaveText("1")
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled()
    await pages.getByRole("button", { name: "2", exact: true }).click()
    await expect(pages.locator('[aria-current="page"]')).toHaveText("2")
    const total = await page.evaluate(
      async () => ((await (await fetch("/catalogue.json")).json()) as { count: number }).count,
    )
    await expect(rows).toHaveCount(total - 50)
    await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled()
  })

  test("corrupted storage: the page works, and the next check repairs it", async ({ page, consoleErrors }) => {
    await seedStorage(page, { [KEY]: "{not json" })
    await answerDogs(page)
    await gotoHydrated(page, "/status")
    await expect(rowOf(page, "Dog CEO").getByRole("cell").last()).toHaveText("Never")
    await page.getByRole("button", { name: "Check all APIs" }).click()
    await expect(page.locator("[data-run-state]")).toHaveAttribute("data-run-state", "done", { timeout: 20_000 })
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), KEY)
    expect(stored.version).toBe(1)
    expect(stored.results["dog-ceo GET /breeds/list/all"].outcome).toBe("ok")
    await gotoHydrated(page, "/explore")
    await expect(page.getByText(/APIs? found/)).toBeVisible()
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })
})

test.describe("indicators and 'Works for me'", () => {
  test("explore cards show the last check; 'Works for me' filters and is in the URL", async ({ page }) => {
    await seedStorage(page, { [KEY]: seededResults(Date.now()) })
    await gotoHydrated(page, "/explore")
    const card = (name: string) =>
      page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) })
    await expect(
      card("Dog CEO").getByRole("img", { name: /^Works for me: 2 of 2 checked worked, on \d{4}/ }),
    ).toBeVisible()
    await expect(card("JSONPlaceholder").getByRole("img", { name: /^1 of 2 working for me, on / })).toBeVisible()
    await expect(card("Cat Facts").getByRole("img", { name: /^Failing for me: 0 of 1/ })).toBeVisible()
    await expect(card("Open-Meteo").getByRole("img")).toHaveCount(0)

    const toggle = page.getByRole("button", { name: "Works for me" })
    await expect(toggle).toHaveAttribute("aria-pressed", "false")
    await toggle.click()
    await expect(page).toHaveURL(/[?&]works=1/)
    await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText("2 APIs found")
    await expect(card("Dog CEO")).toBeVisible()
    await expect(card("kanye.rest")).toBeVisible()
    await page.reload()
    await waitForHydration(page)
    await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText("2 APIs found")
    await expect(page.getByRole("button", { name: "Works for me" })).toHaveAttribute("aria-pressed", "true")

    await page.getByRole("link", { name: "Which APIs work from your browser?" }).click()
    await expect(page).toHaveURL(/\/status$/)
  })

  test("the detail header shows the mark; nothing for an API never checked", async ({ page }) => {
    await seedStorage(page, { [KEY]: seededResults(Date.now()) })
    await gotoHydrated(page, "/api/dog-ceo")
    await expect(
      page
        .getByRole("banner")
        .or(page.locator("main header"))
        .getByRole("img", { name: /^Works for me/ }),
    ).toBeVisible()
    await gotoHydrated(page, "/api/open-meteo")
    await expect(page.locator("main").getByRole("img", { name: /for me/ })).toHaveCount(0)
  })
})

test("page loads send no request to any third-party host", async ({ page }) => {
  await seedStorage(page, { [KEY]: seededResults(Date.now()) })
  const hosts = new Set<string>()
  page.on("request", (request) => hosts.add(new URL(request.url()).hostname))
  for (const path of ["/", "/explore", "/explore?works=1", "/status", "/api/dog-ceo", "/api/jsonplaceholder"]) {
    await gotoHydrated(page, path)
  }
  await page.getByRole("link", { name: "API status" }).click()
  await expect(page).toHaveURL(/\/status$/)
  expect([...hosts]).toEqual(["127.0.0.1"])
})

for (const theme of ["light", "dark"] as const) {
  test(`axe: /status and the detail check, ${theme} theme`, async ({ page, consoleErrors }) => {
    await useTheme(page, theme)
    await seedStorage(page, { [KEY]: seededResults(Date.now()) })
    await answerJsonPlaceholder(page)
    await gotoHydrated(page, "/status")
    await rowOf(page, "JSONPlaceholder").getByText("4 endpoints").click()
    const check = (state: string) => expectNoViolations(page, state)
    await check("/status with results")
    await gotoHydrated(page, "/api/jsonplaceholder")
    await page.getByRole("button", { name: "Check endpoints" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Checked 3 of 4 endpoints, 1 skipped" })).toBeVisible()
    await check("detail page after a check")
    await gotoHydrated(page, "/explore")
    await check("/explore with marks")
    dropConsoleErrors(consoleErrors, EXPECTED_ERRORS)
  })
}
