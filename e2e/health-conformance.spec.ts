// Conformance in health checks (docs/conformance.md, "In health checks"): 'Check endpoints' on an API with
// a schema (GitHub's built-in endpoints, public/catalogue-schemas/github.json) checks each answer against its
// documented response, in the conformance worker after the probe. The detail page and /status say "works, matches" or
// "works, differs from its description", the differences on demand, and the exports carry the verdict and the count.
// GitHub is answered here (page.route); nothing leaves the machine.
import type { Page } from "@playwright/test"
import { readFileSync } from "node:fs"
import { CORS, expect, expectNoViolations, gotoHydrated, LAYOUTS, test, useTheme } from "./fixtures"
import { OCTOCAT, SEARCH_WITH_TEXT_COUNT as SEARCH } from "./github-answers"

const GITHUB = "https://api.github.com"

/** Answers GitHub's three endpoints and records each request the page sends there (method, URL, headers). */
async function answerGitHub(page: Page) {
  const sent: { method: string; url: string; headers: Record<string, string> }[] = []
  await page.route(`${GITHUB}/**`, async (route) => {
    const request = route.request()
    sent.push({ method: request.method(), url: request.url(), headers: await request.allHeaders() })
    const { pathname } = new URL(request.url())
    const body = pathname === "/users/octocat" ? OCTOCAT : pathname === "/search/repositories" ? SEARCH : { id: "7" }
    return route.fulfill({
      status: 200,
      headers: { ...CORS, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(body),
    })
  })
  return sent
}

const endpointCards = (page: Page) => page.locator("#endpoints-heading + ul > li")
const cardOf = (page: Page, name: string) =>
  endpointCards(page).filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) })

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: Check endpoints records whether each answer matches its description; the detail page, /status and the exports show it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const sent = await answerGitHub(page)
    const schemaFiles: string[] = []
    page.on("request", (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith("/catalogue-schemas/")) schemaFiles.push(pathname)
    })

    await gotoHydrated(page, "/api/github")
    expect(schemaFiles, "no schema is read before a check").toEqual([])
    await page.getByRole("button", { name: "Check endpoints" }).click()

    // The probe's line stays as it was; the conformance line comes under it.
    const user = cardOf(page, "Get a user")
    const repo = cardOf(page, "Get a repository")
    const search = cardOf(page, "Search repositories")
    await expect(user.locator("[data-endpoint-outcome]")).toHaveText(/^Last check: 200 · \d+ ms$/)
    await expect(user.locator("[data-conformance]")).toHaveText("works, matches", { timeout: 20_000 })
    await expect(search.locator("[data-conformance]")).toContainText("works, differs from its description", {
      timeout: 20_000,
    })
    await expect(repo.locator("[data-conformance]")).toContainText("works, differs from its description", {
      timeout: 20_000,
    })
    expect(schemaFiles).toContain("/catalogue-schemas/github.json")

    // The request each probe sent, byte for byte: GET, Accept: application/json, the endpoint's example URL.
    expect(sent.map((s) => `${s.method} ${s.url}`).sort()).toEqual(
      [
        `GET ${GITHUB}/repos/facebook/react`,
        `GET ${GITHUB}/search/repositories?q=language:rust&sort=stars&per_page=10`,
        `GET ${GITHUB}/users/octocat`,
      ].sort(),
    )
    for (const request of sent) {
      expect(request.headers["accept"]).toBe("application/json")
      expect(request.headers["authorization"]).toBeUndefined()
      expect(request.headers["cookie"]).toBeUndefined()
    }

    // The differences on demand: where, what was expected, what came, and what that kind means.
    await search.getByText("Show the differences from the documented 200 response").click()
    const difference = search.locator("[data-conformance] li")
    await expect(difference).toHaveCount(1)
    await expect(difference).toContainText("/total_count")
    await expect(difference).toContainText('Came: "many"')
    await expect(difference).toContainText("The value is of another type than the description says")
    await repo.getByText(/^Show the differences/).click()
    await expect(repo.locator("[data-conformance] li")).toHaveCount(10)
    await expect(repo.getByText(/^The first 10 of \d+ are listed\.$/)).toBeVisible()
    await expectNoViolations(page, `the detail page's conformance at ${width} px, ${theme}`, "main")

    // /status: the same results, from storage.
    await gotoHydrated(page, "/status")
    await page
      .getByRole("group", { name: "Show" })
      .getByRole("button", { name: /^Working/ })
      .click()
    const row = page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader").getByRole("link", { name: "GitHub REST API", exact: true }) })
    await expect(row.getByRole("cell").first()).toHaveText("3 of 3")
    await row.getByText("3 endpoints").click()
    await expect(row.getByText("works, matches", { exact: true })).toHaveCount(1)
    await expect(row.getByText("works, differs from its description", { exact: true })).toHaveCount(2)
    const searchItem = row.getByRole("listitem").filter({ hasText: "/search/repositories" }).first()
    await searchItem.getByText(/^Show the differences/).click()
    await expect(searchItem.getByText("/total_count", { exact: true })).toBeVisible()
    await expect(searchItem.getByText("Expected:")).toBeVisible()
    await expectNoViolations(page, `/status's conformance at ${width} px, ${theme}`, "main")

    // The exports carry the verdict and the count.
    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export JSON" }).click(),
    ])
    const exported = JSON.parse(readFileSync(await json.path(), "utf8")) as {
      results: { api: string; path: string; conformance: string | null; differences: number | null }[]
    }
    const github = exported.results.filter((r) => r.api === "github")
    expect(github.map(({ path, conformance, differences }) => [path, conformance, differences]).sort()).toEqual(
      [
        ["/repos/{owner}/{repo}", "differs", expect.any(Number)],
        ["/search/repositories", "differs", 1],
        ["/users/{username}", "matches", 0],
      ].sort(),
    )
    expect(github.find((r) => r.path === "/repos/{owner}/{repo}")?.differences).toBeGreaterThan(10)
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ])
    const lines = readFileSync(await csv.path(), "utf8").split("\r\n")
    expect(lines[0]).toBe("api,name,method,path,outcome,result,status,ms,checkedAt,conformance,differences")
    expect(lines.find((line) => line.startsWith("github,GitHub REST API,GET,/users/{username},ok,"))).toMatch(
      /,matches,0$/,
    )
    expect(lines.find((line) => line.startsWith("github,GitHub REST API,GET,/search/repositories,ok,"))).toMatch(
      /,differs,1$/,
    )
  })
}

// The directory run's results (npm run verify -- --directory, merged with --summary into /directory/verified.json):
// /directory shows each API's line once the index is there. The summary is answered here (page.route).
for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: /directory shows the directory run's result and conformance for APIs that have one`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const ids: string[] = []
    await page.route("**/directory/verified.json", (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          format: 1,
          apis: Object.fromEntries(
            ids.map((id, index) => [
              id,
              { at: "2026-11-27T03:00:00.000Z", worked: 2, sent: 3, matches: index, differs: 1 - index },
            ]),
          ),
        }),
      }),
    )
    // The first two APIs listed: their ids, from their cards ("id · version"); the route answers with them after that.
    await gotoHydrated(page, "/directory")
    const cards = page.getByRole("main").getByRole("article")
    await expect(cards.first()).toBeVisible()
    for (const n of [0, 1])
      ids.push(
        ((await cards.nth(n).locator("p").filter({ hasText: " · " }).first().textContent()) ?? "").split(" · ")[0]!,
      )
    await page.reload()
    await expect(cards.first()).toBeVisible()
    await expect(cards.nth(0).locator("[data-directory-verified]")).toHaveText(
      "Verified from a browser on 2026-11-27: 2 of 3 endpoints worked; 1 differs from its description",
    )
    await expect(cards.nth(1).locator("[data-directory-verified]")).toHaveText(
      "Verified from a browser on 2026-11-27: 2 of 3 endpoints worked; 1 matches its description",
    )
    await expect(cards.nth(2).locator("[data-directory-verified]")).toHaveCount(0)
    await expectNoViolations(page, `/directory with results at ${width} px, ${theme}`, "main")
  })
}
