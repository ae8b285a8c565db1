import type { BrowserContext, Page } from "@playwright/test"
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

// Device authorization (RFC 8628, docs/oauth.md) against a real OpenID Connect provider: oidc-provider with
// its device flow, started by each test on 127.0.0.1 with a free port and stopped when the test ends. The test plays
// the visitor's "other device" itself: a second page of the same browser context on the provider's own device pages.

const DEVICE_CLIENT = "explorer-tv"
/** A device client whose codes live 2 s, for the expiry case. */
const SHORT_CLIENT = "explorer-tv-short"
/** The polling interval the provider names (oidc-provider names none, which means 5 s): 1 s keeps the test short. */
const INTERVAL_SECONDS = 1

const test = base.extend<{ oidc: LocalProvider }>({
  oidc: async ({ baseURL }, use) => {
    const appOrigin = new URL(baseURL ?? "http://127.0.0.1").origin
    await withLocalProvider(
      {
        clients: [DEVICE_CLIENT, SHORT_CLIENT].map((clientId) => ({
          client_id: clientId,
          token_endpoint_auth_method: "none",
          grant_types: ["urn:ietf:params:oauth:grant-type:device_code", "refresh_token"],
          response_types: [],
          redirect_uris: [],
        })),
        scopes: ["openid", "pets:read"],
        features: { deviceFlow: { enabled: true }, devInteractions: { enabled: true } },
        issueRefreshToken: (_context, client) => client.grantTypeAllowed("refresh_token"),
        ttl: { DeviceCode: (_context, _token, client) => (client.clientId === SHORT_CLIENT ? 2 : 600) },
        // The explorer's page may call the device authorization and token endpoints (CORS), as a public client's may.
        clientBasedCORS: (_context, origin) => origin === appOrigin,
      },
      use,
      (provider) => {
        provider.on("device_authorization.success", (_context, body: Record<string, unknown>) => {
          body.interval = INTERVAL_SECONDS
        })
      },
    )
  },
})

/**
 * The token endpoint answers each poll before approval with HTTP 400 `authorization_pending` (RFC 8628 §3.5), and a
 * declined sign-in with 400 `access_denied`: the browser logs each as a failed load. Those, and only those, are expected.
 */
function dropPollErrors(consoleErrors: string[]) {
  dropConsoleErrors(
    consoleErrors,
    /^Failed to load resource: the server responded with a status of 400 \(Bad Request\)$/,
  )
}

const API = PETS_API

function description(issuer: string): string {
  return petsDescription(
    "Pet TV",
    "petId: []",
    `    petId:
      type: openIdConnect
      openIdConnectUrl: ${issuer}/.well-known/openid-configuration
`,
  )
}

/**
 * A description whose oauth2 scheme has only OpenAPI 3.2's `deviceAuthorization` flow, at the same provider. Written as
 * 3.1: the opener takes 3.0, 3.1 and Swagger 2.0 documents (not "3.2.0" yet), and keeps the flow from any of them.
 */
function description32(issuer: string): string {
  return petsDescription(
    "Pet TV",
    "petTv: []",
    `    petTv:
      type: oauth2
      flows:
        deviceAuthorization:
          deviceAuthorizationUrl: ${issuer}/device/auth
          tokenUrl: ${issuer}/token
          scopes: { openid: Sign you in }
`,
    "3.1.0",
  )
}

/** Opens the tester, the sign-in panel, picks the device flow and enters the client id. */
async function openDeviceSignIn(
  page: Page,
  issuer: string,
  clientId = DEVICE_CLIENT,
  text = description(issuer),
): Promise<Sent[]> {
  const sent = await answerApi(page, API)
  await openSignInPanel(page, text, "Pet TV")
  // Discovery found the device authorization endpoint: the flow is offered (a 3.2 document's only flow needs no choice).
  if (text === description(issuer)) await page.getByLabel("Flow").selectOption({ label: "Device authorization" })
  await page.getByLabel("Client ID").fill(clientId)
  return sent
}

/** Starts the device sign-in and reads the code and the verification link from the panel. */
async function startAndReadCode(page: Page, issuer: string) {
  const started = page.waitForResponse(`${issuer}/device/auth`)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const answer = (await (await started).json()) as { user_code: string; verification_uri: string }
  const code = page.getByTestId("device-user-code")
  await expect(code).toHaveText(answer.user_code)
  await expect(page.getByRole("status").filter({ hasText: "Waiting for you to approve…" })).toBeVisible()
  const link = page.getByRole("link", { name: answer.verification_uri })
  await expect(link).toHaveAttribute("target", "_blank")
  await expect(link).toHaveAttribute("href", `${answer.verification_uri}?user_code=${answer.user_code}`)
  return { userCode: (await code.textContent()) ?? "", verificationUri: answer.verification_uri }
}

/** The visitor on the provider's device pages: enters the code, logs in, consents (or aborts at the confirmation). */
async function approveOnOtherDevice(
  context: BrowserContext,
  verificationUri: string,
  userCode: string,
  options: { abort?: boolean } = {},
) {
  const device = await context.newPage()
  await device.goto(verificationUri)
  await device.getByPlaceholder("Enter code").fill(userCode)
  await device.getByRole("button", { name: "Continue" }).click()
  if (options.abort) {
    await device.getByRole("button", { name: "[ Abort ]" }).click()
    // The abort is a form post: wait for the provider's answer to it before closing the page, or the close can cancel
    // the post and the code stays pending.
    await expect(device.getByText("The Sign-in request was interrupted")).toBeVisible()
  } else {
    await device.getByRole("button", { name: "Continue" }).click()
    await logInAtProvider(device)
    await expect(device.getByRole("heading", { name: "Sign-in Success" })).toBeVisible()
  }
  await device.close()
}

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: device sign-in shows the code, the visitor approves it elsewhere, then the token is sent as a bearer token`, async ({
    page,
    context,
    oidc,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const sent = await openDeviceSignIn(page, oidc.issuer)
    const { userCode, verificationUri } = await startAndReadCode(page, oidc.issuer)
    await expectNoViolations(page, `the device sign-in's code at ${width} px, ${theme}`, "main")

    const tokenResponse = page.waitForResponse(
      async (response) =>
        response.url() === `${oidc.issuer}/token` &&
        response.status() === 200 &&
        response.request().method() === "POST",
    )
    await approveOnOtherDevice(context, verificationUri, userCode)
    const tokenRequest = (await tokenResponse).request()
    expect(new URLSearchParams(tokenRequest.postData() ?? "").get("grant_type")).toBe(
      "urn:ietf:params:oauth:grant-type:device_code",
    )
    const token = ((await (await tokenResponse).json()) as { access_token: string }).access_token
    expect(await oidc.provider.AccessToken.find(token)).toBeTruthy()
    await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toContainText(
      'the access token is the key now, sent as "Authorization: Bearer …".',
    )
    await expect(page.getByTestId("device-user-code")).toHaveCount(0)
    await expect(page.getByLabel("API key", { exact: true })).toHaveValue(token)
    // A refresh token came with it: kept beside the token, with 'Refresh'.
    await expect(page.getByRole("button", { name: "Refresh" })).toBeVisible()

    await sendAndWait(page)
    expect(sent).toEqual([{ url: `${API}/pets`, authorization: `Bearer ${token}` }])
    // Tokens are keys: this tab only, never in the URL or localStorage.
    expect(page.url()).not.toContain(token)
    expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage })))).not.toContain(token)
    dropPollErrors(consoleErrors)
  })
}

test("a document's deviceAuthorization flow (OpenAPI 3.2's; the opener reads it in a 3.1 document): device sign-in from its own URLs", async ({
  page,
  context,
  oidc,
  consoleErrors,
}) => {
  const sent = await openDeviceSignIn(page, oidc.issuer, DEVICE_CLIENT, description32(oidc.issuer))
  await expect(page.getByLabel("Flow")).toHaveCount(0)
  await expect(page.getByText("Redirect URI to register with the provider")).toHaveCount(0)
  // The document's scopes with their descriptions; nothing ticked at first (not OpenID Connect).
  await expect(page.getByRole("checkbox", { name: "openid" })).toHaveAccessibleDescription("Sign you in")
  await page.getByRole("checkbox", { name: "openid" }).check()
  const { userCode, verificationUri } = await startAndReadCode(page, oidc.issuer)
  await approveOnOtherDevice(context, verificationUri, userCode)
  await expect(page.getByRole("status").filter({ hasText: "Signed in" })).toBeVisible()
  const token = await page.getByLabel("API key", { exact: true }).inputValue()
  expect(await oidc.provider.AccessToken.find(token)).toBeTruthy()
  await sendAndWait(page)
  expect(sent).toEqual([{ url: `${API}/pets`, authorization: `Bearer ${token}` }])
  dropPollErrors(consoleErrors)
})

test("device sign-in declined at the provider (access_denied) says so, and no token is kept", async ({
  page,
  context,
  oidc,
  consoleErrors,
}) => {
  await openDeviceSignIn(page, oidc.issuer)
  const { userCode, verificationUri } = await startAndReadCode(page, oidc.issuer)
  await approveOnOtherDevice(context, verificationUri, userCode, { abort: true })
  await expect(page.getByRole("alert")).toHaveText(
    "The sign-in was declined at the provider (access_denied). No token was issued.",
  )
  await expect(page.getByTestId("device-user-code")).toHaveCount(0)
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
  dropPollErrors(consoleErrors)
})

test("a device code that expires before approval stops the polling with a plain message", async ({
  page,
  oidc,
  consoleErrors,
}) => {
  await openDeviceSignIn(page, oidc.issuer, SHORT_CLIENT)
  await startAndReadCode(page, oidc.issuer)
  await expect(page.getByRole("alert")).toHaveText(
    "The code expired before it was approved. Press 'Sign in' for a new code.",
  )
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue("")
  dropPollErrors(consoleErrors)
})

test("Cancel stops the polling at once", async ({ page, oidc, consoleErrors }) => {
  await openDeviceSignIn(page, oidc.issuer)
  const polled: string[] = []
  page.on("request", (request) => {
    if (request.url() === `${oidc.issuer}/token` && request.method() === "POST")
      polled.push(new URLSearchParams(request.postData() ?? "").get("device_code") ?? "")
  })
  const first = page.waitForResponse(`${oidc.issuer}/device/auth`)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const firstCode = ((await (await first).json()) as { device_code: string }).device_code
  // At least one poll goes out while waiting…
  await expect.poll(() => polled.length).toBeGreaterThan(0)
  await page.getByRole("button", { name: "Cancel sign-in" }).click()
  await expect(page.getByTestId("device-user-code")).toHaveCount(0)
  await expect(page.getByRole("status").filter({ hasText: "Waiting for you to approve…" })).toHaveCount(0)
  const pollsBeforeCancel = polled.length
  // …and none for that code after Cancel: the next poll the provider sees is for a new sign-in's code (1 s later; the
  // cancelled one polled every 1 s too, so it would have come first).
  const second = page.waitForResponse(`${oidc.issuer}/device/auth`)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const secondCode = ((await (await second).json()) as { device_code: string }).device_code
  await expect.poll(() => polled.length).toBeGreaterThan(pollsBeforeCancel)
  expect(polled.slice(0, pollsBeforeCancel).every((code) => code === firstCode)).toBe(true)
  expect(polled.slice(pollsBeforeCancel)).toEqual([secondCode])
  await page.getByRole("button", { name: "Cancel sign-in" }).click()
  dropPollErrors(consoleErrors)
})
