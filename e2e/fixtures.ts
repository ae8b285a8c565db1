import AxeBuilder from "@axe-core/playwright"
// The axe-core that @axe-core/playwright itself injects (its dependency, the same copy).
import axe from "axe-core"
import { QUIET_MS } from "../src/features/open-api/run-in-worker"
import { COPIED_MS } from "../src/hooks/use-copy"
import { test as base, expect, type BrowserContext, type Page, type Request, type Route } from "@playwright/test"

type Fixtures = {
  /** Console errors and uncaught exceptions seen so far; each test fails if any remain unexpected at the end. */
  consoleErrors: string[]
}

/**
 * Every test: third-party hosts are unreachable (tests answer them with page.route), and the page must log
 * no console error or uncaught exception — hydration mismatches, CSP violations and React warnings included.
 * A test that expects an error takes it out of `consoleErrors` before it ends.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      collectConsoleErrors(page, errors)
      await blockThirdParties(page.context())
      await use(errors)
      expect(errors, "console errors during the test").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Response headers that let a page on any origin read a mocked third-party answer. */
/** The four layouts the issues' journeys run in: label, viewport width and height, theme. */
export const LAYOUTS = [
  ["phone (390 px), light", 390, 844, "light"],
  ["phone (390 px), dark", 390, 844, "dark"],
  ["desktop (1280 px), light", 1280, 800, "light"],
  ["desktop (1280 px), dark", 1280, 800, "dark"],
] as const

export const CORS = { "access-control-allow-origin": "*" }
/** CORS that also passes a preflight: any request header, GET and POST. */
export const CORS_PREFLIGHT = {
  ...CORS,
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "GET, POST",
}

/** Makes every host but the local server unreachable, as a browser without internet would see it. */
export async function blockThirdParties(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort("internetdisconnected"))
}

/** Records the page's console errors and uncaught exceptions in `errors`, each text after `prefix`. */
export function collectConsoleErrors(page: Page, errors: string[], prefix = "") {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${prefix}${message.text()}`)
  })
  page.on("pageerror", (error) => errors.push(`${prefix}pageerror: ${error.message}`))
}

/** Takes the console errors a test expects (e.g. a 404 status) out of the list, failing if one is missing. */
export function expectConsoleError(errors: string[], pattern: RegExp) {
  const index = errors.findIndex((text) => pattern.test(text))
  expect(index, `expected a console error matching ${pattern}`).toBeGreaterThanOrEqual(0)
  errors.splice(index, 1)
}

/** Takes every console error matching `pattern` out of the list, however many there are (none included). */
export function dropConsoleErrors(errors: string[], pattern: RegExp) {
  for (let index = errors.length - 1; index >= 0; index--) if (pattern.test(errors[index]!)) errors.splice(index, 1)
}

/** The `dark` class on <html>, as the visitor's CSS sees it. */
export async function isDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains("dark"))
}

/** Seeds the theme before any script runs, so the page starts in it (the head script reads `darkMode`). */
export async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((dark) => localStorage.setItem("darkMode", JSON.stringify(dark)), theme === "dark")
}

/** Puts raw values in localStorage before the first page of the test loads, and only then (reloads keep app writes). */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem("seeded")) return
    sessionStorage.setItem("seeded", "1")
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, values)
}

/** Waits until React has hydrated the page (`html[data-hydrated]`, set after the hydration commit). */
export async function waitForHydration(page: Page, timeout?: number) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout })
}

/** Opens a page and waits until React has hydrated it (before that, buttons have no handlers yet). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

/** Opens the tester of one endpoint the way a visitor does: its 'Test' button on the detail page. */
export async function openTester(page: Page, apiId: string, endpointName: string) {
  await gotoHydrated(page, `/api/${apiId}`)
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: endpointName, exact: true }) })
  await card.getByRole("button", { name: /^Test / }).click()
  await expect(page.getByRole("heading", { level: 1, name: endpointName })).toBeFocused()
}

/** Opens a pasted API description on /open and waits for its page, whose h1 is `title`. */
export async function openPastedDescription(page: Page, text: string, title: string) {
  await gotoHydrated(page, "/open")
  await page.getByLabel("The document's text").fill(text)
  await page.getByRole("button", { name: "Open pasted text" }).click()
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(title)
}

/** On an API's page: the 'Test' button of the endpoint card named `endpointName`, then its tester's focused h1. */
export async function testEndpoint(page: Page, endpointName: string) {
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: endpointName, exact: true }) })
  await card.getByRole("button", { name: /^Test / }).click()
  await expect(page.getByRole("heading", { level: 1, name: endpointName })).toBeFocused()
}

/** Opens the tester of the endpoint at `index` straight from its URL (`?endpoint=`), checking its heading. */
export async function openTesterAt(page: Page, apiId: string, index: number, heading: string) {
  await gotoHydrated(page, `/api/${apiId}?endpoint=${index}`)
  const title = page.getByRole("heading", { level: 1 })
  await expect(title).toHaveText(heading)
  await expect(title).toBeVisible()
}

/**
 * Runs axe with its default rules (every WCAG level it knows plus best practices) on the whole page, or only on
 * the elements `include` selects, and fails on any violation of any impact with one line per violation: rule id,
 * impact, and the selectors of the offending nodes.
 *
 * axe-core is injected once per document and run there with axe.run. AxeBuilder injected its 0.5 MB source at every
 * scan and then finished each run in a new blank page with the source injected again: about 0.5–1 s per scan on the
 * 2-core CI machine, for the same rules and the same results. A page with frames keeps AxeBuilder, which runs axe in
 * each frame.
 */
export async function expectNoViolations(page: Page, state: string, include?: string) {
  // The settled state is scanned: colour transitions still running (a chip just pressed fades to its new colours in
  // 150 ms) are finished first, as expectVisibleFocus in a11y.spec.ts does. The slower AxeBuilder used to start
  // late enough for them to have ended; scanning mid-fade measured the contrast of colours no one sees for long.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
  })
  const violations = page.frames().length > 1 ? await axeBuilderViolations(page, include) : await axeRun(page, include)
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? "?"}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(" ")}  ${node.failureSummary?.split("\n").slice(1).join(" ") ?? ""}`)
        .join("\n"),
  )
  expect(report, `axe violations on ${state}`).toEqual([])
}

type Violation = {
  id: string
  impact?: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

async function axeRun(page: Page, include?: string): Promise<Violation[]> {
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function")
  if (!injected) await page.evaluate(axe.source)
  return page.evaluate(async (selector) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe }
    // Only violations are reported back: collecting every passing node's details doubles the time on long pages.
    const results = await inPage.run(selector === null ? document : { include: [selector] }, {
      resultTypes: ["violations"],
    })
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target as unknown[], failureSummary })),
    }))
  }, include ?? null)
}

async function axeBuilderViolations(page: Page, include?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page })
  if (include !== undefined) builder.include(include)
  const { violations } = await builder.options({ resultTypes: ["violations"] }).analyze()
  return violations
}

/**
 * Moves the page's clock (installed by the test with page.clock.install(), running as usual) past the importer's quiet
 * time, after which its second pass starts (run-in-worker.ts QUIET_MS), instead of waiting for it in real time. The pass
 * itself still runs in its worker.
 */
export async function passImporterQuiet(page: Page) {
  await page.clock.runFor(QUIET_MS)
}

/**
 * Moves the page's clock (installed by the test, running as usual) past a Copy button's 'Copied' label (use-copy.ts
 * COPIED_MS), after which the button has its name again, instead of waiting for it in real time.
 */
export async function passCopiedLabel(page: Page) {
  await page.clock.runFor(COPIED_MS)
}

/** Answers every request to `url` with `reply` and records the requests. */
export async function answer(page: Page, url: string | RegExp, reply: Parameters<Route["fulfill"]>[0]) {
  const requests: Request[] = []
  await page.route(url, async (route) => {
    requests.push(route.request())
    await route.fulfill(reply)
  })
  return requests
}

/** Presses the tester's 'Send Request' and waits for `text` (the status line) in the Response panel. */
export async function sendAndWait(page: Page, text = "200 OK") {
  await page.getByRole("button", { name: "Send Request" }).click()
  await expect(page.getByRole("tabpanel", { name: "Response" }).getByText(text)).toBeVisible()
}

/** The 'More languages' picker's options, as their labels read. */
export const MORE_LANGUAGES = [
  "Python (requests)",
  "Node.js (fetch)",
  "HTTPie",
  "PowerShell (Invoke-RestMethod)",
  "Go (net/http)",
] as const

/**
 * A stored tester-history entry (docs/testing-links-and-history.md) for JSONPlaceholder's 'Get a post', as the tester
 * writes it; `overrides` replace fields (also with values of the wrong type or range, for tests of bad stored data).
 */
export function historyEntry(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    apiId: "jsonplaceholder",
    apiName: "JSONPlaceholder",
    endpointIndex: 1,
    endpointName: "Get a post",
    method: "GET",
    url: "https://jsonplaceholder.typicode.com/posts/7",
    values: { id: "7" },
    status: 200,
    error: null,
    durationMs: 12,
    at: Date.UTC(2026, 0, 2, 3, 4, 5),
    ...overrides,
  }
}
