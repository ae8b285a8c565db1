import type { Page } from "@playwright/test"
import { CORS, expect, expectNoViolations, isDark, openTesterAt, test } from "./fixtures"

// JSON bodies as a WAI-ARIA tree with a filter, copy path/value and Raw; big bodies stay responsive
// (docs/decisions/006-json-response-tree.md).
const BASE = "https://jsonplaceholder.typicode.com"
const JSON_TYPE = "application/json; charset=utf-8"

const SAMPLE = {
  items: [
    { id: 0, name: "zero" },
    { id: 1, name: "one" },
    { id: 2, name: "two" },
    { id: 3, name: "Leanne Graham", tags: ["x", "y"] },
  ],
  "a b": { 'say "hi"': "quoted key" },
  count: 4,
  ok: true,
  nothing: null,
}

const panel = (page: Page) => page.getByRole("tabpanel", { name: "Response" })
const tree = (page: Page) => panel(page).getByRole("tree", { name: "Response body" })
const item = (page: Page, name: string) => tree(page).getByRole("treeitem", { name, exact: true })
const sendButton = (page: Page) => page.getByRole("button", { name: /^(Send Request|Sending\.\.\.)$/ })

/** Opens the tester of jsonplaceholder's 'List posts', answers it with `body` and sends. */
async function showBody(page: Page, body: string) {
  await page.route(`${BASE}/**`, (route) =>
    route.fulfill({ status: 200, headers: { ...CORS, "content-type": JSON_TYPE }, body }),
  )
  await openTesterAt(page, "jsonplaceholder", 0, "List posts")
  await sendButton(page).click()
}

test.describe("the JSON tree", () => {
  test("shows each array's and object's size; rows collapse and expand with the mouse, or all at once", async ({
    page,
  }) => {
    await showBody(page, JSON.stringify(SAMPLE))
    // Small bodies open fully on the first view.
    await expect(item(page, "items: array, 4 items")).toHaveAttribute("aria-expanded", "true")
    await expect(item(page, "3: object, 3 keys")).toHaveAttribute("aria-expanded", "true")
    await expect(item(page, 'name: "Leanne Graham"')).toBeVisible()
    await expect(item(page, "count: 4")).toBeVisible()
    await expect(item(page, "ok: true")).toBeVisible()
    await expect(item(page, "nothing: null")).toBeVisible()
    await expect(item(page, "a b: object, 1 key")).toContainText("{…} 1 key")

    await item(page, "items: array, 4 items").getByText("items", { exact: true }).click()
    await expect(item(page, "items: array, 4 items")).toHaveAttribute("aria-expanded", "false")
    await expect(item(page, 'name: "Leanne Graham"')).toHaveCount(0)
    await item(page, "items: array, 4 items").getByText("items", { exact: true }).click()
    await expect(item(page, 'name: "Leanne Graham"')).toBeVisible()

    await panel(page).getByRole("button", { name: "Collapse all" }).click()
    await expect(tree(page).getByRole("treeitem")).toHaveCount(5)
    await expect(tree(page).locator('[aria-expanded="true"]')).toHaveCount(0)
    await panel(page).getByRole("button", { name: "Expand all" }).click()
    await expect(item(page, "tags: array, 2 items")).toHaveAttribute("aria-expanded", "true")
    await expect(item(page, '1: "y"')).toBeVisible()
  })

  test("is a WAI-ARIA tree from the keyboard: one Tab stop, arrows, Home, End, Enter", async ({ page }) => {
    await showBody(page, JSON.stringify(SAMPLE))
    await panel(page).getByRole("button", { name: "Collapse all" }).click()
    // The tree is one Tab stop, on its first item, after the tool row (which ends with 'Copy body').
    await panel(page).getByRole("button", { name: "Copy body" }).focus()
    await page.keyboard.press("Tab")
    const items = item(page, "items: array, 4 items")
    await expect(items).toBeFocused()
    await expect(tree(page).locator('[tabindex="0"]')).toHaveCount(1)

    await page.keyboard.press("ArrowRight")
    await expect(items).toHaveAttribute("aria-expanded", "true")
    await expect(items).toBeFocused()
    await page.keyboard.press("ArrowRight")
    await expect(item(page, "0: object, 2 keys")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    const fourth = item(page, "3: object, 3 keys")
    await expect(fourth).toBeFocused()
    await expect(fourth).toHaveAttribute("aria-level", "2")
    await expect(fourth).toHaveAttribute("aria-posinset", "4")
    await expect(fourth).toHaveAttribute("aria-setsize", "4")
    await page.keyboard.press("Enter")
    await expect(fourth).toHaveAttribute("aria-expanded", "true")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(item(page, 'name: "Leanne Graham"')).toBeFocused()
    await expect(panel(page).getByText("Selected:").locator("..").locator("code")).toHaveText("items[3].name")
    await page.keyboard.press("ArrowLeft")
    await expect(fourth).toBeFocused()
    await page.keyboard.press("ArrowLeft")
    await expect(fourth).toHaveAttribute("aria-expanded", "false")
    await page.keyboard.press("ArrowUp")
    await expect(item(page, "2: object, 2 keys")).toBeFocused()
    await page.keyboard.press("End")
    await expect(item(page, "nothing: null")).toBeFocused()
    await page.keyboard.press("Home")
    await expect(items).toBeFocused()
    // Still one Tab stop, now on the item last focused; Tab leaves the tree.
    await expect(tree(page).locator('[tabindex="0"]')).toHaveCount(1)
    await page.keyboard.press("Tab")
    await expect(tree(page).locator(":focus")).toHaveCount(0)
    await page.keyboard.press("Shift+Tab")
    await expect(items).toBeFocused()
  })

  test("the filter keeps matching keys and values with their paths", async ({ page }) => {
    await showBody(page, JSON.stringify(SAMPLE))
    const filter = panel(page).getByRole("searchbox", { name: "Filter keys and values" })
    await filter.fill("leanne")
    await expect(panel(page).getByRole("status").filter({ hasText: /match/ })).toHaveText("1 match")
    await expect(tree(page).getByRole("treeitem")).toHaveCount(3)
    await expect(item(page, "items: array, 4 items")).toBeVisible()
    await expect(item(page, "3: object, 3 keys")).toBeVisible()
    await expect(item(page, 'name: "Leanne Graham"')).toBeVisible()
    // Shown siblings are counted for screen readers.
    await expect(item(page, "3: object, 3 keys")).toHaveAttribute("aria-setsize", "1")

    await filter.fill("NAME")
    await expect(panel(page).getByRole("status").filter({ hasText: /match/ })).toHaveText("4 matches")
    await expect(tree(page).getByRole("treeitem", { name: /^name: / })).toHaveCount(4)
    await expect(item(page, "count: 4")).toHaveCount(0)

    await filter.fill("no such thing")
    await expect(panel(page).getByText("Nothing matches this filter.")).toBeVisible()
    await filter.fill("")
    await expect(item(page, "count: 4")).toBeVisible()
    await expect(item(page, 'name: "Leanne Graham"')).toBeVisible()
  })

  test("copies the selected node's path and value", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await showBody(page, JSON.stringify(SAMPLE))
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText())

    await item(page, 'name: "Leanne Graham"').click()
    await panel(page).getByRole("button", { name: "Copy path" }).click()
    await expect(panel(page).getByRole("button", { name: "Copy path: copied" })).toBeVisible()
    expect(await clipboard()).toBe("items[3].name")
    await panel(page).getByRole("button", { name: "Copy value" }).click()
    await expect(panel(page).getByRole("button", { name: "Copy value: copied" })).toBeVisible()
    expect(await clipboard()).toBe("Leanne Graham")

    await item(page, 'say \\"hi\\": "quoted key"').click()
    await panel(page)
      .getByRole("button", { name: /^Copy path/ })
      .click()
    await expect.poll(clipboard).toBe('["a b"]["say \\"hi\\""]')

    // A container's value is its JSON.
    await item(page, "tags: array, 2 items").getByText("tags", { exact: true }).click()
    await panel(page)
      .getByRole("button", { name: /^Copy value/ })
      .click()
    await expect.poll(clipboard).toBe('[\n  "x",\n  "y"\n]')
  })

  test("Raw shows the pretty text, and the tree comes back as it was", async ({ page }) => {
    await showBody(page, JSON.stringify(SAMPLE))
    const raw = panel(page).getByRole("button", { name: "Raw" })
    await expect(raw).toHaveAttribute("aria-pressed", "false")
    await item(page, "items: array, 4 items").getByText("items", { exact: true }).click()
    await raw.click()
    await expect(raw).toHaveAttribute("aria-pressed", "true")
    await expect(tree(page)).toBeHidden()
    await expect(panel(page).getByRole("region", { name: "Body" }).locator("pre")).toHaveText(
      JSON.stringify(SAMPLE, null, 2),
    )
    await raw.click()
    await expect(panel(page).locator("pre")).toHaveCount(0)
    await expect(item(page, "items: array, 4 items")).toHaveAttribute("aria-expanded", "false")
  })

  test("a 100,000-item array shows 100 at a time; 'Show next' works by mouse and keyboard", async ({ page }) => {
    await showBody(page, JSON.stringify(Array.from({ length: 100_000 }, (_, index) => index)))
    await expect(tree(page).getByRole("treeitem")).toHaveCount(101)
    await expect(item(page, "0: 0")).toHaveAttribute("aria-setsize", "100000")
    const more = tree(page).getByRole("treeitem", { name: /^Show next 100/ })
    await expect(more).toHaveText("Show next 100 (100 of 100,000 shown)")
    await more.click()
    await expect(tree(page).getByRole("treeitem")).toHaveCount(201)
    await expect(item(page, "199: 199")).toBeVisible()
    // From the keyboard: End reaches 'Show next', Enter shows the next page and focuses its first item.
    await item(page, "150: 150").focus()
    await page.keyboard.press("End")
    await expect(more).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(item(page, "200: 200")).toBeFocused()
    await expect(more).toHaveText("Show next 100 (300 of 100,000 shown)")
  })

  // Its longest main-thread task (target ≤ 200 ms) is measured by `npm run bench` (scripts/bench-responses.mjs): a
  // timed assertion here flaked on a busy machine. Here: the whole body is in the tree and the page answers.
  test("a 5 MB JSON body: the tree shows its first view, and all of it through pages and the filter", async ({
    page,
  }) => {
    const entry = (id: number) => ({
      id,
      name: `item ${id}`,
      email: `user${id}@example.com`,
      tags: ["alpha", "beta", "gamma"],
      address: { street: "Kulas Light", suite: "Apt. 556", city: "Gwenborough", zipcode: "92998-3874" },
    })
    const count = Math.ceil((5.05 * 1024 * 1024) / JSON.stringify(entry(99_999)).length)
    const body = JSON.stringify({ meta: { count }, items: Array.from({ length: count }, (_, id) => entry(id)) })
    expect(body.length).toBeGreaterThan(5 * 1024 * 1024)
    await page.route(`${BASE}/**`, (route) =>
      route.fulfill({ status: 200, headers: { ...CORS, "content-type": JSON_TYPE }, body }),
    )
    await openTesterAt(page, "jsonplaceholder", 0, "List posts")
    await sendButton(page).click()
    await expect(item(page, `items: array, ${count.toLocaleString("en-US")} items`)).toBeVisible({ timeout: 15_000 })
    await expect(item(page, "0: object, 5 keys")).toBeVisible()
    await expect(panel(page).getByText(/^The body is 5\.\d MB: the tree shows all of it/)).toBeVisible()

    // The whole body is there: the last item, through the pages, and through the filter.
    await panel(page)
      .getByRole("searchbox", { name: "Filter keys and values" })
      .fill(`user${count - 1}@`)
    await expect(item(page, `email: "user${count - 1}@example.com"`)).toBeVisible({ timeout: 10_000 })
  })

  test("a JSON body over the tree limit (20 MB) is shown as text, as before", async ({ page }) => {
    const entry = JSON.stringify({ id: 1, title: "lorem ipsum dolor sit amet", tags: ["a", "b", "c"] })
    await showBody(
      page,
      `[${Array(Math.ceil((20 * 1024 * 1024) / (entry.length + 1)))
        .fill(entry)
        .join(",")}]`,
    )
    await expect(panel(page).getByText(/The body is 20\.\d MB, too large to show in full/)).toBeVisible({
      timeout: 15_000,
    })
    await expect(
      panel(page).getByText("JSON bodies up to 8.0 MB are shown as a tree; this one is shown as text."),
    ).toBeVisible()
    await expect(panel(page).getByRole("tree")).toHaveCount(0)
    await expect(panel(page).getByRole("link", { name: "Download the whole body" })).toBeVisible()
  })

  test("a 2 MB body that says JSON but does not parse: a note, and Raw shows its text", async ({ page }) => {
    await showBody(page, `[${'"x",'.repeat(550_000)}`)
    await expect(panel(page).getByText(/says it is JSON but it could not be parsed/)).toBeVisible()
    await panel(page).getByRole("button", { name: "Raw" }).click()
    await expect(panel(page).getByText(/The body is 2\.\d MB, too large to show in full/)).toBeVisible()
    await expect(panel(page).locator("pre")).toContainText('["x","x",')
  })

  for (const theme of ["light", "dark"] as const) {
    test(`axe finds nothing in the tree, filtered and not, in the ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme })
      await showBody(page, JSON.stringify({ ...SAMPLE, list: Array.from({ length: 150 }, (_, index) => index) }))
      await item(page, 'name: "Leanne Graham"').click()
      expect(await isDark(page)).toBe(theme === "dark")
      for (const state of ["expanded", "filtered"]) {
        if (state === "filtered") {
          await panel(page).getByRole("searchbox", { name: "Filter keys and values" }).fill("o")
          await expect(panel(page).getByRole("status").filter({ hasText: /match/ })).toBeVisible()
        }
        await expectNoViolations(page, `the tree, ${theme}, ${state}`, '[role="tabpanel"]')
      }
    })
  }
})
