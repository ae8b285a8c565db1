// Honest before hydration (docs/decisions/005-honest-before-hydration.md): what a visitor sees and does between
// the first paint and React taking over.
// Every test holds back the page's JavaScript (page.route waits on a gate) so the pre-hydration window is real
// and as long as the test needs, acts in it, then releases the scripts and checks the outcome.
import type { Page } from "@playwright/test"
import { expect, gotoHydrated, isDark, test, waitForHydration } from "./fixtures"

/** Holds every /assets/*.js request until the returned function is called. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await gate
    await route.continue()
  })
  return async () => {
    open()
    await waitForHydration(page)
  }
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))
const cards = (page: Page) => page.getByRole("main").getByRole("article")
const categories = (page: Page) => cards(page).locator('ul[aria-label="Properties"] li:first-child')

test.describe("a shared link with filters, before hydration", () => {
  for (const query of ["?category=Finance", "?q=weather", "?cors=no&page=2"]) {
    test(`/explore${query} never shows the unfiltered cards; the results area keeps its size`, async ({ page }) => {
      const release = await holdScripts(page)
      await page.goto(`/explore${query}`, { waitUntil: "commit" })
      const results = page.locator("#explore-results") // the cards area (the count line is hidden apart)
      await expect(page.getByRole("heading", { level: 1, name: "Explore Public APIs" })).toBeVisible()
      expect(await hydrated(page)).toBe(false)
      // The prerendered (unfiltered) cards are in the DOM, but not visible, and take their place.
      const prerendered = page.locator("main article")
      expect(await prerendered.count()).toBeGreaterThan(0)
      await expect(prerendered.first()).toBeHidden()
      await expect(page.getByRole("main").getByText(/APIs? found/)).toBeHidden()
      expect((await results.boundingBox())!.height).toBeGreaterThan(500)

      await release()
      await expect(cards(page).first()).toBeVisible()
      if (query === "?category=Finance") {
        const shown = await categories(page).allTextContents()
        expect(shown.length).toBeGreaterThan(0)
        expect(new Set(shown)).toEqual(new Set(["Finance"]))
      }
      if (query === "?q=weather") await expect(cards(page).first()).toContainText(/weather/i)
    })
  }

  test("/explore without a query shows the prerendered cards at once", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/explore", { waitUntil: "commit" })
    await expect(cards(page).first()).toBeVisible()
    expect(await hydrated(page)).toBe(false)
    await release()
  })
})

test.describe("the stylesheet comes with the HTML (docs/decisions/017-download-early.md)", () => {
  for (const path of ["/", "/explore", "/api/jsonplaceholder"]) {
    test(`${path} is styled before any script runs, and keeps its stylesheet after hydration`, async ({ page }) => {
      const stylesheets: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") stylesheets.push(request.url())
      })
      const release = path === "/" ? null : await holdScripts(page)
      await page.goto(path, { waitUntil: "commit" })
      const header = page.getByRole("banner")
      await expect(header).toBeVisible()
      // Styled: the header is sticky (the Tailwind class took effect), with no script run and no stylesheet fetched.
      await expect(header).toHaveCSS("position", "sticky")
      const text = await page.locator("style#stylesheet").textContent()
      expect(text?.length).toBeGreaterThan(10_000)
      if (release) await release()
      else await waitForHydration(page)
      expect(await page.locator("style#stylesheet").textContent()).toBe(text)
      await expect(header).toHaveCSS("position", "sticky")
      expect(stylesheets).toEqual([])
    })
  }
})

test.describe("a tap before hydration is applied once React takes over", () => {
  test("the heart on a card", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/explore", { waitUntil: "commit" })
    const heart = cards(page)
      .first()
      .getByRole("button", { name: /^Bookmark / })
    await heart.click()
    expect(await hydrated(page)).toBe(false)
    await release()
    await expect(heart).toHaveAttribute("aria-pressed", "true")
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("bookmarkedApis") ?? "[]") as string[])
    expect(stored).toHaveLength(1)
  })

  test("a page number", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/explore", { waitUntil: "commit" })
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "2", exact: true }).click()
    expect(await hydrated(page)).toBe(false)
    await release()
    await expect(page).toHaveURL("/explore?page=2")
    await expect(page.getByRole("button", { name: "2", exact: true })).toHaveAttribute("aria-current", "page")
  })

  test("a filter select", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/explore", { waitUntil: "commit" })
    await page.getByLabel("Category").selectOption("Finance")
    expect(await hydrated(page)).toBe(false)
    await release()
    await expect(page).toHaveURL("/explore?category=Finance")
    await expect(page.getByLabel("Category")).toHaveValue("Finance")
    await expect(categories(page).first()).toHaveText("Finance")
    expect(new Set(await categories(page).allTextContents())).toEqual(new Set(["Finance"]))
  })

  test("Ctrl+K (twice), and the header's search button, open the palette once, focused", async ({ page }) => {
    for (const path of ["/explore", "/api/jsonplaceholder"]) {
      const release = await holdScripts(page)
      await page.goto(path, { waitUntil: "commit" })
      await expect(page.getByRole("banner")).toBeVisible()
      await page.keyboard.press("Control+k")
      await page.keyboard.press("Control+k")
      expect(await hydrated(page)).toBe(false)
      await release()
      const palette = page.getByRole("dialog", { name: "Search APIs and operations" })
      await expect(palette).toBeVisible()
      await expect(palette.getByRole("combobox")).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(palette).toBeHidden()
      await page.unrouteAll()
    }
    const release = await holdScripts(page)
    await page.goto("/explore", { waitUntil: "commit" })
    await page.getByRole("button", { name: "Search every API's operations" }).click()
    expect(await hydrated(page)).toBe(false)
    await release()
    await expect(page.getByRole("dialog", { name: "Search APIs and operations" }).getByRole("combobox")).toBeFocused()
  })

  test("text typed in the search box", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/explore", { waitUntil: "commit" })
    const search = page.getByRole("banner").getByPlaceholder("Search APIs...")
    await search.pressSequentially("weather")
    expect(await hydrated(page)).toBe(false)
    await release()
    await expect(page).toHaveURL("/explore?q=weather")
    await expect(search).toHaveValue("weather")
    await expect(cards(page).first()).toContainText(/weather/i)
  })

  test("'Test' on an endpoint opens the tester", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/api/jsonplaceholder", { waitUntil: "commit" })
    await page
      .getByRole("main")
      .getByRole("button", { name: /^Test / })
      .first()
      .click()
    expect(await hydrated(page)).toBe(false)
    await release()
    await expect(page).toHaveURL("/api/jsonplaceholder?endpoint=0")
  })

  test("a tap is applied once, not twice (the theme toggle)", async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto("/explore", { waitUntil: "commit" })
    const before = await isDark(page)
    await page.getByRole("button", { name: "Toggle dark mode" }).click()
    await release()
    await expect.poll(() => isDark(page)).toBe(!before)
    // A click after hydration is React's alone: one more toggle, back to the start.
    await page.getByRole("button", { name: "Toggle dark mode" }).click()
    await expect.poll(() => isDark(page)).toBe(before)
  })
})

test.describe("on a throttled slow phone (CDP network emulation, as npm run bench:load)", () => {
  test("a shared filter link and a heart tapped at first sight both come out right", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Network.enable")
    // Slower than bench:load's phone (1.6 Mbps), so the scripts take seconds and the window is certain to be open.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (400 * 1000) / 8,
      uploadThroughput: (750 * 1000) / 8,
    })
    await page.goto("/explore?category=Finance", { waitUntil: "commit" })
    const heading = page.getByRole("heading", { level: 1, name: "Explore Public APIs" })
    await expect(heading).toBeVisible()
    // Painted before the scripts arrived: the unfiltered cards are never shown.
    expect(await hydrated(page)).toBe(false)
    await expect(page.locator("main article").first()).toBeHidden()

    await page.goto("/explore", { waitUntil: "commit" })
    const heart = cards(page)
      .first()
      .getByRole("button", { name: /^Bookmark / })
    await heart.click()
    expect(await hydrated(page)).toBe(false)
    await waitForHydration(page, 20_000)
    await expect(heart).toHaveAttribute("aria-pressed", "true")
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    await gotoHydrated(page, "/explore?category=Finance")
    expect(new Set(await categories(page).allTextContents())).toEqual(new Set(["Finance"]))
  })
})
