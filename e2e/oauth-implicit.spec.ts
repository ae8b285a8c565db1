import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import { dropConsoleErrors, expect, expectNoViolations, LAYOUTS, sendAndWait, test as base, useTheme } from "./fixtures"
import { answerApi, openSignInPanel, PETS_API, petsDescription, type Sent } from "./local-oidc"

// The implicit flow (docs/oauth.md), offered only as a scheme's only flow, with its deprecation note. The
// authorization endpoint is a tiny HTTP server on 127.0.0.1 (free port, stopped when the test ends) that answers as a
// provider would: a redirect to the app's callback with the token, or an error, in the fragment.

/** The token the provider hands out. */
const TOKEN = "implicit-token-8Xq2"
/** A client id the provider declines (error=access_denied). */
const DECLINED_CLIENT = "declined"

type LocalAuthorizer = { origin: string; requests: URLSearchParams[] }

const test = base.extend<{ authorizer: LocalAuthorizer }>({
  authorizer: async ({ baseURL }, use) => {
    const requests: URLSearchParams[] = []
    const server: Server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1")
      if (url.pathname !== "/authorize") return response.writeHead(404).end()
      requests.push(url.searchParams)
      // Like a provider, it redirects only to the registered redirect URI.
      if (url.searchParams.get("redirect_uri") !== `${baseURL}/oauth/callback`) return response.writeHead(400).end()
      const state = url.searchParams.get("state") ?? ""
      const answer = new URLSearchParams(
        url.searchParams.get("client_id") === DECLINED_CLIENT
          ? { error: "access_denied", error_description: "The user said no", state }
          : { access_token: TOKEN, token_type: "Bearer", expires_in: "3600", state },
      )
      response.writeHead(302, { location: `${url.searchParams.get("redirect_uri") ?? ""}#${answer.toString()}` }).end()
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    try {
      await use({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests })
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  },
})

const API = PETS_API

function description(origin: string): string {
  return petsDescription(
    "Old Pets",
    'legacy: ["pets:read"]',
    `    legacy:
      type: oauth2
      flows:
        implicit:
          authorizationUrl: ${origin}/authorize
          scopes: { "pets:read": Read your pets }
`,
  )
}

async function openImplicitSignIn(page: Page, origin: string, clientId: string): Promise<Sent[]> {
  const sent = await answerApi(page, API)
  await openSignInPanel(page, description(origin), "Old Pets")
  await page.getByLabel("Client ID").fill(clientId)
  await page.getByRole("checkbox", { name: "pets:read" }).check()
  return sent
}

/** Presses Sign in; the provider's redirect lands on the callback in the popup, which hands the answer on and closes. */
async function signInInPopup(page: Page) {
  const popupPromise = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const popup = await popupPromise
  await popup.waitForEvent("close")
}

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: implicit as the only flow, with its deprecation note; the token from the fragment is sent as a bearer token`, async ({
    page,
    authorizer,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const sent = await openImplicitSignIn(page, authorizer.origin, "old-app")
    await expect(
      page.getByText("The implicit flow is deprecated (OAuth 2.0 Security Best Current Practice)"),
    ).toBeVisible()
    await expect(page.getByText(`${baseURL}/oauth/callback`, { exact: true })).toBeVisible()
    await expectNoViolations(page, `the implicit sign-in at ${width} px, ${theme}`, "main")

    await signInInPopup(page)
    const [request] = authorizer.requests
    expect(authorizer.requests).toHaveLength(1)
    expect(Object.fromEntries(request ?? [])).toEqual({
      response_type: "token",
      client_id: "old-app",
      redirect_uri: `${baseURL}/oauth/callback`,
      scope: "pets:read",
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown as string,
    })
    await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toContainText(
      'the access token is the key now, sent as "Authorization: Bearer …". It expires at',
    )
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(TOKEN)
    await sendAndWait(page)
    expect(sent).toEqual([{ url: `${API}/pets`, authorization: `Bearer ${TOKEN}` }])
    expect(page.url()).not.toContain(TOKEN)
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(TOKEN)
  })
}

test("implicit: error=access_denied in the fragment is said as such, and no token is kept", async ({
  page,
  authorizer,
}) => {
  await openImplicitSignIn(page, authorizer.origin, DECLINED_CLIENT)
  await signInInPopup(page)
  await expect(page.getByRole("alert")).toHaveText(
    'The provider answered "access_denied": the sign-in was declined (by you or by the provider\'s rules). No token was issued. The provider says: "The user said no"',
  )
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
})

test("implicit: a fragment with a forged state is refused on the callback page, and leaves the address bar", async ({
  page,
  context,
  authorizer,
  baseURL,
}) => {
  await openImplicitSignIn(page, authorizer.origin, "old-app")
  const forged = await context.newPage()
  await forged.goto(`${baseURL}/oauth/callback#access_token=stolen&token_type=Bearer&state=forged`)
  await expect(forged.getByRole("status")).toContainText("its state is wrong or was already used")
  expect(forged.url()).toBe(`${baseURL}/oauth/callback`)
  await forged.close()
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
})

test("implicit with the popup blocked: signing in in this tab comes back to the tester with the token", async ({
  page,
  authorizer,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  const sent = await openImplicitSignIn(page, authorizer.origin, "old-app")
  const testerUrl = page.url()
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(page.getByRole("alert")).toContainText("The browser blocked the sign-in window.")
  const callback = page.waitForRequest(/\/oauth\/callback/)
  await page.getByRole("button", { name: "Sign in in this tab instead" }).click()
  // The provider redirected to the callback with the token in the fragment (never sent to a server: not in the request).
  expect((await callback).url()).toMatch(/\/oauth\/callback$/)
  await expect(page.getByRole("heading", { level: 1, name: "List pets" })).toBeVisible()
  expect(page.url()).toBe(testerUrl)
  await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(TOKEN)
  await sendAndWait(page)
  expect(sent).toEqual([{ url: `${API}/pets`, authorization: `Bearer ${TOKEN}` }])
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain("oauthAnswer")
  // /open/{id} is not prerendered: the static host answers the return with the app's page and a 404 status.
  dropConsoleErrors(consoleErrors, /404/)
})
