import type { Page } from "@playwright/test"
import { expect, expectNoViolations, openTester, sendAndWait, test, useTheme } from "./fixtures"

// The catalogue's OAuth APIs (docs/oauth.md, "The catalogue's OAuth APIs"): Spotify's authorization code
// with PKCE runs from the tester; the flows a web page cannot complete (Spotify's client credentials, all of Reddit's
// and PayPal's) are named with the reason, beside a link to the provider's page on getting a token. Spotify's
// accounts service and API are answered by page routes: no request leaves this machine.

const AUTHORIZE = "https://accounts.spotify.com/authorize"
const TOKEN = "https://accounts.spotify.com/api/token"
const TOKEN_VALUE = "BQD-spotify-test-token"
const CORS = { "access-control-allow-origin": "*" }

/** Answers Spotify's authorize page (straight back to the callback with a code) and token endpoint; records both. */
async function fakeSpotifyAccounts(page: Page, baseURL: string) {
  const seen = {
    authorize: [] as URL[],
    token: [] as URLSearchParams[],
    api: [] as { url: string; authorization: string }[],
  }
  await page.context().route(`${AUTHORIZE}?**`, async (route) => {
    const url = new URL(route.request().url())
    seen.authorize.push(url)
    const back = `${baseURL}/oauth/callback?code=spotify-code&state=${encodeURIComponent(url.searchParams.get("state") ?? "")}`
    await route.fulfill({ status: 302, headers: { location: back } })
  })
  await page.context().route(TOKEN, async (route) => {
    if (route.request().method() === "OPTIONS")
      return route.fulfill({ status: 204, headers: { ...CORS, "access-control-allow-headers": "*" } })
    seen.token.push(new URLSearchParams(route.request().postData() ?? ""))
    await route.fulfill({
      status: 200,
      headers: { ...CORS, "content-type": "application/json" },
      body: JSON.stringify({
        access_token: TOKEN_VALUE,
        token_type: "Bearer",
        expires_in: 3600,
        scope: "user-read-private",
      }),
    })
  })
  await page.context().route("https://api.spotify.com/**", async (route) => {
    if (route.request().method() === "OPTIONS")
      return route.fulfill({ status: 204, headers: { ...CORS, "access-control-allow-headers": "*" } })
    seen.api.push({
      url: route.request().url(),
      authorization: (await route.request().allHeaders()).authorization ?? "",
    })
    await route.fulfill({
      status: 200,
      headers: { ...CORS, "content-type": "application/json" },
      body: '{"artists":{"items":[]}}',
    })
  })
  return seen
}

for (const [label, width, height, theme] of [
  ["phone (390 px), dark", 390, 844, "dark"],
  ["desktop (1280 px), light", 1280, 800, "light"],
] as const) {
  test(`${label}: Spotify signs in with authorization code and PKCE from the tester; client credentials are explained`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const seen = await fakeSpotifyAccounts(page, baseURL!)
    await openTester(page, "spotify", "Search")

    // Client credentials need the app's secret: named, with why, and where to get a token instead.
    await expect(page.getByText("Client credentials is not run here:")).toContainText("client secret")
    await expect(
      page.getByRole("link", { name: "How to get a token for Spotify Web API (opens in a new tab)" }),
    ).toHaveAttribute("href", "https://developer.spotify.com/documentation/web-api/concepts/authorization")

    await page.getByRole("button", { name: "Sign in with OAuth…" }).click()
    await expect(page.getByRole("heading", { name: "Sign in with OAuth" })).toBeVisible()
    await expect(page.getByRole("checkbox", { name: "user-read-private" })).toHaveAccessibleDescription(
      "Access your subscription details.",
    )
    await page.getByLabel("Client ID").fill("my-spotify-app")
    await page.getByRole("checkbox", { name: "user-read-private" }).check()
    await expectNoViolations(page, `Spotify's sign-in at ${width} px, ${theme}`, "main")

    const popupPromise = page.waitForEvent("popup")
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    const popup = await popupPromise
    await popup.waitForEvent("close")
    await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(TOKEN_VALUE)

    // PKCE (S256) with the visitor's client id and chosen scope; the code went back with the verifier.
    const [authorize] = seen.authorize
    expect(authorize?.searchParams.get("client_id")).toBe("my-spotify-app")
    expect(authorize?.searchParams.get("code_challenge_method")).toBe("S256")
    expect(authorize?.searchParams.get("scope")).toBe("user-read-private")
    expect(authorize?.searchParams.get("redirect_uri")).toBe(`${baseURL}/oauth/callback`)
    expect(seen.token).toHaveLength(1)
    expect(seen.token[0]?.get("code")).toBe("spotify-code")
    expect(seen.token[0]?.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/)

    await sendAndWait(page)
    expect(seen.api).toHaveLength(1)
    // The catalogue's fields start empty (the specification's placeholders): the query string is left out.
    expect(seen.api[0]?.url).toBe("https://api.spotify.com/v1/search")
    expect(seen.api[0]?.authorization).toBe(`Bearer ${TOKEN_VALUE}`)
  })
}

test("Reddit and PayPal: no sign-in button, each flow named with why a web page cannot complete it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openTester(page, "reddit", "Hot posts")
  await expect(page.getByRole("button", { name: "Sign in with OAuth…" })).toHaveCount(0)
  const note = page.locator("[data-catalogue-oauth-note]")
  await expect(note.getByRole("listitem")).toHaveText([
    /^Authorization code with PKCE is not run here: Reddit's token endpoint .* sends no CORS headers/,
    /^Client credentials is not run here: Reddit's token endpoint sends no CORS headers/,
  ])
  await expect(note.getByRole("link", { name: /How to get a token for Reddit/ })).toBeVisible()
  await expectNoViolations(page, "Reddit's OAuth note at 390 px", "main")
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  await openTester(page, "paypal", "Create an order")
  await expect(page.getByRole("button", { name: "Sign in with OAuth…" })).toHaveCount(0)
  await expect(page.locator("[data-catalogue-oauth-note]")).toContainText(
    "Client credentials is not run here: PayPal's token endpoint is for servers",
  )
})
