import type { Browser, BrowserContext, Page } from "@playwright/test"
import {
  answer,
  blockThirdParties,
  CORS_PREFLIGHT,
  expect,
  expectConsoleError,
  expectNoViolations,
  openTesterAt,
  sendAndWait,
  test,
} from "./fixtures"

// Where a key goes, where it is kept, and that it never shows up anywhere else (docs/api-keys.md).

const JSON_TYPE = "application/json; charset=utf-8"
// Characters that need encoding, so the raw and the encoded form are both checked.
const KEY = "k3y/Secret+1 2"
const KEY_ENCODED = "k3y%2FSecret%2B1%202"
const MASKED = "•••"

const requestUrl = (page: Page) => page.getByRole("region", { name: "Request URL" }).locator("code")
const sendButton = (page: Page) => page.getByRole("button", { name: "Send Request" })
const keyField = (page: Page) => page.getByLabel("API key", { exact: true })
const rememberBox = (page: Page) => page.getByRole("checkbox", { name: "Remember on this device" })
const responsePanel = (page: Page) => page.getByRole("tabpanel", { name: "Response" })
const notes = (page: Page) => page.getByRole("note")
const param = (page: Page, name: string) => page.getByRole("textbox", { name: new RegExp(`^${name} `) })

/** Answers every request to `pattern` with an empty JSON object and records it. */
const capture = (page: Page, pattern: string, status = 200) =>
  answer(page, pattern, { status, headers: { ...CORS_PREFLIGHT, "content-type": JSON_TYPE }, body: "{}" })

/** Everything the page shows or offers to copy, that a key must never be part of. */
async function expectKeyNowhereVisible(page: Page) {
  expect(page.url()).not.toContain(KEY)
  expect(page.url()).not.toContain(KEY_ENCODED)
  await expect(requestUrl(page)).not.toContainText(KEY_ENCODED)
  for (const tab of ["Fetch Code", "Axios Code"]) {
    await page.getByRole("tab", { name: tab }).click()
    const code = page.getByRole("tabpanel", { name: tab }).getByLabel(`${tab.split(" ")[0]} code`, { exact: true })
    await expect(code).toContainText("YOUR_API_KEY")
    await expect(code).not.toContainText(KEY)
    await expect(code).not.toContainText(KEY_ENCODED)
  }
  await page.getByRole("tab", { name: "Response" }).click()
  const main = (await page.getByRole("main").textContent()) ?? ""
  expect(main).not.toContain(KEY)
  expect(main).not.toContain(KEY_ENCODED)
}

async function storedItems(page: Page) {
  return page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }))
}

test.describe("no key entered", () => {
  test("the request is exactly the spec's: Accept only, no auth header, no key parameter", async ({ page }) => {
    const requests = await capture(page, "https://api.openweathermap.org/**")
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await expect(keyField(page)).toHaveValue("")
    await param(page, "q").fill("Paris")
    await sendAndWait(page)
    expect(requests).toHaveLength(1)
    const request = requests[0]!
    expect(request.url()).toBe("https://api.openweathermap.org/data/2.5/weather?q=Paris")
    const headers = await request.allHeaders()
    expect(headers["accept"]).toBe("application/json")
    expect(headers["authorization"]).toBeUndefined()
    expect(Object.keys(headers).filter((name) => /key|token|appid/i.test(name))).toEqual([])
    expect(request.postData()).toBeNull()
  })

  test("a notice says the API needs a key and links to the provider's docs; sending still works", async ({ page }) => {
    const requests = await capture(page, "https://api.thecatapi.com/**")
    await openTesterAt(page, "thecatapi", 0, "Search images")
    const notice = notes(page).filter({ hasText: "This API needs a key" })
    await expect(notice).toBeVisible()
    const link = notice.getByRole("link", { name: "TheCatAPI's documentation (opens in a new tab)" })
    await expect(link).toHaveAttribute("href", /^https:\/\/.*thecatapi/)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
    await sendAndWait(page)
    expect(requests).toHaveLength(1)

    await keyField(page).fill("abc")
    await expect(notice).toHaveCount(0)
  })

  test("oauth entries explain that a token from the provider's OAuth flow is sent as a bearer token", async ({
    page,
  }) => {
    await openTesterAt(page, "spotify", 0, "Search")
    await expect(
      page.getByText(
        /Paste an access token from Spotify Web API's OAuth flow\. Sent as "Authorization: Bearer …" to api\.spotify\.com only\./,
      ),
    ).toBeVisible()
    await expect(notes(page).filter({ hasText: "needs an access token from its OAuth flow" })).toBeVisible()
  })

  test("APIs without auth show no key field and no notice", async ({ page }) => {
    await openTesterAt(page, "jsonplaceholder", 0, "List posts")
    await expect(keyField(page)).toHaveCount(0)
    await expect(notes(page)).toHaveCount(0)
  })
})

test.describe("with a key, it goes only where the API expects it", () => {
  test("query: OpenWeatherMap's appid, encoded; masked on screen; YOUR_API_KEY in the code", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const requests = await capture(page, "https://api.openweathermap.org/**")
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await expect(page.getByText('Sent as the query parameter "appid" to api.openweathermap.org only.')).toBeVisible()
    await param(page, "q").fill("Paris")
    await keyField(page).fill(KEY)
    await expect(requestUrl(page)).toHaveText(`https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=${MASKED}`)
    await sendAndWait(page)
    expect(requests.map((r) => r.url())).toEqual([
      `https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=${KEY_ENCODED}`,
    ])
    expect((await requests[0]!.allHeaders())["authorization"]).toBeUndefined()
    await expectKeyNowhereVisible(page)

    await page.getByRole("button", { name: "Copy cURL", exact: true }).click()
    const curl = await page.evaluate(() => navigator.clipboard.readText())
    expect(curl).toContain("--url 'https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=YOUR_API_KEY'")
    expect(curl).not.toContain(KEY_ENCODED)
  })

  test("header: TheCatAPI's x-api-key, and nothing in the URL", async ({ page }) => {
    const requests = await capture(page, "https://api.thecatapi.com/**")
    await openTesterAt(page, "thecatapi", 0, "Search images")
    await keyField(page).fill(KEY)
    await expect(requestUrl(page)).toHaveText("https://api.thecatapi.com/v1/images/search")
    await sendAndWait(page)
    expect(requests.map((r) => r.url())).toEqual(["https://api.thecatapi.com/v1/images/search"])
    const headers = await requests[0]!.allHeaders()
    expect(headers["x-api-key"]).toBe(KEY)
    expect(headers["accept"]).toBe("application/json")
    await page.getByRole("tab", { name: "Fetch Code" }).click()
    await expect(page.getByRole("tabpanel", { name: "Fetch Code" })).toContainText('"x-api-key": "YOUR_API_KEY",')
    await expectKeyNowhereVisible(page)
  })

  test("header: NewsAPI's X-Api-Key, with the browser-block notice above Send", async ({ page }) => {
    const requests = await capture(page, "https://newsapi.org/**")
    await openTesterAt(page, "newsapi", 0, "Top headlines")
    const blocked = notes(page).filter({ hasText: "Browsers will probably block this request" })
    await expect(blocked).toContainText("The copied code works from a server or a terminal.")
    // The notice sits above 'Send Request'.
    const noticeBox = (await blocked.boundingBox())!
    const sendBox = (await sendButton(page).boundingBox())!
    expect(noticeBox.y).toBeLessThan(sendBox.y)
    await keyField(page).fill(KEY)
    await sendAndWait(page)
    expect((await requests[0]!.allHeaders())["x-api-key"]).toBe(KEY)
    await expectKeyNowhereVisible(page)
  })

  test("bearer: Stripe's Authorization: Bearer, with the server-only notice", async ({ page }) => {
    const requests = await capture(page, "https://api.stripe.com/**")
    await openTesterAt(page, "stripe", 2, "Retrieve balance")
    await expect(notes(page).filter({ hasText: "Browsers will probably block this request" })).toBeVisible()
    await keyField(page).fill(`  ${KEY}\n`)
    await sendAndWait(page)
    const headers = await requests[0]!.allHeaders()
    expect(headers["authorization"]).toBe(`Bearer ${KEY}`)
    await page.getByRole("tab", { name: "Axios Code" }).click()
    await expect(page.getByRole("tabpanel", { name: "Axios Code" })).toContainText(
      '"Authorization": "Bearer YOUR_API_KEY",',
    )
    await expectKeyNowhereVisible(page)
  })

  test("placeholder: Telegram's {token} is filled from the key field only, masked on screen", async ({ page }) => {
    const requests = await capture(page, "https://api.telegram.org/**")
    await openTesterAt(page, "telegram", 0, "Bot info")
    // The token is typed in the password field, never in a visible parameter input.
    await expect(page.getByLabel(/^token/)).toHaveCount(0)
    await expect(requestUrl(page)).toHaveText("https://api.telegram.org/bot{token}/getMe")
    const token = "123456:ABC-def_ghi"
    await keyField(page).fill(token)
    await expect(requestUrl(page)).toHaveText(`https://api.telegram.org/bot${MASKED}/getMe`)
    await sendAndWait(page)
    expect(requests.map((r) => r.url())).toEqual([`https://api.telegram.org/bot${token}/getMe`])
    await page.getByRole("tab", { name: "Fetch Code" }).click()
    await expect(page.getByRole("tabpanel", { name: "Fetch Code" })).toContainText(
      'await fetch("https://api.telegram.org/botYOUR_API_KEY/getMe", {',
    )
    expect((await page.getByRole("main").textContent()) ?? "").not.toContain(token)
  })

  test("another origin gets no key: Mailchimp's {dc} may only be one host label", async ({ page }) => {
    const requests = await capture(page, "https://*.api.mailchimp.com/**")
    await openTesterAt(page, "mailchimp", 0, "Ping")
    await expect(
      page.getByText(/Sent as "Authorization: Basic …" \(their base64\) to \{dc\}\.api\.mailchimp\.com only\./),
    ).toBeVisible()
    // Mailchimp takes HTTP Basic with any user name and the key as password; the tester base64-encodes it.
    const basic = "Basic YW55c3RyaW5nOmtleQ=="
    await page.getByLabel("User", { exact: true }).fill("anystring")
    await page.getByLabel("Password", { exact: true }).fill("key")
    await param(page, "dc").fill("us19")
    await sendAndWait(page)
    await param(page, "dc").fill("evil.example")
    await sendAndWait(page)
    expect(requests.map((r) => r.url())).toEqual([
      "https://us19.api.mailchimp.com/3.0/ping",
      "https://evil.example.api.mailchimp.com/3.0/ping",
    ])
    expect((await requests[0]!.allHeaders())["authorization"]).toBe(basic)
    expect((await requests[1]!.allHeaders())["authorization"]).toBeUndefined()
  })

  test("a redirect is reported, not followed, so the key never reaches the address it points to", async ({ page }) => {
    const elsewhere = await capture(page, "https://elsewhere.example/**")
    await page.route("https://api.thecatapi.com/**", (route) =>
      route.fulfill({ status: 302, headers: { ...CORS_PREFLIGHT, location: "https://elsewhere.example/collect" } }),
    )
    await openTesterAt(page, "thecatapi", 0, "Search images")
    await keyField(page).fill(KEY)
    await sendButton(page).click()
    await expect(page.getByRole("alert")).toContainText("The API answered with a redirect")
    expect(elsewhere).toHaveLength(0)
  })

  test("error messages and the console never show the key", async ({ page, consoleErrors }) => {
    const logged: string[] = []
    page.on("console", (message) => logged.push(message.text()))
    await capture(page, "https://api.openweathermap.org/**", 401)
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await keyField(page).fill(KEY)
    await sendButton(page).click()
    await expect(page.getByRole("alert")).toContainText("HTTP 401: Unauthorized")
    await expectKeyNowhereVisible(page)
    expectConsoleError(consoleErrors, /status of 401/)
    expect(logged.filter((text) => text.includes(KEY) || text.includes(KEY_ENCODED))).toEqual([])
  })
})

test.describe("where keys are kept", () => {
  async function newPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
    const context = await browser.newContext(options)
    // Same rule as the fixture: nothing leaves for the real internet.
    await blockThirdParties(context)
    return { context, page: await context.newPage() }
  }

  test("by default for this tab only: a reload keeps it, a new browser session does not", async ({
    page,
    browser,
    baseURL,
  }) => {
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await keyField(page).fill(KEY)
    await expect(rememberBox(page)).not.toBeChecked()
    expect(await storedItems(page)).toMatchObject({ session: { "apiKey:openweathermap": KEY } })
    expect((await storedItems(page)).local["apiKey:openweathermap"]).toBeUndefined()

    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await expect(keyField(page)).toHaveValue(KEY)

    // Closing the tab: a new context, even one given this one's saved state, starts without the key.
    const state = await page.context().storageState()
    const fresh = await newPage(browser, { baseURL, storageState: state })
    await openTesterAt(fresh.page, "openweathermap", 0, "Current weather by city")
    await expect(keyField(fresh.page)).toHaveValue("")
    await fresh.context.close()
  })

  test("'Remember on this device' keeps it in localStorage, so it survives a new session; unticking moves it back", async ({
    page,
    browser,
    baseURL,
  }) => {
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await keyField(page).fill(KEY)
    await expect(page.getByText("Don't tick this on a shared computer.")).toBeVisible()
    await rememberBox(page).check()
    let items = await storedItems(page)
    expect(items.local["apiKey:openweathermap"]).toBe(KEY)
    expect(items.session["apiKey:openweathermap"]).toBeUndefined()

    const state = await page.context().storageState()
    const next: { context: BrowserContext; page: Page } = await newPage(browser, { baseURL, storageState: state })
    await openTesterAt(next.page, "openweathermap", 0, "Current weather by city")
    await expect(keyField(next.page)).toHaveValue(KEY)
    await expect(rememberBox(next.page)).toBeChecked()
    await next.context.close()

    await rememberBox(page).uncheck()
    items = await storedItems(page)
    expect(items.local["apiKey:openweathermap"]).toBeUndefined()
    expect(items.session["apiKey:openweathermap"]).toBe(KEY)
  })

  test("'Forget all keys' clears both storages and the field", async ({ page }) => {
    await openTesterAt(page, "thecatapi", 0, "Search images")
    await keyField(page).fill("cat-key")
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await keyField(page).fill(KEY)
    await rememberBox(page).check()
    await page.evaluate(() => localStorage.setItem("bookmarkedApis", '["github"]'))
    let items = await storedItems(page)
    expect(items.session["apiKey:thecatapi"]).toBe("cat-key")
    expect(items.local["apiKey:openweathermap"]).toBe(KEY)

    await page.getByRole("button", { name: "Forget all keys" }).click()
    await expect(
      page.getByRole("status").filter({ hasText: "Every stored key was removed from this browser." }),
    ).toBeVisible()
    await expect(keyField(page)).toHaveValue("")
    await expect(rememberBox(page)).not.toBeChecked()
    items = await storedItems(page)
    expect(Object.keys(items.session).filter((k) => k.startsWith("apiKey:"))).toEqual([])
    expect(Object.keys(items.local).filter((k) => k.startsWith("apiKey:"))).toEqual([])
    expect(items.local["bookmarkedApis"]).toBe('["github"]')

    await openTesterAt(page, "thecatapi", 0, "Search images")
    await expect(keyField(page)).toHaveValue("")
  })
})

test.describe("accessibility", () => {
  test("labelled controls: a password field with a show/hide toggle that says what it does", async ({ page }) => {
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    const field = keyField(page)
    await expect(field).toHaveAttribute("type", "password")
    await expect(field).toHaveAttribute("autocomplete", "off")
    await expect(field).toHaveAccessibleDescription(
      /Sent as the query parameter "appid" to api\.openweathermap\.org only\./,
    )
    await expect(rememberBox(page)).toHaveAccessibleDescription(/Don't tick this on a shared computer\./)
    await field.fill("visible?")
    await page.getByRole("button", { name: "Show API key" }).click()
    await expect(field).toHaveAttribute("type", "text")
    await page.getByRole("button", { name: "Hide API key" }).click()
    await expect(field).toHaveAttribute("type", "password")
  })

  test("keyboard: key, show, remember, forget, then Send Request", async ({ page }) => {
    const requests = await capture(page, "https://api.openweathermap.org/**")
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await keyField(page).focus()
    await page.keyboard.type("typed-key")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Show API key" })).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(rememberBox(page)).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Forget all keys" })).toBeFocused()
    // 'Send Request' sits in the request bar above the fields: back up to it with Shift+Tab.
    for (let presses = 0; presses < 12; presses++) {
      if (await sendButton(page).evaluate((button) => button === document.activeElement)) break
      await page.keyboard.press("Shift+Tab")
    }
    await expect(sendButton(page)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(responsePanel(page).getByText("200 OK")).toBeVisible()
    expect(requests[0]!.url()).toContain("appid=typed-key")
  })

  test("no axe violations with the key field and notices shown (NewsAPI, Stripe, Telegram, Spotify)", async ({
    page,
  }) => {
    for (const [id, endpoint, heading] of [
      ["newsapi", 0, "Top headlines"],
      ["stripe", 2, "Retrieve balance"],
      ["telegram", 0, "Bot info"],
    ] as const) {
      await openTesterAt(page, id, endpoint, heading)
      await expect(keyField(page)).toBeVisible()
      await expectNoViolations(page, `the tester of ${id}`)
    }
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await keyField(page).fill("x")
    await page.getByRole("button", { name: "Show API key" }).click()
    await rememberBox(page).check()
    await page.getByRole("button", { name: "Forget all keys" }).click()
    await expectNoViolations(page, "the tester after 'Forget all keys'")
  })
})
