import type { Page } from "@playwright/test"
import {
  CORS,
  expect,
  expectConsoleError,
  expectNoViolations,
  gotoHydrated,
  LAYOUTS,
  openPastedDescription,
  sendAndWait,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// An opened API's servers (features/tester/request/parameters/server-choice.ts): a picker with every server of the
// document and the chosen server's variables as fields (a select for an enum, its default filled in). The request
// goes to the chosen server byte for byte, a share link keeps the choice, and a key remembered for the first server
// is never sent to the second (docs/api-keys.md).

const DESCRIPTION = `openapi: 3.0.3
info: { title: Server Shop, version: "1" }
servers:
  - url: https://api.shop.example.dev/v1
    description: Production
  - url: https://{region}.sandbox.example.dev/{version}
    description: Sandbox
    variables:
      region: { default: eu, enum: [eu, us], description: Where the sandbox runs. }
      version: { default: v2 }
paths:
  /items/{id}:
    get:
      summary: Get an item
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer }, example: 7 }
      responses: { "200": { description: ok } }
security: [{ token: [] }]
components:
  securitySchemes:
    token: { type: http, scheme: bearer }
`

const KEY = "sk-for-production"

type Sent = { url: string; authorization: string | null }

async function openItemTester(page: Page): Promise<Sent[]> {
  const sent: Sent[] = []
  await page.route(/^https:\/\/[a-z]+\.(?:shop|sandbox)\.example\.dev\//, async (route) => {
    // A bearer key makes a preflight; "*" does not cover Authorization, so it is named.
    const cors = { ...CORS, "access-control-allow-headers": "authorization", "access-control-allow-methods": "GET" }
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors })
    const headers = await route.request().allHeaders()
    sent.push({ url: route.request().url(), authorization: headers.authorization ?? null })
    await route.fulfill({ status: 200, headers: { ...cors, "content-type": "application/json" }, body: '{"id":7}' })
  })
  await openPastedDescription(page, DESCRIPTION, "Server Shop")
  await testEndpoint(page, "Get an item")
  return sent
}

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: the chosen server and its variables are where the request goes, in a link too, and a key stays with its server`, async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const sent = await openItemTester(page)
    const server = page.getByLabel("Server address")
    const keyField = page.getByLabel("API key", { exact: true })

    // The first server by default, its key remembered, sent there.
    await expect(server.locator("option")).toHaveText([
      "https://api.shop.example.dev/v1 — Production",
      "https://{region}.sandbox.example.dev/{version} — Sandbox",
    ])
    await expect(server).toHaveValue("0")
    await page.getByLabel(/^id/).fill("7")
    await keyField.fill(KEY)
    await page.getByLabel("Remember on this device").check()
    await sendAndWait(page)
    expect(sent).toEqual([{ url: "https://api.shop.example.dev/v1/items/7", authorization: `Bearer ${KEY}` }])

    // The second server: its variables as fields, an enum as a select, defaults filled in; the key is not offered.
    await server.selectOption({ index: 1 })
    const region = page.getByLabel(/^region/)
    await expect(region).toHaveValue("eu")
    await expect(region.locator("option")).toHaveText(["eu", "us"])
    await expect(region).toHaveAccessibleDescription("Where the sandbox runs.")
    await expect(page.getByLabel(/^version/)).toHaveValue("v2")
    await region.selectOption("us")
    await expect(keyField).toHaveValue("")
    await expect(
      page
        .getByRole("note")
        .filter({ hasText: "Your key for api.shop.example.dev is not sent to us.sandbox.example.dev" }),
    ).toBeVisible()
    await expectNoViolations(page, `the tester with a server picker at ${width} px, ${theme}`, "main")
    await sendAndWait(page)
    expect(sent.slice(1)).toEqual([{ url: "https://us.sandbox.example.dev/v2/items/7", authorization: null }])
    // History keeps the choice with the values, never the key.
    const history = await page.evaluate(() => localStorage.getItem("testerHistory") ?? "")
    expect(JSON.parse(history)[0].values).toEqual({
      "@server": "https://{region}.sandbox.example.dev/{version}",
      id: "7",
      region: "us",
    })
    expect(history).not.toContain(KEY)

    // The share link opens the tester on the same server with the same variable, and sends the same bytes.
    // A pasted description's link works in this browser only, and its button says so.
    await page.getByRole("button", { name: "Share link (this browser only)", exact: true }).click()
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()))
    expect(link.searchParams.get("p.@server")).toBe("https://{region}.sandbox.example.dev/{version}")
    expect(link.searchParams.get("p.region")).toBe("us")
    expect(link.searchParams.toString()).not.toContain("sk-")
    await gotoHydrated(page, link.pathname + link.search)
    // Not prerendered: the static host answers /open/{id} with the app's fallback page and a 404 status.
    expectConsoleError(consoleErrors, /404/)
    await expect(server).toHaveValue("1")
    await expect(page.getByLabel(/^region/)).toHaveValue("us")
    await expect(keyField).toHaveValue("")
    await sendAndWait(page)
    expect(sent.slice(2)).toEqual([{ url: "https://us.sandbox.example.dev/v2/items/7", authorization: null }])

    // Back on the first server, the remembered key is there again and goes there.
    await server.selectOption({ index: 0 })
    await expect(keyField).toHaveValue(KEY)
    await sendAndWait(page)
    expect(sent.slice(3)).toEqual([{ url: "https://api.shop.example.dev/v1/items/7", authorization: `Bearer ${KEY}` }])

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
