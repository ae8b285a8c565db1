import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { APIS } from "../src/data/apis"
import {
  dropConsoleErrors,
  expect,
  expectNoViolations,
  gotoHydrated,
  LAYOUTS,
  openPastedDescription,
  test,
  useTheme,
  waitForHydration,
} from "./fixtures"

// The ⌘K palette (docs/search.md): from any page, keyboard only, to a catalogue endpoint's tester and to a directory
// operation (its definition answered here from the importer's sample, as api.apis.guru would).

const DEFINITION = "https://api.apis.guru/v2/specs/calorieninjas.com/1.0.0/openapi.json"
const DOCUMENT = readFileSync("src/features/open-api/import/sample/corpus--calorieninjas.com.json", "utf8")

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search APIs and operations" })
const combobox = (page: Page) => page.getByRole("combobox", { name: "Search every API and operation" })
const listbox = (page: Page) => page.getByRole("listbox", { name: "Results" })
const options = (page: Page) => listbox(page).getByRole("option")
/** Every option of the answer drawn: the ones below the list's fold come in the frame after the first ones. */
const allDrawn = (page: Page) => expect(listbox(page)).not.toHaveAttribute("aria-busy", "true")

/** Ctrl+K, then the query typed; waits for the polite count of results and for every option to be drawn. */
async function search(page: Page, query: string) {
  await page.keyboard.press("Control+k")
  await expect(dialog(page)).toBeVisible()
  await expect(combobox(page)).toBeFocused()
  await page.keyboard.type(query)
  await expect(
    dialog(page)
      .getByRole("status")
      .filter({ hasText: `for ${query}` }),
  ).toHaveText(/^\d+ results? for /, { timeout: 20_000 })
  await allDrawn(page)
}

/** Arrow keys down to the option whose text matches `text`, checking the combobox points at it. */
async function arrowTo(page: Page, text: RegExp) {
  const texts = await options(page).allTextContents()
  const index = texts.findIndex((option) => text.test(option))
  expect(index, `an option matching ${text} in ${texts.join(" | ")}`).toBeGreaterThanOrEqual(0)
  for (let step = 0; step < index; step++) await page.keyboard.press("ArrowDown")
  const active = await combobox(page).getAttribute("aria-activedescendant")
  await expect(page.locator(`[id="${active}"]`)).toHaveText(text)
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true")
}

async function answerDefinition(page: Page) {
  const asked: string[] = []
  await page.context().route("https://api.apis.guru/**", async (route) => {
    asked.push(route.request().url())
    await route.fulfill({
      status: 200,
      headers: { "access-control-allow-origin": "*", "content-type": "application/json" },
      body: DOCUMENT,
    })
  })
  return asked
}

const jsonPlaceholder = APIS.find((api) => api.name === "JSONPlaceholder")!
const createPost = jsonPlaceholder.endpoints.findIndex((endpoint) => endpoint.name === "Create a post")

for (const [label, width, height, theme] of LAYOUTS) {
  test(`${label}: Ctrl+K from any page, keyboard only, to a catalogue endpoint's tester and to a directory operation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await useTheme(page, theme)
    const asked = await answerDefinition(page)

    await gotoHydrated(page, "/pricing")
    await search(page, "jsonplaceholder create post")
    await expectNoViolations(page, `${label}: the palette with results`)
    await arrowTo(page, /JSONPlaceholder.*POST.*Create a post/)
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(`/api/${jsonPlaceholder.id}?endpoint=${createPost}`)
    await expect(page.getByRole("heading", { level: 1, name: "Create a post" })).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)

    await search(page, "calorieninjas nutrition")
    await arrowTo(page, /CalorieNinjas.*GET\/v1\/nutrition/)
    // Every address the page goes through: /open?url=…&op=… can be left for the opened API before a check sees it.
    const visited: string[] = []
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname + new URL(frame.url()).search)
    })
    await page.keyboard.press("Enter")
    // The deep link lands on that operation's tester (docs/open-any-api.md, links by method and path).
    await expect(page).toHaveURL(/\/open\/opened-[0-9a-f]{16}\?endpoint=0$/)
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText(/^Get nutrition text/)
    expect(visited).toContain(
      `/open?url=${encodeURIComponent(DEFINITION)}&op=${encodeURIComponent("GET /v1/nutrition")}`,
    )
    expect(asked).toEqual([DEFINITION])
  })
}

test("the visitor's opened APIs and their operations are found too, each operation opening its tester", async ({
  page,
}) => {
  await openPastedDescription(
    page,
    `openapi: 3.0.3
info: { title: Palette Pet Shop, version: "1" }
servers: [{ url: "https://shop.palette.example.dev" }]
paths:
  /pets:
    get: { summary: List the pets, responses: { "200": { description: OK } } }
  /pets/{petId}/adopt:
    post:
      summary: Adopt a pet
      parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
      responses: { "200": { description: OK } }
`,
    "Palette Pet Shop",
  )
  await search(page, "adopt pet")
  await arrowTo(page, /Palette Pet Shop.*POST.*Adopt a pet/)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/open\/opened-[0-9a-f]{16}\?endpoint=1$/)
  await expect(page.getByRole("heading", { level: 1, name: "Adopt a pet" })).toBeVisible()
})

test("the landing page (no React): the header's button and Ctrl+K go to a page that opens the palette", async ({
  page,
}) => {
  await gotoHydrated(page, "/")
  await page.getByRole("button", { name: "Search every API's operations" }).click()
  await expect(page).toHaveURL("/explore")
  await expect(combobox(page)).toBeFocused()
  await page.keyboard.press("Escape")
  await gotoHydrated(page, "/")
  await page.keyboard.press("Control+k")
  await expect(page).toHaveURL("/explore")
  await expect(combobox(page)).toBeFocused()
})

test("the combobox: arrows wrap, Home and End, the count is announced, Escape closes and gives focus back", async ({
  page,
}) => {
  await gotoHydrated(page, "/explore")
  const button = page.getByRole("button", { name: "Search every API's operations" })
  await button.focus()
  await page.keyboard.press("Enter")
  await expect(combobox(page)).toBeFocused()
  await expect(combobox(page)).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.type("send sms")
  await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results for send sms$/, { timeout: 20_000 })
  await expect(combobox(page)).toHaveAttribute("aria-expanded", "true")
  await allDrawn(page)
  const activeId = () => combobox(page).getAttribute("aria-activedescendant")
  const ids = await options(page).evaluateAll((nodes) => nodes.map((node) => node.id))
  const last = ids.length - 1
  expect(last).toBeGreaterThanOrEqual(2)
  await expect(dialog(page).getByRole("status")).toHaveText(`${ids.length} results for send sms`)
  expect(await activeId()).toBe(ids[0])
  await page.keyboard.press("ArrowDown")
  expect(await activeId()).toBe(ids[1])
  await page.keyboard.press("ArrowUp")
  await page.keyboard.press("ArrowUp")
  expect(await activeId()).toBe(ids[last])
  await page.keyboard.press("ArrowDown")
  expect(await activeId()).toBe(ids[0])
  await page.keyboard.press("End")
  expect(await activeId()).toBe(ids[last])
  await page.keyboard.press("Home")
  expect(await activeId()).toBe(ids[0])
  await expect(options(page).first()).toContainText(/sms/i)
  await page.keyboard.press("Control+a")
  await page.keyboard.type("zzqxv")
  await expect(dialog(page).getByRole("status")).toHaveText("No results for zzqxv")
  await expect(combobox(page)).toHaveAttribute("aria-expanded", "false")
  await expect(combobox(page)).not.toHaveAttribute("aria-activedescendant")
  await page.keyboard.press("Escape")
  await expect(dialog(page)).toHaveCount(0)
  await expect(button).toBeFocused()
})

test("a list scrolled to its end goes back to the top with the next answer, its first option the active one", async ({
  page,
}) => {
  await gotoHydrated(page, "/explore")
  await search(page, "list")
  const ids = await options(page).evaluateAll((nodes) => nodes.map((node) => node.id))
  // More options than the list shows at once (eight at 720 px).
  expect(ids.length).toBeGreaterThanOrEqual(12)
  const scrollTop = () => listbox(page).evaluate((node) => node.scrollTop)
  await page.keyboard.press("End")
  await expect(options(page).last()).toBeInViewport()
  expect(await scrollTop()).toBeGreaterThan(0)
  await page.keyboard.type(" u")
  await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results? for list u$/)
  expect(await scrollTop()).toBe(0)
  await expect(options(page).first()).toBeInViewport()
  expect(await combobox(page).getAttribute("aria-activedescendant")).toBe(ids[0])
  await allDrawn(page)
})

test("the palette's code and worker, not loaded once (offline before they were cached), load at the next opening", async ({
  page,
  context,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/explore")
  const blocked = /\/assets\/(palette-dialog|palette\.worker)-[^/]*\.js$/
  const failed: string[] = []
  await context.route(blocked, (route) => {
    failed.push(new URL(route.request().url()).pathname)
    return route.abort("internetdisconnected")
  })
  await page.keyboard.press("Control+k")
  // Both start at once (the worker beside the dialog's code); neither loads, and no dialog is left half open.
  await expect
    .poll(() => failed.map((path) => path.split("-")[0]).sort())
    .toEqual(["/assets/palette", "/assets/palette.worker"])
  await expect(dialog(page)).toHaveCount(0)
  await context.unroute(blocked)
  await search(page, "dog")
  await expect(options(page).first()).toContainText("Dog")
  dropConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/)
})

test("an opening asked while the palette's code is still failing to load is not lost: it loads the code again", async ({
  page,
  context,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/explore")
  const blocked = /\/assets\/palette-dialog-[^/]*\.js$/
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let requests = 0
  await context.route(blocked, async (route) => {
    requests += 1
    await held
    await route.abort("internetdisconnected")
  })
  await page.keyboard.press("Control+k")
  await expect.poll(() => requests).toBe(1)
  // Asked again while the first load is under way; then the network comes back and the first load fails.
  await page.keyboard.press("Control+k")
  await context.unroute(blocked)
  release()
  await expect(dialog(page)).toBeVisible()
  await expect(combobox(page)).toBeFocused()
  dropConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/)
})

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" })

  test("after one visit, a query the visitor made works offline in a cold tab", async ({ page, context }) => {
    // Precaching the site takes a while on a busy machine.
    test.slow()
    await gotoHydrated(page, "/pricing")
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated")
    await search(page, "geocode address")
    const online = await options(page).allTextContents()
    expect(online.length).toBeGreaterThan(0)
    await context.setOffline(true)
    const cold = await context.newPage()
    await cold.goto("/explore")
    await waitForHydration(cold)
    await search(cold, "geocode address")
    expect(await options(cold).allTextContents()).toEqual(online)
    await expect(cold.getByText("could not be loaded")).toHaveCount(0)
  })
})
