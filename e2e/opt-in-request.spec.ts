// Opt-in headers and JSON body in the tester, and code in more languages (docs/behaviour.md §7) — on the
// production build.
import type { Page, Request } from "@playwright/test"
import { expect, expectNoViolations, isDark, MORE_LANGUAGES, openTester, test, useTheme } from "./fixtures"

const BASE = "https://jsonplaceholder.typicode.com"
const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" }

/** Records every request (preflights aside) to `url` and answers 201 with a small JSON body. */
async function capture(page: Page, url: string) {
  const requests: Request[] = []
  await page.route(url, async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
    requests.push(route.request())
    await route.fulfill({ status: 201, contentType: "application/json", headers: CORS, body: '{"id":101}' })
  })
  return requests
}

// 'Advanced' is a disclosure button in the request bar, before 'Send Request'; it shows this panel.
const advanced = (page: Page) => page.getByRole("group", { name: "Advanced" })
const advancedToggle = (page: Page) => page.getByRole("button", { name: "Advanced", exact: true })
const send = (page: Page) => page.getByRole("button", { name: "Send Request" })
// The other languages are a picker inside the code panel, under either code tab.
const moreLanguages = (page: Page) => page.getByRole("region", { name: "More languages" })

test("nothing opted in: 'Advanced' is closed, the default request goes out, the spec's snippets are unchanged", async ({
  page,
}) => {
  const requests = await capture(page, `${BASE}/posts`)
  await openTester(page, "jsonplaceholder", "Create a post")
  await expect(advancedToggle(page)).toHaveAttribute("aria-expanded", "false")
  await expect(advanced(page)).toBeHidden()
  await expect(page.getByRole("tab")).toHaveText(["Response", "Fetch Code", "Axios Code"])
  await send(page).click()
  await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("201 Created")).toBeVisible()
  expect(requests).toHaveLength(1)
  const sent = requests[0]!
  expect(sent.method()).toBe("POST")
  expect(sent.postData()).toBeNull()
  const headers = await sent.allHeaders()
  expect(headers["accept"]).toBe("application/json")
  expect(headers["content-type"]).toBeUndefined()
  await page.getByRole("tab", { name: "Fetch Code" }).click()
  await expect(page.getByRole("tabpanel", { name: "Fetch Code" })).toContainText(
    "body: JSON.stringify({ /* Your data here */ }),",
  )
  // The other languages show exactly that default request: Accept only, no body.
  const python = moreLanguages(page).getByLabel("Python (requests) code", { exact: true })
  await expect(python).toContainText('"Accept": "application/json"')
  await expect(python).not.toContainText("json=")
})

test("a body and headers are really sent, and every snippet shows the same", async ({ page }) => {
  const requests = await capture(page, `${BASE}/posts`)
  await openTester(page, "jsonplaceholder", "Create a post")
  await advancedToggle(page).click()
  await page.getByRole("button", { name: "Add header" }).click()
  const headerValue = `it's "$HOME" \`x\` \\ </script>`
  await page.getByLabel("Header 1 name").fill("X-Trace-Id")
  await page.getByLabel("Header 1 value").fill(headerValue)
  await page.getByLabel(/Send a JSON body/).check()
  const editor = page.getByLabel("JSON body", { exact: true })
  await expect(editor).toHaveValue('{\n  "title": "foo",\n  "body": "bar",\n  "userId": 1\n}')
  const body = '{"title": "a\'b \\"c\\" $x </script> 😀", "userId": 1}'
  await editor.fill(`  ${body}\n`)
  await send(page).click()
  await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("201 Created")).toBeVisible()

  expect(requests).toHaveLength(1)
  const sent = requests[0]!
  expect(sent.method()).toBe("POST")
  expect(sent.postData()).toBe(body)
  const headers = await sent.allHeaders()
  expect(headers["x-trace-id"]).toBe(headerValue)
  expect(headers["content-type"]).toBe("application/json")
  expect(headers["accept"]).toBe("application/json")

  // The spec's snippets, now exact: the code's literals evaluate to what was sent.
  await page.getByRole("tab", { name: "Fetch Code" }).click()
  const fetchCode =
    (await page
      .getByRole("tabpanel", { name: "Fetch Code" })
      .getByLabel("Fetch code", { exact: true })
      .textContent()) ?? ""
  const seen = await page.evaluate(async (code) => {
    let call: [string, { method: string; headers: Record<string, string>; body: string }] | undefined
    const fetchDouble = (url: string, options: { method: string; headers: Record<string, string>; body: string }) => {
      call = [url, options]
      return Promise.resolve({ ok: true, json: () => Promise.resolve({}) })
    }
    const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...a: unknown[]) => Promise<void>
    await new AsyncFunction("fetch", "console", code)(fetchDouble, { log: () => {} })
    return call
  }, fetchCode)
  expect(seen?.[0]).toBe(`${BASE}/posts`)
  expect(seen?.[1]).toEqual({
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", "X-Trace-Id": headerValue },
    body,
  })
  await page.getByRole("tab", { name: "Axios Code" }).click()
  await expect(page.getByRole("tabpanel", { name: "Axios Code" })).toContainText(
    `data: ${JSON.stringify(body).replace("<", "\\u003c")},`,
  )

  // Each further language shows the header and the body's values.
  const select = moreLanguages(page).getByLabel("Language")
  for (const [label, marker] of [
    ["Python (requests)", "import requests"],
    ["Node.js (fetch)", "fetch("],
    ["HTTPie", "http --ignore-stdin 'POST'"],
    ["PowerShell (Invoke-RestMethod)", "Invoke-RestMethod"],
    ["Go (net/http)", "http.NewRequest"],
  ] as const) {
    await select.selectOption({ label })
    const code = moreLanguages(page).getByLabel(`${label} code`, { exact: true })
    await expect(code).toContainText(marker)
    await expect(code).toContainText("X-Trace-Id")
    await expect(code).toContainText("</script> 😀")
    await expect(moreLanguages(page).getByRole("button", { name: `Copy ${label} code` })).toBeVisible()
  }
})

test("a forbidden header is refused with a message and nothing is sent", async ({ page }) => {
  const requests = await capture(page, `${BASE}/posts`)
  await openTester(page, "jsonplaceholder", "Create a post")
  await advancedToggle(page).click()
  await page.getByRole("button", { name: "Add header" }).click()
  const name = page.getByLabel("Header 1 name")
  await name.fill("Cookie")
  await page.getByLabel("Header 1 value").fill("a=1")
  await expect(page.getByText('Browsers do not let web pages set the "Cookie" header.')).toBeVisible()
  await expect(name).toHaveAttribute("aria-invalid", "true")
  await send(page).click()
  await expect(page.getByRole("alert").filter({ hasText: "Not sent: fix the marked header first." })).toBeVisible()
  await expect(name).toBeFocused()
  expect(requests).toHaveLength(0)
  // Removing the row lets the default request go.
  await page.getByRole("button", { name: "Remove header 1" }).click()
  await send(page).click()
  await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("201 Created")).toBeVisible()
  expect(requests).toHaveLength(1)
})

test("invalid JSON shows its line and column and blocks only that send", async ({ page }) => {
  const requests = await capture(page, `${BASE}/posts`)
  await openTester(page, "jsonplaceholder", "Create a post")
  await advancedToggle(page).click()
  await page.getByLabel(/Send a JSON body/).check()
  const editor = page.getByLabel("JSON body", { exact: true })
  await editor.fill('{\n  "title": "foo",\n}')
  const message = "Invalid JSON at line 3, column 1: expected a property name in double quotes, found '}'."
  await expect(page.getByText(message)).toBeVisible()
  await send(page).click()
  await expect(page.getByRole("alert").filter({ hasText: "Not sent: fix the marked JSON body first." })).toBeVisible()
  await expect(editor).toBeFocused()
  expect(requests).toHaveLength(0)
  // The text is kept; fixing it sends.
  await expect(editor).toHaveValue('{\n  "title": "foo",\n}')
  await editor.fill('{\n  "title": "foo"\n}')
  await expect(page.getByText(message)).toBeHidden()
  await send(page).click()
  await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("201 Created")).toBeVisible()
  expect(requests.map((r) => r.postData())).toEqual(['{\n  "title": "foo"\n}'])
})

test("keyboard: 'Advanced' opens with Enter, rows are added with the keyboard, the language select uses arrows", async ({
  page,
}) => {
  await openTester(page, "jsonplaceholder", "Create a post")
  await advancedToggle(page).focus()
  await page.keyboard.press("Enter")
  await expect(advancedToggle(page)).toHaveAttribute("aria-expanded", "true")
  await expect(advanced(page)).toBeVisible()
  // 'Advanced' comes before Send; its panel follows the bar and its note.
  await page.keyboard.press("Tab")
  await expect(send(page)).toBeFocused()
  // Under Send: 'Use example values' beside the line naming the empty required fields, then the JSON body note.
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Use example values" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Use a JSON body" })).toBeFocused()
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Add header" })).toBeFocused()
  await page.keyboard.press("Enter")
  await page.keyboard.press("Shift+Tab")
  await page.keyboard.press("Shift+Tab")
  await expect(page.getByLabel("Header 1 value")).toBeFocused()
  await page.keyboard.press("Shift+Tab")
  await page.keyboard.type("X-A")
  await expect(page.getByLabel("Header 1 name")).toHaveValue("X-A")
  await page.getByRole("tab", { name: "Fetch Code" }).click()
  const select = moreLanguages(page).getByLabel("Language")
  await select.focus()
  await page.keyboard.press("ArrowDown")
  await expect(select).toHaveValue("node")
  await expect(moreLanguages(page).getByLabel("Node.js (fetch) code", { exact: true })).toContainText("'X-A': ''")
})

for (const theme of ["light", "dark"] as const) {
  test(`axe: 'Advanced' with messages and 'More languages' are clean in the ${theme} theme`, async ({ page }) => {
    await useTheme(page, theme)
    await openTester(page, "jsonplaceholder", "Create a post")
    expect(await isDark(page)).toBe(theme === "dark")
    await advancedToggle(page).click()
    await page.getByRole("button", { name: "Add header" }).click()
    await page.getByLabel("Header 1 name").fill("Host")
    await page.getByLabel(/Send a JSON body/).check()
    await page.getByLabel("JSON body", { exact: true }).fill("{")
    await send(page).click()
    await expect(page.getByRole("alert").filter({ hasText: "Not sent" })).toBeVisible()
    await page.getByRole("tab", { name: "Fetch Code" }).click()
    await expect(moreLanguages(page)).toBeVisible()
    await expectNoViolations(page, `'Advanced' and 'More languages', ${theme} theme`)
  })
}

test("a key stays YOUR_API_KEY in every language, and its header cannot be set by hand", async ({ page }) => {
  const KEY = "k3y/Secret+1 2"
  await openTester(page, "thecatapi", "Search images")
  await page.getByLabel("API key", { exact: true }).fill(KEY)
  await advancedToggle(page).click()
  await page.getByRole("button", { name: "Add header" }).click()
  await page.getByLabel("Header 1 name").fill("X-API-KEY")
  await expect(
    page.getByText('"X-API-KEY" carries your API key: set the key in the API key field instead.'),
  ).toBeVisible()
  await page.getByRole("tab", { name: "Fetch Code" }).click()
  const select = moreLanguages(page).getByLabel("Language")
  for (const label of MORE_LANGUAGES) {
    await select.selectOption({ label })
    const code = moreLanguages(page).getByLabel(`${label} code`, { exact: true })
    await expect(code).toContainText("YOUR_API_KEY")
    await expect(code).not.toContainText("k3y")
  }
})
