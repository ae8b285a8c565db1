import type { Page, Request } from "@playwright/test"
import {
  CORS,
  expect,
  expectConsoleError,
  expectNoViolations,
  openPastedDescription,
  openTesterAt,
  sendAndWait,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// The tester's form as a new user meets it (features/tester/request/parameters/parameter-fields.ts): the catalogue names
// every empty required parameter under Send and fills the examples in one click; a 4xx sent with required values
// empty offers to fill them and send again; an opened API's tester opens with the document's examples, so its first
// Send works, with its optional fields collapsed, enums as selects, defaults as chips and named examples in a picker.

const METEO = "https://api.open-meteo.com/v1"
const METEO_FILLED = `${METEO}/forecast?latitude=52.52&longitude=13.41&hourly=temperature_2m`

const DESCRIPTION = `openapi: 3.0.3
info: { title: Form Shop, version: "1" }
servers: [{ url: "https://form.example.dev" }]
paths:
  /users/{username}/repos:
    get:
      summary: List repositories
      parameters:
        - name: username
          in: path
          required: true
          description: The account's handle.
          schema: { type: string }
          examples:
            mascot: { summary: The mascot, value: octocat }
            robot: { value: hubot }
        - name: type
          in: query
          required: true
          description: Which repositories.
          schema: { type: string, enum: [all, owner, member] }
        - name: sort
          in: query
          description: The order of the list.
          schema: { type: string, enum: [created, updated, pushed], default: created }
        - name: per_page
          in: query
          description: Results per page, at most 100.
          schema: { type: integer, default: 30 }
        - name: since
          in: query
          description: Only repositories updated after this time.
          schema: { type: string }
        - name: labels
          in: query
          description: Only repositories with these labels.
          schema: { type: array, items: { type: string, enum: [bug, docs] } }
      responses: { "200": { description: ok } }
`

const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}\\b`))
const send = (page: Page) => page.getByRole("button", { name: "Send Request" })

/** Answers open-meteo: 400 when latitude or longitude is missing (as the real API does), else 200. */
async function answerMeteo(page: Page): Promise<Request[]> {
  const requests: Request[] = []
  await page.route(`${METEO}/**`, async (route) => {
    requests.push(route.request())
    const url = new URL(route.request().url())
    const isComplete = url.searchParams.has("latitude") && url.searchParams.has("longitude")
    await route.fulfill({
      status: isComplete ? 200 : 400,
      headers: CORS,
      contentType: "application/json",
      body: isComplete ? '{"hourly":{}}' : '{"error":true,"reason":"Parameter latitude is missing"}',
    })
  })
  return requests
}

for (const [label, width, height, theme] of [
  ["390 px, light", 390, 844, "light"],
  ["390 px, dark", 390, 844, "dark"],
  ["1280 px, light", 1280, 800, "light"],
  ["1280 px, dark", 1280, 800, "dark"],
] as const) {
  test.describe(label, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height })
      await useTheme(page, theme)
    })

    test("catalogue: one hint names every empty required parameter; 'Use example values' fills them, then Send has focus", async ({
      page,
    }) => {
      const requests = await answerMeteo(page)
      await openTesterAt(page, "open-meteo", 0, "Hourly forecast")
      const hint = page.getByText("latitude and longitude are required and empty", { exact: true })
      await expect(hint).toBeVisible()
      await expect(send(page)).toHaveAccessibleDescription("latitude and longitude are required and empty")
      // The specification's placeholders stay, styled to read as empty.
      await expect(field(page, "latitude")).toHaveValue("")
      await expect(field(page, "latitude")).toHaveAttribute("placeholder", "52.52")
      const placeholder = await field(page, "latitude").evaluate((element) => {
        const style = getComputedStyle(element, "::placeholder")
        return { fontStyle: style.fontStyle, color: style.color, value: getComputedStyle(element).color }
      })
      expect(placeholder.fontStyle).toBe("italic")
      expect(placeholder.color).not.toBe(placeholder.value)
      await expectNoViolations(page, `the catalogue tester with the required hint, ${label}`, "main")

      // The button sits under Send, beside the hint.
      const fill = page.getByRole("button", { name: "Use example values" })
      const sendBox = (await send(page).boundingBox())!
      expect((await fill.boundingBox())!.y).toBeGreaterThan(sendBox.y)
      await fill.click()
      await expect(send(page)).toBeFocused()
      await expect(hint).toHaveCount(0)
      await expect(fill).toHaveCount(0)
      await expect(field(page, "latitude")).toHaveValue("52.52")
      await expect(field(page, "longitude")).toHaveValue("13.41")
      await expect(field(page, "hourly")).toHaveValue("temperature_2m")
      await page.keyboard.press("Enter")
      await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
      expect(requests.map((request) => request.url())).toEqual([METEO_FILLED])
    })

    test("catalogue: a 4xx sent with required values empty offers 'Fill examples and send again', which does both", async ({
      page,
      consoleErrors,
    }) => {
      const requests = await answerMeteo(page)
      await openTesterAt(page, "open-meteo", 0, "Hourly forecast")
      await send(page).click()
      await expect(page.getByRole("alert")).toContainText("HTTP 400")
      expectConsoleError(consoleErrors, /status of 400/)
      const retry = page.getByRole("button", { name: "Fill examples and send again" })
      await expect(retry).toBeVisible()
      await expectNoViolations(page, `the 4xx with 'Fill examples and send again', ${label}`, "main")
      await retry.click()
      await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
      await expect(retry).toHaveCount(0)
      await expect(field(page, "latitude")).toHaveValue("52.52")
      expect(requests.map((request) => request.url())).toEqual([`${METEO}/forecast`, METEO_FILLED])
      expect(new URL(page.url()).searchParams.get("p.longitude")).toBe("13.41")
    })

    test("opened API: the first Send sends the document's examples; optional fields, enums, defaults and named examples", async ({
      page,
    }) => {
      const requests: Request[] = []
      await page.route("https://form.example.dev/**", async (route) => {
        requests.push(route.request())
        await route.fulfill({ status: 200, headers: CORS, contentType: "application/json", body: "[]" })
      })
      await openPastedDescription(page, DESCRIPTION, "Form Shop")
      await testEndpoint(page, "List repositories")

      // Opened with the first named example and the required enum's first value; nothing else.
      await expect(field(page, "username")).toHaveValue("octocat")
      await expect(field(page, "type")).toHaveValue("all")
      await expect(page.getByText(/required and empty/)).toHaveCount(0)
      await sendAndWait(page)
      expect(requests.map((request) => request.url())).toEqual([
        "https://form.example.dev/users/octocat/repos?type=all",
      ])

      // A required enum is a select without an empty choice; the optional fields are collapsed behind their count.
      await expect(field(page, "type").locator("option")).toHaveText(["all", "owner", "member"])
      const optional = page.getByText("Optional (4)", { exact: true })
      await expect(optional).toBeVisible()
      await expect(field(page, "per_page")).toBeHidden()
      await expectNoViolations(page, `the opened tester, optional fields closed, ${label}`, "main")
      await optional.click()
      await expect(field(page, "sort").locator("option")).toHaveText(["(none)", "created", "updated", "pushed"])
      await expect(field(page, "sort")).toHaveValue("")
      // The type as placeholder; the description once, under its field.
      await expect(field(page, "since")).toHaveAttribute("placeholder", "string")
      await expect(page.getByText("Only repositories updated after this time.", { exact: true })).toHaveCount(1)
      await expect(field(page, "since")).toHaveAccessibleDescription("Only repositories updated after this time.")
      // A list's enum is of its items: the field is typed as text and opens empty, its first value the placeholder
      // (the importer once made it the example, so the first Send filtered by a label nobody chose).
      await expect(field(page, "labels")).toHaveValue("")
      await expect(field(page, "labels")).toHaveAttribute("placeholder", "bug")
      expect(await field(page, "labels").evaluate((element) => element.tagName)).toBe("INPUT")

      // A default is a chip that fills its field, and goes once the field holds it.
      await page.getByRole("button", { name: "Default: 30" }).click()
      await expect(field(page, "per_page")).toHaveValue("30")
      await expect(page.getByRole("button", { name: "Default: 30" })).toHaveCount(0)
      await page.getByRole("button", { name: "Default: created" }).click()
      await expect(field(page, "sort")).toHaveValue("created")

      // The named examples: a picker beside the field that fills it.
      const picker = page.getByLabel("Examples for username")
      await expect(picker).toHaveValue("mascot")
      await expect(picker.locator("option")).toHaveText(["Examples", "Example: mascot", "Example: robot"])
      await picker.selectOption({ label: "Example: robot" })
      await expect(field(page, "username")).toHaveValue("hubot")
      await field(page, "type").selectOption("owner")
      await expectNoViolations(page, `the opened tester, optional fields open, ${label}`, "main")
      await sendAndWait(page)
      expect(requests.map((request) => request.url()).at(-1)).toBe(
        "https://form.example.dev/users/hubot/repos?type=owner&sort=created&per_page=30",
      )
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    })
  })
}
