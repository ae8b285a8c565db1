import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import Provider, { type Configuration } from "oidc-provider"
import { expect, openPastedDescription, testEndpoint } from "./fixtures"

/** A real OpenID Connect provider for the sign-in tests (docs/oauth.md): its issuer URL and the provider itself. */
export type LocalProvider = { issuer: string; provider: Provider }

/**
 * Runs `use` with oidc-provider listening on 127.0.0.1 at a free port, with `configuration` (and `prepare`, for its
 * event listeners); the server is stopped when `use` ends, failed or not.
 */
export async function withLocalProvider(
  configuration: Configuration,
  use: (provider: LocalProvider) => Promise<void>,
  prepare?: (provider: Provider) => void,
): Promise<void> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  try {
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const provider = new Provider(issuer, configuration)
    prepare?.(provider)
    server.on("request", provider.callback())
    await use({ issuer, provider })
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}

/** A request the API under test received: its URL and its Authorization header. */
export type Sent = { url: string; authorization: string | null }

/** Answers every request to `api` with an empty list (CORS allowing an Authorization header); returns what it got. */
export async function answerApi(page: Page, api: string): Promise<Sent[]> {
  const sent: Sent[] = []
  await page.route(`${api}/**`, async (route) => {
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "authorization",
      "access-control-allow-methods": "GET",
    }
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
    const headers = await route.request().allHeaders()
    sent.push({ url: route.request().url(), authorization: headers.authorization ?? null })
    await route.fulfill({ status: 200, headers: { ...cors, "content-type": "application/json" }, body: "[]" })
  })
  return sent
}

/** Opens the pasted description `text` (its title `title`), the tester of `endpoint`, and the sign-in panel. */
export async function openSignInPanel(page: Page, text: string, title: string, endpoint = "List pets") {
  await openPastedDescription(page, text, title)
  await testEndpoint(page, endpoint)
  await page.getByRole("button", { name: "Sign in with OAuth…" }).click()
  await expect(page.getByRole("heading", { name: "Sign in with OAuth" })).toBeVisible()
}

/** The API the sign-in tests call: on 127.0.0.1, answered by page.route (answerApi), never reached. */
export const PETS_API = "http://127.0.0.1:9/v1"

/**
 * A description of one operation, GET /pets ('List pets') at PETS_API, that requires `security` (one scheme's name and
 * its scopes), with `schemes`: the YAML under components.securitySchemes, indented by four spaces.
 */
export function petsDescription(title: string, security: string, schemes: string, openapi = "3.0.3"): string {
  return `openapi: ${openapi}
info: { title: ${title}, version: "1" }
servers:
  - url: ${PETS_API}
paths:
  /pets:
    get:
      summary: List pets
      responses: { "200": { description: ok } }
security: [{ ${security} }]
components:
  securitySchemes:
${schemes}`
}

/** Logs in on oidc-provider's own pages (its development interactions: any login, any password), then consents. */
export async function logInAtProvider(page: Page, login = "alice") {
  await page.getByPlaceholder("Enter any login").fill(login)
  await page.getByPlaceholder("and password").fill("any")
  await page.getByRole("button", { name: "Sign-in" }).click()
  await page.getByRole("button", { name: "Continue" }).click()
}
