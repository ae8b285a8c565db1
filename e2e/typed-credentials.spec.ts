import type { Page } from "@playwright/test"
import {
  CORS,
  expect,
  expectNoViolations,
  LAYOUTS,
  openPastedDescription,
  sendAndWait,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// Every credential the visitor types is a secret (features/tester/request/auth/typed-secrets.ts): a parameter
// named like one (api_key, X-Auth-Token) and an 'Advanced' Authorization header are password fields with show/hide,
// sent as typed, YOUR_TOKEN in copied code and cURL, and in no link, history entry, storage, database, cache or
// console message. The keys-and-tokens audit of e2e/oauth.spec.ts, for what is typed by hand.

const DESCRIPTION = `openapi: 3.0.3
info: { title: Token Shop, version: "1" }
servers:
  - url: https://api.tokenshop.example.dev/v1
paths:
  /items:
    get:
      summary: Search items
      parameters:
        - { name: q, in: query, required: true, schema: { type: string } }
        - { name: api_key, in: query, schema: { type: string } }
        - { name: X-Auth-Token, in: header, schema: { type: string } }
      responses: { "200": { description: ok } }
`

const KEY = "k3y-0a1b2c3d"
const TOKEN = "tok-9f8e7d6c"
const BEARER = "eyJhbGciOi.bearer-9q8w"
const SECRETS = [KEY, TOKEN, BEARER]

type Sent = { url: string; headers: Record<string, string> }

async function openItemsTester(page: Page): Promise<Sent[]> {
  const sent: Sent[] = []
  await page.route("https://api.tokenshop.example.dev/**", async (route) => {
    const cors = {
      ...CORS,
      "access-control-allow-headers": "authorization, x-auth-token",
      "access-control-allow-methods": "GET",
    }
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
    const headers = await route.request().allHeaders()
    sent.push({
      url: route.request().url(),
      headers: { authorization: headers.authorization ?? "", "x-auth-token": headers["x-auth-token"] ?? "" },
    })
    await route.fulfill({ status: 200, headers: { ...cors, "content-type": "application/json" }, body: "[]" })
  })
  await openPastedDescription(page, DESCRIPTION, "Token Shop")
  await testEndpoint(page, "Search items")
  return sent
}

/** Everything the page keeps: both storages, IndexedDB (every store of every database) and Cache Storage. */
async function keptEverywhere(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage }), location.href]
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue
      const name = info.name
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error(String(request.error)))
      })
      for (const store of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(new Error(String(request.error)))
        })
        texts.push(JSON.stringify(values))
      }
      db.close()
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName)
      for (const request of await cache.keys()) texts.push(request.url)
    }
    return texts.join("\n")
  })
}

/**
 * After a Send: the share link keeps only `linkParams`, the newest history entry has only the ordinary `history`
 * values and its masked URL, and no storage, database, cache, address, copied text (`curl`, the link) or console
 * message holds any of `secrets`.
 */
async function expectKeptNowhere(
  page: Page,
  expected: {
    curl: string
    consoleTexts: string[]
    secrets: string[]
    linkParams: string[]
    history: { values: Record<string, string>; url: string }
  },
) {
  await page.getByRole("button", { name: "Share link (this browser only)", exact: true }).click()
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()))
  expect([...link.searchParams.keys()].filter((name) => name.startsWith("p."))).toEqual(expected.linkParams)
  const history = JSON.parse(await page.evaluate(() => localStorage.getItem("testerHistory") ?? "[]")) as {
    values: Record<string, string>
    url: string
  }[]
  expect(history[0]?.values).toEqual(expected.history.values)
  expect(history[0]?.url).toBe(expected.history.url)
  const kept = await keptEverywhere(page)
  const copied = [expected.curl, link.href].join("\n")
  for (const secret of expected.secrets) {
    expect(kept).not.toContain(secret)
    expect(copied).not.toContain(secret)
    expect(expected.consoleTexts.join("\n")).not.toContain(secret)
  }
}

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: credentials typed into parameters and 'Advanced' are masked, sent as typed, and kept nowhere`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const consoleTexts: string[] = []
    page.on("console", (message) => consoleTexts.push(message.text()))
    const sent = await openItemsTester(page)

    // Password fields with a show/hide toggle; an ordinary parameter stays a text field.
    await page.getByLabel(/^q/).fill("cats")
    await page.getByText("Optional (2)").click()
    const apiKey = page.getByLabel(/^api_key/)
    const authToken = page.getByLabel(/^X-Auth-Token/)
    await expect(page.getByLabel(/^q/)).toHaveAttribute("type", "text")
    await expect(apiKey).toHaveAttribute("type", "password")
    await expect(authToken).toHaveAttribute("type", "password")
    await apiKey.fill(KEY)
    await authToken.fill(TOKEN)
    await page.getByRole("button", { name: "Show api_key" }).click()
    await expect(apiKey).toHaveAttribute("type", "text")
    await page.getByRole("button", { name: "Hide api_key" }).click()
    await expect(apiKey).toHaveAttribute("type", "password")

    // An Authorization header typed under 'Advanced': its value field becomes a password field once named.
    await page.getByRole("button", { name: "Advanced", exact: true }).click()
    await page.getByRole("button", { name: "Add header" }).click()
    await page.getByLabel("Header 1 name", { exact: true }).fill("Authorization")
    const headerValue = page.getByLabel("Header 1 value", { exact: true })
    await expect(headerValue).toHaveAttribute("type", "password")
    await headerValue.fill(`Bearer ${BEARER}`)
    await expect(page.getByRole("button", { name: "Show header 1 value" })).toBeVisible()
    await expectNoViolations(page, `the tester with typed credentials at ${width} px, ${theme}`, "main")

    // On screen: the URL masks the key.
    await expect(page.getByRole("region", { name: "Request URL" }).locator("code")).toHaveText(
      "https://api.tokenshop.example.dev/v1/items?q=cats&api_key=•••",
    )

    // Sent byte for byte as typed.
    await sendAndWait(page)
    expect(sent).toEqual([
      {
        url: `https://api.tokenshop.example.dev/v1/items?q=cats&api_key=${KEY}`,
        headers: { authorization: `Bearer ${BEARER}`, "x-auth-token": TOKEN },
      },
    ])

    // Copied code and cURL: YOUR_TOKEN.
    await page.getByRole("button", { name: "Copy cURL", exact: true }).click()
    const curl = await page.evaluate(() => navigator.clipboard.readText())
    expect(curl).toContain("api_key=YOUR_TOKEN")
    expect(curl).toContain("Authorization: Bearer YOUR_TOKEN")
    expect(curl).toContain("X-Auth-Token: YOUR_TOKEN")
    await page.getByRole("tab", { name: "Fetch Code" }).click()
    await expect(page.getByRole("tabpanel", { name: "Fetch Code" })).toContainText("Bearer YOUR_TOKEN")

    // The share link and the history keep the ordinary values only; nothing anywhere holds a credential.
    await expectKeptNowhere(page, {
      curl,
      consoleTexts,
      secrets: SECRETS,
      linkParams: ["p.q"],
      history: { values: { q: "cats" }, url: "https://api.tokenshop.example.dev/v1/items?q=cats&api_key=•••" },
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

// A parameter the DOCUMENT marks as a credential is one whatever its name (docs/oauth.md): `pin` is `format: password`,
// `X-Session` is the header an apiKey scheme names. Neither name says "credential" (isCredentialName is false for both).
const MARKED_DESCRIPTION = `openapi: 3.1.0
info: { title: Pin Bank, version: "1" }
servers:
  - url: https://api.pinbank.example.dev
components:
  securitySchemes:
    session: { type: apiKey, in: header, name: X-Session }
paths:
  /balance:
    get:
      summary: Read balance
      parameters:
        - { name: account, in: query, required: true, schema: { type: string } }
        - { name: pin, in: query, required: true, schema: { type: string, format: password } }
        - { name: X-Session, in: header, schema: { type: string } }
      responses: { "200": { description: ok } }
`

/** Pin Bank's API, answered here (its CORS allows X-Session): each request's URL and X-Session header, as sent. */
async function answerPinBank(page: Page): Promise<Sent[]> {
  const sent: Sent[] = []
  await page.route("https://api.pinbank.example.dev/**", async (route) => {
    const cors = { ...CORS, "access-control-allow-headers": "x-session", "access-control-allow-methods": "GET" }
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
    const headers = await route.request().allHeaders()
    sent.push({ url: route.request().url(), headers: { "x-session": headers["x-session"] ?? "" } })
    await route.fulfill({ status: 200, headers: { ...cors, "content-type": "application/json" }, body: "{}" })
  })
  return sent
}

const PIN = "pin-4821-xq"
const SESSION = "sess-77aa-91zz"

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: parameters the document marks as credentials are masked, sent as typed, and kept nowhere`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const consoleTexts: string[] = []
    page.on("console", (message) => consoleTexts.push(message.text()))
    const sent = await answerPinBank(page)
    await openPastedDescription(page, MARKED_DESCRIPTION, "Pin Bank")
    await testEndpoint(page, "Read balance")

    // Password fields with show/hide, though neither name says so; an ordinary parameter stays a text field.
    const account = page.getByLabel(/^account/)
    const pin = page.getByLabel(/^pin/)
    await account.fill("ada-01")
    await page.getByText("Optional (1)").click()
    const session = page.getByLabel(/^X-Session/)
    await expect(account).toHaveAttribute("type", "text")
    await expect(pin).toHaveAttribute("type", "password")
    await expect(session).toHaveAttribute("type", "password")
    await pin.fill(PIN)
    await session.fill(SESSION)
    await page.getByRole("button", { name: "Show pin" }).click()
    await expect(pin).toHaveAttribute("type", "text")
    await page.getByRole("button", { name: "Hide pin" }).click()
    await expect(pin).toHaveAttribute("type", "password")
    await expectNoViolations(page, `the tester with marked credentials at ${width} px, ${theme}`, "main")

    // On screen: the URL masks the pin.
    await expect(page.getByRole("region", { name: "Request URL" }).locator("code")).toHaveText(
      "https://api.pinbank.example.dev/balance?account=ada-01&pin=•••",
    )

    // Sent byte for byte as typed.
    await sendAndWait(page)
    expect(sent).toEqual([
      { url: `https://api.pinbank.example.dev/balance?account=ada-01&pin=${PIN}`, headers: { "x-session": SESSION } },
    ])

    // Copied cURL: YOUR_TOKEN for both.
    await page.getByRole("button", { name: "Copy cURL", exact: true }).click()
    const curl = await page.evaluate(() => navigator.clipboard.readText())
    expect(curl).toContain("pin=YOUR_TOKEN")
    expect(curl).toContain("X-Session: YOUR_TOKEN")

    // The share link and the history keep the ordinary values only; nothing anywhere holds a credential.
    await expectKeptNowhere(page, {
      curl,
      consoleTexts,
      secrets: [PIN, SESSION],
      linkParams: ["p.account"],
      history: { values: { account: "ada-01" }, url: "https://api.pinbank.example.dev/balance?account=ada-01&pin=•••" },
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

// An 'Advanced' header row of the header the document marks (X-Session, an apiKey scheme's) is a credential too, though
// its name says nothing (docs/oauth.md). One layout: the loop above covers the layouts and themes of the same tester.
const ROW_SESSION = "row-sess-5d3f-e8"

test("desktop (1280 px), dark: an 'Advanced' header row the document marks is masked, sent as typed, and kept nowhere", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.setViewportSize({ width: 1280, height: 800 })
  await useTheme(page, "dark")
  const consoleTexts: string[] = []
  page.on("console", (message) => consoleTexts.push(message.text()))
  const sent = await answerPinBank(page)
  await openPastedDescription(page, MARKED_DESCRIPTION, "Pin Bank")
  await testEndpoint(page, "Read balance")
  await page.getByLabel(/^account/).fill("ada-01")
  await page.getByLabel(/^pin/).fill(PIN)

  // The row's value field is a password field with show/hide once it is named X-Session; X-Trace stays text.
  await page.getByRole("button", { name: "Advanced", exact: true }).click()
  await page.getByRole("button", { name: "Add header" }).click()
  await page.getByLabel("Header 1 name", { exact: true }).fill("X-Session")
  const rowValue = page.getByLabel("Header 1 value", { exact: true })
  await expect(rowValue).toHaveAttribute("type", "password")
  await rowValue.fill(ROW_SESSION)
  await page.getByRole("button", { name: "Show header 1 value" }).click()
  await expect(rowValue).toHaveAttribute("type", "text")
  await page.getByRole("button", { name: "Hide header 1 value" }).click()
  await expect(rowValue).toHaveAttribute("type", "password")
  await page.getByLabel("Header 1 name", { exact: true }).fill("X-Trace")
  await expect(rowValue).toHaveAttribute("type", "text")
  await page.getByLabel("Header 1 name", { exact: true }).fill("X-Session")
  await expect(rowValue).toHaveAttribute("type", "password")
  await expectNoViolations(page, "the tester with a marked 'Advanced' header at 1280 px, dark", "main")

  // Sent byte for byte as typed.
  await sendAndWait(page)
  expect(sent).toEqual([
    {
      url: `https://api.pinbank.example.dev/balance?account=ada-01&pin=${PIN}`,
      headers: { "x-session": ROW_SESSION },
    },
  ])

  // Copied cURL: YOUR_TOKEN.
  await page.getByRole("button", { name: "Copy cURL", exact: true }).click()
  const curl = await page.evaluate(() => navigator.clipboard.readText())
  expect(curl).toContain("X-Session: YOUR_TOKEN")

  // The share link and the history keep the ordinary value only; nothing anywhere holds the pin or the row's value.
  await expectKeptNowhere(page, {
    curl,
    consoleTexts,
    secrets: [PIN, ROW_SESSION],
    linkParams: ["p.account"],
    history: { values: { account: "ada-01" }, url: "https://api.pinbank.example.dev/balance?account=ada-01&pin=•••" },
  })
})
