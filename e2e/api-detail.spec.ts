import type { Page } from "@playwright/test"
import { dropConsoleErrors, expect, expectConsoleError, gotoHydrated, test } from "./fixtures"

const NOT_FOUND_STATUS = /status of 404/
const COPY_FAILED = /Failed to copy text to clipboard:/

/** The card of one endpoint on the detail page, found by its name. */
function endpointCard(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })
}

test.describe("API detail page", () => {
  test("shows the API, its badges and every endpoint", async ({ page }) => {
    await gotoHydrated(page, "/api/jsonplaceholder")
    await expect(page).toHaveTitle("JSONPlaceholder · API Explorer")
    const canonical = page.locator('link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute("href", /^(https?:\/\/[^/]+)?\/api\/jsonplaceholder$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Free fake REST API/)

    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("JSONPlaceholder")
    await expect(main.getByText(/^Free fake REST API with posts, comments/)).toBeVisible()
    await expect(main.getByRole("button", { name: "Back to APIs" })).toBeVisible()
    await expect(main.getByRole("button", { name: "Bookmark JSONPlaceholder" })).toHaveAttribute(
      "aria-pressed",
      "false",
    )

    const badges = main.getByRole("list", { name: "Properties" })
    await expect(badges.getByRole("listitem")).toHaveText(["Authentication: No Auth", "CORS", "Free"])

    await expect(main.getByRole("heading", { name: "Base URL" })).toBeVisible()
    await expect(main.getByText("https://jsonplaceholder.typicode.com", { exact: true })).toBeVisible()
    await expect(main.getByRole("button", { name: "Copy base URL", exact: true })).toBeVisible()

    await expect(main.getByRole("heading", { level: 2, name: "Endpoints (4)" })).toBeVisible()
    await expect(main.getByRole("button", { name: /^Test / })).toHaveCount(4)

    const list = endpointCard(page, "List posts")
    await expect(list.getByText("GET", { exact: true })).toBeVisible()
    await expect(list.getByText("/posts", { exact: true })).toBeVisible()
    await expect(list.getByText("Returns all 100 fake posts, optionally only those written by one user.")).toBeVisible()
    const parameter = list.getByRole("listitem").filter({ hasText: "userId" })
    await expect(parameter).toContainText("optional")
    await expect(parameter).toContainText("number")
    await expect(parameter).toContainText("Only posts by this user (1–10)")
    await expect(list.getByText("https://jsonplaceholder.typicode.com/posts?userId=1", { exact: true })).toBeVisible()
    await expect(list.getByRole("button", { name: "Copy example URL for List posts" })).toBeVisible()
    // The visible text is 'Test'; its accessible name names the endpoint, so each button is distinguishable.
    await expect(list.getByRole("button", { name: "Test List posts", exact: true })).toHaveText("Test")

    const create = endpointCard(page, "Create a post")
    await expect(create.getByText("POST", { exact: true })).toBeVisible()
    await expect(create.getByRole("listitem").filter({ hasText: "title" })).toContainText("required")
  })

  test("the Documentation link opens the provider's docs in a new tab, safely", async ({ page }) => {
    await page.goto("/api/jsonplaceholder")
    const link = page.getByRole("main").getByRole("link", { name: /^Documentation/ })
    await expect(link).toHaveAttribute("href", "https://jsonplaceholder.typicode.com/guide/")
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", "noopener noreferrer")
  })

  test("shows the auth type, missing CORS and a paid plan", async ({ page }) => {
    await page.goto("/api/newsapi")
    const newsBadges = page.getByRole("list", { name: "Properties" }).getByRole("listitem")
    await expect(newsBadges).toHaveText(["Authentication: API Key", "No CORS", "Free", "Server only"])
    await page.goto("/api/stripe")
    await expect(page.getByRole("list", { name: "Properties" }).getByRole("listitem")).toHaveText([
      "Authentication: Bearer",
      "CORS",
      "Paid",
      // Added beyond the spec: a page cannot call it (the data's browser field).
      "Server only",
    ])
  })

  test("prerendered pages hydrate without console errors, also with ?endpoint= in the URL", async ({ page }) => {
    for (const url of ["/api/dog-ceo", "/api/qr-server", "/api/jsonplaceholder?endpoint=2"]) {
      await gotoHydrated(page, url)
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comments of a post")
  })

  test("a tester link shows the endpoint while the tester's code loads: no blank step", async ({ page }) => {
    // Hold the tester's chunk until the page has hydrated and shown what it can without it.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let requested = false
    await page.route(/\/assets\/tester-view-[\w-]+\.js$/, async (route) => {
      requested = true
      await held
      await route.continue()
    })
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=2")
    expect(requested).toBe(true)
    const preview = page.locator("[data-tester-preview]")
    await expect(preview).toContainText("JSONPlaceholder")
    await expect(preview).toContainText("Comments of a post")
    await expect(preview.getByText("GET", { exact: true })).toBeVisible()
    await expect(preview.getByRole("status")).toHaveText("Loading the tester…")
    release()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comments of a post")
    await expect(preview).toHaveCount(0)
  })

  test("the tester's code is not loaded with the page, only when 'Test' is hovered or focused", async ({ page }) => {
    const chunks: string[] = []
    page.on("request", (request) => {
      if (/\/assets\/tester-view-[\w-]+\.js$/.test(request.url())) chunks.push(request.url())
    })
    await gotoHydrated(page, "/api/jsonplaceholder")
    await page.waitForLoadState("networkidle")
    expect(chunks).toEqual([])
    await endpointCard(page, "Get a post")
      .getByRole("button", { name: /^Test / })
      .hover()
    await expect.poll(() => chunks.length).toBe(1)
  })

  test("the bookmark heart toggles and survives a reload", async ({ page }) => {
    await gotoHydrated(page, "/api/dog-ceo")
    const heart = page.getByRole("button", { name: "Bookmark Dog CEO" })
    await heart.click()
    await expect(heart).toHaveAttribute("aria-pressed", "true")
    await gotoHydrated(page, "/api/dog-ceo")
    await expect(heart).toHaveAttribute("aria-pressed", "true")
  })
})

test.describe("unknown API id", () => {
  test("a direct hit shows 'API not found' with a way back to /explore", async ({ page, consoleErrors }) => {
    const response = await gotoHydrated(page, "/api/does-not-exist")
    expect(response?.status()).toBe(404)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("API not found")
    await expect(page).toHaveTitle("API not found · API Explorer")
    // The fallback page and the missing .data file both answer 404.
    expectConsoleError(consoleErrors, NOT_FOUND_STATUS)
    dropConsoleErrors(consoleErrors, NOT_FOUND_STATUS)
    await main.getByRole("link", { name: "Back to APIs" }).click()
    await expect(page).toHaveURL("/explore")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Public APIs")
  })

  test("a client-side navigation shows 'API not found' too", async ({ page, consoleErrors }) => {
    await gotoHydrated(page, "/api/jsonplaceholder")
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter
      void router.navigate("/api/no-such-api")
    })
    await expect(page).toHaveURL("/api/no-such-api")
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("API not found")
    await expect(page).toHaveTitle("API not found · API Explorer")
    expectConsoleError(consoleErrors, NOT_FOUND_STATUS)
  })
})

test.describe("copy buttons", () => {
  test("copy with the Clipboard API, confirm for 2000 ms, then revert", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.clock.install()
    await gotoHydrated(page, "/api/jsonplaceholder")
    // Stop the clock so only runFor moves it: real time spent waiting must not count toward the 2000 ms.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const button = page.getByRole("button", { name: "Copy base URL", exact: true })
    await button.click()
    const copied = page.getByRole("button", { name: "Copy base URL: copied" })
    await expect(copied).toHaveText("Copied")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("https://jsonplaceholder.typicode.com")
    await page.clock.runFor(1900)
    await expect(copied).toHaveText("Copied")
    await page.clock.runFor(200)
    await expect(button).toHaveText("Copy")
  })

  test("each example URL has its own button and copies its own URL", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await gotoHydrated(page, "/api/jsonplaceholder")
    await page.getByRole("button", { name: "Copy example URL for Get a post" }).click()
    await expect(endpointCard(page, "Get a post").getByText("Copied")).toBeVisible()
    await expect(endpointCard(page, "List posts").getByText("Copied")).toHaveCount(0)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "https://jsonplaceholder.typicode.com/posts/1",
    )
    // Without a fake clock the confirmation goes away on its own, about 2 s later.
    await expect(endpointCard(page, "Get a post").getByText("Copied")).toHaveCount(0, { timeout: 4000 })
  })

  test("falls back to the legacy copy command when the Clipboard API refuses", async ({ page }) => {
    await page.addInitScript(() => {
      const log: string[] = []
      Object.assign(window, { __copied: log })
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      })
      document.execCommand = (command: string) => {
        const active = document.activeElement
        if (command === "copy" && active instanceof HTMLTextAreaElement) log.push(active.value)
        return true
      }
    })
    await gotoHydrated(page, "/api/jsonplaceholder")
    const card = endpointCard(page, "List posts")
    await card.getByRole("button", { name: "Copy example URL for List posts" }).click()
    await expect(card.getByText("Copied")).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toEqual([
      "https://jsonplaceholder.typicode.com/posts?userId=1",
    ])
    // The hidden textarea is gone again.
    await expect(page.locator("textarea")).toHaveCount(0)
  })

  test("when both ways fail it logs the error and confirms nothing", async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      })
      document.execCommand = () => false
    })
    await gotoHydrated(page, "/api/jsonplaceholder")
    // Stop the clock so only runFor moves it: real time spent waiting must not count toward the 2000 ms.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const button = page.getByRole("button", { name: "Copy base URL", exact: true })
    await button.click()
    await expect.poll(() => consoleErrors.some((text) => COPY_FAILED.test(text))).toBe(true)
    expectConsoleError(consoleErrors, COPY_FAILED)
    await expect(button).toHaveText("Copy")
    await expect(page.getByText("Copied")).toHaveCount(0)
  })
})

test.describe("'Back to APIs'", () => {
  test("after coming from /explore, returns there with its filters", async ({ page }) => {
    await gotoHydrated(page, "/explore?q=jsonplaceholder")
    await page.getByRole("main").getByRole("link", { name: "JSONPlaceholder", exact: true }).click()
    await expect(page).toHaveURL("/api/jsonplaceholder")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSONPlaceholder")
    // Opening and closing a tester replaces the history entry, so Back still leads to /explore.
    await endpointCard(page, "List posts")
      .getByRole("button", { name: /^Test / })
      .click()
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await page.getByRole("button", { name: "Back to APIs" }).click()
    await expect(page).toHaveURL("/explore?q=jsonplaceholder")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Public APIs")
  })

  test("opened directly (no previous page here), goes to /explore", async ({ page }) => {
    await gotoHydrated(page, "/api/dog-ceo")
    await page.getByRole("button", { name: "Back to APIs" }).click()
    await expect(page).toHaveURL("/explore")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Public APIs")
  })
})
