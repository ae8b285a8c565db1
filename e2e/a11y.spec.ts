import type { Locator, Page } from "@playwright/test"
import {
  CORS,
  dropConsoleErrors,
  expect,
  expectConsoleError,
  expectNoViolations,
  gotoHydrated,
  isDark,
  test,
  useTheme,
} from "./fixtures"

const BASE = "https://jsonplaceholder.typicode.com"
const JSON_TYPE = "application/json; charset=utf-8"
const NOT_FOUND_STATUS = /status of 404/

/**
 * The WCAG contrast ratio of an element's text against the first opaque background behind it. Colours may be
 * oklch(); a canvas turns them into sRGB bytes first.
 */
async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data]
    }
    let background: number[] = [255, 255, 255, 255]
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor)
      if (color[3] === 255) {
        background = color
        break
      }
    }
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) =>
        v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
      )
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
    }
    const [light, dark] = [luminance(rgba(getComputedStyle(element).color)), luminance(background)].sort(
      (a, b) => b - a,
    )
    return (light! + 0.05) / (dark! + 0.05)
  })
}

const sendButton = (page: Page) => page.getByRole("button", { name: /^(Send Request|Sending\.\.\.)$/ })
const responsePanel = (page: Page) => page.getByRole("tabpanel", { name: "Response" })

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme)
    })

    test("landing, pricing, sign-up and contact pages", async ({ page }) => {
      await page.goto("/")
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "static")
      expect(await isDark(page)).toBe(theme === "dark")
      await expectNoViolations(page, "/")
      for (const path of ["/pricing", "/signup", "/contact"]) {
        await gotoHydrated(page, path)
        await expectNoViolations(page, path)
      }
    })

    test("explore: default, filtered, empty", async ({ page }) => {
      await gotoHydrated(page, "/explore")
      expect(await isDark(page)).toBe(theme === "dark")
      await expectNoViolations(page, "/explore")
      await page.getByLabel("Category", { exact: true }).selectOption("Finance")
      await page.getByLabel("CORS Support", { exact: true }).selectOption("yes")
      await expect(page).toHaveURL("/explore?category=Finance&cors=yes")
      await expectNoViolations(page, "/explore filtered")
      await page.getByRole("banner").getByPlaceholder("Search APIs...").fill("zzqx-nothing-matches")
      await expect(page.getByText("No APIs found matching your criteria")).toBeVisible()
      await expectNoViolations(page, "/explore empty")
    })

    test("explore: page 2, and a bookmark under 'Saved'", async ({ page }) => {
      await gotoHydrated(page, "/explore?page=2")
      await expect(page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]')).toHaveText(
        "2",
      )
      await expectNoViolations(page, "/explore?page=2")
      // A filled (red) heart, and the 'Saved' toggle pressed.
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Bookmark / })
        .first()
        .click()
      await page.getByRole("button", { name: "Saved", exact: true }).click()
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(1)
      await expect(page.getByRole("main").getByRole("button", { name: /^Bookmark / })).toHaveAttribute(
        "aria-pressed",
        "true",
      )
      await expectNoViolations(page, "/explore?saved=1 with a bookmark")
    })

    test("detail pages: free with CORS, without CORS, paid", async ({ page }) => {
      for (const id of ["jsonplaceholder", "newsapi", "stripe"]) {
        await gotoHydrated(page, `/api/${id}`)
        await expect(page.getByRole("button", { name: /^Test / }).first()).toBeVisible()
        await expectNoViolations(page, `/api/${id}`)
      }
    })

    test("badges of every tone and the muted text meet AA contrast, measured directly", async ({ page }) => {
      // newsapi: primary, warning ('No CORS', 'Server only') and outline ('Free'); stripe: outline ('CORS') and
      // neutral ('Paid').
      for (const id of ["newsapi", "stripe"]) {
        await gotoHydrated(page, `/api/${id}`)
        const badges = page.getByRole("list", { name: "Properties" }).getByRole("listitem").locator("> span")
        await expect(badges).toHaveCount(4)
        for (const badge of await badges.all()) {
          expect(
            await contrastOf(badge),
            `contrast of the badge '${await badge.textContent()}'`,
          ).toBeGreaterThanOrEqual(4.5)
        }
      }
      const muted = page.getByRole("main").locator(".text-muted-foreground").first()
      expect(await contrastOf(muted), "contrast of muted text").toBeGreaterThanOrEqual(4.5)
    })

    test("tester: idle, loading, success, error, code tab, required parameters", async ({ page, consoleErrors }) => {
      let release = () => {}
      let status = 200
      await page.route(`${BASE}/**`, async (route) => {
        if (status === 0) await new Promise<void>((resolve) => (release = resolve))
        await route.fulfill({
          status: status || 200,
          headers: { ...CORS, "content-type": JSON_TYPE },
          body: '{"id":1,"title":"hi"}',
        })
      })
      await gotoHydrated(page, "/api/jsonplaceholder?endpoint=1")
      await page.getByLabel("id").fill("1")
      await expectNoViolations(page, "tester idle")

      status = 0
      await sendButton(page).click()
      await expect(responsePanel(page)).toHaveText("Sending request...")
      await expectNoViolations(page, "tester loading")
      release()
      await expect(responsePanel(page).getByText("200 OK")).toBeVisible()
      await expectNoViolations(page, "tester success")

      status = 404
      await sendButton(page).click()
      await expect(page.getByRole("alert")).toContainText("HTTP 404: Not Found")
      await expectNoViolations(page, "tester error")
      expectConsoleError(consoleErrors, NOT_FOUND_STATUS)

      // The code tabs share one component; the Axios tab is the same markup with other text.
      await page.getByRole("tab", { name: "Fetch Code" }).click()
      await expectNoViolations(page, "tester Fetch Code")

      // A POST endpoint: required parameters with the red asterisk.
      await gotoHydrated(page, "/api/jsonplaceholder?endpoint=3")
      await expect(page.getByRole("heading", { level: 1, name: "Create a post" })).toBeVisible()
      const asterisk = page.locator('label[for="tester-param-title"] [aria-hidden="true"]')
      await expect(asterisk).toHaveText("*")
      // axe leaves out aria-hidden text; the asterisk is still read by eye, so it gets the text threshold too.
      expect(await contrastOf(asterisk), "contrast of the red asterisk").toBeGreaterThanOrEqual(4.5)
      await expectNoViolations(page, "tester with required parameters")
    })

    test("not-found page and unknown API id", async ({ page, consoleErrors }) => {
      await gotoHydrated(page, "/no/such/page")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
      await expectNoViolations(page, "not-found page")
      await gotoHydrated(page, "/api/does-not-exist")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("API not found")
      await expectNoViolations(page, "unknown API id")
      // The fallback HTML and the missing .data file answer 404.
      dropConsoleErrors(consoleErrors, NOT_FOUND_STATUS)
    })
  })
}

/**
 * Fails unless the focused element shows where focus is: its own outline (style not 'none', width > 0), or a
 * focus ring — a spread-only box-shadow (`0 0 0 2px …`) — on it or on a close ancestor (an API card rings
 * itself when the link stretched over it has focus).
 */
async function expectVisibleFocus(page: Page, step: string) {
  const found = await page.evaluate(() => {
    // Finish running transitions first (cards fade their ring in), so the styles read are the settled ones.
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
    const isRing = (shadow: string) =>
      shadow
        .split(/,(?![^(]*\))/)
        .some((part) => /\b0px 0px 0px [1-9]/.test(part) && !/rgba\([^)]*,\s*0\)|\/\s*0\)|transparent/.test(part))
    const active = document.activeElement
    if (!active || active === document.body) return { describe: "nothing (body)", visible: false }
    const describe = `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40)}"`
    const style = getComputedStyle(active)
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return { describe, visible: true }
    let element: Element | null = active
    for (let depth = 0; element && depth < 4; depth += 1, element = element.parentElement) {
      if (isRing(getComputedStyle(element).boxShadow)) return { describe, visible: true }
    }
    return { describe, visible: false }
  })
  expect(found.visible, `${step}: visible focus indicator on ${found.describe}`).toBe(true)
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop on the way. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, step: string, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press(key)
    const isTarget = await target.evaluate((element) => element === document.activeElement).catch(() => false)
    await expectVisibleFocus(page, `${step} (${key} ×${presses + 1})`)
    if (isTarget) return
  }
  throw new Error(`${step}: ${key} never reached the target`)
}

test.describe("keyboard only", () => {
  test("'/' to search, open an API, Test, fill, send, switch tabs, copy, back to details, back to APIs", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await page.route(`${BASE}/**`, (route) =>
      route.fulfill({ status: 200, headers: { ...CORS, "content-type": JSON_TYPE }, body: '{"id":1,"title":"hi"}' }),
    )
    await gotoHydrated(page, "/explore")
    const search = page.getByRole("banner").getByPlaceholder("Search APIs...")
    await page.keyboard.press("/")
    await expect(search).toBeFocused()
    await expectVisibleFocus(page, "search box")
    await page.keyboard.type("jsonplaceholder")
    await expect(page).toHaveURL("/explore?q=jsonplaceholder")

    const cardLink = page.getByRole("main").getByRole("link", { name: "JSONPlaceholder", exact: true })
    await tabTo(page, cardLink, "to the API card")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("/api/jsonplaceholder")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("JSONPlaceholder")
    // Arriving by a link, focus starts at the API's name (set once the page has rendered): Tab from there.
    await expect(page.getByRole("heading", { level: 1, name: "JSONPlaceholder" })).toBeFocused()

    // 'Test' of the second endpoint, 'Get a post'.
    const testButton = page.getByRole("button", { name: /^Test / }).nth(1)
    await tabTo(page, testButton, "to 'Test'")
    await page.keyboard.press("Enter")
    const heading = page.getByRole("heading", { level: 1, name: "Get a post" })
    await expect(heading).toBeFocused()
    // Focus moved by script to a heading that is never a Tab stop: no ring (it read as a stray selection).
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none")

    const idInput = page.getByLabel("id")
    await tabTo(page, idInput, "to the id parameter")
    await page.keyboard.type("1")
    // 'Send Request' sits in the request bar, above the parameters.
    await tabTo(page, page.getByRole("button", { name: "Send Request" }), "back to 'Send Request'", "Shift+Tab")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
    // Announced wherever focus is: the tester's polite live region.
    const live = page.getByRole("status").filter({ hasText: "Response received: 200 OK" })
    await expect(live).toHaveCount(1)
    expect(await live.evaluate((element) => element.getAttribute("aria-live") ?? element.getAttribute("role"))).toMatch(
      /^(polite|status)$/,
    )

    const responseTab = page.getByRole("tab", { name: "Response" })
    await tabTo(page, responseTab, "to the Response tab")
    await page.keyboard.press("ArrowRight")
    const fetchTab = page.getByRole("tab", { name: "Fetch Code" })
    await expect(fetchTab).toBeFocused()
    await expect(fetchTab).toHaveAttribute("aria-selected", "true")
    await expectVisibleFocus(page, "Fetch Code tab")

    await tabTo(page, page.getByRole("button", { name: "Copy fetch code" }), "to 'Copy fetch code'")
    await page.keyboard.press("Enter")
    await expect(page.getByRole("button", { name: "Copy fetch code: copied" })).toBeFocused()
    await expectVisibleFocus(page, "copy button after copying")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`await fetch("${BASE}/posts/1", {`)

    await tabTo(
      page,
      page.getByRole("button", { name: "Back to API Details" }),
      "back to 'Back to API Details'",
      "Shift+Tab",
    )
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("/api/jsonplaceholder")
    // Focus returns to the 'Test' that opened the tester.
    await expect(testButton).toBeFocused()
    await expectVisibleFocus(page, "'Test' after closing the tester")

    await tabTo(page, page.getByRole("button", { name: "Back to APIs" }), "back to 'Back to APIs'", "Shift+Tab")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL("/explore?q=jsonplaceholder")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Public APIs")
  })

  test("the skip link is the first Tab stop and moves focus to the main content", async ({ page }) => {
    await gotoHydrated(page, "/pricing")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await expectVisibleFocus(page, "skip link")
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
  })
})

test.describe("reduced motion", () => {
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`the spinner's animation with prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion })
      await page.route(`${BASE}/**`, () => {}) // never answered: the spinner stays
      await gotoHydrated(page, "/api/jsonplaceholder?endpoint=0")
      await sendButton(page).click()
      const spinner = responsePanel(page).locator("svg.animate-spin")
      await expect(spinner).toBeVisible()
      const seconds = await spinner.evaluate((element) => {
        const { animationDuration, animationName } = getComputedStyle(element)
        return animationName === "none"
          ? 0
          : parseFloat(animationDuration) * (animationDuration.endsWith("ms") ? 0.001 : 1)
      })
      if (reducedMotion === "reduce") expect(seconds).toBeLessThan(0.001)
      else expect(seconds).toBeGreaterThanOrEqual(0.5)
    })
  }
})
