import type { BrowserContext, Page } from "@playwright/test"
import {
  blockThirdParties,
  collectConsoleErrors,
  CORS,
  expect,
  expectConsoleError,
  expectNoViolations,
  gotoHydrated,
  historyEntry,
  test,
  useTheme,
  waitForHydration,
} from "./fixtures"

// Shareable tester links and the request history (docs/testing-links-and-history.md).

const BASE = "https://jsonplaceholder.typicode.com"
const JSON_TYPE = "application/json; charset=utf-8"
const HISTORY_KEY = "testerHistory"
const NOT_FOUND_STATUS = /status of 404/
const KEY = "k3y/Secret+1 2"
const KEY_ENCODED = "k3y%2FSecret%2B1%202"

const field = (page: Page, name: string) => page.getByRole("textbox", { name: new RegExp(`^${name} `) })
const sendButton = (page: Page) => page.getByRole("button", { name: "Send Request" })
const responsePanel = (page: Page) => page.getByRole("tabpanel", { name: "Response" })
const historyPanel = (page: Page) => page.getByRole("region", { name: "History" })
const historyItems = (page: Page) => historyPanel(page).getByRole("listitem")
const heading = (page: Page) => page.getByRole("heading", { level: 1 })

/** Answers jsonplaceholder: 404 for post 999, else 200 with a small JSON body. */
async function answerJsonPlaceholder(page: Page) {
  await page.route(`${BASE}/**`, (route) =>
    route.fulfill({
      status: route.request().url().includes("/999") ? 404 : 200,
      headers: { ...CORS, "content-type": JSON_TYPE },
      body: '{"id":1}',
    }),
  )
}

async function storedHistory(page: Page): Promise<unknown> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key)
    return raw === null ? null : JSON.parse(raw)
  }, HISTORY_KEY)
}

/** A second browser, as a colleague opening the link would have: no storage, third parties blocked. */
async function freshContext(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const browser = context.browser()
  if (browser === null) throw new Error("no browser")
  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  await blockThirdParties(fresh)
  const page = await fresh.newPage()
  const errors: string[] = []
  collectConsoleErrors(page, errors)
  return { page, errors }
}

test.describe("shareable links", () => {
  test("'Share link' copies a link that opens the tester with the values in a fresh browser", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=3")
    await expect(heading(page)).toHaveText("Create a post")
    const title = `Hi & bye=1 "quoted" é ✓ #frag ?q`
    await field(page, "title").fill(title)
    await field(page, "userId").fill("7")
    await expect(page).toHaveURL(/[?&]p\.title=/)

    const copy = page.getByRole("button", { name: "Share link", exact: true })
    await copy.click()
    await expect(page.getByRole("button", { name: "Link copied", exact: true })).toHaveText("Link copied")
    const link = await page.evaluate(() => navigator.clipboard.readText())
    const url = new URL(link)
    expect(url.pathname).toBe("/api/jsonplaceholder")
    expect(url.searchParams.get("endpoint")).toBe("3")
    expect(url.searchParams.get("p.title")).toBe(title)
    expect(url.searchParams.get("p.userId")).toBe("7")
    expect(url.searchParams.has("p.body")).toBe(false)

    const { page: other, errors } = await freshContext(context)
    // Before hydration the prerendered page is the detail view; the tester opens once React has the query string.
    await gotoHydrated(other, link)
    await expect(heading(other)).toHaveText("Create a post")
    await expect(field(other, "title")).toHaveValue(title)
    await expect(field(other, "userId")).toHaveValue("7")
    await expect(field(other, "body")).toHaveValue("")
    await expect(other.getByRole("region", { name: "Request URL" }).locator("code")).toContainText(
      "title=Hi%20%26%20bye%3D1",
    )
    expect(errors).toEqual([])
    await other.context().close()
  })

  test("unknown, repeated and oversized values are ignored or cut; an unknown endpoint shows the details", async ({
    page,
  }) => {
    const long = "x".repeat(2500)
    await gotoHydrated(page, `/api/jsonplaceholder?endpoint=1&p.id=5&p.id=6&p.nope=x&id=9&p.id2=${long}`)
    await expect(heading(page)).toHaveText("Get a post")
    await expect(field(page, "id")).toHaveValue("5")

    await gotoHydrated(page, `/api/jsonplaceholder?endpoint=0&p.userId=${long}`)
    await expect(field(page, "userId")).toHaveValue("x".repeat(2000))

    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=99&p.id=5")
    await expect(heading(page)).toHaveText("JSONPlaceholder")
    await expect(page.getByRole("heading", { name: "Endpoints (4)" })).toBeVisible()
  })

  test("fast typing in a field loses no character while each navigation is still under way", async ({ page }) => {
    const text = "1234567890abcdefghijklmnopqrst"
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=1")
    await expect(heading(page)).toHaveText("Get a post")
    await field(page, "id").focus()
    // No delay between keys: the next key arrives while React Router is still applying the last one.
    await page.keyboard.type(text, { delay: 0 })
    await expect(field(page, "id")).toHaveValue(text)
    await expect.poll(() => new URL(page.url()).searchParams.get("p.id")).toBe(text)
  })

  test("a field keeps and sends what was typed where its link masks the key", async ({ page }) => {
    const sent: string[] = []
    await page.route("https://api.openweathermap.org/**", (route) => {
      sent.push(route.request().url())
      return route.fulfill({ status: 200, headers: { ...CORS, "content-type": JSON_TYPE }, body: "{}" })
    })
    await gotoHydrated(page, "/api/openweathermap?endpoint=0")
    await page.getByLabel("API key", { exact: true }).fill(KEY)
    await field(page, "q").fill(`Paris ${KEY}`)
    await expect.poll(() => new URL(page.url()).searchParams.get("p.q")).toBe("Paris •••")
    await expect(field(page, "q")).toHaveValue(`Paris ${KEY}`)
    await sendButton(page).click()
    await expect(responsePanel(page).getByText("200 OK")).toBeVisible()
    expect(sent.map((url) => new URL(url).searchParams.get("q"))).toEqual([`Paris ${KEY}`])
  })

  test("Back and Forward restore values: one history entry per field edit, typing replaces it", async ({ page }) => {
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=3")
    await field(page, "title").pressSequentially("abc")
    await page.keyboard.press("Tab")
    await field(page, "body").pressSequentially("xyz")
    await expect(page).toHaveURL("/api/jsonplaceholder?endpoint=3&p.title=abc&p.body=xyz")

    await page.goBack()
    await expect(field(page, "body")).toHaveValue("")
    await expect(field(page, "title")).toHaveValue("abc")
    await page.goBack()
    await expect(field(page, "title")).toHaveValue("")
    await expect(page).toHaveURL("/api/jsonplaceholder?endpoint=3")
    await page.goForward()
    await expect(field(page, "title")).toHaveValue("abc")
    await page.goForward()
    await expect(field(page, "body")).toHaveValue("xyz")

    // 'Back to API Details' goes back past those entries and drops the values; 'Test' then starts empty.
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await expect(page).toHaveURL("/api/jsonplaceholder")
    expect(await page.evaluate(() => (window.history.state as { idx: number }).idx)).toBe(0)
    await page
      .getByRole("button", { name: /^Test / })
      .nth(3)
      .click()
    await expect(field(page, "title")).toHaveValue("")
    await expect(page).toHaveURL("/api/jsonplaceholder?endpoint=3")
  })
})

test.describe("history", () => {
  test("records each request, survives a reload, restores, deletes and clears", async ({ page, consoleErrors }) => {
    await answerJsonPlaceholder(page)
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=1")
    await expect(historyPanel(page).getByText("No requests sent yet.")).toBeVisible()

    await field(page, "id").fill("1")
    await sendButton(page).click()
    await expect(responsePanel(page).getByText("200 OK")).toBeVisible()
    await field(page, "id").fill("999")
    await sendButton(page).click()
    await expect(responsePanel(page).getByText("HTTP 404: Not Found")).toBeVisible()
    expectConsoleError(consoleErrors, NOT_FOUND_STATUS)

    await expect(historyItems(page)).toHaveCount(2)
    await expect(historyItems(page).nth(0)).toContainText("HTTP 404: Not Found")
    await expect(historyItems(page).nth(0)).toContainText(`${BASE}/posts/999`)
    await expect(historyItems(page).nth(1)).toContainText("200")
    const stored = (await storedHistory(page)) as { apiId: string; endpointIndex: number; values: object }[]
    expect(stored).toHaveLength(2)
    expect(stored[0]).toMatchObject({
      apiId: "jsonplaceholder",
      endpointIndex: 1,
      method: "GET",
      url: `${BASE}/posts/999`,
      values: { id: "999" },
      status: 404,
      error: "HTTP 404: Not Found",
    })
    expect(stored[1]).toMatchObject({ values: { id: "1" }, status: 200, error: null })

    // Another endpoint: restoring opens 'Get a post' with its value.
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await page
      .getByRole("button", { name: /^Test / })
      .first()
      .click()
    await expect(heading(page)).toHaveText("List posts")
    await page.reload()
    await waitForHydration(page)
    await expect(heading(page)).toHaveText("List posts")
    await expect(historyItems(page)).toHaveCount(2)
    await historyItems(page)
      .nth(1)
      .getByRole("button", { name: /^Restore GET Get a post/ })
      .click()
    await expect(heading(page)).toHaveText("Get a post")
    await expect(field(page, "id")).toHaveValue("1")
    await expect(page).toHaveURL("/api/jsonplaceholder?endpoint=1&p.id=1")

    // The same endpoint: restoring refills the field in place.
    await historyItems(page)
      .nth(0)
      .getByRole("button", { name: /^Restore/ })
      .click()
    await expect(field(page, "id")).toHaveValue("999")
    await expect(heading(page)).toBeFocused()
    await page.goBack()
    await expect(field(page, "id")).toHaveValue("1")

    await historyItems(page)
      .nth(0)
      .getByRole("button", { name: /^Delete GET Get a post/ })
      .click()
    await expect(historyItems(page)).toHaveCount(1)
    await expect(historyPanel(page).getByRole("heading", { name: "History" })).toBeFocused()
    expect(await storedHistory(page)).toHaveLength(1)

    await page.getByRole("button", { name: "Clear history" }).click()
    await expect(historyPanel(page).getByText("No requests sent yet.")).toBeVisible()
    expect(await storedHistory(page)).toBeNull()
  })

  test("restoring an entry of another API opens that API's tester with its values", async ({ page }) => {
    const entry = historyEntry("seeded-1")
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: HISTORY_KEY,
      value: JSON.stringify([entry]),
    })
    // The same endpoint index on both APIs: the tester must still start afresh.
    await gotoHydrated(page, "/api/dog-ceo?endpoint=1")
    await expect(historyItems(page)).toHaveCount(1)
    await expect(historyItems(page)).toContainText("12 ms")
    const restore = historyItems(page).getByRole("button", { name: /^Restore GET Get a post \(JSONPlaceholder\)/ })
    // From the keyboard.
    await restore.focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("/api/jsonplaceholder?endpoint=1&p.id=7")
    await expect(heading(page)).toHaveText("Get a post")
    await expect(heading(page)).toBeFocused()
    await expect(field(page, "id")).toHaveValue("7")
    await page.goBack()
    await expect(heading(page)).toHaveText("Several random images")
  })

  test("corrupted or throwing storage gives an empty history, and the tester still works", async ({ page }) => {
    await answerJsonPlaceholder(page)
    await page.addInitScript((key) => localStorage.setItem(key, "{not json"), HISTORY_KEY)
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=1&p.id=1")
    await expect(historyPanel(page).getByText("No requests sent yet.")).toBeVisible()
    await sendButton(page).click()
    await expect(historyItems(page)).toHaveCount(1)

    // Storage that throws on every access to the history's item (other items keep working).
    await page.addInitScript((key) => {
      const { getItem, setItem } = Storage.prototype
      Storage.prototype.getItem = function (name: string) {
        if (name === key) throw new DOMException("denied", "SecurityError")
        return getItem.call(this, name)
      }
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key) throw new DOMException("denied", "SecurityError")
        setItem.call(this, name, value)
      }
    }, HISTORY_KEY)
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=1&p.id=1")
    await expect(historyPanel(page).getByText("No requests sent yet.")).toBeVisible()
    await sendButton(page).click()
    await expect(responsePanel(page).getByText("200 OK")).toBeVisible()
    // Kept for this page when storage refuses it.
    await expect(historyItems(page)).toHaveCount(1)
  })

  test("a full storage keeps the newest entries that fit", async ({ page }) => {
    await answerJsonPlaceholder(page)
    // A quota of 1500 characters for the history: about three entries.
    await page.addInitScript((key) => {
      const setItem = Storage.prototype.setItem
      Storage.prototype.setItem = function (name: string, value: string) {
        if (name === key && value.length > 1500) throw new DOMException("full", "QuotaExceededError")
        setItem.call(this, name, value)
      }
    }, HISTORY_KEY)
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=1")
    for (const id of ["1", "2", "3", "4", "5", "6"]) {
      await field(page, "id").fill(id)
      await sendButton(page).click()
      await expect(historyItems(page).first()).toContainText(`/posts/${id}`)
    }
    const stored = (await storedHistory(page)) as { values: { id: string } }[]
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.length).toBeLessThan(6)
    expect(stored[0]?.values.id).toBe("6")
    await expect(historyItems(page)).toHaveCount(stored.length)
  })
})

test("an API key never reaches the URL, a copied link or the history", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.route("https://api.openweathermap.org/**", (route) =>
    route.fulfill({ status: 200, headers: { ...CORS, "content-type": JSON_TYPE }, body: "{}" }),
  )
  await gotoHydrated(page, "/api/openweathermap?endpoint=0")
  await page.getByLabel("API key", { exact: true }).fill(KEY)
  // Even typed into a parameter field by mistake.
  await field(page, "q").fill(`Paris ${KEY}`)
  await sendButton(page).click()
  await expect(responsePanel(page).getByText("200 OK")).toBeVisible()

  await page.getByRole("button", { name: "Share link", exact: true }).click()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  const history = JSON.stringify(await storedHistory(page))
  for (const text of [page.url(), link, history, decodeURIComponent(page.url()), decodeURIComponent(link)]) {
    expect(text).not.toContain(KEY)
    expect(text).not.toContain(KEY_ENCODED)
    expect(text).not.toContain("Secret")
  }
  expect(new URL(page.url()).searchParams.get("p.q")).toBe("Paris •••")
  expect(history).toContain("appid=•••")
  await expect(historyItems(page).first()).toContainText("appid=•••")
})

for (const theme of ["light", "dark"] as const) {
  test(`axe: the tester with links and history, ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme)
    await answerJsonPlaceholder(page)
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=1&p.id=1")
    await sendButton(page).click()
    await expect(historyItems(page)).toHaveCount(1)
    await page.getByRole("button", { name: "Share link", exact: true }).focus()
    await expectNoViolations(page, `the tester with links and history, ${theme} theme`)
  })
}
