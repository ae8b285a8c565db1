// A 10 MB JSON body in 'Advanced' froze the tester (3.6–5.1 s per click): the body was checked at every
// render and every snippet rebuilt with all of it, 10 MB in each code element. Speed is not timed here (that would
// flake on a busy machine; scripts/bench-advanced.mjs measures it): what is checked is what made it slow — the code
// on screen holds a shortened body with a note, bounded in size — and that nothing is lost: Copy copies the code
// for the whole body and the request carries it byte for byte.
import type { Page, Request } from "@playwright/test"
import { APIS } from "../src/data/apis"
import { toFetch } from "../src/lib/snippets"
import { buildTesterRequest } from "../src/features/tester/request/tester-request"
import { CORS_PREFLIGHT, expect, openTester, test } from "./fixtures"

const POSTS = "https://jsonplaceholder.typicode.com/posts"
const NOTE = "Body shortened for display; Copy copies all of it."
/** What the code on screen may hold at most: the 20,000-character preview, escaped, plus the code around it. */
const MAX_SHOWN_CODE_CHARS = 50_000

/** A 10 MB JSON array of small objects, as a visitor might paste it. */
function tenMegabyteBody(): string {
  const items: string[] = []
  for (let i = 0, size = 0; size < 10_000_000; i++) {
    const item = JSON.stringify({ id: i, title: `lorem ipsum dolor sit amet ${i}`, tags: ["a", "b"], ok: true })
    items.push(item)
    size += item.length + 4
  }
  return `[\n  ${items.join(",\n  ")}\n]`
}

/** Records every request (preflights aside) to POSTS and answers 201. */
async function capture(page: Page) {
  const requests: Request[] = []
  await page.route(POSTS, async (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS_PREFLIGHT })
    requests.push(route.request())
    await route.fulfill({ status: 201, contentType: "application/json", headers: CORS_PREFLIGHT, body: '{"id":101}' })
  })
  return requests
}

/** The length of the labelled code element's text, read in the page (Playwright's text matchers would copy it twice). */
async function codeLength(page: Page, label: string): Promise<number> {
  return page.getByLabel(label, { exact: true }).evaluate((pre) => pre.textContent?.length ?? 0)
}

test("a 10 MB body: code shown shortened with a note, Copy copies all of it, the request carries all of it", async ({
  page,
}) => {
  // Setting 10 MB in a textarea alone takes Chromium tens of seconds on a busy 2-core machine.
  test.setTimeout(180_000)
  const requests = await capture(page)
  const body = tenMegabyteBody()
  expect(body.length).toBeGreaterThan(10_000_000)

  await openTester(page, "jsonplaceholder", "Create a post")
  await page.getByText("Advanced", { exact: true }).click()
  await page.getByLabel(/Send a JSON body/).check()
  const editor = page.getByLabel("JSON body", { exact: true })
  // As a paste would: the whole value at once, then one input event.
  await editor.evaluate((textarea: HTMLTextAreaElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(textarea, text)
    textarea.dispatchEvent(new Event("input", { bubbles: true }))
  }, body)
  expect(await editor.evaluate((textarea: HTMLTextAreaElement) => textarea.value.length)).toBe(body.length)

  // Fetch Code: the note, a shortened body in bounded code.
  await page.getByRole("tab", { name: "Fetch Code" }).click()
  const fetchPanel = page.getByRole("tabpanel", { name: "Fetch Code" })
  // The first note is the spec's code's; 'More languages', under it in the same panel, repeats it for its own code.
  await expect(fetchPanel.getByText(NOTE).first()).toBeVisible()
  const fetchLength = await codeLength(page, "Fetch code")
  expect(fetchLength).toBeGreaterThan(1000)
  expect(fetchLength).toBeLessThan(MAX_SHOWN_CODE_CHARS)
  await expect(fetchPanel.getByLabel("Fetch code", { exact: true })).toContainText(
    'body: "[\\n  {\\"id\\":0,\\"title\\":\\"lorem ipsum dolor sit amet 0\\"',
  )
  // The hidden tab holds no code at all.
  expect(await page.getByLabel("Axios code", { exact: true }).count()).toBe(0)

  // Copy copies the code for the whole body, exactly as it is built for any body. The system clipboard is stood in
  // for (src/lib/clipboard.ts has its own tests): a 10 MB write to it can take longer than the test may wait.
  await page.evaluate(() => {
    const writeText = (text: string) => {
      Object.assign(window, { __copied: text })
      return Promise.resolve()
    }
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
  })
  const copyButton = fetchPanel.getByRole("button", { name: "Copy fetch code" })
  // 'Copied' shows for 2 s only, and with 10 MB in the page one role query can take longer than that on a busy
  // machine, so polling for the label can miss it: the page records every name the button takes instead.
  await copyButton.evaluate((button) => {
    const names: string[] = []
    Object.assign(window, { __names: names })
    new MutationObserver(() => names.push(button.getAttribute("aria-label") ?? "")).observe(button, {
      attributeFilter: ["aria-label"],
    })
  })
  await copyButton.click()
  // Building the code for 10 MB takes a few seconds when another test runs on the other core: a hang guard.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __names: string[] }).__names), { timeout: 20_000 })
    .toContain("Copy fetch code: copied")
  const api = APIS.find((a) => a.id === "jsonplaceholder")!
  const endpoint = api.endpoints.find((e) => e.name === "Create a post")!
  const expected = toFetch(
    buildTesterRequest({ api, endpoint, values: {}, apiKey: "", optIn: { headers: [], body } }).snippet,
  )
  const copied = await page.evaluate(() => (window as unknown as { __copied: string }).__copied)
  expect(copied.length).toBe(expected.length)
  expect(copied === expected, "the copied fetch code is the code for the whole body").toBe(true)

  // Another tab answers with its own panel, shortened the same way.
  await page.getByRole("tab", { name: "Axios Code" }).click()
  const axiosPanel = page.getByRole("tabpanel", { name: "Axios Code" })
  await expect(axiosPanel.getByText(NOTE).first()).toBeVisible()
  expect(await codeLength(page, "Axios code")).toBeLessThan(MAX_SHOWN_CODE_CHARS)
  await expect(fetchPanel).toBeHidden()

  // 'More languages' shows its code shortened too.
  const more = page.getByRole("region", { name: "More languages" })
  await expect(more.getByText(NOTE)).toBeVisible()
  expect(await codeLength(page, "Python (requests) code")).toBeLessThan(MAX_SHOWN_CODE_CHARS)

  // Sent: the whole body, byte for byte.
  await page.getByRole("button", { name: "Send Request" }).click()
  // Playwright's interception hands 10 MB over between processes: allow it time.
  await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("201 Created")).toBeVisible({
    timeout: 60_000,
  })
  expect(requests).toHaveLength(1)
  const sent = requests[0]!.postData() ?? ""
  expect(sent.length).toBe(body.length)
  expect(sent === body, "the request body is the 10 MB text byte for byte").toBe(true)
})

test("a body just under the limit is shown whole, with no note", async ({ page }) => {
  await openTester(page, "jsonplaceholder", "Create a post")
  await page.getByText("Advanced", { exact: true }).click()
  await page.getByLabel(/Send a JSON body/).check()
  const body = JSON.stringify({ text: "x".repeat(19_000) })
  await page.getByLabel("JSON body", { exact: true }).fill(body)
  await page.getByRole("tab", { name: "Fetch Code" }).click()
  const fetchPanel = page.getByRole("tabpanel", { name: "Fetch Code" })
  await expect(fetchPanel.getByLabel("Fetch code", { exact: true })).toContainText(`body: ${JSON.stringify(body)},`)
  await expect(fetchPanel.getByText(NOTE)).toHaveCount(0)
})
