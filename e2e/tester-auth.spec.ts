import type { Page, Request } from "@playwright/test"
import {
  CORS,
  expect,
  expectConsoleError,
  expectNoViolations,
  LAYOUTS,
  openPastedDescription,
  openTesterAt,
  sendAndWait,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// Authentication in the tester (features/tester/request/auth/auth-choice.ts, send/credentials-asked.ts):
// directly under the request bar, a Scheme picker when the description allows several (Stripe documents a secret key
// as Basic or Bearer), and a 401 sent without credentials that says so and moves focus to the key field. And the
// catalogue's form bodies (features/tester/request/body/urlencoded-fields.ts): Twilio's message fields go in an
// application/x-www-form-urlencoded body, byte for byte.

const DESCRIPTION = `openapi: 3.0.3
info: { title: Pay Shop, version: "1" }
servers:
  - url: https://api.pay.example.dev
paths:
  /v1/customers:
    get:
      summary: List customers
      responses: { "200": { description: ok } }
security:
  - basicAuth: []
  - bearerAuth: []
components:
  securitySchemes:
    basicAuth: { type: http, scheme: basic, description: Your secret key as the user name. }
    bearerAuth: { type: http, scheme: bearer }
`

const BASIC_USER = "sk_test_ü"
const BASIC_KEY = `${BASIC_USER}:`
const BASIC_HEADER = `Basic ${Buffer.from(BASIC_KEY, "utf8").toString("base64")}`
const BEARER_KEY = "sk_test_bearer"

const VIEWS = LAYOUTS

type Sent = { url: string; authorization: string | null }

/** Answers the Pay Shop API: 401 without an Authorization header, 200 with one; records each request. */
async function payShop(page: Page): Promise<Sent[]> {
  const sent: Sent[] = []
  await page.route(/^https:\/\/api\.pay\.example\.dev\//, async (route) => {
    const cors = { ...CORS, "access-control-allow-headers": "authorization", "access-control-allow-methods": "GET" }
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
    const authorization = (await route.request().allHeaders()).authorization ?? null
    sent.push({ url: route.request().url(), authorization })
    await route.fulfill(
      authorization === null
        ? { status: 401, headers: { ...cors, "content-type": "application/json" }, body: '{"error":"no key"}' }
        : { status: 200, headers: { ...cors, "content-type": "application/json" }, body: '{"data":[]}' },
    )
  })
  return sent
}

/** The y of an element's top edge on the page. */
async function top(locator: ReturnType<Page["locator"]>): Promise<number> {
  const box = await locator.boundingBox()
  if (!box) throw new Error("not rendered")
  return box.y
}

for (const [label, width, height, theme] of VIEWS) {
  test(`${label}: two schemes offer a picker, each sends its own header, and a 401 without credentials leads to the key field`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const sent = await payShop(page)
    await openPastedDescription(page, DESCRIPTION, "Pay Shop")
    await testEndpoint(page, "List customers")

    const main = page.getByRole("main")
    const auth = main.getByRole("region", { name: "Authentication" })
    const scheme = auth.getByLabel("Scheme")
    const keyField = auth.getByLabel("API key", { exact: true })
    // HTTP Basic is typed as a user and a password (kept as one "user:password" key).
    const userField = auth.getByLabel("User", { exact: true })

    // Directly under the request bar: after Send, before the parameters.
    const send = main.getByRole("button", { name: "Send Request" })
    const parameters = main.getByRole("heading", { name: "Parameters" })
    expect(await top(send)).toBeLessThan(await top(auth))
    expect(await top(auth)).toBeLessThan(await top(parameters))
    await expect(scheme.locator("option")).toHaveText(["HTTP Basic (user:password)", "Bearer token"])
    await expect(scheme).toHaveValue("0")

    // No key: the API answers 401, and the tester says it asked for credentials; the button focuses the key field.
    await sendAndWait(page, "HTTP 401")
    expect(sent).toEqual([{ url: "https://api.pay.example.dev/v1/customers", authorization: null }])
    // The browser's own line about the 401.
    expectConsoleError(consoleErrors, /401/)
    const alert = main.getByRole("alert")
    await expect(alert).toContainText("This API asked for credentials.")
    await expect(alert).toContainText("Enter your key under Authentication, then send again.")
    await expectNoViolations(page, `a 401 without credentials at ${width} px, ${theme}`, "main")
    await alert.getByRole("button", { name: "Add credentials" }).click()
    await expect(userField).toBeFocused()

    // Basic: the user (and an empty password) sent as the UTF-8 base64 of user:password; Enter in the field sends.
    await expect(auth.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password")
    await userField.fill(BASIC_USER)
    await userField.press("Enter")
    await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
    expect(sent.slice(1)).toEqual([{ url: "https://api.pay.example.dev/v1/customers", authorization: BASIC_HEADER }])
    await expect(alert).toHaveCount(0)

    // Bearer: its own key (the Basic one is not reused), sent as a bearer token; the code shows the placeholder.
    await scheme.selectOption({ label: "Bearer token" })
    await expect(keyField).toHaveValue("")
    await expect(auth).toContainText('Sent as "Authorization: Bearer …" to api.pay.example.dev only.')
    await keyField.fill(BEARER_KEY)
    await sendAndWait(page)
    expect(sent.slice(2)).toEqual([
      { url: "https://api.pay.example.dev/v1/customers", authorization: `Bearer ${BEARER_KEY}` },
    ])
    await main.getByRole("tab", { name: "Fetch Code" }).click()
    const code = main.getByRole("tabpanel", { name: "Fetch Code" })
    await expect(code).toContainText('"Authorization": "Bearer YOUR_API_KEY",')
    await expect(code).not.toContainText(BEARER_KEY)
    await expectNoViolations(page, `the scheme picker at ${width} px, ${theme}`, "main")

    // Back to Basic: its key is still there; neither key is in the address bar.
    await scheme.selectOption({ label: "HTTP Basic (user:password)" })
    await expect(userField).toHaveValue(BASIC_USER)
    expect(page.url()).not.toContain("sk_test")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

const TWILIO_URL = "https://api.twilio.com/2010-04-01/Accounts/ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX/Messages.json"
const TWILIO_FORM = "To=%2B15558675310&From=%2B15017122661&Body=Hello+from+API+Explorer"

for (const [label, width, height, theme] of VIEWS) {
  test(`${label}: Twilio's 'Send a message' sends its fields as a form body, the code and cURL the same`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const requests: Request[] = []
    await page.route("https://api.twilio.com/**", async (route) => {
      const cors = { ...CORS, "access-control-allow-headers": "authorization", "access-control-allow-methods": "POST" }
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
      requests.push(route.request())
      await route.fulfill({
        status: 200,
        headers: { ...cors, "content-type": "application/json" },
        body: '{"sid":"SM1"}',
      })
    })
    await openTesterAt(page, "twilio", 0, "Send a message")
    const main = page.getByRole("main")

    await expect(main.getByLabel(/^Body/)).toHaveAccessibleDescription(
      /Sent in the request body as a form field \(application\/x-www-form-urlencoded\), not in the URL\./,
    )
    await main.getByRole("button", { name: "Use example values" }).click()
    await main.getByLabel("User", { exact: true }).fill("ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX")
    await main.getByLabel("Password", { exact: true }).fill("token")
    await sendAndWait(page)

    expect(requests).toHaveLength(1)
    const request = requests[0]!
    expect(request.method()).toBe("POST")
    expect(request.url()).toBe(TWILIO_URL)
    expect((await request.allHeaders())["content-type"]).toBe("application/x-www-form-urlencoded")
    expect(request.postData()).toBe(TWILIO_FORM)
    // The URL on screen holds no form field.
    await expect(main.getByRole("region", { name: "Request URL" }).getByRole("code")).toHaveText(TWILIO_URL)

    await main.getByRole("tab", { name: "Fetch Code" }).click()
    const code = main.getByRole("tabpanel", { name: "Fetch Code" })
    await expect(code).toContainText('"Content-Type": "application/x-www-form-urlencoded",')
    await expect(code).toContainText(`body: "${TWILIO_FORM}",`)
    await page.getByRole("button", { name: "Copy cURL", exact: true }).click()
    const curl = await page.evaluate(() => navigator.clipboard.readText())
    expect(curl).toContain(`--url '${TWILIO_URL}'`)
    expect(curl).toContain("--header 'Content-Type: application/x-www-form-urlencoded'")
    expect(curl).toContain(`--data-raw '${TWILIO_FORM}'`)
    expect(curl).not.toContain(":token")
    await expectNoViolations(page, `Twilio's form body at ${width} px, ${theme}`, "main")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

for (const [label, width, height, theme] of VIEWS) {
  test(`${label}: Stripe's PaymentIntent with the secret key as Basic: a form body and the Basic header it documents`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const requests: Request[] = []
    await page.route("https://api.stripe.com/**", async (route) => {
      const cors = { ...CORS, "access-control-allow-headers": "authorization", "access-control-allow-methods": "POST" }
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
      requests.push(route.request())
      await route.fulfill({
        status: 200,
        headers: { ...cors, "content-type": "application/json" },
        body: '{"id":"pi_1"}',
      })
    })
    await openTesterAt(page, "stripe", 0, "Create a PaymentIntent")
    const auth = page.getByRole("main").getByRole("region", { name: "Authentication" })
    const scheme = auth.getByLabel("Scheme")
    await expect(scheme.locator("option")).toHaveText(["Bearer token", "HTTP Basic (user:password)"])
    await scheme.selectOption({ label: "HTTP Basic (user:password)" })
    await expect(auth).toContainText(
      'Type your secret key as the user, with no password. Sent as "Authorization: Basic …" (their base64) to api.stripe.com only.',
    )
    await auth.getByLabel("User", { exact: true }).fill("sk_test_123")
    await page.getByRole("button", { name: "Use example values" }).click()
    await sendAndWait(page)

    expect(requests).toHaveLength(1)
    expect(requests[0]!.url()).toBe("https://api.stripe.com/v1/payment_intents")
    const headers = await requests[0]!.allHeaders()
    expect(headers.authorization).toBe(`Basic ${Buffer.from("sk_test_123:").toString("base64")}`)
    expect(headers["content-type"]).toBe("application/x-www-form-urlencoded")
    expect(requests[0]!.postData()).toBe("amount=2000&currency=usd")
    await expectNoViolations(page, `Stripe with Basic at ${width} px, ${theme}`, "main")
  })
}
