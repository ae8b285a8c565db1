import type { Page } from "@playwright/test"
import {
  CORS,
  expect,
  expectConsoleError,
  expectNoViolations,
  openTester,
  sendAndWait,
  test,
  useTheme,
} from "./fixtures"
import { OCTOCAT } from "./github-answers"

// Conformance for catalogue APIs (docs/conformance.md): GitHub's, PayPal's, Square's, Stripe's and Twilio's built-in
// endpoints carry their providers' documented responses (public/catalogue-schemas/, `npm run catalogue:schemas`), so
// their responses are checked as an opened API's are. The schemas are read from this site only once a response is
// there; the providers are answered here (page.route).

const conformance = (page: Page) => page.getByRole("region", { name: "Conformance" })

/** Answers `url` with `state.body` as JSON, and counts the schema files the page reads. */
async function answerJson(page: Page, url: RegExp, state: { status: number; body: unknown }) {
  await page.route(url, (route) =>
    route.fulfill({
      status: state.status,
      headers: { ...CORS, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(state.body),
    }),
  )
}

for (const [label, width, height, theme] of [
  ["phone (390 px), dark", 390, 844, "dark"],
  ["desktop (1280 px), light", 1280, 800, "light"],
] as const) {
  test(`${label}: a catalogue endpoint's response is checked against its provider's documented response`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const schemaFiles: string[] = []
    page.on("request", (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith("/catalogue-schemas/")) schemaFiles.push(pathname)
    })

    // GitHub: its own example matches; a login that is a number does not.
    const github = { status: 200, body: OCTOCAT as unknown }
    await answerJson(page, /^https:\/\/api\.github\.com\/users\//, github)
    await openTester(page, "github", "Get a user")
    expect(schemaFiles, "no schema is read before a response").toEqual([])
    await page.getByLabel(/^username\b/).fill("octocat")
    await sendAndWait(page)
    await expect(conformance(page).getByText("Matches the documented 200 response", { exact: true })).toBeVisible()
    expect(schemaFiles).toContain("/catalogue-schemas/github.json")
    await expectNoViolations(page, `GitHub's check at ${width} px, ${theme}`, "main")

    github.body = { ...OCTOCAT, login: 1 }
    await sendAndWait(page)
    await expect(conformance(page).getByText(/^\d+ differences? from the documented 200 response$/)).toBeVisible()

    // Stripe: the balance without a property its description requires. Stripe's file is the largest (665 KB, 489
    // schemas): on a busy machine reading and compiling it takes a few seconds.
    const stripe = { status: 200, body: { object: "balance", available: [], pending: [] } as unknown }
    await answerJson(page, /^https:\/\/api\.stripe\.com\/v1\/balance/, stripe)
    await openTester(page, "stripe", "Retrieve balance")
    await sendAndWait(page)
    await expect(
      conformance(page).getByText("1 difference from the documented 200 response", { exact: true }),
    ).toBeVisible({ timeout: 15_000 })
    await conformance(page).getByText("Show the differences").click()
    const difference = conformance(page).getByRole("listitem")
    await expect(difference).toHaveCount(1)
    await expect(difference).toContainText("/livemode")
    await expect(difference).toContainText("Expected: a value (required)Came: missing")
    await expectNoViolations(page, `Stripe's differences at ${width} px, ${theme}`, "main")

    // A status Stripe documents only as `default` is checked against its error object.
    stripe.status = 402
    stripe.body = { error: { type: "card_error", message: "Your card was declined." } }
    await page.getByRole("button", { name: "Send Request" }).click()
    await expect(conformance(page).getByText(/documented (default|402) response/)).toBeVisible()
    expectConsoleError(consoleErrors, /status of 402/)
  })
}

test("an API without documented responses shows no check", async ({ page }) => {
  await page.route(/^https:\/\/jsonplaceholder\.typicode\.com\//, (route) =>
    route.fulfill({ status: 200, headers: { ...CORS, "content-type": "application/json" }, body: "[]" }),
  )
  await openTester(page, "jsonplaceholder", "List posts")
  await page.getByRole("button", { name: "Send Request" }).click()
  await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
  await expect(conformance(page)).toHaveCount(0)
})
