import type { Page } from "@playwright/test"
import {
  answer,
  CORS_PREFLIGHT,
  expect,
  expectNoViolations,
  gotoHydrated,
  openTesterAt,
  sendAndWait,
  test,
} from "./fixtures"

// Catalogue corrections (docs/api-keys.md): HTTP Basic on PayPal's token endpoint only, and Google Maps marked
// server-only with its reason. Third-party hosts are answered with page.route; nothing leaves the machine.

const PAYPAL = "https://api-m.sandbox.paypal.com"
// A ':' inside the secret and non-ASCII characters: the whole string is base64-encoded as UTF-8.
const CREDENTIALS = "AbC-client:sécret:with€colon"
// printf '%s' 'AbC-client:sécret:with€colon' | base64
const CREDENTIALS_BASE64 = "QWJDLWNsaWVudDpzw6ljcmV0OndpdGjigqxjb2xvbg=="
// printf '%s' 'YOUR_CLIENT_ID:YOUR_CLIENT_SECRET' | base64
const PLACEHOLDER_BASIC = "Basic WU9VUl9DTElFTlRfSUQ6WU9VUl9DTElFTlRfU0VDUkVU"

const keyField = (page: Page) => page.getByLabel("API key", { exact: true })
/** HTTP Basic is typed as a user and a password; `credentials` is "user:password" (split at its first colon). */
async function fillBasic(page: Page, credentials: string) {
  const at = credentials.indexOf(":")
  await page.getByLabel("User", { exact: true }).fill(credentials.slice(0, at))
  await page.getByLabel("Password", { exact: true }).fill(credentials.slice(at + 1))
}
const notes = (page: Page) => page.getByRole("note")

/** Answers every request to `pattern` with an empty JSON object and records it. */
const capture = (page: Page, pattern: string) =>
  answer(page, pattern, { status: 200, headers: { ...CORS_PREFLIGHT, "content-type": "application/json" }, body: "{}" })

async function snippet(page: Page, tab: "Fetch Code" | "Axios Code") {
  await page.getByRole("tab", { name: tab }).click()
  return page.getByRole("tabpanel", { name: tab }).getByLabel(`${tab.split(" ")[0]} code`, { exact: true })
}

test.describe("PayPal: HTTP Basic on the token endpoint, Bearer on the others", () => {
  test("the token endpoint sends Authorization: Basic base64(client_id:client_secret); code shows the placeholder", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const requests = await capture(page, `${PAYPAL}/**`)
    await openTesterAt(page, "paypal", 0, "Get an access token")

    await expect(
      page.getByText(
        'Type your client ID as the user and your client secret as the password. Sent as "Authorization: Basic …" (their base64) to api-m.sandbox.paypal.com only.',
      ),
    ).toBeVisible()
    // Client credentials, not an OAuth token, are what this endpoint asks for.
    await expect(notes(page).filter({ hasText: "This API needs a key" })).toBeVisible()
    await expect(notes(page).filter({ hasText: "needs an access token" })).toHaveCount(0)

    await fillBasic(page, CREDENTIALS)
    await sendAndWait(page)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method()).toBe("POST")
    expect(requests[0]!.url()).toBe(`${PAYPAL}/v1/oauth2/token`)
    expect((await requests[0]!.allHeaders())["authorization"]).toBe(`Basic ${CREDENTIALS_BASE64}`)

    for (const tab of ["Fetch Code", "Axios Code"] as const) {
      const code = await snippet(page, tab)
      await expect(code).toContainText(`"Authorization": "${PLACEHOLDER_BASIC}",`)
      await expect(code).not.toContainText("Bearer")
      await expect(code).not.toContainText(CREDENTIALS_BASE64)
    }
    await page.getByRole("button", { name: "Copy cURL", exact: true }).click()
    const curl = await page.evaluate(() => navigator.clipboard.readText())
    expect(curl).toContain(`--header 'Authorization: ${PLACEHOLDER_BASIC}'`)
    expect(curl).not.toContain(CREDENTIALS_BASE64)

    // Neither the typed credentials nor their base64 appear anywhere on the page.
    const main = (await page.getByRole("main").textContent()) ?? ""
    expect(main).not.toContain("sécret")
    expect(main).not.toContain(CREDENTIALS_BASE64)
  })

  test("another PayPal endpoint still sends Bearer, with its own key, apart from the client credentials", async ({
    page,
  }) => {
    const requests = await capture(page, `${PAYPAL}/**`)
    await openTesterAt(page, "paypal", 0, "Get an access token")
    await fillBasic(page, CREDENTIALS)

    await openTesterAt(page, "paypal", 2, "Show an order")
    await expect(
      page.getByText(/Paste an access token from PayPal Orders's OAuth flow\. Sent as "Authorization: Bearer …"/),
    ).toBeVisible()
    // The client id and secret are not offered as the bearer token.
    await expect(keyField(page)).toHaveValue("")
    await keyField(page).fill("A21AA-access-token")
    await page.getByRole("textbox", { name: /^id / }).fill("5O190127TN364715T")
    await sendAndWait(page)
    expect(requests.map((r) => r.url())).toEqual([`${PAYPAL}/v2/checkout/orders/5O190127TN364715T`])
    expect((await requests[0]!.allHeaders())["authorization"]).toBe("Bearer A21AA-access-token")
    await expect(await snippet(page, "Fetch Code")).toContainText('"Authorization": "Bearer YOUR_API_KEY",')

    const stored = await page.evaluate(() => ({ ...sessionStorage }))
    expect(stored).toMatchObject({ "apiKey:paypal:basic": CREDENTIALS, "apiKey:paypal": "A21AA-access-token" })

    // 'Forget all keys' removes both.
    await page.getByRole("button", { name: "Forget all keys" }).click()
    const after = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("apiKey:")))
    expect(after).toEqual([])
  })
})

test.describe("Google Maps is server-only", () => {
  test("the tester says why before sending: the Geocoding web service refuses website-restricted keys", async ({
    page,
  }) => {
    const requests = await capture(page, "https://maps.googleapis.com/**")
    await openTesterAt(page, "google-maps", 0, "Geocode an address")
    const notice = notes(page).filter({ hasText: "Call Google Maps Platform from a server, not from a web page" })
    await expect(notice).toHaveText(
      "Call Google Maps Platform from a server, not from a web page: Google's Geocoding web service refuses keys restricted to a website (HTTP referrer), so calling it from a page means exposing an unrestricted key that anyone could copy and bill to your account. The copied code works from a server or a terminal.",
    )
    // The notice sits above 'Send Request', and sending stays possible.
    const noticeBox = (await notice.boundingBox())!
    const sendBox = (await page.getByRole("button", { name: "Send Request" }).boundingBox())!
    expect(noticeBox.y).toBeLessThan(sendBox.y)
    await expectNoViolations(page, "the server-only notice")
    await keyField(page).fill("AIza-test")
    await sendAndWait(page)
    expect(requests).toHaveLength(1)
  })
})

// Round three (docs/adding-an-api.md, "Catalogue corrections"): HTTP Basic for Twilio, a free Demo key header for
// CoinGecko.
test.describe("Twilio takes HTTP Basic, CoinGecko a Demo key header", () => {
  test("Twilio: the Account SID and Auth Token go out base64-encoded; the note says what to type", async ({ page }) => {
    const requests = await capture(page, "https://api.twilio.com/**")
    await openTesterAt(page, "twilio", 1, "List messages")
    await expect(
      page.getByText(
        'Type your Account SID as the user and your Auth Token as the password. Sent as "Authorization: Basic …" (their base64) to api.twilio.com only.',
      ),
    ).toBeVisible()
    await fillBasic(page, "ACsid:tok3n")
    await sendAndWait(page)
    expect(requests).toHaveLength(1)
    // printf '%s' 'ACsid:tok3n' | base64
    expect((await requests[0]!.allHeaders())["authorization"]).toBe("Basic QUNzaWQ6dG9rM24=")
    await expect(await snippet(page, "Fetch Code")).toContainText(`"Authorization": "${PLACEHOLDER_BASIC}",`)
  })

  test("CoinGecko: the key is sent as x-cg-demo-api-key, never in the URL", async ({ page }) => {
    const requests = await capture(page, "https://api.coingecko.com/**")
    await openTesterAt(page, "coingecko", 2, "Ping")
    await expect(notes(page).filter({ hasText: "This API needs a key" })).toBeVisible()
    await keyField(page).fill("CG-demo-key")
    await sendAndWait(page)
    expect(requests.map((r) => r.url())).toEqual(["https://api.coingecko.com/api/v3/ping"])
    expect((await requests[0]!.allHeaders())["x-cg-demo-api-key"]).toBe("CG-demo-key")
  })
})

// Issue 32 §5 (docs/adding-an-api.md, "Catalogue corrections"): what a visitor reads and what the tester sends.
test.describe("Issue 32 corrections, as a visitor sees them", () => {
  const TEMPLATE_BODY =
    '{\n  "messaging_product": "whatsapp",\n  "to": "15551234567",\n  "type": "template",\n  "template": {\n    "name": "hello_world",\n    "language": {\n      "code": "en_US"\n    }\n  }\n}'

  test("WhatsApp: 'Send a message' says a first message must be a template, and its JSON body starts as one, sent byte for byte", async ({
    page,
  }) => {
    const requests = await capture(page, "https://graph.facebook.com/**")
    await openTesterAt(page, "whatsapp", 0, "Send a message")
    await expect(page.getByText(/The first message to a new number must be an approved template/)).toBeVisible()
    await page.getByRole("button", { name: "Advanced", exact: true }).click()
    await page.getByLabel(/Send a JSON body/).check()
    await expect(page.getByLabel("JSON body", { exact: true })).toHaveValue(TEMPLATE_BODY)
    await expect(page.getByText("Pre-filled from the endpoint's example body.")).toBeVisible()
    await keyField(page).fill("EAAG-token")
    // The catalogue keeps the specification's placeholders: the sender's id is typed.
    await page.getByRole("textbox", { name: /^phone_number_id / }).fill("106540352242922")
    await sendAndWait(page)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url()).toBe("https://graph.facebook.com/v26.0/106540352242922/messages")
    expect(requests[0]!.postData()).toBe(TEMPLATE_BODY)
    expect((await requests[0]!.allHeaders())["content-type"]).toBe("application/json")
  })

  test("the API pages show PayPal's placeholder id, DummyJSON's 1–10 and the stated limits", async ({ page }) => {
    await gotoHydrated(page, "/api/paypal")
    await expect(
      page.getByText('The example is a placeholder: replace it with the id that "Create an order" returns').first(),
    ).toBeVisible()
    await gotoHydrated(page, "/api/dummyjson")
    await expect(page.getByText("How many quotes, 1–10 (any other number returns an empty list)")).toBeVisible()
    for (const [id, says] of [
      ["google-maps", /Billing must be enabled on your Google Cloud project before any request/],
      ["open-trivia", /each IP may send one request every 5 seconds/],
      ["musicbrainz", /At most one request a second per IP/],
    ] as const) {
      await gotoHydrated(page, `/api/${id}`)
      await expect(page.getByRole("main").getByText(says).first()).toBeVisible()
    }
  })
})
