import { expect, gotoHydrated, isDark, seedStorage, test, waitForHydration } from "./fixtures"

const toggle = (page: import("@playwright/test").Page) =>
  page.getByRole("button", { name: "Toggle dark mode", exact: true })

async function storedTheme(page: import("@playwright/test").Page) {
  return page.evaluate(() => ({ darkMode: localStorage.getItem("darkMode"), theme: localStorage.getItem("theme") }))
}

// "/" ships without React (its toggle is the static page script); "/pricing" is a hydrated React page.
const PAGES = ["/", "/pricing"] as const

for (const path of PAGES)
  test.describe(`dark mode toggle on ${path}`, () => {
    test("starts off, shows a moon; toggling shows a sun, writes both keys and survives a reload", async ({ page }) => {
      await gotoHydrated(page, path)
      expect(await isDark(page)).toBe(false)
      await expect(toggle(page).locator('[data-icon="moon"]')).toBeVisible()
      await expect(toggle(page).locator('[data-icon="sun"]')).toBeHidden()

      await toggle(page).click()
      expect(await isDark(page)).toBe(true)
      await expect(toggle(page)).toHaveAttribute("aria-pressed", "true")
      await expect(toggle(page).locator('[data-icon="sun"]')).toBeVisible()
      await expect(toggle(page).locator('[data-icon="moon"]')).toBeHidden()
      expect(await storedTheme(page)).toEqual({ darkMode: "true", theme: "dark" })

      await page.reload()
      // Wait for React, so the click below is its own (an earlier one would be replayed at hydration).
      await waitForHydration(page)
      expect(await isDark(page)).toBe(true)
      await expect(toggle(page).locator('[data-icon="sun"]')).toBeVisible()

      await toggle(page).click()
      expect(await isDark(page)).toBe(false)
      expect(await storedTheme(page)).toEqual({ darkMode: "false", theme: "light" })
      await page.reload()
      // Wait for React, so the click below is its own (an earlier one would be replayed at hydration).
      await waitForHydration(page)
      expect(await isDark(page)).toBe(false)
    })

    test("the theme carries to the next page", async ({ page }) => {
      await gotoHydrated(page, path)
      await toggle(page).click()
      await page.getByRole("contentinfo").getByRole("link", { name: "Explore APIs" }).click()
      await expect(page).toHaveURL("/explore")
      expect(await isDark(page)).toBe(true)
    })
  })

test.describe("theme at start-up", () => {
  const CASES: { name: string; scheme: "light" | "dark"; stored: Record<string, string>; dark: boolean }[] = [
    { name: "nothing stored, system light → light", scheme: "light", stored: {}, dark: false },
    { name: "nothing stored, system dark → dark", scheme: "dark", stored: {}, dark: true },
    { name: "darkMode true, system light → dark", scheme: "light", stored: { darkMode: "true" }, dark: true },
    { name: "darkMode false, system dark → light", scheme: "dark", stored: { darkMode: "false" }, dark: false },
    { name: "theme dark, system light → dark", scheme: "light", stored: { theme: "dark" }, dark: true },
    { name: "theme light, system dark → light", scheme: "dark", stored: { theme: "light" }, dark: false },
    { name: "darkMode wins over theme", scheme: "light", stored: { darkMode: "false", theme: "dark" }, dark: false },
    {
      name: "garbage darkMode falls back to theme",
      scheme: "light",
      stored: { darkMode: "{oops", theme: "dark" },
      dark: true,
    },
    {
      name: "garbage in both falls back to the system",
      scheme: "dark",
      stored: { darkMode: "1", theme: "purple" },
      dark: true,
    },
  ]

  for (const { name, scheme, stored, dark } of CASES) {
    test(name, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await seedStorage(page, stored)
      // Read the class as soon as <body> exists: the theme must be right before the first paint.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (!document.body) return
          ;(window as unknown as { __darkAtBody: boolean }).__darkAtBody =
            document.documentElement.classList.contains("dark")
          observer.disconnect()
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto("/")
      expect(await page.evaluate(() => (window as unknown as { __darkAtBody: boolean }).__darkAtBody)).toBe(dark)
      expect(await isDark(page)).toBe(dark)
      await expect(toggle(page)).toHaveAttribute("aria-pressed", String(dark))
    })
  }
})

for (const path of PAGES)
  test.describe(`storage failures on ${path}`, () => {
    test("storage that throws: a warning, the default theme, and a toggle that still works", async ({ page }) => {
      const warnings: string[] = []
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text())
      })
      await page.addInitScript(() => {
        const fail = () => {
          throw new DOMException("The operation is insecure.", "SecurityError")
        }
        Object.defineProperty(window, "localStorage", { configurable: true, get: fail })
      })
      await gotoHydrated(page, path)
      expect(await isDark(page)).toBe(false)
      expect(warnings.some((text) => text.includes("theme"))).toBe(true)
      await toggle(page).click()
      expect(await isDark(page)).toBe(true)
      await toggle(page).click()
      expect(await isDark(page)).toBe(false)
    })

    test("storage whose writes fail (quota): toggling warns and keeps the in-memory theme", async ({ page }) => {
      const warnings: string[] = []
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text())
      })
      await page.addInitScript(() => {
        Storage.prototype.setItem = () => {
          throw new DOMException("Quota exceeded", "QuotaExceededError")
        }
      })
      await gotoHydrated(page, path)
      await toggle(page).click()
      expect(await isDark(page)).toBe(true)
      await expect.poll(() => warnings.length).toBeGreaterThan(0)
      await page.goto("/contact")
      expect(await isDark(page)).toBe(false)
    })
  })
