import type { Page } from "@playwright/test"
import {
  expect,
  expectNoViolations,
  gotoHydrated,
  LAYOUTS,
  openPastedDescription,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// A map for big APIs (docs/open-any-api.md, "A big API's list"): from 50 endpoints, compact rows with
// their parameters behind a disclosure, a tag index that filters the list, the filter sticky under the list's title
// with a '/' shortcut, and descriptions matched after names and paths. Under 50 endpoints the list is as before.

const TAGS = ["pets", "store", "users"] as const

/** A description of `count` operations in three tags; one is named for zebras, one only describes them. */
function bigDescription(count: number, title = "Big Zoo") {
  const paths: Record<string, unknown> = {}
  for (let i = 0; i < count; i++) {
    const tag = TAGS[i % TAGS.length] ?? "pets"
    paths[`/${tag}/${i}`] = {
      get: {
        tags: [tag],
        summary: i === 40 ? "Zebra crossing" : `Operation ${i}`,
        description: i === 7 ? "Counts the zebras in the park." : `Returns item ${i}.`,
        parameters: [{ name: "limit", in: "query", schema: { type: "integer" }, description: `Page size ${i}` }],
        responses: { "200": { description: "ok" } },
      },
    }
  }
  return JSON.stringify({
    openapi: "3.0.3",
    info: { title, version: "1" },
    servers: [{ url: "https://zoo.example.dev" }],
    tags: TAGS.map((name) => ({ name })),
    paths,
  })
}

const main = (page: Page) => page.getByRole("main")
const status = (page: Page) =>
  main(page)
    .getByRole("status")
    .filter({ hasText: /endpoints|matches/ })
const tags = (page: Page) => page.getByRole("navigation", { name: "Tags" })
const rowNames = (page: Page) => main(page).getByRole("listitem").getByRole("heading", { level: 3 })

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: 60 endpoints are compact rows with a tag index, a '/' filter that reads descriptions, and no axe violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    await openPastedDescription(page, bigDescription(60), "Big Zoo")
    await expect(status(page)).toHaveText("Showing 1–20 of 60 endpoints")

    // Compact rows: method · path · name · 'Test' (named after its endpoint), parameters behind a disclosure.
    const row = main(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Operation 3", exact: true }) })
    await expect(row.getByText("GET", { exact: true })).toBeVisible()
    await expect(row.getByText("/pets/3", { exact: true })).toBeVisible()
    await expect(row.getByRole("button", { name: "Test Operation 3", exact: true })).toHaveText("Test")
    await expect(row.getByText("Page size 3", { exact: true })).toHaveCount(0)
    await row.getByText("Parameters (1) and details").click()
    await expect(row.getByText("Page size 3", { exact: true })).toBeVisible()
    await expect(row.getByText("Returns item 3.")).toBeVisible()
    await expect(row.getByText("https://zoo.example.dev/pets/3", { exact: true })).toBeVisible()
    await expectNoViolations(page, `${label}: the big list, one row open`)

    // The tag index: every tag with its count; choosing one filters the list, 'All' brings it back.
    await expect(tags(page).getByRole("button")).toHaveText(["All 60", "pets 20", "store 20", "users 20"])
    await tags(page)
      .getByRole("button", { name: /^store\s*20$/ })
      .click()
    await expect(tags(page).getByRole("button", { name: /^store\s*20$/ })).toHaveAttribute("aria-pressed", "true")
    await expect(status(page)).toHaveText("Showing 1–20 of 20 endpoints")
    await expect(main(page).getByText("/store/1", { exact: true })).toBeVisible()
    await expect(main(page).getByText("/pets/0", { exact: true })).toHaveCount(0)
    await expectNoViolations(page, `${label}: a tag chosen`)
    await tags(page)
      .getByRole("button", { name: /^All\s*60$/ })
      .click()
    await expect(status(page)).toHaveText("Showing 1–20 of 60 endpoints")

    // '/' focuses the filter from the page, not while typing in another field.
    const filter = page.getByLabel("Filter endpoints")
    await page.getByRole("heading", { level: 1 }).click()
    await page.keyboard.press("/")
    await expect(filter).toBeFocused()
    await expect(filter).toHaveValue("")

    // A name match ranks before a description match; each is a row of its own.
    await page.keyboard.type("zebra")
    await expect(status(page)).toHaveText("Showing 1–2 of 2 endpoints")
    await expect(rowNames(page)).toHaveText(["Zebra crossing", "Operation 7"])
    await page.keyboard.type("s in the park")
    await expect(status(page)).toHaveText("Showing 1–1 of 1 endpoints")
    await expect(rowNames(page)).toHaveText(["Operation 7"])

    // Sticky: scrolled to the end of the list, the filter is still in view under the site's header.
    await filter.fill("")
    await expect(status(page)).toHaveText("Showing 1–20 of 60 endpoints")
    await page.getByRole("navigation", { name: "Endpoint pages" }).scrollIntoViewIfNeeded()
    await expect(filter).toBeInViewport()
    const filterTop = await filter.evaluate((element) => element.getBoundingClientRect().top)
    const headerBottom = await page.getByRole("banner").evaluate((element) => element.getBoundingClientRect().bottom)
    expect(filterTop).toBeGreaterThanOrEqual(headerBottom)
  })
}

test("'/' typed in another text field stays there", async ({ page }) => {
  await openPastedDescription(page, bigDescription(55), "Big Zoo")
  const search = page.getByRole("banner").getByPlaceholder("Search APIs...")
  await search.click()
  await page.keyboard.press("/")
  await expect(search).toHaveValue("/")
  await expect(search).toBeFocused()
  await expect(page.getByLabel("Filter endpoints")).toHaveValue("")
})

test("a row's 'Test' opens its tester, and Back to API Details returns focus to it", async ({ page }) => {
  await openPastedDescription(page, bigDescription(50), "Big Zoo")
  await expect(status(page)).toHaveText("Showing 1–20 of 50 endpoints")
  await testEndpoint(page, "Operation 4")
  await page.getByRole("button", { name: "Back to API Details" }).click()
  await expect(page.getByRole("button", { name: "Test Operation 4", exact: true })).toBeFocused()
})

test("under 50 endpoints nothing changes: every card whole, no filter, no tag index", async ({ page }) => {
  await openPastedDescription(page, bigDescription(49, "Small Zoo"), "Small Zoo")
  await expect(main(page).getByRole("button", { name: /^Test / })).toHaveCount(49)
  await expect(page.getByLabel("Filter endpoints")).toHaveCount(0)
  await expect(tags(page)).toHaveCount(0)
  await expect(main(page).getByText("Page size 3", { exact: true })).toBeVisible()
  await expect(main(page).getByRole("heading", { level: 4, name: "Example URL" }).first()).toBeVisible()
})

test("the detail page focuses its heading when arrived at from another page, not on first load", async ({ page }) => {
  await gotoHydrated(page, "/api/jsonplaceholder")
  const heading = page.getByRole("heading", { level: 1, name: "JSONPlaceholder" })
  await expect(heading).not.toBeFocused()
  await gotoHydrated(page, "/explore")
  await main(page).getByRole("link", { name: "JSONPlaceholder", exact: true }).click()
  await expect(page).toHaveURL("/api/jsonplaceholder")
  await expect(heading).toBeFocused()
  // Closing the tester returns focus to its 'Test', not to the heading.
  await testEndpoint(page, "Get a post")
  await page.getByRole("button", { name: "Back to API Details" }).click()
  await expect(page.getByRole("button", { name: "Test Get a post", exact: true })).toBeFocused()
})

test("hundreds of tags: every chip arrives (a hundred per task after the first paint), the last one filters the list", async ({
  page,
}) => {
  // 260 operations, one tag each: 30 chips come with the list, the other 230 in three later tasks.
  const paths: Record<string, unknown> = {}
  for (let i = 0; i < 260; i++)
    paths[`/t${i}`] = {
      get: { tags: [`tag ${i}`], summary: `Operation ${i}`, responses: { "200": { description: "ok" } } },
    }
  const description = JSON.stringify({ openapi: "3.0.3", info: { title: "Many Tags", version: "1" }, paths })
  await openPastedDescription(page, description, "Many Tags")
  await expect(tags(page).getByRole("button")).toHaveCount(261)
  const last = tags(page).getByRole("button", { name: /^tag 259\s*1$/ })
  await last.click()
  await expect(last).toHaveAttribute("aria-pressed", "true")
  await expect(rowNames(page)).toHaveText(["Operation 259"])
})
