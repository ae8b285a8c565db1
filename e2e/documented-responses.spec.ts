import type { Page, Route } from "@playwright/test"
import { CORS, expect, expectConsoleError, expectNoViolations, gotoHydrated, test, useTheme } from "./fixtures"

// Documented responses (docs/open-any-api.md): an opened endpoint's card shows its body and main response collapsed, the
// tester lists the documented responses beside the live one and highlights the live status among them, or says it is
// not in the description; webhooks and callbacks are listed read only. Phone and desktop width, both themes.

const DESCRIPTION = `openapi: 3.1.0
info: { title: Pet Desk, version: "1" }
servers: [{ url: "https://pets.example.dev/v1" }]
components:
  schemas:
    Pet:
      type: object
      required: [id]
      properties:
        id: { type: integer, format: int64 }
        name: { type: string }
        owner:
          type: object
          properties:
            email: { type: string, format: email }
webhooks:
  petAdopted:
    post: { summary: A pet was adopted, responses: { "200": { description: ok } } }
paths:
  /pets/{id}:
    get:
      summary: Get a pet
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer }, example: 7 }
      responses:
        "200":
          description: The pet
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Pet" }
              example: { id: 7, name: Rex }
        "404":
          description: No such pet
          content:
            application/json:
              schema: { type: object, properties: { message: { type: string } } }
  /pets:
    post:
      summary: Add a pet
      requestBody:
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Pet" }
      responses:
        "201": { description: Added }
`

async function openPetDesk(page: Page, status: { value: number }) {
  await page.route("https://pets.example.dev/**", async (route: Route) => {
    await route.fulfill({
      status: status.value,
      headers: { ...CORS, "content-type": "application/json" },
      body: status.value === 200 ? '{"id":7,"name":"Rex"}' : '{"message":"down"}',
    })
  })
  await gotoHydrated(page, "/open")
  await page.getByLabel("The document's text").fill(DESCRIPTION)
  await page.getByRole("button", { name: "Open pasted text" }).click()
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Pet Desk")
}

function cardOf(page: Page, name: string) {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })
}

for (const theme of ["light", "dark"] as const)
  for (const [label, width, height] of [
    ["phone (390 px)", 390, 844],
    ["desktop (1280 px)", 1280, 800],
  ] as const) {
    test(`${label}, ${theme}: documented responses beside the live one, on the card, and hooks listed`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width, height })
      await useTheme(page, theme)
      const status = { value: 200 }
      await openPetDesk(page, status)

      // Webhooks and callbacks: listed, closed at first, read only.
      await page.getByText("Webhooks and callbacks (1 webhook)").click()
      await expect(page.getByText("petAdopted")).toBeVisible()

      // The cards: the body and main response, collapsed; opened, the example (or the schema as an outline).
      const getCard = cardOf(page, "Get a pet")
      const responseSummary = getCard.getByText("Response 200 · example", { exact: true })
      await expect(responseSummary).toBeVisible()
      await expect(getCard.getByText('"name": "Rex"')).toBeHidden()
      await responseSummary.click()
      await expect(getCard.getByText('"name": "Rex"')).toBeVisible()
      const addCard = cardOf(page, "Add a pet")
      await addCard.getByText("Body · schema", { exact: true }).click()
      // No example: the body's schema as the skeleton the body editor starts from.
      await expect(addCard.locator("pre")).toContainText('"id"')
      await expect(addCard.locator("pre")).toContainText('"owner"')
      await expect(addCard.getByText("Response 201", { exact: true })).toBeVisible()
      await expectNoViolations(page, `the opened API's page at ${width} px, ${theme}`, "main")

      // The tester: the documented responses before any send, none highlighted.
      await getCard.getByRole("button", { name: /^Test / }).click()
      await expect(page.getByRole("heading", { level: 1, name: "Get a pet" })).toBeFocused()
      const documented = page.getByRole("region", { name: "Documented responses" })
      await expect(documented.getByRole("listitem")).toHaveCount(2)
      await expect(documented.getByText("Live response")).toHaveCount(0)

      // A live 200: highlighted among them; opened, its media type and the document's example. (Its schema tree is
      // drawn only when the import keeps schemas: today npm run corpus alone asks for them.)
      await page.getByRole("button", { name: "Send Request" }).click()
      await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
      const ok = documented.getByRole("listitem").filter({ hasText: "The pet" }).first()
      await expect(ok.getByText("Live response")).toBeVisible()
      await ok.getByText("The pet").click()
      await expect(ok.getByText("application/json")).toBeVisible()
      await expect(ok).toContainText('"name": "Rex"')
      await expect(documented.getByText("not in the description")).toHaveCount(0)
      await expectNoViolations(page, `the tester with a documented live 200 at ${width} px, ${theme}`, "main")

      // A live 500: not one of them, and said so; nothing highlighted.
      status.value = 500
      await page.getByRole("button", { name: "Send Request" }).click()
      await expect(documented.getByText("The live response's status is not in the description.")).toBeVisible()
      expectConsoleError(consoleErrors, /status of 500/)
      await expect(documented.getByText("Live response", { exact: true })).toHaveCount(0)
      await expectNoViolations(page, `the tester with an undocumented live 500 at ${width} px, ${theme}`, "main")

      // Keyboard: a documented response opens from its summary.
      const missing = documented.locator("summary").filter({ hasText: "No such pet" })
      await missing.focus()
      await page.keyboard.press("Enter")
      const notFound = documented.getByRole("listitem").filter({ hasText: "No such pet" })
      await expect(notFound.getByText("application/json")).toBeVisible()

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  }
