import type { Page, Request } from "@playwright/test"
import {
  CORS,
  expect,
  expectNoViolations,
  gotoHydrated,
  openPastedDescription,
  seedStorage,
  test,
  testEndpoint,
  useTheme,
} from "./fixtures"

// Issue 35 §3, "around it": header navigation, the landing cards, an empty search that goes on to the directory,
// the directory's ranking, subtitles, reasons and phone filters, the /open page's order, Undo and one entry per
// document, the keyboard after Enter, and pages that agree ('Check endpoints' asks first and says what it checked,
// 'Skipped', one-line history rows, Send and Cancel in place). Every view at 390 and 1280 px, both themes, axe clean.

const VIEWS = [
  { name: "phone (390 px), light", width: 390, height: 844, theme: "light", isPhone: true },
  { name: "phone (390 px), dark", width: 390, height: 844, theme: "dark", isPhone: true },
  { name: "desktop (1280 px), light", width: 1280, height: 800, theme: "light", isPhone: false },
  { name: "desktop (1280 px), dark", width: 1280, height: 800, theme: "dark", isPhone: false },
] as const
type View = (typeof VIEWS)[number]

async function setUp(page: Page, view: View) {
  await page.setViewportSize({ width: view.width, height: view.height })
  await useTheme(page, view.theme)
}

/** The header's navigation links, opening the phone menu first when there is one. */
async function navLinks(page: Page, view: View) {
  const header = page.getByRole("banner")
  if (view.isPhone) {
    await expect(header.getByRole("navigation", { name: "Main" })).toBeHidden()
    await header.locator("summary", { has: page.locator("svg") }).click()
  }
  const nav = header.getByRole("navigation", { name: "Main" })
  await expect(nav).toBeVisible()
  return nav.getByRole("link")
}

/** A description whose 12 GET operations need nothing, plus a POST and a GET with a required path parameter. */
const GITHUBISH = `openapi: 3.0.3
info: { title: Many Gets, version: "1" }
servers: [{ url: https://api.github.com }]
paths:
${Array.from(
  { length: 12 },
  (_, i) => `  /r${i + 1}:
    get: { summary: Get r${i + 1}, responses: { "200": { description: ok } } }`,
).join("\n")}
  /make:
    post: { summary: Make one, responses: { "201": { description: ok } } }
  /users/{username}:
    get:
      summary: Get a user
      parameters: [{ name: username, in: path, required: true, schema: { type: string } }]
      responses: { "200": { description: ok } }
`

const EXPECTED_CHECKS = Array.from({ length: 12 }, (_, i) => `GET https://api.github.com/r${i + 1}`)

for (const view of VIEWS) {
  test.describe(view.name, () => {
    test("header navigation marks the current page; the landing page offers opening an API and the directory", async ({
      page,
    }) => {
      await setUp(page, view)
      // The landing page ships without React: the phone menu is a native disclosure that works without it.
      await gotoHydrated(page, "/")
      const landingLinks = await navLinks(page, view)
      await expect(landingLinks).toHaveText(["Explore", "Directory", "Open", "Status"])
      await expect(landingLinks.and(page.locator("[aria-current=page]"))).toHaveCount(0)
      await expectNoViolations(page, `/ with the navigation shown at ${view.width} px, ${view.theme}`)
      const main = page.getByRole("main")
      await expect(main.getByRole("link", { name: /^Open any API/ })).toHaveAttribute("href", "/open")
      await expect(main.getByRole("link", { name: /^Search the directory/ })).toHaveAttribute("href", "/directory")
      // The cards sit between the hero (SPEC's 'Explore APIs') and the three feature cards.
      await expect(main.getByRole("link", { name: "Explore APIs" })).toBeVisible()
      await expect(main.getByRole("heading", { name: "API Discovery" })).toBeVisible()

      // A hydrated page: Explore is current; choosing Directory goes there, marks it, and closes the phone menu.
      await gotoHydrated(page, "/explore")
      const links = await navLinks(page, view)
      await expect(links.filter({ hasText: "Explore" })).toHaveAttribute("aria-current", "page")
      await links.filter({ hasText: "Directory" }).click()
      await expect(page).toHaveURL(/\/directory$/)
      if (view.isPhone) await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeHidden()
      const after = await navLinks(page, view)
      await expect(after.filter({ hasText: "Directory" })).toHaveAttribute("aria-current", "page")
      await expect(after.filter({ hasText: "Explore" })).not.toHaveAttribute("aria-current", "page")
      // The keyboard: the menu's links are reachable by Tab from its button (phone) or the logo (desktop).
      await expectNoViolations(page, `/directory with the navigation at ${view.width} px, ${view.theme}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width)
    })

    test("an empty search offers the directory; the directory ranks title matches first with subtitles", async ({
      page,
    }) => {
      await setUp(page, view)
      await gotoHydrated(page, "/explore?q=pets")
      await expect(page.getByText("No APIs found matching your criteria")).toBeVisible()
      const onward = page.getByRole("link", { name: "Search the directory for 'pets'" })
      await expect(onward).toHaveAttribute("href", "/directory?q=pets")
      await expectNoViolations(page, `/explore empty at ${view.width} px, ${view.theme}`)
      await onward.click()
      await expect(page).toHaveURL(/\/directory\?q=pets$/)
      await expect(page.getByRole("main").getByRole("status")).toHaveText(/ APIs$/, { timeout: 15_000 })
      await expect(page.getByRole("searchbox", { name: "Search the directory" })).toHaveValue("pets")

      // Title matches first: GitHub's 16 entries before the APIs that only mention GitHub elsewhere, each told
      // apart by its service.
      await page.getByRole("searchbox", { name: "Search the directory" }).fill("github")
      const cards = page.getByRole("main").getByRole("article")
      await expect(cards.first().getByRole("heading")).toHaveText("GitHub v3 REST API")
      const titles = await cards.getByRole("heading").allTextContents()
      const firstOther = titles.findIndex((t) => t !== "GitHub v3 REST API")
      expect(firstOther).toBe(16)
      expect(titles.slice(firstOther).every((t) => !t.toLowerCase().startsWith("github"))).toBe(true)
      await expect(cards.first().getByText("api.github.com", { exact: true })).toBeVisible()
      await expect(page.getByRole("main").getByText("GHES 3.8", { exact: true })).toHaveCount(1)

      // Category and provider behind 'Filters (n)' on a phone; always shown from 640 px.
      const toggle = page.getByRole("button", { name: /^Filters \(\d\)$/ })
      const category = page.getByLabel("Category", { exact: true })
      if (view.isPhone) {
        await expect(category).toBeHidden()
        await expect(toggle).toHaveText("Filters (0)")
        await expect(toggle).toHaveAttribute("aria-expanded", "false")
        await toggle.click()
        await expect(toggle).toHaveAttribute("aria-expanded", "true")
      } else {
        await expect(toggle).toBeHidden()
      }
      await page.getByLabel("Provider", { exact: true }).selectOption("github.com")
      if (view.isPhone) await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible()
      // GitHub's 16 plus Eqivo, filed under github.com, which mentions GitHub in its description: last.
      await expect(cards).toHaveCount(17)
      await expect(cards.last().getByRole("heading")).toHaveText("Eqivo API")
      await expectNoViolations(page, `/directory?q=github at ${view.width} px, ${view.theme}`)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width)
    })

    test("Enter in the header's search on another page: one Tab reaches the first result", async ({ page }) => {
      await setUp(page, view)
      await gotoHydrated(page, "/api/dog-ceo")
      const search = page.getByRole("searchbox", { name: "Search APIs" })
      await search.fill("dog")
      await search.press("Enter")
      await expect(page).toHaveURL(/\/explore\?q=dog$/)
      await expect(page.locator("#explore-results")).toBeFocused()
      await page.keyboard.press("Tab")
      await expect(page.getByRole("article").first().getByRole("heading").getByRole("link")).toBeFocused()
    })
  })
}

test("an entry the directory cannot open says why", async ({ page }) => {
  await page.route("**/directory/index.json", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        format: 1,
        source: "test",
        specBase: "https://api.apis.guru/v2/specs/",
        categories: ["open_data"],
        providers: ["a.example", "b.example"],
        apis: [
          ["No Version", 0, "", "", -1, [0], 1, 100, "An API without a version folder."],
          ["No File", 1, "", "1.0", -1, [0], 1, 100, "An API without a definition file."],
        ],
      }),
    }),
  )
  await gotoHydrated(page, "/directory")
  const card = (title: string) =>
    page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title }) })
  await expect(card("No Version")).toContainText(
    "Not available to openAPIs.guru names no version of it, so there is no address to download its description from.",
  )
  await expect(card("No File")).toContainText(
    "Not available to openAPIs.guru has no OpenAPI or Swagger file for this version.",
  )
  await expect(page.getByRole("main").getByRole("link", { name: /^Open / })).toHaveCount(0)
})

for (const view of [VIEWS[1], VIEWS[2]]) {
  test(`${view.name}: /open lists Your APIs first, once per document, and Remove has Undo`, async ({ page }) => {
    test.slow()
    await setUp(page, view)
    const text = `openapi: 3.0.3
info: { title: Pets Shop, version: "1" }
servers: [{ url: https://pets.example.dev }]
paths:
  /pets:
    get: { summary: List pets, responses: { "200": { description: ok } } }
`
    await page.route("https://specs.example.dev/pets.yaml", (route) =>
      route.fulfill({ status: 200, headers: { ...CORS, "content-type": "application/yaml" }, body: text }),
    )
    await gotoHydrated(page, "/open")
    const yours = page.getByRole("region", { name: "Your APIs" })
    const address = page.getByLabel("Address of an OpenAPI or Swagger document")
    await expect(yours.getByText("APIs you open are kept in this browser")).toBeVisible()
    // Nothing kept: the form comes first.
    const top = async (locator: ReturnType<Page["getByLabel"]>) => (await locator.boundingBox())?.y ?? NaN
    expect(await top(address)).toBeLessThan(await top(yours.getByRole("heading", { name: "Your APIs" })))

    // The same document from its address, then pasted: one entry.
    await address.fill("https://specs.example.dev/pets.yaml")
    await page.getByRole("button", { name: "Open", exact: true }).click()
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Pets Shop")
    await openPastedDescription(page, text, "Pets Shop")
    await gotoHydrated(page, "/open")
    await expect(yours.getByRole("link", { name: "Pets Shop" })).toHaveCount(1)
    await expect(yours.getByRole("listitem")).toHaveCount(1)
    // Kept: Your APIs comes first, as compact rows.
    expect(await top(yours.getByRole("heading", { name: "Your APIs" }))).toBeLessThan(await top(address))
    expect((await yours.getByRole("listitem").boundingBox())?.height ?? 0).toBeLessThanOrEqual(64)
    await expectNoViolations(page, `/open with Your APIs at ${view.width} px, ${view.theme}`)

    // Remove, then Undo.
    await yours.getByRole("button", { name: "Remove Pets Shop" }).click()
    await expect(yours.getByRole("link", { name: "Pets Shop" })).toHaveCount(0)
    await expect(yours.getByRole("status").filter({ hasText: "Removed Pets Shop." })).toBeVisible()
    await expectNoViolations(page, `/open after Remove at ${view.width} px, ${view.theme}`)
    await yours.getByRole("button", { name: "Undo" }).click()
    await expect(yours.getByRole("link", { name: "Pets Shop" })).toHaveCount(1)
    await page.reload()
    await expect(page.getByRole("region", { name: "Your APIs" }).getByRole("link", { name: "Pets Shop" })).toHaveCount(
      1,
    )
    await yours.getByRole("link", { name: "Pets Shop" }).click()
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Pets Shop")
  })

  test(`${view.name}: 'Check endpoints' asks before 12 requests to one host, then says what it checked; Send and Cancel keep their place; history is one line`, async ({
    page,
  }) => {
    // Opens an API, checks 14 endpoints, opens the tester, sends, and runs axe four times: slow on a busy machine.
    test.slow()
    await setUp(page, view)
    const sent: Request[] = []
    let release: () => void = () => {}
    let holdNext = false
    await page.route("https://api.github.com/**", async (route) => {
      sent.push(route.request())
      if (holdNext) {
        holdNext = false
        await new Promise<void>((resolve) => (release = resolve))
      }
      await route.fulfill({ status: 200, headers: { ...CORS, "content-type": "application/json" }, body: "{}" })
    })
    await openPastedDescription(page, GITHUBISH, "Many Gets")
    const main = page.getByRole("main")
    // Its description declares no security: said as such, not as 'No Auth'.
    await expect(main.getByRole("list", { name: "Properties" }).getByRole("listitem").first()).toHaveText(
      "Authentication: No auth declared",
    )

    await main.getByRole("button", { name: "Check endpoints" }).click()
    const question = main.getByRole("group", { name: "Before checking" })
    await expect(question).toContainText(
      "This sends 12 requests to api.github.com (anonymous limit 60/hour). Send them?",
    )
    await expect(question.getByRole("button", { name: "Send the requests" })).toBeFocused()
    await expectNoViolations(page, `the check's question at ${view.width} px, ${view.theme}`, "main")
    expect(sent).toHaveLength(0)
    // 'Don't send' sends nothing; asked again, it sends.
    await question.getByRole("button", { name: "Don't send" }).click()
    await expect(main.getByRole("button", { name: "Check endpoints" })).toBeFocused()
    expect(sent).toHaveLength(0)
    await main.getByRole("button", { name: "Check endpoints" }).click()
    await question.getByRole("button", { name: "Send the requests" }).click()
    await expect(main.getByRole("status").filter({ hasText: /^Checked/ })).toHaveText(
      "Checked 12 of 14 endpoints, 2 skipped",
    )
    expect(sent.map((r) => `${r.method()} ${r.url()}`).sort()).toEqual([...EXPECTED_CHECKS].sort())
    await expect(main.getByRole("img", { name: /checked worked/ }).first()).toBeVisible()
    await expect(main.getByText("12 of 12 checked work · 2 not checked", { exact: true })).toBeVisible()
    await expectNoViolations(page, `the check's badge at ${view.width} px, ${view.theme}`, "main")

    // The tester: Send keeps its box while 'Sending...', and Cancel appears where its place was kept.
    await testEndpoint(page, "Get r1")
    const boxes = () =>
      page.evaluate(() => {
        const send = document.querySelector<HTMLElement>("button[type=submit][id$='-send']")
        const cancel = send?.nextElementSibling
        const rect = (el: Element | null | undefined) => {
          const r = el?.getBoundingClientRect()
          return r && { x: r.x, y: r.y, width: r.width, height: r.height }
        }
        return { send: rect(send), cancel: rect(cancel), text: send?.textContent }
      })
    const before = await boxes()
    await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0)
    holdNext = true
    await page.getByRole("button", { name: "Send Request" }).click()
    await expect(page.getByRole("button", { name: "Sending..." })).toBeVisible()
    await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible()
    const during = await boxes()
    expect(during.text).toBe("Sending...")
    expect({ send: during.send, cancel: during.cancel }).toEqual({ send: before.send, cancel: before.cancel })
    await expectNoViolations(page, `the tester while sending at ${view.width} px, ${view.theme}`, "main")
    release()
    await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
    expect(sent.at(-1)?.url()).toBe("https://api.github.com/r1")
    expect(sent).toHaveLength(13)

    // History: one row on one line, one status chip, a relative time.
    const history = page.getByRole("region", { name: "History" })
    const row = history.getByRole("listitem")
    await expect(row).toHaveCount(1)
    await expect(row).toContainText("200")
    await expect(row.locator("time")).toHaveText("just now")
    expect((await row.boundingBox())?.height ?? 99).toBeLessThanOrEqual(48)
    await expect(row.getByText("200", { exact: true })).toHaveCount(1)
    await expectNoViolations(page, `the tester's history at ${view.width} px, ${view.theme}`, "main")
  })
}

test("/status: a check that sent nothing is under 'Skipped', not 'Not checked'", async ({ page }) => {
  await seedStorage(page, {
    apiHealthResults: JSON.stringify({
      version: 1,
      results: { "openweathermap GET /weather": { outcome: "needs-key", at: Date.now() } },
    }),
  })
  await gotoHydrated(page, "/status")
  const filters = page.getByRole("group", { name: "Show" })
  const rows = page.getByRole("table").getByRole("rowheader")
  await filters.getByRole("button", { name: /^Skipped/ }).click()
  await expect(rows).toHaveText([/^OpenWeatherMap/])
  await filters.getByRole("button", { name: /^Not checked/ }).click()
  await expect(rows.filter({ hasText: "OpenWeatherMap" })).toHaveCount(0)
  await expect(rows.first()).toBeVisible()
})

for (const view of [VIEWS[0], VIEWS[3]]) {
  test(`${view.name}: one content width: every page's title starts where the header's logo does`, async ({ page }) => {
    await setUp(page, view)
    const leftOf = async (selector: string) => (await page.locator(selector).first().boundingBox())?.x ?? NaN
    const pages = ["/explore", "/directory", "/status", "/open", "/api/jsonplaceholder"]
    for (const path of pages) {
      await gotoHydrated(page, path)
      await expect(page.locator("main h1").first()).toBeVisible()
      const logo = await leftOf("header a")
      expect({ path, left: await leftOf("main h1") }).toEqual({ path, left: logo })
    }
    await openPastedDescription(page, GITHUBISH, "Many Gets")
    expect(await leftOf("main h1")).toBe(await leftOf("header a"))
  })
}

test.describe("a phone's touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test("every control on the main pages has a 44 × 44 px hit area (links inside a sentence excepted)", async ({
    page,
  }) => {
    for (const path of [
      "/",
      "/explore",
      "/directory",
      "/status",
      "/open",
      "/api/jsonplaceholder",
      "/api/jsonplaceholder?endpoint=0",
    ]) {
      await gotoHydrated(page, path)
      await expect(page.locator("main h1").first()).toBeVisible()
      const small = await page.evaluate(() =>
        [...document.querySelectorAll("button, a[href], input, select, summary, textarea, [role=tab]")].flatMap(
          (element) => {
            const box = element.getBoundingClientRect()
            const style = getComputedStyle(element)
            // Not drawn (a visually hidden file input, the skip link until focused), or a link in running text.
            if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") return []
            if (element.tagName === "A" && style.display === "inline") return []
            if (element.matches("a.sr-only, input[type=hidden]")) return []
            return box.width < 44 || box.height < 44
              ? [
                  `${element.tagName} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
                ]
              : []
          },
        ),
      )
      expect({ path, small }).toEqual({ path, small: [] })
    }
  })
})
