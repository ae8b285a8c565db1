import type { Page } from "@playwright/test"
import { dropConsoleErrors, expect, expectNoViolations, LAYOUTS, sendAndWait, test as base, useTheme } from "./fixtures"
import {
  answerApi,
  type LocalProvider,
  logInAtProvider,
  openSignInPanel,
  PETS_API,
  petsDescription,
  type Sent,
  withLocalProvider,
} from "./local-oidc"

// Signing in from the tester (docs/oauth.md) against a real OpenID Connect provider: oidc-provider, started
// by each test on 127.0.0.1 with a free port and stopped when the test ends, failed or not. Its clients: a public one
// for authorization code (PKCE required, CORS allowed for its redirect URI's origin), a confidential one for client
// credentials, and one whose token endpoint sends no CORS headers, as GitHub's does.

const PUBLIC_CLIENT = "explorer"
const MACHINE_CLIENT = "machine"
const MACHINE_SECRET = "machine-secret-1"
const CLOSED_CLIENT = "closed"
/** A public client that gets refresh tokens, whose access tokens live 30 s (so the test sees one refreshed). */
const OFFLINE_CLIENT = "explorer-offline"
const OFFLINE_TOKEN_SECONDS = 30

const test = base.extend<{ oidc: LocalProvider }>({
  oidc: async ({ baseURL }, use) =>
    withLocalProvider(
      {
        clients: [
          {
            client_id: PUBLIC_CLIENT,
            token_endpoint_auth_method: "none",
            redirect_uris: [`${baseURL}/oauth/callback`],
            grant_types: ["authorization_code"],
            response_types: ["code"],
          },
          {
            client_id: OFFLINE_CLIENT,
            token_endpoint_auth_method: "none",
            redirect_uris: [`${baseURL}/oauth/callback`],
            grant_types: ["authorization_code", "refresh_token"],
            response_types: ["code"],
          },
          {
            client_id: MACHINE_CLIENT,
            client_secret: MACHINE_SECRET,
            grant_types: ["client_credentials"],
            response_types: [],
            redirect_uris: [],
            scope: "pets:read",
          },
          {
            client_id: CLOSED_CLIENT,
            client_secret: MACHINE_SECRET,
            grant_types: ["client_credentials"],
            response_types: [],
            redirect_uris: [],
          },
        ],
        scopes: ["openid", "pets:read"],
        features: { clientCredentials: { enabled: true }, devInteractions: { enabled: true } },
        pkce: { required: () => true },
        // Refresh tokens for the client allowed them (without offline_access and its consent prompt), short-lived tokens.
        issueRefreshToken: (_context, client) => client.grantTypeAllowed("refresh_token"),
        ttl: {
          AccessToken: (_context, _token, client) =>
            client.clientId === OFFLINE_CLIENT ? OFFLINE_TOKEN_SECONDS : 3600,
        },
        // The public client's own origin (oidc-provider's default), and the machine client from any page; the closed
        // client never: its token endpoint answers without CORS headers.
        clientBasedCORS: (_context, origin, client) =>
          client.clientId === MACHINE_CLIENT ||
          ((client.clientId === PUBLIC_CLIENT || client.clientId === OFFLINE_CLIENT) &&
            (client.redirectUris ?? []).some((uri) => new URL(uri).origin === origin)),
      },
      use,
    ),
})

/** A description whose schemes point at the test's provider: OAuth 2 flows and OpenID Connect discovery. */
function description(issuer: string): string {
  return petsDescription(
    "Pet Cloud",
    'petAuth: ["pets:read"]',
    `    petAuth:
      type: oauth2
      description: Pet Cloud accounts.
      flows:
        authorizationCode:
          authorizationUrl: ${issuer}/auth
          tokenUrl: ${issuer}/token
          scopes: { openid: Sign you in, "pets:read": Read your pets }
        clientCredentials:
          tokenUrl: ${issuer}/token
          scopes: { "pets:read": Read your pets }
    petId:
      type: openIdConnect
      openIdConnectUrl: ${issuer}/.well-known/openid-configuration
`,
  )
}

const API = PETS_API

async function openPetsTester(page: Page, issuer: string): Promise<Sent[]> {
  const sent = await answerApi(page, API)
  await openSignInPanel(page, description(issuer), "Pet Cloud")
  return sent
}

/** Signs in through oidc-provider's own login and consent pages in the popup; `abort` cancels there instead. */
async function signInInPopup(page: Page, options: { abort?: boolean } = {}) {
  const popupPromise = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const popup = await popupPromise
  const callback = popup.waitForRequest(/\/oauth\/callback\?/)
  if (options.abort) {
    await popup.getByRole("link", { name: "[ Cancel ]" }).click()
  } else {
    await logInAtProvider(popup)
  }
  const callbackUrl = (await callback).url()
  // The callback page hands the answer over and closes its window.
  await popup.waitForEvent("close")
  return callbackUrl
}

/** Everything the page keeps that a token must never be in: IndexedDB (every store of every database) and Cache Storage. */
async function keptInDatabases(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = []
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

async function storedEverywhere(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, url: location.href, history: history.length }),
  )
}

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: authorization code with PKCE in a popup, then the token is sent as a bearer token to the API only`, async ({
    page,
    oidc,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const consoleTexts: string[] = []
    page.on("console", (message) => consoleTexts.push(message.text()))
    const sent = await openPetsTester(page, oidc.issuer)

    // The document's scopes as checkboxes with their descriptions; the redirect URI to register, with a copy button.
    await expect(page.getByLabel("Security scheme")).toHaveValue("0")
    await expect(page.getByRole("checkbox", { name: "pets:read" })).toHaveAccessibleDescription("Read your pets")
    await expect(page.getByText(`${baseURL}/oauth/callback`, { exact: true })).toBeVisible()
    await expect(page.getByRole("button", { name: "Copy redirect URI" })).toBeVisible()
    await page.getByLabel("Client ID").fill(PUBLIC_CLIENT)
    await page.getByRole("checkbox", { name: "openid" }).check()
    await page.getByRole("checkbox", { name: "pets:read" }).check()
    await expectNoViolations(page, `the sign-in panel at ${width} px, ${theme}`, "main")

    const tokenResponse = page.waitForResponse(`${oidc.issuer}/token`)
    const callbackUrl = await signInInPopup(page)
    // PKCE: the code went back with the state the page sent; the token request carried the verifier.
    const tokenRequest = (await tokenResponse).request()
    const form = new URLSearchParams(tokenRequest.postData() ?? "")
    expect(form.get("grant_type")).toBe("authorization_code")
    expect(form.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,128}$/)
    expect(new URL(callbackUrl).searchParams.get("code")).toBe(form.get("code"))
    const token = ((await (await tokenResponse).json()) as { access_token: string }).access_token
    expect(await oidc.provider.AccessToken.find(token)).toBeTruthy()
    await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toContainText(
      'the access token is the key now, sent as "Authorization: Bearer …". It expires at',
    )
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(token)

    await sendAndWait(page)
    expect(sent).toEqual([{ url: `${API}/pets`, authorization: `Bearer ${token}` }])
    // Tokens are keys: kept for this tab only (sessionStorage), never in the URL, localStorage or history.
    expect(await storedEverywhere(page)).not.toContain(token)
    expect(await keptInDatabases(page)).not.toContain(token)
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain(token)
    // Copied code shows the placeholder, never the token.
    await page.getByRole("tab", { name: "Fetch Code" }).click()
    await expect(page.getByRole("tabpanel", { name: "Fetch Code" })).toContainText("Bearer YOUR_API_KEY")
    await expect(page.getByRole("tabpanel", { name: "Fetch Code" })).not.toContainText(token)
    expect(consoleTexts.join("\n")).not.toContain(token)

    await page.getByRole("button", { name: "Sign out" }).click()
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(token)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}

test("the same answer handed in again (replayed state) and a forged state are refused on the callback page", async ({
  page,
  context,
  oidc,
}) => {
  await openPetsTester(page, oidc.issuer)
  await page.getByLabel("Client ID").fill(PUBLIC_CLIENT)
  await page.getByRole("checkbox", { name: "openid" }).check()
  const callbackUrl = await signInInPopup(page)
  await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
  const token = await page.getByLabel("API key", { exact: true }).inputValue()

  for (const url of [callbackUrl, callbackUrl.replace(/state=[^&]+/, "state=forged")]) {
    const replay = await context.newPage()
    await replay.goto(url)
    await expect(replay.getByRole("status")).toHaveText(
      "This sign-in answer matches no sign-in in progress in this browser: its state is wrong or was already used. Nothing was handed on. Start again from the tester.",
    )
    // The code is gone from the address bar.
    expect(replay.url()).not.toContain("code=")
    await replay.close()
  }
  // The tester kept its token and did not start another exchange.
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(token)
})

test("a forged state while a sign-in is waiting is refused there, and the waiting sign-in is untouched", async ({
  page,
  oidc,
  baseURL,
}) => {
  await openPetsTester(page, oidc.issuer)
  await page.getByLabel("Client ID").fill(PUBLIC_CLIENT)
  await page.getByRole("checkbox", { name: "openid" }).check()
  const popupPromise = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const popup = await popupPromise
  await expect(page.getByRole("status").filter({ hasText: "Waiting for the sign-in window" })).toBeVisible()
  await popup.goto(`${baseURL}/oauth/callback?code=forged-code&state=forged-state`)
  await expect(popup.getByRole("status")).toContainText("its state is wrong or was already used")
  await expect(page.getByRole("status").filter({ hasText: "Waiting for the sign-in window" })).toBeVisible()
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
  await page.getByRole("button", { name: "Cancel sign-in" }).click()
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("oauthState:")))).toEqual(
    [],
  )
})

test("a callback from another origin is never heard: the provider's page posting the real state changes nothing", async ({
  page,
  oidc,
}) => {
  await openPetsTester(page, oidc.issuer)
  await page.getByLabel("Client ID").fill(PUBLIC_CLIENT)
  await page.getByRole("checkbox", { name: "openid" }).check()
  const authorize = page
    .context()
    .waitForEvent("request", (request) => request.url().startsWith(`${oidc.issuer}/auth?`))
  const popupPromise = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const popup = await popupPromise
  const state = new URL((await authorize).url()).searchParams.get("state") ?? ""
  expect(state).not.toBe("")
  // On the provider's origin, knowing the real state: a message to the opener, on the app's channel name and in its
  // storage key. None reaches the tester (it listens on its own origin's BroadcastChannel only).
  await popup.getByPlaceholder("Enter any login").waitFor()
  await popup.evaluate(
    ({ channel, state }) => {
      const forged = { type: "oauth-callback", state, search: `code=forged-code&state=${state}` }
      window.opener?.postMessage(forged, "*")
      new BroadcastChannel(channel).postMessage(forged)
      localStorage.setItem("oauthAnswer", forged.search)
    },
    { channel: "api-explorer-oauth", state },
  )
  // The real answer then signs in: had the forged one been taken, this state would be spent and the code refused.
  const tokenResponse = page.waitForResponse(`${oidc.issuer}/token`)
  const callback = popup.waitForRequest(/\/oauth\/callback\?/)
  await logInAtProvider(popup)
  const form = new URLSearchParams((await tokenResponse).request().postData() ?? "")
  expect(form.get("code")).toBe(new URL((await callback).url()).searchParams.get("code"))
  expect(form.get("code")).not.toBe("forged-code")
  await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
})

test("error=access_denied from the provider is said as such, and no token is kept", async ({ page, oidc }) => {
  await openPetsTester(page, oidc.issuer)
  await page.getByLabel("Client ID").fill(PUBLIC_CLIENT)
  await page.getByRole("checkbox", { name: "openid" }).check()
  const callbackUrl = await signInInPopup(page, { abort: true })
  expect(new URL(callbackUrl).searchParams.get("error")).toBe("access_denied")
  await expect(page.getByRole("alert")).toContainText(
    'The provider answered "access_denied": the sign-in was declined (by you or by the provider\'s rules). No token was issued.',
  )
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
})

test("client credentials: the client's token from the token endpoint, sent as a bearer token", async ({
  page,
  oidc,
}) => {
  const sent = await openPetsTester(page, oidc.issuer)
  await page.getByLabel("Flow").selectOption({ label: "Client credentials" })
  await page.getByLabel("Client ID").fill(MACHINE_CLIENT)
  await page.getByLabel("Client secret").fill(MACHINE_SECRET)
  await expect(page.getByLabel("Client secret")).toHaveAccessibleDescription(
    /A secret typed into a web page is not secret/,
  )
  await page.getByRole("checkbox", { name: "pets:read" }).check()
  await expectNoViolations(page, "the client-credentials form", "main")
  const tokenResponse = page.waitForResponse(`${oidc.issuer}/token`)
  await page.getByRole("button", { name: "Get a token" }).click()
  const response = await tokenResponse
  // HTTP Basic as RFC 6749 §2.3.1 has it: id and secret form-encoded first ("-" may go as %2D), then base64.
  const basic = response.request().headers().authorization ?? ""
  expect(basic).toMatch(/^Basic [A-Za-z0-9+/]+=*$/)
  const [id, secret] = Buffer.from(basic.slice("Basic ".length), "base64").toString("utf8").split(":")
  expect([decodeURIComponent(id ?? ""), decodeURIComponent(secret ?? "")]).toEqual([MACHINE_CLIENT, MACHINE_SECRET])
  expect(new URLSearchParams(response.request().postData() ?? "").get("grant_type")).toBe("client_credentials")
  const token = ((await response.json()) as { access_token: string }).access_token
  expect(await oidc.provider.ClientCredentials.find(token)).toBeTruthy()
  await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
  await sendAndWait(page)
  expect(sent).toEqual([{ url: `${API}/pets`, authorization: `Bearer ${token}` }])
  // The secret is kept nowhere.
  expect(await storedEverywhere(page)).not.toContain(MACHINE_SECRET)
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(MACHINE_SECRET)
})

test("a token endpoint that sends no CORS headers is named, with what to do instead", async ({
  page,
  oidc,
  consoleErrors,
}) => {
  await openPetsTester(page, oidc.issuer)
  await page.getByLabel("Flow").selectOption({ label: "Client credentials" })
  await page.getByLabel("Client ID").fill(CLOSED_CLIENT)
  await page.getByLabel("Client secret").fill(MACHINE_SECRET)
  await page.getByRole("button", { name: "Get a token" }).click()
  const host = new URL(oidc.issuer).host
  await expect(page.getByRole("alert")).toContainText(
    `The browser could not read the answer of ${host}: it sends no CORS headers that let web pages call it, or it is unreachable. To sign in from here, register a single-page-application (public) client`,
  )
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
  // The browser's own report of the blocked request.
  dropConsoleErrors(consoleErrors, /CORS policy|Failed to load resource/)
})

test("OpenID Connect discovery: the provider's settings are read from openIdConnectUrl, then sign in", async ({
  page,
  oidc,
}) => {
  const sent = await openPetsTester(page, oidc.issuer)
  await page.getByLabel("Security scheme").selectOption({ label: "petId" })
  // Scopes from the provider's metadata; openid ticked for OpenID Connect.
  await expect(page.getByRole("checkbox", { name: "openid" })).toBeChecked()
  await expect(page.getByRole("checkbox", { name: "pets:read" })).not.toBeChecked()
  await page.getByLabel("Client ID").fill(PUBLIC_CLIENT)
  const tokenResponse = page.waitForResponse(`${oidc.issuer}/token`)
  await signInInPopup(page)
  const token = ((await (await tokenResponse).json()) as { access_token: string }).access_token
  await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
  await sendAndWait(page)
  expect(sent).toEqual([{ url: `${API}/pets`, authorization: `Bearer ${token}` }])
})

test("a blocked popup is said, and signing in in this tab instead comes back to the tester with the token", async ({
  page,
  oidc,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  const sent = await openPetsTester(page, oidc.issuer)
  const testerUrl = page.url()
  await page.getByLabel("Client ID").fill(PUBLIC_CLIENT)
  await page.getByRole("checkbox", { name: "openid" }).check()
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  await expect(page.getByRole("alert")).toHaveText(
    "The browser blocked the sign-in window. Allow pop-ups for this site and press 'Sign in' again, or sign in in this tab: the tester comes back here afterwards.",
  )
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("oauthState:")))).toEqual(
    [],
  )

  // Full-page fallback: the provider's pages in this tab, then the callback, then the tester again.
  await page.getByRole("button", { name: "Sign in in this tab instead" }).click()
  await page.getByPlaceholder("Enter any login").fill("alice")
  await page.getByPlaceholder("and password").fill("any")
  await page.getByRole("button", { name: "Sign-in" }).click()
  const tokenResponse = page.waitForResponse(`${oidc.issuer}/token`)
  await page.getByRole("button", { name: "Continue" }).click()
  const token = ((await (await tokenResponse).json()) as { access_token: string }).access_token
  await expect(page.getByRole("heading", { level: 1, name: "List pets" })).toBeVisible()
  expect(page.url()).toBe(testerUrl)
  await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(token)
  await sendAndWait(page)
  expect(sent).toEqual([{ url: `${API}/pets`, authorization: `Bearer ${token}` }])
  // The callback's address (with the code) was replaced, not kept: Back does not lead to it.
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain("oauthAnswer")
  // /open/{id} is not prerendered: the static host answers the return with the app's page and a 404 status. The
  // provider's own login page (in this tab now) asks for a web font, which the tests' offline browser refuses.
  dropConsoleErrors(consoleErrors, /404|ERR_INTERNET_DISCONNECTED/)
})

test("two tabs signing in at once: each takes only its own answer", async ({ page, context, oidc }) => {
  const other = await context.newPage()
  const tabs = [page, other]
  for (const tab of tabs) {
    await openPetsTester(tab, oidc.issuer)
    await tab.getByLabel("Client ID").fill(PUBLIC_CLIENT)
    await tab.getByRole("checkbox", { name: "openid" }).check()
  }
  const popups = []
  for (const tab of tabs) {
    const popupPromise = tab.waitForEvent("popup")
    await tab.getByRole("button", { name: "Sign in", exact: true }).click()
    popups.push(await popupPromise)
  }
  // The second tab's sign-in finishes first; the first tab keeps waiting, then gets its own.
  const tokens: string[] = []
  for (const [index, popup] of [...popups.entries()].reverse()) {
    const tokenResponse = tabs[index]!.waitForResponse(`${oidc.issuer}/token`)
    await logInAtProvider(popup, `user${index}`)
    tokens[index] = ((await (await tokenResponse).json()) as { access_token: string }).access_token
    await expect(tabs[index]!.getByLabel("API key", { exact: true })).toHaveValue(tokens[index]!)
    if (index === 1) {
      await expect(page.getByRole("status").filter({ hasText: "Waiting for the sign-in window" })).toBeVisible()
    }
  }
  expect(tokens[0]).not.toBe(tokens[1])
  // The first tab kept its own token, not the second tab's (whose answer it heard on the channel and left alone).
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(tokens[0]!)
  await expect(other.getByLabel("API key", { exact: true })).toHaveValue(tokens[1]!)
})

test("a popup closed half way leaves the tester waiting until 'Cancel sign-in', then a new sign-in works", async ({
  page,
  oidc,
}) => {
  await openPetsTester(page, oidc.issuer)
  await page.getByLabel("Client ID").fill(PUBLIC_CLIENT)
  await page.getByRole("checkbox", { name: "openid" }).check()
  const popupPromise = page.waitForEvent("popup")
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const popup = await popupPromise
  await popup.getByPlaceholder("Enter any login").waitFor()
  await popup.close()
  await expect(page.getByRole("status").filter({ hasText: "Waiting for the sign-in window" })).toBeVisible()
  await page.getByRole("button", { name: "Cancel sign-in" }).click()
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled()
  expect(
    await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith("oauth")),
    ),
  ).toEqual([])
  const callbackUrl = await signInInPopup(page)
  expect(new URL(callbackUrl).searchParams.get("code")).toBeTruthy()
  await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
})

test("refresh tokens: the expiry is shown; 'Refresh' and the timer before expiry get new tokens, kept as the token is", async ({
  page,
  oidc,
}) => {
  // It waits for a timer of the page: half of the token's 30 s life. The page's clock runs as usual and is moved on
  // to that moment (clock.runFor below) rather than waited for in real time.
  test.setTimeout(120_000)
  await page.clock.install()
  const sent = await openPetsTester(page, oidc.issuer)
  const keyField = page.getByLabel("API key", { exact: true })
  await page.getByLabel("Client ID").fill(OFFLINE_CLIENT)
  await page.getByRole("checkbox", { name: "openid" }).check()
  const firstResponse = page.waitForResponse(`${oidc.issuer}/token`)
  await signInInPopup(page)
  const first = (await (await firstResponse).json()) as { access_token: string; refresh_token?: string }
  expect(first.refresh_token).toBeTruthy()
  const firstRefresh = first.refresh_token ?? ""
  await expect(keyField).toHaveValue(first.access_token)
  const expiryLine = page.getByText(/^The token expires in less than a minute\. A refresh token is kept with it/)
  await expect(expiryLine).toBeVisible()
  // The refresh token is kept as the token is: this tab only.
  const storages = () =>
    page.evaluate(() => ({
      session: JSON.stringify({ ...sessionStorage }),
      local: JSON.stringify({ ...localStorage }),
    }))
  expect((await storages()).session).toContain(firstRefresh)
  expect((await storages()).local).not.toContain(firstRefresh)

  // 'Refresh': oauth4webapi's refresh grant, as the public client, with the refresh token it got.
  const isRefresh = (response: { url(): string; request(): { postData(): string | null } }) =>
    response.url() === `${oidc.issuer}/token` &&
    (response.request().postData() ?? "").includes("grant_type=refresh_token")
  const manualResponse = page.waitForResponse(isRefresh)
  await page.getByRole("button", { name: "Refresh", exact: true }).click()
  const manual = await manualResponse
  const manualForm = new URLSearchParams(manual.request().postData() ?? "")
  expect(manualForm.get("refresh_token")).toBe(firstRefresh)
  expect(manualForm.get("client_id")).toBe(OFFLINE_CLIENT)
  const second = (await manual.json()) as { access_token: string; refresh_token?: string }
  expect(second.access_token).not.toBe(first.access_token)
  await expect(keyField).toHaveValue(second.access_token)
  await expect(page.getByRole("status").filter({ hasText: "Token refreshed" })).toContainText(
    "Token refreshed: the new access token is the key now.",
  )
  const secondRefresh = second.refresh_token ?? firstRefresh

  // The timer is set for the new token from now on.
  const timedResponse = page.waitForResponse(isRefresh, { timeout: OFFLINE_TOKEN_SECONDS * 1000 + 10_000 })

  // 'Remember on this device' moves the refresh token with the token.
  await page.getByLabel("Remember on this device").check()
  await expect.poll(async () => (await storages()).local).toContain(secondRefresh)
  expect((await storages()).session).not.toContain(secondRefresh)

  // Before the 30 s token expires (halfway, for so short a token), the tester refreshes it by itself.
  await page.clock.runFor((OFFLINE_TOKEN_SECONDS * 1000) / 2)
  const timed = await timedResponse
  expect(new URLSearchParams(timed.request().postData() ?? "").get("refresh_token")).toBe(secondRefresh)
  const third = (await timed.json()) as { access_token: string }
  await expect(keyField).toHaveValue(third.access_token)
  await sendAndWait(page)
  expect(sent.at(-1)).toEqual({ url: `${API}/pets`, authorization: `Bearer ${third.access_token}` })

  // Sign out forgets both.
  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(keyField).toHaveValue("")
  await expect(page.getByRole("button", { name: "Refresh", exact: true })).toHaveCount(0)
  const after = await storages()
  expect(after.session + after.local).not.toMatch(/#refresh/)
})

for (const [label, body, message] of [
  [
    "a malformed token response (not JSON)",
    '{"access_token": "abc",',
    /^The provider's answer is not a valid OAuth answer \(.+\), so it was not used\.$/,
  ],
  [
    "a token response without an access token",
    JSON.stringify({ token_type: "Bearer", expires_in: 60 }),
    /^The provider's answer is not a valid OAuth answer \(.+\), so it was not used\.$/,
  ],
  [
    "an oversized access token",
    JSON.stringify({ access_token: "x".repeat(20_000), token_type: "Bearer", expires_in: 60 }),
    /^The sign-in failed: The provider's access token is 20,000 characters long, more than a request header can carry \(16,384\): it was not used\.$/,
  ],
] as const) {
  test(`${label} is refused with the plain message, and no token is kept`, async ({ page, oidc, baseURL }) => {
    // The provider's token endpoint, answered by the test instead (with CORS headers for this page).
    const cors = {
      "access-control-allow-origin": new URL(baseURL ?? "").origin,
      "access-control-allow-headers": "authorization, content-type, accept",
      "access-control-allow-methods": "POST",
    }
    const asked: string[] = []
    await page.route(`${oidc.issuer}/token`, async (route) => {
      if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
      asked.push(route.request().postData() ?? "")
      await route.fulfill({ status: 200, headers: { ...cors, "content-type": "application/json" }, body })
    })
    await openPetsTester(page, oidc.issuer)
    await page.getByLabel("Flow").selectOption({ label: "Client credentials" })
    await page.getByLabel("Client ID").fill(MACHINE_CLIENT)
    await page.getByLabel("Client secret").fill(MACHINE_SECRET)
    await page.getByRole("button", { name: "Get a token" }).click()
    await expect(page.getByRole("alert")).toHaveText(message)
    expect(asked).toHaveLength(1)
    expect(new URLSearchParams(asked[0]).get("grant_type")).toBe("client_credentials")
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain("xxxxxxxx")
  })
}
