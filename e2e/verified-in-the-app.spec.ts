// `npm run verify`'s result as visitors see it (docs/health-checks.md): the app built with a sample
// src/data/verified.json (VERIFIED_FILE, vite.config.ts) and served on 127.0.0.1 — each endpoint's date and outcome,
// how long ago and the stale mark after hydration with no mismatch (the fixture fails on any console error), the flag
// after 7 failures in a row on the endpoint's card and the API's explore card, both themes, no axe violation.
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
// @ts-expect-error -- plain .mjs module without type declarations
import { startServer } from "../scripts/lib/app-server.mjs"
import { expect, expectNoViolations, seedStorage, test, useTheme, waitForHydration } from "./fixtures"

const DAY = 24 * 60 * 60 * 1000
// Made in beforeAll, not when the file loads: Playwright also loads it in its main process, which never runs afterAll.
let dir = ""
// Inside the project (git ignores build-*/): the prerendering step imports React from node_modules.
const BUILD = "build-verified-app"
let server: { port: number; kill: () => void } | undefined
let base = ""

test.describe("verify's result in the built app", () => {
  test.setTimeout(300_000)

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    dir = mkdtempSync(join(tmpdir(), "verified-app-"))
    const now = Date.now()
    const iso = (ago: number) => new Date(now - ago).toISOString()
    const sample = {
      date: iso(DAY).slice(0, 10),
      chromium: "150.0.0.0",
      entries: {
        "dog-ceo": {
          endpoints: [
            { method: "GET", path: "/breeds/image/random", outcome: "ok", status: 200, ms: 90, at: iso(2 * DAY) },
            {
              method: "GET",
              path: "/breeds/image/random/{amount}",
              outcome: "blocked",
              detail: "cors",
              at: iso(10 * DAY),
              failures: 7,
            },
          ],
        },
      },
    }
    const file = join(dir, "verified.json")
    writeFileSync(file, JSON.stringify(sample))
    const build = spawnSync("npm", ["run", "--silent", "build"], {
      env: { ...process.env, VERIFIED_FILE: file, BUILD_DIR: BUILD },
      stdio: ["ignore", "ignore", "pipe"],
      encoding: "utf8",
    })
    expect(build.status, build.stderr).toBe(0)
    server = await startServer({ port: 0, dir: `${BUILD}/client` })
    base = `http://127.0.0.1:${server!.port}`
  })

  test.afterAll(() => {
    server?.kill()
    rmSync(BUILD, { recursive: true, force: true })
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  for (const theme of ["light", "dark"] as const) {
    test(`detail page, ${theme} theme`, async ({ page }) => {
      await useTheme(page, theme)
      await page.goto(`${base}/api/dog-ceo`)
      const random = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Random dog image" }) })
      const several = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Several random images" }) })
      // Prerendered: the day and the outcome, before any script runs.
      await expect(random).toContainText(/Verified from a browser on \d{4}-\d{2}-\d{2}.*: 200 OK/)
      await waitForHydration(page)
      // After hydration: how long ago, and stale after 7 days.
      await expect(random.locator("[data-verified]")).toHaveText(
        /^Verified from a browser on [\d-]+ \(2 days ago\): 200 OK$/,
      )
      await expect(several.locator("[data-verified]")).toHaveText(
        /^Verified from a browser on [\d-]+ \(10 days ago, stale: older than 7 days\): blocked by CORS$/,
      )
      await expect(several).toContainText("Failed its last 7 verifications in a row")
      await expect(random).not.toContainText("Failed its last")
      // An endpoint the file has nothing on says so, with no date and no outcome.
      const all = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "All breeds" }) })
      await expect(all).toContainText("Not yet verified from a browser")
      await expect(all).not.toContainText("Verified from a browser")
      await expectNoViolations(page, `/api/dog-ceo with verification lines, ${theme}`)
    })
  }

  test("the visitor's own check never contradicts the verification: it says which came last", async ({ page }) => {
    const now = Date.now()
    // Random dog image: verified working 2 days ago, failed here just now. Several random images: verified blocked 10
    // days ago, worked here 12 days ago. All breeds: no verification, so nothing to compare.
    await seedStorage(page, {
      apiHealthResults: JSON.stringify({
        version: 1,
        results: {
          "dog-ceo GET /breeds/image/random": {
            outcome: "http-error",
            status: 500,
            detail: "Internal Server Error",
            at: now,
          },
          "dog-ceo GET /breeds/image/random/{amount}": {
            outcome: "ok",
            status: 200,
            ms: 80,
            detail: "application/json",
            at: now - 12 * DAY,
          },
          "dog-ceo GET /breeds/list/all": { outcome: "http-error", status: 503, at: now },
        },
      }),
    })
    await page.goto(`${base}/api/dog-ceo`)
    await waitForHydration(page)
    const card = (name: string) =>
      page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) })
    await expect(card("Random dog image").locator("[data-endpoint-outcome]")).toHaveText(
      "Last check: 500 Internal Server Error (yours, just now: newer than the verification above)",
    )
    await expect(card("Several random images").locator("[data-endpoint-outcome]")).toHaveText(
      /^Last check: 200 · 80 ms \(yours, 12 days ago: older than the verification above\)$/,
    )
    await expect(card("All breeds").locator("[data-endpoint-outcome]")).toHaveText(/^Last check: 503/)
    await expect(card("All breeds").locator("[data-endpoint-outcome]")).not.toContainText("verification")
    await expectNoViolations(page, "/api/dog-ceo, own checks beside the verification lines", "main")
  })

  test("the header's own-check mark says whether it is newer or older than the verification line under it", async ({
    page,
  }) => {
    const now = Date.now()
    const ok = (at: number) => ({ outcome: "ok", status: 200, ms: 80, detail: "application/json", at })
    const seed = (at: number) =>
      JSON.stringify({
        version: 1,
        results: {
          "dog-ceo GET /breeds/image/random": ok(at),
          "dog-ceo GET /breeds/image/random/{amount}": ok(at),
        },
      })
    // The verification: 1 of 2 endpoints worked (2 and 10 days ago). Here both worked, just now.
    await seedStorage(page, { apiHealthResults: seed(now) })
    await page.goto(`${base}/api/dog-ceo`)
    await waitForHydration(page)
    await expect(page.getByText(/^Verified from a browser on [\d-]+: 1 of 2 endpoints worked$/)).toBeVisible()
    await expect(page.getByRole("img", { name: /^Works for me: 2 of 2 checked worked/ })).toBeVisible()
    const standing = page.locator("[data-health-standing]")
    await expect(standing).toHaveText("(your check: newer than the verification below)")
    // Both worked 12 days ago, before the verification's newest result: older.
    await page.evaluate((value) => localStorage.setItem("apiHealthResults", value), seed(now - 12 * DAY))
    await page.reload()
    await waitForHydration(page)
    await expect(standing).toHaveText("(your check: older than the verification below)")
    await expectNoViolations(page, "/api/dog-ceo, the header's mark beside the verification line", "main")
  })

  test("explore card flag, on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto(`${base}/explore?q=dog`)
    await waitForHydration(page)
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "Dog CEO" }) })
    await expect(card.getByRole("list", { name: "Properties" })).toContainText("Failed 7 verifications in a row")
    const other = page.getByRole("article").filter({ hasNot: page.getByRole("link", { name: "Dog CEO" }) })
    for (const text of await other.allTextContents()) expect(text).not.toContain("verifications in a row")
    await expectNoViolations(page, "/explore with a flagged card, phone", "main")
  })
})
