import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import { CORS, dropConsoleErrors, expect, gotoHydrated, test, waitForHydration } from "./fixtures"

const BASE = "https://jsonplaceholder.typicode.com"
const JSON_TYPE = "application/json; charset=utf-8"
const CSP_REFUSED = /Content Security Policy/

// Every kind of page: the static landing page, hydrated pages, a prerendered API, and the SPA fallback.
const PAGES: [string, number][] = [
  ["/", 200],
  ["/explore", 200],
  ["/api/jsonplaceholder", 200],
  ["/pricing", 200],
  ["/signup", 200],
  ["/contact", 200],
  ["/no/such/page", 404],
  ["/api/does-not-exist", 404],
]

/** The directives of a policy, by name, each with its source list. */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/** The text of every inline script the browser would run as script (classic or module), as written in the HTML. */
function executableInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase()
    if (type === undefined || type === "" || type === "module" || type === "text/javascript") scripts.push(text)
  }
  return scripts
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** Opens the [target=_blank] check: every such link on the page must carry both noopener and noreferrer. */
async function blankLinks(page: Page) {
  return page
    .locator("a[target=_blank]")
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute("href"), rel: (link.getAttribute("rel") ?? "").split(/\s+/) })),
    )
}

function expectSafeBlankLinks(links: { href: string | null; rel: string[] }[], where: string) {
  for (const link of links) {
    expect(link.rel, `rel of the new-tab link to ${link.href} on ${where}`).toEqual(
      expect.arrayContaining(["noopener", "noreferrer"]),
    )
  }
}

test.describe("Content-Security-Policy", () => {
  for (const [path, status] of PAGES) {
    test(`${path}: one CSP meta, no unsafe sources, a hash for each inline script`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(status)
      const html = await response.text()

      const metas = [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/gi)]
      expect(metas).toHaveLength(1)
      // A meta policy only governs what comes after it: it must come before any script or stylesheet.
      const metaAt = html.indexOf(metas[0]![0])
      expect(metaAt).toBeLessThan(html.search(/<script|<link/i))

      const csp = parseCsp(metas[0]![1]!.replaceAll("&#x27;", "'").replaceAll("&#39;", "'"))
      const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? []
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      expect(scriptSrc).not.toContain("*")
      expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"])

      const scripts = executableInlineScripts(html)
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) {
        expect(scriptSrc, `hash of the inline script starting ${JSON.stringify(script.slice(0, 60))}`).toContain(
          sha256(script),
        )
      }

      // The rest of the policy as docs/security.md explains it.
      expect(csp.get("default-src")).toEqual(["'self'"])
      expect(csp.get("object-src")).toEqual(["'none'"])
      expect(csp.get("base-uri")).toEqual(["'self'"])
      expect(csp.get("form-action")).toEqual(["'self'"])
      expect(csp.get("connect-src")).toEqual(["*"])
      expect(csp.get("img-src")).toEqual(expect.arrayContaining(["'self'", "https:", "data:", "blob:"]))
      // The inlined stylesheet (ADR 017) is allowed only by its hash, never 'unsafe-inline'.
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!)
      expect(styles).toHaveLength(1)
      expect(csp.get("style-src")).toEqual(["'self'", ...new Set(styles.map(sha256))])

      // Links that open a new tab, as prerendered.
      const links = [...html.matchAll(/<a\b[^>]*\btarget="_blank"[^>]*>/gi)].map(([tag]) => ({
        href: /\bhref="([^"]*)"/.exec(tag)?.[1] ?? null,
        rel: (/\brel="([^"]*)"/.exec(tag)?.[1] ?? "").split(/\s+/),
      }))
      expectSafeBlankLinks(links, path)
    })
  }

  test("the app works under it: navigate, filter, open an API, test an endpoint — no violation, no console error", async ({
    page,
  }) => {
    const violations: string[] = []
    await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
        void report(
          `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        )
      })
    })
    await page.route(`${BASE}/**`, (route) =>
      route.fulfill({ status: 200, headers: { ...CORS, "content-type": JSON_TYPE }, body: '{"id":1,"title":"hi"}' }),
    )
    const requests: { method: string; url: string; type: string }[] = []
    page.on("request", (request) =>
      requests.push({ method: request.method(), url: request.url(), type: request.resourceType() }),
    )

    await page.goto("/")
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "static")
    expectSafeBlankLinks(await blankLinks(page), "/")
    await page.getByRole("button", { name: "Toggle dark mode" }).click()
    await page.getByRole("main").getByRole("link", { name: "Explore APIs" }).click()
    await expect(page).toHaveURL("/explore")
    await waitForHydration(page)
    await page.getByLabel("Category", { exact: true }).selectOption("Development")
    await page.getByRole("banner").getByPlaceholder("Search APIs...").fill("json")
    await expect(page).toHaveURL("/explore?q=json&category=Development")
    const links = await blankLinks(page)
    expect(links.length).toBeGreaterThan(0)
    expectSafeBlankLinks(links, "/explore")

    await page.getByRole("main").getByRole("link", { name: "JSONPlaceholder", exact: true }).click()
    await expect(page).toHaveURL("/api/jsonplaceholder")
    const detailLinks = await blankLinks(page)
    expect(detailLinks.length).toBeGreaterThan(0)
    expectSafeBlankLinks(detailLinks, "/api/jsonplaceholder")

    await page
      .getByRole("button", { name: /^Test / })
      .nth(1)
      .click()
    await page.getByLabel("id").fill("1")
    await page.getByRole("button", { name: "Send Request" }).click()
    await expect(page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK")).toBeVisible()
    expectSafeBlankLinks(await blankLinks(page), "the tester")
    await page.getByRole("tab", { name: "Fetch Code" }).click()
    await page.getByRole("button", { name: "Back to API Details" }).click()
    await page.getByRole("button", { name: "Back to APIs" }).click()
    await expect(page).toHaveURL("/explore?q=json&category=Development")

    expect(violations).toEqual([])

    // The tester's request went from the browser straight to the API; our own origin only served static files.
    const apiRequests = requests.filter((request) => request.url.startsWith(BASE))
    expect(apiRequests).toEqual([{ method: "GET", url: `${BASE}/posts/1`, type: "fetch" }])
    const ours = requests.filter((request) => new URL(request.url).host === new URL(page.url()).host)
    for (const request of ours) {
      expect(request.method, request.url).toBe("GET")
      expect(request.url, "nothing of the API request reaches our origin").not.toMatch(/typicode\.com|\/posts/)
      expect(["document", "script", "stylesheet", "image", "fetch", "manifest", "other"]).toContain(request.type)
    }
  })

  test("an injected inline script, inline event handler or string timer is refused", async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, "/explore")
    await page.evaluate(() =>
      document.addEventListener("securitypolicyviolation", (event) => {
        const log = ((window as unknown as { __violations?: string[] }).__violations ??= [])
        log.push(event.effectiveDirective)
      }),
    )

    const outcome = await page.evaluate(async () => {
      const win = window as unknown as { __pwned?: number; __violations?: string[] }
      const script = document.createElement("script")
      script.textContent = "window.__pwned = 1"
      document.body.append(script)
      // An invalid data: image fires onerror without any network request.
      const holder = document.createElement("div")
      holder.innerHTML = '<img src="data:image/png;base64,AAAA" onerror="window.__pwned = 2">'
      document.body.append(holder)
      // A string timer is eval in disguise. (eval() itself can't be tested from here: DevTools' evaluate is
      // allowed to bypass the policy's eval ban, and the page's own code never calls it — lint forbids it.)
      const timer = setTimeout as unknown as (code: string, ms: number) => number
      timer("window.__pwned = 3", 0)
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { pwned: win.__pwned, violations: win.__violations ?? [] }
    })
    expect(outcome.pwned).toBeUndefined()
    expect(outcome.violations).toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr", "script-src"]))
    dropConsoleErrors(consoleErrors, CSP_REFUSED)
  })
})

test.describe("response headers", () => {
  for (const path of ["/", "/explore", "/api/jsonplaceholder", "/no/such/page", "/favicon.svg"]) {
    test(`${path} is served with the _headers protections`, async ({ request, consoleErrors }) => {
      const response = await request.get(path)
      const headers = response.headers()
      expect(headers["x-content-type-options"]).toBe("nosniff")
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["permissions-policy"]).toMatch(/camera=\(\)/)
      expect(headers["permissions-policy"]).toMatch(/geolocation=\(\)/)
      expect(headers["x-frame-options"]).toBe("DENY")
      expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/)
      expect(consoleErrors).toEqual([])
    })
  }

  test("another site cannot frame the app", async ({ page, consoleErrors, baseURL }) => {
    await page.setContent(`<iframe src="${baseURL}/pricing" title="framed"></iframe>`, { waitUntil: "load" })
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    // The browser replaces a refused frame with its own error page: nothing of the app runs or shows inside.
    expect(frame?.url()).not.toBe(`${baseURL}/pricing`)
    await expect(page.frameLocator("iframe").getByRole("heading", { name: "Simple, transparent pricing" })).toHaveCount(
      0,
    )
    dropConsoleErrors(consoleErrors, /frame|ancestors|X-Frame-Options/i)
  })
})

// An API's answer opened in a tab ('Open image in new tab', a download link's 'Open link in new
// tab') must never be a document of our origin, where its script could read a remembered key. Each hostile body
// tries to copy the key into a `leaked` item of the storage of the origin it runs in, and marks the title to prove
// it ran at all.
test.describe("responses never become pages of our origin", () => {
  const KEY = "SECRET-KEY-123"
  const STEAL =
    "document.title='ran in '+location.protocol;" +
    "localStorage.setItem('leaked',localStorage.getItem('apiKey:openweathermap'))"
  const leaked = (page: Page) => page.evaluate(() => localStorage.getItem("leaked"))

  test.beforeEach(async ({ page }) => {
    // A key remembered on this device ('Remember on this device'), as the key store writes it.
    await page.addInitScript((key) => localStorage.setItem("apiKey:openweathermap", key), KEY)
  })

  test("an SVG answer with a script: the preview's 'Open image in new tab' runs nothing on our origin", async ({
    page,
  }) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${STEAL}"><rect width="10" height="10"/></svg>`
    await page.route(`${BASE}/**`, (route) =>
      route.fulfill({ status: 200, headers: { ...CORS, "content-type": "image/svg+xml" }, body: svg }),
    )
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=0")
    await page.getByRole("button", { name: "Send Request" }).click()
    const image = page.getByRole("img", { name: /^Response body preview \(image\/svg\+xml/ })
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(10)
    const source = (await image.getAttribute("src")) ?? ""

    // What 'Open image in new tab' does: a top-level document from the image's URL. Its script runs (the title
    // says so), but in an opaque origin of its own: our storage, and the key in it, are out of its reach.
    const tab = await page.context().newPage()
    await tab.goto(source)
    await expect(tab).toHaveTitle(/^ran in/)
    expect(await leaked(page)).toBeNull()
    await expect(tab).toHaveTitle("ran in data:")
    await tab.close()
  })

  test("an HTML answer over 1 MB: 'Download the whole body' opened in a tab downloads it and runs nothing", async ({
    page,
  }) => {
    const html = `<!doctype html><title>page</title><script>${STEAL}</script><p>${"x".repeat(1_100_000)}</p>`
    await page.route(`${BASE}/**`, (route) =>
      route.fulfill({ status: 200, headers: { ...CORS, "content-type": "text/html; charset=utf-8" }, body: html }),
    )
    await gotoHydrated(page, "/api/jsonplaceholder?endpoint=0")
    await page.getByRole("button", { name: "Send Request" }).click()
    const link = page.getByRole("link", { name: "Download the whole body" })
    const href = (await link.getAttribute("href")) ?? ""
    expect(await link.getAttribute("download")).toBe("response.html")

    // What 'Open link in new tab' does: the browser saves the file instead of rendering it.
    const tab = await page.context().newPage()
    const download = tab.waitForEvent("download", { timeout: 10_000 }).catch(() => null)
    await tab.goto(href).catch((error: Error) => expect(error.message).toMatch(/Download is starting/))
    expect(await leaked(page)).toBeNull()
    expect(await tab.title()).not.toMatch(/^ran in/)
    const saved = await download
    expect(saved, "the tab saved the body as a file").not.toBeNull()
    expect(readFileSync((await saved?.path()) ?? "", "utf8")).toBe(html)
    await tab.close()

    // The link itself still saves the whole body under its name.
    const [clicked] = await Promise.all([page.waitForEvent("download"), link.click()])
    expect(clicked.suggestedFilename()).toBe("response.html")
    expect(readFileSync(await clicked.path(), "utf8")).toBe(html)
  })
})
