import type { Page } from "@playwright/test"
import {
  CORS,
  CORS_PREFLIGHT,
  expect,
  expectConsoleError,
  expectNoViolations,
  gotoHydrated,
  isDark,
  openTesterAt,
  test,
  useTheme,
} from "./fixtures"

// A newcomer's first minute in the tester (docs/behaviour.md, "Endpoint tester"): a first Send that works, the
// response in view, labelled copy buttons, a tester at home on a phone.
const GITHUB = "https://api.github.com"
const JSONPLACEHOLDER = "https://jsonplaceholder.typicode.com"
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const NOT_FOUND = /status of 404/
const USER = {
  login: "octocat",
  id: 583231,
  avatar_url: "https://avatars.githubusercontent.com/u/583231?v=4&size=460&some=long&query=string&that=wraps",
  html_url: "https://github.com/octocat",
  name: "The Octocat",
  public_repos: 8,
}

const requestUrl = (page: Page) => page.getByRole("region", { name: "Request URL" }).locator("code")
const sendButton = (page: Page) => page.getByRole("button", { name: /^(Send Request|Sending\.\.\.)$/ })
const responsePanel = (page: Page) => page.getByRole("tabpanel", { name: "Response" })
const param = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}\\b`))

/** Answers GitHub's user endpoint: 200 with USER for a filled-in login, 404 for anything else. */
async function answerGitHub(page: Page) {
  const urls: string[] = []
  await page.route(`${GITHUB}/**`, async (route) => {
    urls.push(route.request().url())
    const isFilled = !route.request().url().includes("%7B")
    await route.fulfill({
      status: isFilled ? 200 : 404,
      headers: { ...CORS, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(isFilled ? USER : { message: "Not Found" }),
    })
  })
  return urls
}

test.describe("the first Send works", () => {
  test("'Use example values' fills every empty field with its example, keeps typed ones, and updates the link", async ({
    page,
  }) => {
    await openTesterAt(page, "github", 1, "Get a repository")
    await param(page, "owner").fill("me")
    await param(page, "owner").blur()
    await page.getByRole("button", { name: "Use example values" }).click()
    await expect(param(page, "owner")).toHaveValue("me")
    await expect(param(page, "repo")).toHaveValue("react")
    await expect(requestUrl(page)).toHaveText(`${GITHUB}/repos/me/react`)
    expect(new URL(page.url()).searchParams.get("p.repo")).toBe("react")
    expect(new URL(page.url()).searchParams.get("p.owner")).toBe("me")
    // One browser history entry, like one field edit: Back takes the examples out again.
    await page.goBack()
    await expect(param(page, "repo")).toHaveValue("")
    await expect(param(page, "owner")).toHaveValue("me")
  })

  test("an empty path parameter is marked in the URL with a hint; Send still goes; the 404 says why", async ({
    page,
    consoleErrors,
  }) => {
    const urls = await answerGitHub(page)
    await openTesterAt(page, "github", 0, "Get a user")
    // One line for the empty required path parameter: the required one (not also "username is empty: the URL…").
    const hint = "username is required and empty"
    await expect(requestUrl(page).locator("mark")).toHaveText("{username}")
    await expect(page.getByText(hint, { exact: true })).toBeVisible()
    await expect(requestUrl(page)).toHaveAccessibleDescription(hint)
    await expect(page.getByText("username is empty: the URL will contain {username}")).toHaveCount(0)

    await sendButton(page).click()
    const errorBox = page.getByRole("alert")
    await expect(errorBox).toContainText("HTTP 404: Not Found")
    const note = "The URL still contained {username}: fill in username and send again."
    await expect(errorBox).toContainText(note)
    expect(urls).toEqual([`${GITHUB}/users/%7Busername%7D`])
    expectConsoleError(consoleErrors, NOT_FOUND)

    // Filled in, the mark and the hint go; a 4xx for a complete URL gets no such line.
    await param(page, "username").fill("octocat")
    await expect(requestUrl(page).locator("mark")).toHaveCount(0)
    await expect(page.getByText(hint, { exact: true })).toHaveCount(0)
    await sendButton(page).click()
    await expect(responsePanel(page).getByText("200 OK")).toBeVisible()
    await page.route(`${GITHUB}/**`, (route) =>
      route.fulfill({ status: 404, headers: CORS, contentType: "application/json", body: "{}" }),
    )
    await sendButton(page).click()
    await expect(errorBox).toContainText("HTTP 404: Not Found")
    await expect(errorBox).not.toContainText("still contained")
    expectConsoleError(consoleErrors, NOT_FOUND)
  })

  test("a POST whose parameters are JSON body fields says they go as a query string and opens the body in one click", async ({
    page,
  }) => {
    const bodies: (string | null)[] = []
    await page.route(`${JSONPLACEHOLDER}/**`, async (route) => {
      if (route.request().method() === "POST") bodies.push(route.request().postData())
      await route.fulfill({ status: 201, headers: CORS_PREFLIGHT, contentType: "application/json", body: "{}" })
    })
    await openTesterAt(page, "jsonplaceholder", 3, "Create a post")
    const note = page.getByText(/reads these parameters from a JSON body, but by default the tester sends them as/)
    await expect(note).toBeVisible()
    await expect(page.getByRole("button", { name: "Advanced", exact: true })).toHaveAttribute("aria-expanded", "false")
    await page.getByRole("button", { name: "Use a JSON body" }).click()
    await expect(page.getByRole("button", { name: "Advanced", exact: true })).toHaveAttribute("aria-expanded", "true")
    await expect(page.getByLabel(/Send a JSON body/)).toBeChecked()
    const editor = page.getByLabel("JSON body", { exact: true })
    await expect(editor).toBeFocused()
    await expect(note).toHaveCount(0)
    await sendButton(page).click()
    await expect(responsePanel(page).getByText("201 Created")).toBeVisible()
    expect(bodies).toEqual(['{\n  "title": "foo",\n  "body": "bar",\n  "userId": 1\n}'])
  })

  test("a GET endpoint has no such note", async ({ page }) => {
    await openTesterAt(page, "github", 0, "Get a user")
    await expect(page.getByRole("button", { name: "Use a JSON body" })).toHaveCount(0)
  })
})

test.describe("labels that say what they do", () => {
  test("'Copy cURL' and 'Share link' copy what they say and confirm in the same words", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await openTesterAt(page, "github", 0, "Get a user")
    await param(page, "username").fill("octocat")
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText())
    const region = page.getByRole("region", { name: "Request URL" })

    const curl = region.getByRole("button", { name: "Copy cURL", exact: true })
    await expect(curl).toHaveText("Copy cURL")
    await curl.click()
    await expect(region.getByRole("button", { name: "cURL copied", exact: true })).toHaveText("cURL copied")
    expect(await clipboard()).toContain(`--url '${GITHUB}/users/octocat'`)

    const share = region.getByRole("button", { name: "Share link", exact: true })
    await expect(share).toHaveText("Share link")
    await share.click()
    await expect(region.getByRole("button", { name: "Link copied", exact: true })).toHaveText("Link copied")
    expect(new URL(await clipboard()).searchParams.get("p.username")).toBe("octocat")
    // After 2 seconds each reads its name again.
    await expect(region.getByRole("button", { name: "Copy cURL", exact: true })).toBeVisible()
    await expect(region.getByRole("button", { name: "Share link", exact: true })).toBeVisible()
  })
})

test.describe("the response stays in view", () => {
  test("from 1024 px: the request on the left, a sticky response pane on the right; one bar, 'Advanced' before Send", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await answerGitHub(page)
    await openTesterAt(page, "github", 0, "Get a user")
    const bar = page.getByRole("region", { name: "Request URL" })
    const advanced = bar.getByRole("button", { name: "Advanced", exact: true })
    const send = bar.getByRole("button", { name: "Send Request" })
    const advancedBox = (await advanced.boundingBox())!
    const sendBox = (await send.boundingBox())!
    expect(advancedBox.x).toBeLessThan(sendBox.x)
    expect(Math.abs(advancedBox.y - sendBox.y)).toBeLessThan(4)

    // A long request (twenty header rows) scrolls past while the response pane stays on screen.
    await advanced.click()
    for (let row = 0; row < 20; row++) await page.getByRole("button", { name: "Add header" }).click()
    await param(page, "username").fill("octocat")
    await send.click()
    await expect(responsePanel(page).getByText("200 OK")).toBeVisible()
    const requestBox = (await bar.boundingBox())!
    const responseBox = (await page.getByRole("tablist", { name: "Response and code" }).boundingBox())!
    expect(responseBox.x).toBeGreaterThan(requestBox.x + requestBox.width)
    await page.getByLabel("Header 20 value").scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const stuck = (await page.getByRole("tablist", { name: "Response and code" }).boundingBox())!
    expect(stuck.y).toBeGreaterThanOrEqual(0)
    expect(stuck.y).toBeLessThan(200)
    await expect(responsePanel(page).getByText("200 OK")).toBeInViewport()
  })

  test("headers start closed; the body's tools share one row; Copy body copies the body", async ({ page, context }) => {
    await page.setViewportSize(DESKTOP)
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    await answerGitHub(page)
    await openTesterAt(page, "github", 0, "Get a user")
    await param(page, "username").fill("octocat")
    await sendButton(page).click()
    const panel = responsePanel(page)
    await expect(panel.getByText("200 OK")).toBeVisible()
    // The response's headers (GitHub's catalogue endpoint also gets a conformance check, whose differences are a
    // <details> of their own).
    await expect(panel.locator("details").first()).not.toHaveAttribute("open")
    await expect(panel.getByRole("term").first()).toBeHidden()

    const tools = [
      panel.getByRole("group", { name: "Body view" }).getByRole("button", { name: "Tree" }),
      panel.getByRole("button", { name: "Raw" }),
      panel.getByRole("searchbox", { name: "Filter keys and values" }),
      panel.getByRole("button", { name: "Expand all" }),
      panel.getByRole("button", { name: "Collapse all" }),
      panel.getByRole("button", { name: "Copy body" }),
    ]
    const tops = await Promise.all(tools.map(async (tool) => (await tool.boundingBox())!.y))
    const centres = await Promise.all(
      tools.map(async (tool) => {
        const box = (await tool.boundingBox())!
        return box.y + box.height / 2
      }),
    )
    expect(tops.length).toBe(6)
    for (const centre of centres) expect(Math.abs(centre - centres[0]!)).toBeLessThan(4)

    // Tree | Raw is one segmented control.
    await expect(tools[0]!).toHaveAttribute("aria-pressed", "true")
    await tools[1]!.click()
    await expect(tools[0]!).toHaveAttribute("aria-pressed", "false")
    await expect(tools[1]!).toHaveAttribute("aria-pressed", "true")
    await expect(panel.getByRole("tree")).toBeHidden()
    await tools[0]!.click()
    await expect(panel.getByRole("tree")).toBeVisible()

    await panel.getByRole("button", { name: "Copy body" }).click()
    await expect(panel.getByRole("button", { name: "Body copied" })).toBeVisible()
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(USER)
  })

  test("one code panel: the other languages are a picker inside the Fetch Code and Axios Code tabs", async ({
    page,
  }) => {
    await openTesterAt(page, "github", 0, "Get a user")
    await expect(page.getByRole("tab")).toHaveText(["Response", "Fetch Code", "Axios Code"])
    await expect(page.getByRole("region", { name: "More languages" })).toHaveCount(0)
    await page.getByRole("tab", { name: "Fetch Code" }).click()
    const fetchPanel = page.getByRole("tabpanel", { name: "Fetch Code" })
    const language = fetchPanel.getByRole("region", { name: "More languages" }).getByLabel("Language")
    await language.selectOption({ label: "HTTPie" })
    await expect(fetchPanel.getByLabel("HTTPie code", { exact: true })).toContainText("http --ignore-stdin")
    // The choice holds in the other code tab.
    await page.getByRole("tab", { name: "Axios Code" }).click()
    const axiosPanel = page.getByRole("tabpanel", { name: "Axios Code" })
    await expect(axiosPanel.getByRole("region", { name: "More languages" }).getByLabel("Language")).toHaveValue(
      "httpie",
    )
  })

  test("on a phone the response scrolls into view when a request settles, and focus stays on Send", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await page.emulateMedia({ reducedMotion: "reduce" })
    await answerGitHub(page)
    await openTesterAt(page, "github", 0, "Get a user")
    await param(page, "username").fill("octocat")
    const tabs = page.getByRole("tablist", { name: "Response and code" })
    expect((await tabs.boundingBox())!.y).toBeGreaterThan(PHONE.height / 2)
    await sendButton(page).focus()
    await page.keyboard.press("Enter")
    await expect(responsePanel(page).getByText("200 OK")).toBeInViewport()
    // Scrolled up to the pane's top, under the sticky site header (64 px), or as far as the page goes.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById("tester-tab-response")!.getBoundingClientRect().top
          const isAtEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
          return window.scrollY > 0 && top >= 64 && (top < 150 || isAtEnd)
        }),
      )
      .toBe(true)
    await expect(page.getByText("Selected:")).toBeInViewport()
    await expect(sendButton(page)).toBeFocused()
  })

  test("from 1024 px nothing scrolls when a request settles", async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await answerGitHub(page)
    await openTesterAt(page, "github", 0, "Get a user")
    await param(page, "username").fill("octocat")
    const before = await page.evaluate(() => window.scrollY)
    await sendButton(page).click()
    await expect(responsePanel(page).getByText("200 OK")).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
  })
})

test.describe("at home on a phone", () => {
  test("390 px: the URL has the full width, tab labels stay on one line, JSON keys stay whole, the filter is usable", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await answerGitHub(page)
    await openTesterAt(page, "github", 0, "Get a user")
    await param(page, "username").fill("octocat")
    const region = page.getByRole("region", { name: "Request URL" })
    const url = (await requestUrl(page).boundingBox())!
    const regionBox = (await region.boundingBox())!
    expect(url.width).toBeGreaterThan(regionBox.width * 0.75)
    const copy = (await region.getByRole("button", { name: "Copy cURL" }).boundingBox())!
    expect(copy.y).toBeGreaterThanOrEqual(url.y + url.height)

    for (const tab of await page.getByRole("tab").all()) {
      const lines = await tab.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      })
      expect(lines, `lines of the tab ${await tab.textContent()}`).toBe(1)
    }

    await sendButton(page).click()
    const row = responsePanel(page).getByRole("treeitem", { name: /^avatar_url: / })
    await expect(row).toBeVisible()
    const lineCount = (text: string) =>
      row.getByText(text, { exact: true }).evaluate((element) => {
        const tops = [...element.getClientRects()].map((rect) => Math.round(rect.top))
        return new Set(tops).size
      })
    // The value is long enough to wrap; the key beside it never does.
    expect(await lineCount(`"${USER.avatar_url}"`)).toBeGreaterThan(1)
    expect(await lineCount("avatar_url")).toBe(1)

    const filter = (await responsePanel(page).getByRole("searchbox", { name: "Filter keys and values" }).boundingBox())!
    expect(filter.width).toBeGreaterThanOrEqual(150)
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })
})

test.describe("arriving by link or keyboard", () => {
  test("the heading takes focus without a ring; real Tab focus still shows one", async ({ page }) => {
    await gotoHydrated(page, "/api/github")
    const test = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Get a user", exact: true }) })
      .getByRole("button", { name: /^Test / })
    await test.focus()
    await page.keyboard.press("Enter")
    const heading = page.getByRole("heading", { level: 1, name: "Get a user" })
    await expect(heading).toBeFocused()
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none")
    await page.keyboard.press("Tab")
    const focused = page.locator(":focus")
    await expect(focused).toHaveCount(1)
    expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none")

    // From a link the same.
    await gotoHydrated(page, "/api/github?endpoint=0&p.username=octocat")
    await expect(heading).toBeFocused()
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none")
  })
})

for (const theme of ["light", "dark"] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe: the tester after a Send with an unresolved placeholder, ${theme} theme, ${viewport.width} px`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(viewport)
      await useTheme(page, theme)
      await answerGitHub(page)
      await openTesterAt(page, "github", 0, "Get a user")
      expect(await isDark(page)).toBe(theme === "dark")
      await sendButton(page).click()
      await expect(page.getByRole("alert")).toContainText("still contained {username}")
      expectConsoleError(consoleErrors, NOT_FOUND)
      await expectNoViolations(page, `the tester with a hint and a 404, ${theme}, ${viewport.width} px`)
      await param(page, "username").fill("octocat")
      await sendButton(page).click()
      await expect(responsePanel(page).getByText("200 OK")).toBeVisible()
      await expectNoViolations(page, `the tester with a JSON answer, ${theme}, ${viewport.width} px`)
      await page.getByRole("tab", { name: "Fetch Code" }).click()
      await expectNoViolations(page, `the code panel with its language picker, ${theme}, ${viewport.width} px`)
    })
  }
}
