import type { Page } from "@playwright/test"
import { MOVE_BLOCKED_MESSAGE } from "../src/lib/database/database"
import {
  expect,
  gotoHydrated,
  historyEntry,
  openPastedDescription,
  passImporterQuiet,
  test,
  testEndpoint,
} from "./fixtures"

// A visitor of the build before the one database (src/lib/database/) kept an opened API in four IndexedDB databases,
// each made by idb-keyval's createStore (version 1, one store, the API's id as key; the endpoints' parts under
// [id, n]), and the tester's history in localStorage. Their records are made here by today's writers, whose formats
// did not change, then put back where that build kept them, on a page that has not opened any database yet; then the
// app is loaded as after an update.

const DOC = `openapi: 3.0.3
info: { title: Kept Shop, version: "1" }
servers: [{ url: "https://kept.example.dev" }]
paths:
  /pets:
    get:
      summary: List pets
      responses:
        "200":
          description: The pets
          content:
            application/json:
              schema: { type: array, items: { type: object, required: [name], properties: { name: { type: string } } } }
    post:
      summary: Add a pet
      requestBody:
        content:
          application/json:
            schema: { type: object, properties: { name: { type: string } } }
            examples:
              Rex: { value: { name: Rex } }
      responses: { "200": { description: ok } }
`

/** Where the earlier build kept each kind of record: database, store, and the one database's store it goes to. */
const EARLIER = [
  ["api-explorer-opened-list", "summaries"],
  ["api-explorer-opened", "apis"],
  ["api-explorer-opened-schemas", "schemas"],
  ["api-explorer-opened-bodies", "bodies"],
] as const

/** By store: each record as [key, value] (keys as JSON gives them back). */
type Entries = Record<string, [unknown, unknown][]>

/** Every record of the named stores of a database, on a connection closed after; {} when it does not exist. */
function readAll(page: Page, database: string, stores: string[]): Promise<Entries> {
  return page.evaluate(
    async ([name, names]) => {
      if (!(await indexedDB.databases()).some((db) => db.name === name)) return {}
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error(String(request.error)))
      })
      const all: Record<string, [unknown, unknown][]> = {}
      for (const store of names) {
        if (!db.objectStoreNames.contains(store)) continue
        const objects = db.transaction(store).objectStore(store)
        const [keys, values] = await Promise.all(
          [objects.getAllKeys(), objects.getAll()].map(
            (request) =>
              new Promise<unknown[]>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result as unknown[])
                request.onerror = () => reject(new Error(String(request.error)))
              }),
          ),
        )
        all[store] = (keys ?? []).map((key, index) => [key, values?.[index]])
      }
      db.close()
      return all
    },
    [database, stores] as const,
  )
}

const STORES = EARLIER.map(([, store]) => store) as string[]
const HISTORY = [historyEntry("kept")]

/**
 * Opens DOC, waits until the importer's second pass has kept its response schemas and body details, and returns the
 * app's records with the API's id. The page is left on /pricing, which opens no database.
 */
async function recordsOfAnOpenedApi(page: Page): Promise<{ id: string; records: Entries }> {
  await page.clock.install()
  await openPastedDescription(page, DOC, "Kept Shop")
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? ""
  await passImporterQuiet(page)
  await expect
    .poll(
      async () => {
        const records = await readAll(page, "api-explorer", ["schemas", "bodies"])
        return `${records.schemas?.length ?? 0} schemas, ${records.bodies?.length ?? 0} bodies`
      },
      { timeout: 20_000 },
    )
    .toBe("1 schemas, 1 bodies")
  const records = await readAll(page, "api-explorer", STORES)
  await gotoHydrated(page, "/pricing")
  return { id, records }
}

/** The browser profile of the earlier build: the one database gone, its records in the four, history kept. */
async function fillAsTheEarlierBuild(page: Page, records: Entries) {
  await page.evaluate(
    async ([earlier, all, history]) => {
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase("api-explorer")
        request.onsuccess = () => resolve()
        request.onerror = () => reject(new Error(String(request.error)))
      })
      for (const [name, store] of earlier as [string, string][]) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          // As idb-keyval's createStore(name, store) opened it.
          const request = indexedDB.open(name)
          request.onupgradeneeded = () => request.result.createObjectStore(store)
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(new Error(String(request.error)))
        })
        await new Promise<void>((resolve, reject) => {
          const transaction = db.transaction(store, "readwrite")
          for (const [key, value] of all[store] ?? []) transaction.objectStore(store).put(value, key as IDBValidKey)
          transaction.oncomplete = () => resolve()
          transaction.onerror = () => reject(new Error(String(transaction.error)))
        })
        db.close()
      }
      localStorage.setItem("testerHistory", JSON.stringify(history))
    },
    [EARLIER.map(([name, store]) => [name, store]), records, HISTORY] as [string[][], Entries, unknown[]],
  )
  expect((await page.evaluate(() => indexedDB.databases())).map((db) => db.name).sort()).toEqual(
    EARLIER.map(([name]) => name).sort(),
  )
}

/** Its link in Your APIs (a page load of /open/{id} itself is a 404 with the SPA fallback on this static server). */
async function openFromYourApis(page: Page, id: string) {
  await gotoHydrated(page, "/open")
  await page.getByRole("region", { name: "Your APIs" }).getByRole("link", { name: "Kept Shop" }).click()
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Kept Shop")
  expect(new URL(page.url()).pathname).toBe(`/open/${id}`)
}

/** What a visitor sees of each record: the list, the API's page, a documented schema, the body's example. */
async function expectEveryRecordShown(page: Page, id: string) {
  await openFromYourApis(page, id)
  await testEndpoint(page, "List pets")
  const documented = page.getByRole("region", { name: "Documented responses" })
  await documented.getByText("The pets").click()
  await expect(documented.getByRole("heading", { name: "Schema", exact: true })).toBeVisible()
  await openFromYourApis(page, id)
  await testEndpoint(page, "Add a pet")
  await expect(page.getByLabel("Example", { exact: true })).toHaveValue("Rex")
  await gotoHydrated(page, "/api/jsonplaceholder?endpoint=1")
  const history = page.getByRole("region", { name: "History" }).getByRole("listitem")
  await expect(history).toHaveCount(1)
  await expect(history.getByRole("button", { name: /^Restore GET Get a post, / })).toBeVisible()
}

test("after the update every record of the earlier build is found, and the four old databases are gone", async ({
  page,
}) => {
  test.slow()
  const { id, records } = await recordsOfAnOpenedApi(page)
  expect(records.apis?.length).toBeGreaterThanOrEqual(2)
  await fillAsTheEarlierBuild(page, records)

  await expectEveryRecordShown(page, id)
  await expect(page.getByText(MOVE_BLOCKED_MESSAGE)).toHaveCount(0)
  expect(await readAll(page, "api-explorer", STORES)).toEqual(records)
  expect((await page.evaluate(() => indexedDB.databases())).map((db) => db.name)).toEqual(["api-explorer"])
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("testerHistory"))) ?? "null")).toEqual(HISTORY)
})

test("a tab of the earlier build holding its database open: the old data stays readable, and Your APIs says so", async ({
  page,
}) => {
  test.slow()
  const { id, records } = await recordsOfAnOpenedApi(page)
  await fillAsTheEarlierBuild(page, records)
  // The earlier build's idb-keyval connection: open for the tab's life, deaf to a version change.
  const earlierTab = await page.context().newPage()
  await gotoHydrated(earlierTab, "/pricing")
  await earlierTab.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open("api-explorer-opened")
        request.onsuccess = () => {
          ;(window as unknown as { held: IDBDatabase }).held = request.result
          resolve()
        }
        request.onerror = () => reject(new Error(String(request.error)))
      }),
  )

  await gotoHydrated(page, "/open")
  await expect(page.getByRole("alert").filter({ hasText: MOVE_BLOCKED_MESSAGE })).toBeVisible()
  await expectEveryRecordShown(page, id)
  // The earlier tab still reads every record where it kept them.
  const kept = await earlierTab.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const db = (window as unknown as { held: IDBDatabase }).held
        const request = db.transaction("apis").objectStore("apis").count()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error(String(request.error)))
      }),
  )
  expect(kept).toBe(records.apis?.length)
  await earlierTab.close()
})
