import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { CORS, expect, openTesterAt, test } from "./fixtures"

// The JSON view shows the body as it arrived (numbers, duplicate keys) and survives any depth of nesting
// (docs/security.md, "Hostile responses and odd stored data"). Each tree item's accessible name contains its visible
// text (WCAG 2.5.3, label in name).
const BASE = "https://jsonplaceholder.typicode.com"
const JSON_TYPE = "application/json; charset=utf-8"

const panel = (page: Page) => page.getByRole("tabpanel", { name: "Response" })
const tree = (page: Page) => panel(page).getByRole("tree", { name: "Response body" })
const item = (page: Page, name: string) => tree(page).getByRole("treeitem", { name, exact: true })
const raw = (page: Page) => panel(page).getByRole("region", { name: "Body" }).locator("pre")
const filter = (page: Page) => panel(page).getByRole("searchbox", { name: "Filter keys and values" })

/** `{"level":{"level":…{"deepest":"needle"}…}}`: `depth` objects, one in the other. */
const nested = (depth: number) => `${'{"level":'.repeat(depth - 1)}{"deepest":"needle"}${"}".repeat(depth - 1)}`

/** Opens the tester of jsonplaceholder's 'List posts', answers it with `body` and sends. */
async function showBody(page: Page, body: string) {
  await page.route(`${BASE}/**`, (route) =>
    route.fulfill({ status: 200, headers: { ...CORS, "content-type": JSON_TYPE }, body }),
  )
  await openTesterAt(page, "jsonplaceholder", 0, "List posts")
  await page.getByRole("button", { name: "Send Request" }).click()
  await expect(panel(page).getByText("200 OK")).toBeVisible()
}

/** The page still answers: another tab opens, and the Response tab comes back. */
async function expectTabsAnswer(page: Page) {
  const code = page.getByRole("tab", { name: "Fetch Code" })
  await code.click()
  await expect(code).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("tabpanel", { name: "Fetch Code" })).toBeVisible()
  await page.getByRole("tab", { name: "Response" }).click()
  await expect(panel(page).getByText("200 OK")).toBeVisible()
}

test.describe("a JSON body as it arrived", () => {
  const BODY = '{"big":12345678901234567890123,"id":9007199254740993,"one":1.0,"role":"user","role":"admin"}'

  test("Raw shows big numbers, 1.0 and both of two duplicate keys exactly as received", async ({ page }) => {
    await showBody(page, BODY)
    await panel(page).getByRole("button", { name: "Raw" }).click()
    await expect(raw(page)).toHaveText(
      '{\n  "big": 12345678901234567890123,\n  "id": 9007199254740993,\n  "one": 1.0,\n  "role": "user",\n  "role": "admin"\n}',
    )
  })

  test("the tree shows, filters and copies big numbers as received", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await showBody(page, BODY)
    await expect(item(page, "big: 12345678901234567890123")).toBeVisible()
    await expect(item(page, "id: 9007199254740993")).toBeVisible()
    await expect(item(page, "one: 1.0")).toBeVisible()
    // Parsed data keeps the last of duplicate keys (as JSON.parse does); Raw shows both.
    await expect(item(page, 'role: "admin"')).toBeVisible()

    await filter(page).fill("9007199254740993")
    await expect(panel(page).getByRole("status").filter({ hasText: /match/ })).toHaveText("1 match")
    await item(page, "id: 9007199254740993").click()
    await panel(page).getByRole("button", { name: "Copy value" }).click()
    await expect(panel(page).getByRole("button", { name: "Copy value: copied" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("9007199254740993")
  })
})

test.describe("deeply nested JSON", () => {
  test("1,500 nested objects and 'Expand all': every level shows, no error, the tabs still answer", async ({
    page,
  }) => {
    await showBody(page, nested(1_500))
    await expect(item(page, "level: object, 1 key").first()).toBeVisible()
    await panel(page).getByRole("button", { name: "Expand all" }).click()
    const deepest = item(page, 'deepest: "needle"')
    await expect(deepest).toBeVisible()
    await expect(deepest).toHaveAttribute("aria-level", "1500")
    await expect(tree(page).getByRole("treeitem")).toHaveCount(1_500)
    await expectTabsAnswer(page)
    await expect(deepest).toBeVisible()
  })

  test("1,000 nested objects and a filter for the deepest value: its path shows, no error, the tabs still answer", async ({
    page,
  }) => {
    await showBody(page, nested(1_000))
    await filter(page).fill("needle")
    await expect(panel(page).getByRole("status").filter({ hasText: /match/ })).toHaveText("1 match")
    const deepest = item(page, 'deepest: "needle"')
    await expect(deepest).toBeVisible()
    await expect(deepest).toHaveAttribute("aria-level", "1000")
    // The keyboard still walks it: End from the first row reaches the deepest.
    await tree(page).getByRole("treeitem").first().focus()
    await page.keyboard.press("End")
    await expect(deepest).toBeFocused()
    await expectTabsAnswer(page)
  })

  test("10,000 levels: JSON, not 'could not be parsed'; Raw shows it and the tree renders", async ({ page }) => {
    await showBody(page, nested(10_000))
    await expect(item(page, "level: object, 1 key").first()).toHaveAttribute("aria-level", "1")
    // The first view opens as many whole levels as fit in its rows.
    await expect(tree(page).locator('[aria-level="150"]')).toBeVisible()
    await expect(panel(page).getByText(/could not be parsed/)).toHaveCount(0)

    await panel(page).getByRole("button", { name: "Raw" }).click()
    await expect(raw(page)).toBeVisible()
    const prefix = '{\n  "level": {\n    "level": {\n      "level": {'
    expect(await raw(page).evaluate((pre, length) => pre.textContent?.slice(0, length), prefix.length)).toBe(prefix)
    await expect(panel(page).getByText(/could not be parsed/)).toHaveCount(0)
    await expectTabsAnswer(page)
  })
})

test.describe("tree item names", () => {
  test("axe, with label-content-name-mismatch on, finds nothing; the browser names an item by its visible text", async ({
    page,
  }) => {
    await showBody(
      page,
      JSON.stringify({ rows: Array.from({ length: 400 }, (_, id) => ({ id })), meta: { total: 400 }, ok: true }),
    )
    const rows = item(page, "rows: array, 400 items")
    await expect(rows).toContainText("[…] 400 items")
    await expect(item(page, "0: object, 1 key")).toBeVisible()

    // axe marks this rule experimental and leaves it off by default: turn it on here.
    const results = await new AxeBuilder({ page })
      .include('[role="tabpanel"]')
      .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
      .analyze()
    const ran = [...results.passes, ...results.inapplicable, ...results.incomplete, ...results.violations]
    expect(ran.map((rule) => rule.id)).toContain("label-content-name-mismatch")
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
    ).toEqual([])

    // Chromium's own accessible name (what a screen reader or voice control gets) holds the visible words.
    const cdp = await page.context().newCDPSession(page)
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: '[role="treeitem"]' })
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false })
    const name = String(nodes[0]?.name?.value ?? "").replace(/\s+/g, " ")
    expect(name).toBe("rows: array, 400 items")
  })
})
