import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import { readdirSync } from "node:fs"
import type { Page } from "@playwright/test"
import { expect, expectNoViolations, gotoHydrated, test, waitForHydration } from "./fixtures"

// A new deploy is detected, the visitor is offered "A new version is available" with 'Reload', the old
// page keeps its own build until then, and the old build's cache entries are gone after the update.
// Two real builds that differ (the second with another VITE_SITE_URL, which changes every page's canonical link
// and the hash of the chunk that holds it), served one after the other at the same origin by scripts/serve.mjs.
test.use({ serviceWorkers: "allow" })

const FIRST = `${process.env.BUILD_DIR ?? "build"}/client`
const SECOND_BUILD_DIR = "build-update-e2e"
const SECOND = `${SECOND_BUILD_DIR}/client`
const NEXT_SITE_URL = "https://next-deploy.example"
// A free port the first serve takes (PORT=0); the second deploy reuses it, so both builds share one origin.
let port = 0
const origin = () => `http://127.0.0.1:${port}`

let server: ChildProcess | undefined

async function serve(dir: string) {
  await stop()
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    // SERVE_PARENT_PID: the server stops by itself when this test process ends, even when it is killed.
    env: { ...process.env, PORT: String(port), SERVE_DIR: dir, SERVE_PARENT_PID: String(process.pid) },
    stdio: ["ignore", "pipe", "inherit"],
  })
  server = child
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)))
    child.stdout?.on("data", (chunk: Buffer) => {
      const listening = /Serving .* at http:\/\/[\d.]+:(\d+)/.exec(chunk.toString())
      if (!listening) return
      port = Number(listening[1])
      resolve()
    })
  })
}

async function stop() {
  const child = server
  server = undefined
  if (!child || child.exitCode !== null) return
  await new Promise((resolve) => {
    child.once("exit", resolve)
    child.kill()
  })
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute("href")
// The app chunk (vite.config.ts names it after src/entry.client.tsx): its hash changes with the build.
const appChunk = (dir: string) => readdirSync(`${dir}/assets`).find((file) => /^entry\.client-.*\.js$/.test(file))

/** Every URL in the page's caches (precache keys carry their revision as a query parameter). */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
}

test.describe("a new deploy", () => {
  test.beforeAll(() => {
    test.setTimeout(180_000)
    execFileSync("npm", ["run", "build"], {
      env: { ...process.env, BUILD_DIR: SECOND_BUILD_DIR, VITE_SITE_URL: NEXT_SITE_URL },
      stdio: "ignore",
    })
  })

  test.afterAll(stop)

  test("is offered with 'Reload'; the old page keeps its build until then; afterwards the old cache is gone", async ({
    page,
  }) => {
    // Two service workers precache a whole build each (below): on a busy 2-core machine the second alone took over
    // 60 s once (CI, 2026-11-27), so the test gets the time its waits allow.
    test.setTimeout(240_000)
    const oldChunk = appChunk(FIRST)
    const newChunk = appChunk(SECOND)
    expect(oldChunk).toBeTruthy()
    expect(newChunk).not.toBe(oldChunk)

    await serve(FIRST)
    await gotoHydrated(page, `${origin()}/explore`)
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === "activated")
    const oldCanonical = await canonical(page)
    expect(oldCanonical).not.toContain(NEXT_SITE_URL)
    expect((await cachedUrls(page)).some((url) => url.endsWith(`/assets/${oldChunk}`))).toBe(true)

    // Deploy the second build at the same address; the next visit finds it.
    await serve(SECOND)
    await page.reload()
    await waitForHydration(page)
    const prompt = page.getByRole("status").filter({ hasText: "A new version is available" })
    // A guard, not a speed check: the new worker first precaches the whole second build (~190 files, ~6 MB, each
    // brotli-compressed by scripts/serve.mjs on its first request), which took 15–60 s and more on a busy 2-core machine.
    await expect(prompt).toBeVisible({ timeout: 180_000 })
    // Readable and labelled in both themes.
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark)
      await expectNoViolations(page, `the update prompt, ${dark ? "dark" : "light"} theme`, "[data-update-prompt]")
    }
    // Until the visitor chooses, the page is still the old build's, whole.
    expect(await canonical(page)).toBe(oldCanonical)

    await prompt.getByRole("button", { name: "Reload" }).click()
    await expect.poll(() => canonical(page), { timeout: 15_000 }).toContain(NEXT_SITE_URL)
    await waitForHydration(page)
    await expect(page.getByRole("status").filter({ hasText: "A new version is available" })).toHaveCount(0)
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Explore Public APIs")

    // The old build's entries were removed when the new worker took over; the new build's are there.
    const urls = await cachedUrls(page)
    expect(urls.some((url) => url.endsWith(`/assets/${newChunk}`))).toBe(true)
    expect(urls.filter((url) => url.endsWith(`/assets/${oldChunk}`))).toEqual([])
  })
})
