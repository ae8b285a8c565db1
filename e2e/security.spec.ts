import { createHash } from "node:crypto"
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
      // Inline <style> is allowed only by its hash (none today: the stylesheet is linked), never 'unsafe-inline'.
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!)
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

    await page.getByRole("button", { name: "Test", exact: true }).nth(1).click()
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
