import { expect, expectConsoleError, test } from "./fixtures"

const NOT_FOUND_STATUS = /status of 404/

test.describe("shared header", () => {
  for (const path of ["/", "/explore", "/pricing", "/signup", "/contact", "/no/such/page"]) {
    test(`is on ${path} with the spec's texts`, async ({ page, consoleErrors }) => {
      await page.goto(path)
      if (path === "/no/such/page") expectConsoleError(consoleErrors, NOT_FOUND_STATUS)
      const header = page.getByRole("banner")
      await expect(header.getByText("API Explorer", { exact: true })).toBeVisible()
      await expect(header.getByText("Discover & test public APIs", { exact: true })).toBeVisible()
      await expect(header.getByPlaceholder("Search APIs...")).toBeVisible()
      await expect(header.getByRole("button", { name: "Toggle dark mode", exact: true })).toBeVisible()
      await expect(header.locator("svg").first()).toBeVisible()
    })
  }

  test("/ (no React) is prerendered with the very same header and footer markup as the hydrating pages", async ({
    request,
  }) => {
    // Apart from which navigation link is the current page's (aria-current).
    const parts = async (path: string) => {
      const html = (await (await request.get(path)).text()).replaceAll(' aria-current="page"', "")
      return [/<header\b[\s\S]*?<\/header>/.exec(html)?.[0], /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0]]
    }
    const landing = await parts("/")
    expect(landing[0]).toContain("data-theme-toggle")
    for (const path of ["/explore", "/api/jsonplaceholder", "/pricing"]) expect(await parts(path)).toEqual(landing)
  })

  test("is sticky at the top, z-index 50, 4rem high, content at most 80rem wide", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 800 })
    await page.goto("/")
    const header = page.getByRole("banner")
    const style = await header.evaluate((element) => {
      const computed = getComputedStyle(element)
      const inner = element.firstElementChild as HTMLElement
      return {
        position: computed.position,
        top: computed.top,
        zIndex: computed.zIndex,
        height: computed.height,
        maxWidth: getComputedStyle(inner).maxWidth,
      }
    })
    expect(style).toEqual({ position: "sticky", top: "0px", zIndex: "50", height: "64px", maxWidth: "1280px" })
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
  })
})

test.describe("landing page", () => {
  test("ships without the framework's JavaScript and works without it", async ({ page }) => {
    const scripts: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url())
    })
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "static")
    expect(scripts).toEqual([])
    // The header search submits natively to /explore?q=…
    await page.getByRole("banner").getByPlaceholder("Search APIs...").fill("weather")
    await page.getByRole("banner").getByPlaceholder("Search APIs...").press("Enter")
    await expect(page).toHaveURL("/explore?q=weather")
    await expect(page.getByRole("banner").getByPlaceholder("Search APIs...")).toHaveValue("weather")
  })

  test("'/' focuses the search box on the static landing page", async ({ page }) => {
    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "static")
    await page.keyboard.press("/")
    await expect(page.getByRole("banner").getByPlaceholder("Search APIs...")).toBeFocused()
  })

  test("shows the hero, the three features and the pricing tiers", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveTitle("Discover & test public APIs · API Explorer")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API Explorer - Discover & Test APIs")
    for (const feature of ["API Discovery", "Interactive Testing", "Security First"]) {
      await expect(page.getByRole("heading", { name: feature, exact: true })).toBeVisible()
    }
    await expect(page.getByRole("heading", { name: "Simple, transparent pricing" })).toBeVisible()
    const tiers = page.locator("#pricing-heading ~ ul > li")
    await expect(tiers).toHaveCount(3)
    await expect(tiers.nth(0)).toContainText("Free")
    await expect(tiers.nth(0)).toContainText("$0")
    await expect(tiers.nth(0)).toContainText("per month")
    for (const item of ["Basic API discovery", "Limited API calls", "Community support"]) {
      await expect(tiers.nth(0).getByText(item, { exact: true })).toBeVisible()
    }
    await expect(tiers.nth(1)).toContainText("$19")
    for (const item of ["Unlimited API calls", "Team collaboration", "Priority support", "Custom integrations"]) {
      await expect(tiers.nth(1).getByText(item, { exact: true })).toBeVisible()
    }
    await expect(tiers.nth(2)).toContainText("Custom")
    for (const item of ["Dedicated support", "SLA guarantees", "Custom solutions", "On-premise option"]) {
      await expect(tiers.nth(2).getByText(item, { exact: true })).toBeVisible()
    }
    await expect(tiers.nth(0).getByRole("link")).toHaveAttribute("href", "/signup")
    await expect(tiers.nth(1).getByRole("link", { name: "Subscribe with Polar" })).toHaveAttribute("href", "#")
    await expect(tiers.nth(2).getByRole("link")).toHaveAttribute("href", "/contact")
  })

  test("'Explore APIs' opens /explore", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("main").getByRole("link", { name: "Explore APIs" }).click()
    await expect(page).toHaveURL("/explore")
    await expect(page.getByRole("heading", { name: "Explore Public APIs" })).toBeVisible()
  })

  test("pricing buttons lead to real pages", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("link", { name: "Get started" }).click()
    await expect(page).toHaveURL("/signup")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get started for free")
    await page.goBack()
    await page.getByRole("link", { name: "Contact sales" }).click()
    await expect(page).toHaveURL("/contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us")
  })
})

test.describe("footer", () => {
  test("links to /explore, /pricing and /contact and shows the current year", async ({ page }) => {
    await page.goto("/")
    const footer = page.getByRole("contentinfo")
    await expect(footer.getByRole("link", { name: "Explore APIs" })).toHaveAttribute("href", "/explore")
    await expect(footer.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing")
    await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact")
    const year = await page.evaluate(() => new Date().getFullYear())
    await expect(footer).toContainText(`© ${year} API Explorer`)
  })

  for (const path of ["/", "/pricing"]) {
    test(`shows the visitor's year, not the build year, on ${path}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date("2031-06-01T12:00:00Z"))
      await page.goto(path)
      await expect(page.getByRole("contentinfo")).toContainText("© 2031 API Explorer")
    })
  }

  test("pricing link shows the pricing page", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click()
    await expect(page).toHaveURL("/pricing")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple, transparent pricing")
  })
})

test.describe("titles and unknown pages", () => {
  const TITLES: [string, string][] = [
    ["/explore", "Explore Public APIs · API Explorer"],
    ["/pricing", "Pricing · API Explorer"],
    ["/signup", "Sign up · API Explorer"],
    ["/contact", "Contact · API Explorer"],
    ["/no/such/page", "Page not found · API Explorer"],
  ]
  for (const [path, title] of TITLES) {
    test(`${path} is titled '${title}'`, async ({ page, consoleErrors }) => {
      await page.goto(path)
      if (path === "/no/such/page") expectConsoleError(consoleErrors, NOT_FOUND_STATUS)
      await expect(page).toHaveTitle(title)
    })
  }

  test("an unknown path shows a not-found page with a way back", async ({ page, consoleErrors }) => {
    const response = await page.goto("/definitely/not/here")
    expect(response?.status()).toBe(404)
    expectConsoleError(consoleErrors, NOT_FOUND_STATUS)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
    await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click()
    await expect(page).toHaveURL("/")
  })
})
