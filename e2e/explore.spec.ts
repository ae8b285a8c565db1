import type { Page } from "@playwright/test"
import { APIS } from "../src/data/apis"
import { expect, gotoHydrated, seedStorage, test } from "./fixtures"

const PAGE_SIZE = 15
const cards = (page: Page) => page.getByRole("main").getByRole("article")
const countLine = (page: Page) => page.getByRole("status").filter({ hasText: /found$/ })
const search = (page: Page) => page.getByRole("banner").getByPlaceholder("Search APIs...")
const select = (page: Page, name: string) => page.getByLabel(name, { exact: true })
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" })

function matchesTerm(api: (typeof APIS)[number], term: string) {
  const needle = term.toLowerCase()
  return api.name.toLowerCase().includes(needle) || api.description.toLowerCase().includes(needle)
}

function gotoExplore(page: Page, query = "") {
  return gotoHydrated(page, `/explore${query}`)
}

test.describe("explore page", () => {
  test("shows the heading, the count, a 3-column grid and 15 cards", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoExplore(page)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Public APIs")
    await expect(countLine(page)).toHaveText(`${APIS.length} APIs found`)
    await expect(cards(page)).toHaveCount(PAGE_SIZE)
    const columns = await page
      .getByRole("main")
      .locator("ul.grid")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length)
    expect(columns).toBe(3)
    await page.setViewportSize({ width: 400, height: 900 })
    const narrow = await page
      .getByRole("main")
      .locator("ul.grid")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length)
    expect(narrow).toBe(1)
  })

  test("offers exactly the spec's options in each select", async ({ page }) => {
    await gotoExplore(page)
    const texts = (name: string) => select(page, name).locator("option").allTextContents()
    expect(await texts("Category")).toEqual([
      "All",
      "Animals",
      "Communication",
      "Development",
      "Entertainment",
      "Finance",
      "Games",
      "Geography",
      "Music",
      "News",
      "Photography",
      "Science",
      "Social",
      "Text",
      "Utilities",
      "Weather",
    ])
    expect(await texts("Authentication")).toEqual(["All", "No Auth", "API Key", "OAuth", "Bearer Token"])
    expect(await texts("CORS Support")).toEqual(["All", "CORS Enabled", "No CORS"])
  })

  test("each card shows its name, description, badges, endpoint count and documentation link", async ({ page }) => {
    await gotoExplore(page)
    const api = APIS[0]!
    const card = cards(page).first()
    await expect(card.getByRole("heading")).toHaveText(api.name)
    await expect(card).toContainText(api.description)
    await expect(card).toContainText(api.category)
    await expect(card).toContainText(`${api.endpoints.length} ${api.endpoints.length === 1 ? "endpoint" : "endpoints"}`)
    const docs = card.getByRole("link", { name: /Documentation/ })
    await expect(docs).toHaveAttribute("href", api.website)
    await expect(docs).toHaveAttribute("target", "_blank")
    await expect(docs).toHaveAttribute("rel", "noopener noreferrer")
    for (const other of APIS.slice(0, PAGE_SIZE)) {
      const otherCard = cards(page).filter({ has: page.getByRole("heading", { name: other.name, exact: true }) })
      const label = { none: "No Auth", apikey: "API Key", oauth: "OAuth", bearer: "Bearer" }[other.auth]
      await expect(otherCard.getByText(label, { exact: true })).toBeVisible()
      await expect(otherCard.getByText("CORS", { exact: true })).toHaveCount(other.cors ? 1 : 0)
      await expect(otherCard.getByText("Free", { exact: true })).toHaveCount(other.free ? 1 : 0)
    }
  })
})

test.describe("search and filters", () => {
  test("search matches name or description, case-insensitively, as a substring", async ({ page }) => {
    await gotoExplore(page)
    for (const term of ["WEATHER", "pok", "Random"]) {
      await search(page).fill(term)
      const expected = APIS.filter((api) => matchesTerm(api, term))
      expect(expected.length).toBeGreaterThan(0)
      await expect(countLine(page)).toHaveText(`${expected.length} ${expected.length === 1 ? "API" : "APIs"} found`)
      await expect(page).toHaveURL(`/explore?q=${encodeURIComponent(term)}`)
      const names = await cards(page).getByRole("heading").allTextContents()
      expect(names).toEqual(expected.slice(0, PAGE_SIZE).map((api) => api.name))
    }
  })

  test("filters combine with AND", async ({ page }) => {
    await gotoExplore(page)
    await select(page, "Category").selectOption("Finance")
    await select(page, "Authentication").selectOption({ label: "No Auth" })
    const expected = APIS.filter((api) => api.category === "Finance" && api.auth === "none")
    expect(expected.length).toBeGreaterThan(1)
    await expect(countLine(page)).toHaveText(`${expected.length} APIs found`)
    await expect(page).toHaveURL("/explore?category=Finance&auth=none")
    await search(page).fill("coin")
    const narrowed = expected.filter((api) => matchesTerm(api, "coin"))
    await expect(countLine(page)).toHaveText(`${narrowed.length} ${narrowed.length === 1 ? "API" : "APIs"} found`)
    expect(await cards(page).getByRole("heading").allTextContents()).toEqual(narrowed.map((api) => api.name))
  })

  test("'No CORS' shows the single entry without CORS: NewsAPI", async ({ page }) => {
    await gotoExplore(page)
    await select(page, "CORS Support").selectOption({ label: "No CORS" })
    await expect(countLine(page)).toHaveText("1 API found")
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).getByRole("heading")).toHaveText("NewsAPI")
    await expect(cards(page).getByText("CORS", { exact: true })).toHaveCount(0)
    await expect(pagination(page)).toHaveCount(0)
    await select(page, "CORS Support").selectOption({ label: "CORS Enabled" })
    await expect(countLine(page)).toHaveText(`${APIS.length - 1} APIs found`)
  })

  test("'Clear filters' shows only while a filter is set, and resets every filter and the search", async ({ page }) => {
    const clear = page.getByRole("button", { name: "Clear filters" })
    await gotoExplore(page)
    await expect(clear).toHaveCount(0)
    for (const query of ["?q=weather", "?category=Weather", "?auth=apikey", "?cors=no", "?saved=1", "?works=1"]) {
      await gotoExplore(page, query)
      await expect(clear, query).toBeVisible()
    }
    await gotoExplore(page, "?q=weather&category=Weather&auth=apikey&cors=yes&saved=1&works=1")
    await clear.click()
    await expect(page).toHaveURL(/\/explore$/)
    await expect(search(page)).toHaveValue("")
    for (const name of ["Category", "Authentication", "CORS Support"])
      await expect(select(page, name).locator("option:checked")).toHaveText("All")
    for (const name of ["Saved", "Works for me"])
      await expect(page.getByRole("button", { name })).toHaveAttribute("aria-pressed", "false")
    await expect(countLine(page)).toHaveText(`${APIS.length} APIs found`)
    await expect(clear).toHaveCount(0)
  })

  test("an empty result shows the spec's empty state and no pagination", async ({ page }) => {
    await gotoExplore(page)
    await search(page).fill("zzqx-nothing-matches")
    await expect(countLine(page)).toHaveText("0 APIs found")
    await expect(page.getByText("No APIs found matching your criteria", { exact: true })).toBeVisible()
    await expect(page.getByText("Try adjusting your search or filters", { exact: true })).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expect(pagination(page)).toHaveCount(0)
  })

  test("typing replaces the history entry instead of adding one per keystroke", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("main").getByRole("link", { name: "Explore APIs" }).click()
    await expect(page).toHaveURL("/explore")
    await search(page).pressSequentially("dog")
    await expect(page).toHaveURL("/explore?q=dog")
    await page.goBack()
    await expect(page).toHaveURL("/")
  })

  test("fast typing loses no character while each navigation is still under way", async ({ page }) => {
    const text = "the quick brown fox jumps over"
    expect(text).toHaveLength(30)
    await gotoExplore(page)
    await search(page).focus()
    // No delay between keys: the next key arrives while React Router is still applying the last one.
    await page.keyboard.type(text, { delay: 0 })
    await expect(page).toHaveURL(`/explore?q=${encodeURIComponent(text).replaceAll("%20", "+")}`)
    await expect(search(page)).toHaveValue(text)
  })

  test("Back and Forward put the term back in the box, even while it has the focus", async ({ page }) => {
    await gotoExplore(page, "?q=cat")
    await select(page, "Category").selectOption("Animals")
    await search(page).fill("dog")
    await expect(page).toHaveURL("/explore?q=dog&category=Animals")
    await expect(search(page)).toBeFocused()
    await page.goBack()
    await expect(page).toHaveURL("/explore?q=cat")
    await expect(search(page)).toHaveValue("cat")
    await page.goForward()
    await expect(page).toHaveURL("/explore?q=dog&category=Animals")
    await expect(search(page)).toHaveValue("dog")
  })

  test("a search keystroke and a filter change in the same moment both reach the URL", async ({ page }) => {
    await gotoExplore(page)
    // Both events fire before React re-renders; the filter must not undo the term, nor the term the filter.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>("input[data-search-input]")!
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "coin")
      input.dispatchEvent(new Event("input", { bubbles: true }))
      const select = [...document.querySelectorAll("label")].find((label) => label.textContent?.trim() === "Category")
        ?.control as HTMLSelectElement
      select.value = "Finance"
      select.dispatchEvent(new Event("change", { bubbles: true }))
    })
    await expect(page).toHaveURL("/explore?q=coin&category=Finance")
    await expect(search(page)).toHaveValue("coin")
  })

  test("a keystroke and 'Clear filters' in the same moment: the box ends empty, like the URL", async ({ page }) => {
    await gotoExplore(page, "?category=Finance")
    // The keystroke's navigation is still under way when 'Clear filters' navigates: the box must not keep "coin".
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>("input[data-search-input]")!
      input.focus()
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "coin")
      input.dispatchEvent(new Event("input", { bubbles: true }))
      const clear = [...document.querySelectorAll("button")].find((button) => button.textContent === "Clear filters")
      clear!.click()
    })
    await expect(page).toHaveURL(/\/explore$/)
    await expect(search(page)).toHaveValue("")
    await expect(countLine(page)).toHaveText(`${APIS.length} APIs found`)
  })

  test("the term stays in the header box on an API page, by a card or by Back, and Enter searches it again", async ({
    page,
  }) => {
    // The box is bound to the shared search term (docs/behaviour.md §2), not only to /explore's URL.
    await gotoHydrated(page, "/explore")
    await search(page).fill("dog")
    await expect(page).toHaveURL("/explore?q=dog")
    await cards(page).first().getByRole("link").first().click()
    await expect(page).toHaveURL(/\/api\//)
    const title = page.getByRole("main").getByRole("heading", { level: 1 })
    await expect(title).not.toHaveText("Explore Public APIs")
    const apiName = (await title.textContent()) ?? ""
    await expect(search(page)).toHaveValue("dog")
    await page.goBack()
    await expect(page).toHaveURL("/explore?q=dog")
    await expect(search(page)).toHaveValue("dog")
    await page.goForward()
    // The address changes before the router has drawn the page it leads to: a person presses Enter on the API page
    // they see, so the test waits for it (an Enter between the two started /explore, which the Forward then overrode).
    await expect(title).toHaveText(apiName)
    await expect(search(page)).toHaveValue("dog")
    await search(page).press("Enter")
    await expect(page).toHaveURL("/explore?q=dog")
    await expect(search(page)).toHaveValue("dog")
  })

  test("Enter in the header search on another page opens /explore with the term", async ({ page }) => {
    await page.goto("/pricing")
    await search(page).fill("cat")
    await search(page).press("Enter")
    await expect(page).toHaveURL("/explore?q=cat")
    await expect(search(page)).toHaveValue("cat")
    const expected = APIS.filter((api) => matchesTerm(api, "cat"))
    await expect(countLine(page)).toHaveText(`${expected.length} APIs found`)
  })

  test("'/' focuses the search box, but not while typing in another field", async ({ page }) => {
    await gotoExplore(page)
    await page.getByRole("heading", { level: 1 }).click()
    await page.keyboard.press("/")
    await expect(search(page)).toBeFocused()
    await page.keyboard.type("dog/")
    await expect(search(page)).toHaveValue("dog/")
  })
})

test.describe("pagination", () => {
  const pageCount = Math.ceil(APIS.length / PAGE_SIZE)

  test("walks every page with Next and Previous; edges are disabled; the current page is marked", async ({ page }) => {
    expect(pageCount).toBeGreaterThan(2)
    await gotoExplore(page)
    const previous = pagination(page).getByRole("button", { name: "Previous" })
    const next = pagination(page).getByRole("button", { name: "Next" })
    for (let current = 1; current <= pageCount; current += 1) {
      await expect(pagination(page).locator('[aria-current="page"]')).toHaveText(String(current))
      const expected = APIS.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((api) => api.name)
      await expect(cards(page).getByRole("heading")).toHaveText(expected)
      await expect(previous).toBeEnabled({ enabled: current > 1 })
      await expect(next).toBeEnabled({ enabled: current < pageCount })
      // First and last page always shown; current ± 2; an ellipsis for each gap.
      const shown = (await pagination(page).getByRole("listitem").allTextContents()).map((text) => text.trim())
      const numbers = shown.filter((text) => text !== "…").map(Number)
      expect(numbers[0]).toBe(1)
      expect(numbers.at(-1)).toBe(pageCount)
      for (let n = Math.max(1, current - 2); n <= Math.min(pageCount, current + 2); n += 1) expect(numbers).toContain(n)
      if (current < pageCount) await next.click()
      if (current < pageCount) await expect(page).toHaveURL(`/explore?page=${current + 1}`)
    }
    for (let current = pageCount; current > 1; current -= 1) {
      await previous.click()
      await expect(pagination(page).locator('[aria-current="page"]')).toHaveText(String(current - 1))
    }
    await expect(page).toHaveURL("/explore")
    await pagination(page)
      .getByRole("button", { name: String(pageCount), exact: true })
      .click()
    await expect(cards(page)).toHaveCount(APIS.length - (pageCount - 1) * PAGE_SIZE)
  })

  test("is hidden when there is one page", async ({ page }) => {
    await gotoExplore(page, "?category=Weather")
    await expect(countLine(page)).toHaveText(/^\d+ APIs? found$/)
    await expect(pagination(page)).toHaveCount(0)
  })

  type Api = (typeof APIS)[number]
  const RESETS: [string, (page: Page) => Promise<unknown>, (api: Api) => boolean][] = [
    ["search", (page) => search(page).fill("a"), (api) => matchesTerm(api, "a")],
    ["category", (page) => select(page, "Category").selectOption("Finance"), (api) => api.category === "Finance"],
    ["authentication", (page) => select(page, "Authentication").selectOption("apikey"), (api) => api.auth === "apikey"],
    ["CORS", (page) => select(page, "CORS Support").selectOption("yes"), (api) => api.cors],
  ]
  for (const [name, change, keep] of RESETS) {
    test(`changing ${name} resets the page to 1`, async ({ page }) => {
      await gotoExplore(page, "?page=3")
      await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("3")
      await change(page)
      await expect(page).not.toHaveURL(/page=/)
      const firstPage = APIS.filter(keep)
        .slice(0, PAGE_SIZE)
        .map((api) => api.name)
      await expect(cards(page).getByRole("heading")).toHaveText(firstPage)
      if (APIS.filter(keep).length > PAGE_SIZE) {
        await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("1")
      }
    })
  }
})

test.describe("the URL is the state", () => {
  test("a filtered link opens filtered, survives a reload, and Back from a detail page returns to it", async ({
    page,
  }) => {
    await gotoExplore(page, "?q=a&cors=yes&page=2")
    await expect(search(page)).toHaveValue("a")
    await expect(select(page, "CORS Support")).toHaveValue("yes")
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("2")
    const expected = APIS.filter((api) => api.cors && matchesTerm(api, "a")).slice(PAGE_SIZE, PAGE_SIZE * 2)
    await expect(cards(page).getByRole("heading")).toHaveText(expected.map((api) => api.name))

    await page.reload()
    await expect(pagination(page).locator('[aria-current="page"]')).toHaveText("2")
    await expect(cards(page).getByRole("heading")).toHaveText(expected.map((api) => api.name))

    await cards(page).first().getByRole("link", { name: expected[0]!.name, exact: true }).click()
    await expect(page).toHaveURL(`/api/${expected[0]!.id}`)
    await page.goBack()
    await expect(page).toHaveURL("/explore?q=a&cors=yes&page=2")
    await expect(cards(page).getByRole("heading")).toHaveText(expected.map((api) => api.name))
  })

  const INVALID: [string, string, number][] = [
    ["?page=abc", "page 1", 1],
    ["?page=0", "page 1", 1],
    ["?page=999", "the last page", Math.ceil(APIS.length / PAGE_SIZE)],
  ]
  for (const [query, what, expected] of INVALID) {
    test(`${query} shows ${what}`, async ({ page }) => {
      await gotoExplore(page, query)
      await expect(pagination(page).locator('[aria-current="page"]')).toHaveText(String(expected))
      await expect(cards(page).first()).toBeVisible()
    })
  }

  test("unknown filter values fall back to All", async ({ page }) => {
    await gotoExplore(page, "?category=Nope&auth=magic&cors=maybe")
    await expect(select(page, "Category")).toHaveValue("All")
    await expect(select(page, "Authentication")).toHaveValue("all")
    await expect(select(page, "CORS Support")).toHaveValue("all")
    await expect(countLine(page)).toHaveText(`${APIS.length} APIs found`)
  })
})

test.describe("cards open and bookmark", () => {
  test("clicking a card (not its heart or docs link) opens /api/{id}", async ({ page }) => {
    await gotoExplore(page)
    const api = APIS[1]!
    const card = cards(page).nth(1)
    // A real pointer click on the description text: the card's stretched link must take it.
    const box = (await card.getByText(api.description).boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await expect(page).toHaveURL(`/api/${api.id}`)
  })

  test("a card opens with the keyboard", async ({ page }) => {
    await gotoExplore(page)
    const api = APIS[0]!
    const link = cards(page).first().getByRole("link", { name: api.name, exact: true })
    await link.focus()
    await expect(link).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(`/api/${api.id}`)
  })

  test("the heart toggles a bookmark without navigating, persists and survives a reload", async ({ page }) => {
    await gotoExplore(page)
    const api = APIS[2]!
    const heart = page.getByRole("button", { name: `Bookmark ${api.name}` })
    await expect(heart).toHaveAttribute("aria-pressed", "false")
    await heart.click()
    await expect(heart).toHaveAttribute("aria-pressed", "true")
    await expect(page).toHaveURL("/explore")
    // The computed colour may be oklch(); a canvas turns it into sRGB bytes. Polled: the colour fades in (transition).
    const isRed = () =>
      heart.evaluate((element) => {
        const context = document.createElement("canvas").getContext("2d")!
        context.fillStyle = getComputedStyle(element).color
        context.fillRect(0, 0, 1, 1)
        const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
        return r > g * 2 && r > b * 2
      })
    await expect.poll(isRed).toBe(true)
    await expect(heart.locator("svg")).toHaveAttribute("fill", "currentColor")
    expect(await page.evaluate(() => localStorage.getItem("bookmarkedApis"))).toBe(JSON.stringify([api.id]))
    await page.reload()
    await expect(heart).toHaveAttribute("aria-pressed", "true")
    await heart.click()
    await expect(heart).toHaveAttribute("aria-pressed", "false")
    expect(await page.evaluate(() => localStorage.getItem("bookmarkedApis"))).toBe("[]")
  })

  test("'Saved' shows only bookmarked APIs, with its own empty state", async ({ page }) => {
    await gotoExplore(page)
    const saved = page.getByRole("button", { name: "Saved", exact: true })
    await saved.click()
    await expect(page).toHaveURL("/explore?saved=1")
    await expect(saved).toHaveAttribute("aria-pressed", "true")
    await expect(page.getByText("No saved APIs yet")).toBeVisible()
    await saved.click()
    await page.getByRole("button", { name: `Bookmark ${APIS[4]!.name}` }).click()
    await page.getByRole("button", { name: `Bookmark ${APIS[0]!.name}` }).click()
    await saved.click()
    await expect(cards(page).getByRole("heading")).toHaveText([APIS[0]!.name, APIS[4]!.name])
    await expect(countLine(page)).toHaveText("2 APIs found")
  })

  test("bookmarks stay in sync across tabs", async ({ page, context }) => {
    await gotoExplore(page)
    const other = await context.newPage()
    await gotoHydrated(other, "/explore")
    const api = APIS[0]!
    await other.getByRole("button", { name: `Bookmark ${api.name}` }).click()
    await expect(page.getByRole("button", { name: `Bookmark ${api.name}` })).toHaveAttribute("aria-pressed", "true")
    await other.close()
  })

  for (const [name, value] of [
    ["not JSON", "{broken"],
    ["an object", '{"a":1}'],
    ["a number", "42"],
    ["mixed types", '["dog-ceo", 7, null]'],
  ] as const) {
    test(`corrupted bookmarks (${name}) are treated as empty and repaired on the next toggle`, async ({ page }) => {
      await seedStorage(page, { bookmarkedApis: value })
      await gotoExplore(page)
      await expect(countLine(page)).toHaveText(`${APIS.length} APIs found`)
      const api = APIS[0]!
      await page.getByRole("button", { name: `Bookmark ${api.name}` }).click()
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("bookmarkedApis"))) ?? "null")
      expect(Array.isArray(stored)).toBe(true)
      expect(stored).toContain(api.id)
    })
  }
})
