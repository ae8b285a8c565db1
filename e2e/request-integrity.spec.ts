import type { Page } from "@playwright/test"
import {
  answer,
  CORS_PREFLIGHT,
  expect,
  expectNoViolations,
  gotoHydrated,
  MORE_LANGUAGES,
  openTesterAt,
  passCopiedLabel,
  sendAndWait,
  test,
} from "./fixtures"

// What the tester shows and copies is what it sends, and copied code never holds the key (docs/security.md).

const JSON_TYPE = "application/json; charset=utf-8"
const MASKED = "•••"
const GITHUB = "https://api.github.com"
const PLACEHOLDER = "YOUR_API_KEY"
const DOT_NOTE =
  'Left out of the URL: browsers remove "." and ".." path segments, so the request would go to another address.'

const requestUrl = (page: Page) => page.getByRole("region", { name: "Request URL" }).locator("code")
const param = (page: Page, name: string) => page.getByRole("textbox", { name: new RegExp(`^${name} `) })
const keyField = (page: Page) => page.getByLabel("API key", { exact: true })
const advancedToggle = (page: Page) => page.getByRole("button", { name: "Advanced", exact: true })
const moreLanguages = (page: Page) => page.getByRole("region", { name: "More languages" })
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

/** Presses a copy button and waits until it says the text was copied. */
async function copy(page: Page, label: string, confirmation = `${label}: copied`) {
  await page.getByRole("button", { name: label, exact: true }).click()
  await expect(page.getByRole("button", { name: confirmation, exact: true })).toBeVisible()
}

/** Answers every request to `pattern` (preflights too) with an empty JSON object and records it. */
const capture = (page: Page, pattern: string) =>
  answer(page, pattern, { status: 200, headers: { ...CORS_PREFLIGHT, "content-type": JSON_TYPE }, body: "{}" })

test.describe("a '.' or '..' path value from a link", () => {
  test("is left out of the URL with a note, and the URL the browser requests is the one shown", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const requests = await capture(page, `${GITHUB}/**`)
    await gotoHydrated(page, "/api/github?endpoint=1&p.owner=..&p.repo=..")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get a repository")
    await expect(param(page, "owner")).toHaveValue("..")
    await expect(param(page, "repo")).toHaveValue("..")

    // The browser requests exactly the path shown: no segment removed, so not https://api.github.com/.
    const shownText = (await requestUrl(page).textContent()) ?? ""
    expect(shownText.startsWith(`${GITHUB}/repos/`)).toBe(true)
    await sendAndWait(page)
    const sent = requests.map((request) => request.url())
    expect(sent).toHaveLength(1)
    expect(sent[0]).not.toBe(`${GITHUB}/`)
    expect(decodeURI(new URL(sent[0]!).pathname)).toBe(shownText.slice(GITHUB.length))

    // What is shown: the values left out, as an empty one is, and each field says why.
    const shown = `${GITHUB}/repos/{owner}/{repo}`
    expect(shownText).toBe(shown)
    expect(sent).toEqual([new URL(shown).href])
    for (const name of ["owner", "repo"]) {
      await expect(param(page, name)).toHaveAttribute("aria-invalid", "true")
      await expect(param(page, name)).toHaveAccessibleDescription(new RegExp(`${DOT_NOTE.replace(/[.()]/g, "\\$&")}$`))
    }

    // Copied code, the history and the tester's link all hold the same request.
    await copy(page, "Copy cURL", "cURL copied")
    expect(await clipboard(page)).toContain(`--url '${shown}'`)
    await page.getByRole("tab", { name: "Fetch Code" }).click()
    await expect(page.getByRole("tabpanel", { name: "Fetch Code" })).toContainText(`await fetch("${shown}"`)
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toContainText(shown)
    await copy(page, "Share link", "Link copied")
    const link = new URL(await clipboard(page))
    expect([link.searchParams.get("p.owner"), link.searchParams.get("p.repo")]).toEqual(["..", ".."])

    // A real name is used as soon as it is typed, and its note goes.
    await param(page, "owner").fill("facebook")
    await expect(requestUrl(page)).toHaveText(`${GITHUB}/repos/facebook/{repo}`)
    await expect(page.getByText(DOT_NOTE)).toHaveCount(1)
    await expect(param(page, "owner")).not.toHaveAttribute("aria-invalid")
    await expectNoViolations(page, "a '..' value with its note", "form")
  })
})

test.describe("a key also typed into other fields", () => {
  const KEY = "SECRET-KEY-123"

  test("is sent as typed but masked in the URL shown, every snippet, 'Copy cURL' and 'More languages'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    // The page's clock runs as usual; it is moved past each language's 2 s 'copied' label (below) instead of waiting.
    await page.clock.install()
    const requests = await capture(page, "https://api.openweathermap.org/**")
    await openTesterAt(page, "openweathermap", 0, "Current weather by city")
    await param(page, "q").fill("Paris")
    await param(page, "units").fill(KEY)
    await keyField(page).fill(KEY)
    await advancedToggle(page).click()
    await page.getByRole("button", { name: "Add header" }).click()
    await page.getByLabel("Header 1 name").fill("X-Debug")
    await page.getByLabel("Header 1 value").fill(`token ${KEY}`)

    await expect(requestUrl(page)).toHaveText(
      `https://api.openweathermap.org/data/2.5/weather?q=Paris&units=${MASKED}&appid=${MASKED}`,
    )
    await sendAndWait(page)
    const sent = requests.filter((request) => request.method() === "GET")
    expect(sent.map((request) => request.url())).toEqual([
      `https://api.openweathermap.org/data/2.5/weather?q=Paris&units=${KEY}&appid=${KEY}`,
    ])
    expect((await sent[0]!.allHeaders())["x-debug"]).toBe(`token ${KEY}`)

    const url = `https://api.openweathermap.org/data/2.5/weather?q=Paris&units=${PLACEHOLDER}&appid=${PLACEHOLDER}`
    for (const tab of ["Fetch Code", "Axios Code"]) {
      await page.getByRole("tab", { name: tab }).click()
      const code = page.getByRole("tabpanel", { name: tab }).getByLabel(`${tab.split(" ")[0]} code`, { exact: true })
      await expect(code).toContainText(url)
      await expect(code).toContainText(`token ${PLACEHOLDER}`)
      await expect(code).not.toContainText(KEY)
    }

    await copy(page, "Copy cURL", "cURL copied")
    const curl = await clipboard(page)
    expect(curl).toContain(`--url '${url}'`)
    expect(curl).toContain(`--header 'X-Debug: token ${PLACEHOLDER}'`)
    expect(curl).not.toContain(KEY)

    const select = moreLanguages(page).getByLabel("Language")
    for (const label of MORE_LANGUAGES) {
      await select.selectOption({ label })
      const code = moreLanguages(page).getByLabel(`${label} code`, { exact: true })
      await expect(code).toContainText(`token ${PLACEHOLDER}`)
      await expect(code).not.toContainText(KEY)
      await copy(page, `Copy ${label} code`)
      const copied = await clipboard(page)
      expect(copied).toContain(PLACEHOLDER)
      expect(copied).not.toContain(KEY)
      // 'More languages' has one Copy button: its next name ('Copy … code') comes back once 'Copied' (COPIED_MS) ends.
      await passCopiedLabel(page)
    }
  })
})
