import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { CORS, expect, gotoHydrated, historyEntry, openTesterAt, seedStorage, test } from "./fixtures"

// Data read back from localStorage is input (docs/security.md). Out-of-range values are dropped on read, a full storage
// never costs the saved history, and a huge stored list never crashes a page.

const BASE = "https://jsonplaceholder.typicode.com"
const HISTORY_KEY = "testerHistory"
const HEALTH_KEY = "apiHealthResults"
const TIME = /\d{4}-\d\d-\d\d \d\d:\d\d/

const historyPanel = (page: Page) => page.getByRole("region", { name: "History" })
const historyItems = (page: Page) => historyPanel(page).getByRole("listitem")
const crashed = (page: Page) => page.getByRole("heading", { name: "Something went wrong" })
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

async function answerJsonPlaceholder(page: Page) {
  await page.route(`${BASE}/**`, (route) =>
    route.fulfill({ status: 200, headers: { ...CORS, "content-type": "application/json" }, body: '{"id":1}' }),
  )
}

/** The page's visible text plus every accessible name and tooltip: where "NaN" or "Invalid Date" would show. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll("[aria-label], [title], time")].flatMap((el) => [
        el.getAttribute("aria-label") ?? "",
        el.getAttribute("title") ?? "",
        el.getAttribute("datetime") ?? "",
      ]),
    ].join("\n"),
  )
}

test.describe("hostile stored values", () => {
  test("a history entry at 1e300 is dropped: the tester renders, the valid entry shows, Clear history works", async ({
    page,
  }) => {
    const bad = [
      historyEntry("bad-time", { at: 1e300 }),
      historyEntry("bad-duration", { durationMs: 1e300 }),
      historyEntry("bad-status", { status: 1e300 }),
    ]
    await seedStorage(page, { [HISTORY_KEY]: JSON.stringify([historyEntry("good"), ...bad]) })
    await openTesterAt(page, "jsonplaceholder", 1, "Get a post")
    await expect(historyItems(page)).toHaveCount(1)
    await expect(historyItems(page)).toContainText("12 ms")
    await expect(historyItems(page).getByRole("button", { name: /^Restore GET Get a post, / })).toBeVisible()
    await expect(crashed(page)).toHaveCount(0)
    expect(await shownText(page)).not.toMatch(/NaN|Invalid Date/)

    await historyPanel(page).getByRole("button", { name: "Clear history" }).click()
    await expect(historyPanel(page).getByText("No requests sent yet.")).toBeVisible()
    expect(await stored(page, HISTORY_KEY)).toBeNull()
  })

  test("health results with out-of-range fields: /status renders and exports, explore and detail show no NaN", async ({
    page,
  }) => {
    const now = Date.now()
    await seedStorage(page, {
      [HEALTH_KEY]: JSON.stringify({
        version: 1,
        results: {
          // Dropped: a time a Date cannot hold.
          "dog-ceo GET /breeds/image/random": { outcome: "ok", at: 1e300, ms: 5, status: 200 },
          // Kept, with the out-of-range fields left out.
          "dog-ceo GET /breeds/list/all": { outcome: "ok", at: now - 60_000, ms: 1e300, status: 1e300 },
          "jsonplaceholder GET /posts": { outcome: "http-error", at: now - 60_000, ms: -1, status: 9999 },
          "jsonplaceholder GET /posts/{id}": { outcome: "ok", at: -1e300 },
          "cat-facts GET /fact": { outcome: "ok", at: 8.64e15 + 1 },
        },
      }),
    })

    await gotoHydrated(page, "/status")
    await expect(page.getByRole("heading", { level: 1, name: "API status" })).toBeVisible()
    const dogRow = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader").getByRole("link", { name: "Dog CEO", exact: true }) })
    await expect(dogRow.getByRole("cell").first()).toHaveText("1 of 1")
    await expect(dogRow.getByRole("cell").last()).toContainText("1 min ago")
    expect(await shownText(page)).not.toMatch(/NaN|Invalid Date/)

    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ])
    const exported = JSON.parse(readFileSync(await json.path(), "utf8"))
    expect(exported.results).toHaveLength(2)
    for (const result of exported.results) expect(new Date(result.checkedAt).getTime()).toBe(now - 60_000)
    expect(exported.results).toContainEqual(
      expect.objectContaining({ api: "dog-ceo", path: "/breeds/list/all", status: null, ms: null }),
    )
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ])
    const csvText = readFileSync(await csv.path(), "utf8")
    expect(csvText.split("\r\n")).toHaveLength(4)
    expect(csvText).not.toMatch(/NaN|Infinity|e\+/)

    await gotoHydrated(page, "/explore")
    const card = (name: string) =>
      page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) })
    await expect(
      card("Dog CEO").getByRole("img", { name: /^Works for me: 1 of 1 checked worked, on / }),
    ).toHaveAttribute("aria-label", TIME)
    await expect(card("Cat Facts").getByRole("img", { name: /for me/ })).toHaveCount(0)
    expect(await shownText(page)).not.toMatch(/NaN|Invalid Date/)

    await gotoHydrated(page, "/api/dog-ceo")
    await expect(page.locator("main").getByRole("img", { name: /^Works for me: 1 of 1/ })).toHaveAttribute(
      "aria-label",
      TIME,
    )
    expect(await shownText(page)).not.toMatch(/NaN|Invalid Date/)
  })
})

test.describe("a really full storage", () => {
  test("sending a request keeps the saved history and says the new entry could not be saved", async ({ page }) => {
    await answerJsonPlaceholder(page)
    // Shorter than the entry the request below makes, so that entry cannot take its place either.
    const saved = historyEntry("saved", {
      apiId: "dog-ceo",
      apiName: "Dog CEO",
      endpointName: "A",
      url: "https://x.dev/",
      values: {},
    })
    await seedStorage(page, { [HISTORY_KEY]: JSON.stringify([saved]) })
    await openTesterAt(page, "jsonplaceholder", 1, "Get a post")
    await expect(historyItems(page)).toHaveCount(1)
    const before = await stored(page, HISTORY_KEY)

    // Fill localStorage for real: ever smaller filler items until not even one more character fits.
    const fillers = await page.evaluate(() => {
      let size = 4 * 1024 * 1024
      let count = 0
      while (size > 0) {
        try {
          localStorage.setItem(`filler${count}`, "x".repeat(size))
          count += 1
        } catch (error) {
          if (!(error instanceof DOMException && error.name === "QuotaExceededError")) throw error
          size = Math.floor(size / 2)
        }
      }
      return count
    })
    expect(fillers).toBeGreaterThan(0)
    // Not even a hundred characters fit, far less than a history entry.
    const isFull = await page.evaluate(() => {
      try {
        localStorage.setItem("probe", "x".repeat(100))
        return false
      } catch (error) {
        return error instanceof DOMException && error.name === "QuotaExceededError"
      }
    })
    expect(isFull).toBe(true)

    await page.getByRole("textbox", { name: /^id / }).fill("123")
    await page.getByRole("button", { name: "Send Request" }).click()
    await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
    // The new entry shows for this page, with a note; the saved one stays, on screen and in storage.
    await expect(historyItems(page)).toHaveCount(2)
    await expect(historyItems(page).first()).toContainText(`${BASE}/posts/123`)
    await expect(historyItems(page).last()).toContainText("https://x.dev/")
    await expect(historyPanel(page).getByRole("status")).toHaveText(
      "Storage is full: the newest request is shown here but could not be saved.",
    )
    await expect(historyPanel(page).getByText("No requests sent yet.")).toHaveCount(0)
    expect(await stored(page, HISTORY_KEY)).toBe(before)

    // A reload shows what storage kept.
    await page.reload()
    await expect(historyItems(page)).toHaveCount(1)
    await expect(historyItems(page)).toContainText("https://x.dev/")
    await expect(historyPanel(page).getByText(/Storage is full/)).toHaveCount(0)
  })
})

test.describe("a huge stored list", () => {
  test("130,000 health results for one API: /explore and that API's page load", async ({ page }) => {
    const now = Date.now()
    // Built in the page: 4.9 million characters of JSON, within the quota. Old times (1 ms after 1970, still
    // valid) keep each entry short; one newer failing check makes the mark "499 of 500 working".
    await page.addInitScript(
      ({ key, now }) => {
        if (sessionStorage.getItem("seeded")) return
        sessionStorage.setItem("seeded", "1")
        const results: Record<string, unknown> = {}
        for (let i = 0; i < 130_000; i++) results[`dog-ceo ${i.toString(36)}`] = { outcome: "ok", at: 1 }
        results["dog-ceo GET /breeds/list/all"] = { outcome: "http-error", at: now - 60_000, status: 500 }
        localStorage.setItem(key, JSON.stringify({ version: 1, results }))
      },
      { key: HEALTH_KEY, now },
    )
    await gotoHydrated(page, "/explore")
    const length = await page.evaluate((key) => localStorage.getItem(key)?.length, HEALTH_KEY)
    expect(length).toBeGreaterThan(4_900_000)
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Dog CEO", exact: true }) })
    // The newest 500 are kept: the failing check and 499 working ones.
    await expect(card.getByRole("img", { name: /^499 of 500 working for me, on / })).toBeVisible()
    await expect(crashed(page)).toHaveCount(0)

    await gotoHydrated(page, "/api/dog-ceo")
    await expect(page.getByRole("heading", { level: 1, name: "Dog CEO" })).toBeVisible()
    await expect(page.locator("main").getByRole("img", { name: /^499 of 500 working for me/ })).toBeVisible()
    await expect(crashed(page)).toHaveCount(0)
  })
})
