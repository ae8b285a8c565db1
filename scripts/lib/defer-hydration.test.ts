import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { bootstrapOf, DEFER_SCRIPT, deferHydration } from "./defer-hydration.mjs"
// @ts-expect-error -- plain .mjs module without type declarations
import { inlineScriptHashes, scriptHash } from "./csp.mjs"

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/></head>' +
  "<body><main>Hello</main><script>window.ctx = 1</script>" +
  '<script type="module" async="">import "/assets/a.js";\nimport("/assets/entry.js");</script></body></html>'

describe("deferHydration", () => {
  it("keeps the content, drops modulepreloads and moves the bootstrap into a data block", () => {
    const html = deferHydration(PAGE)
    expect(html).toContain("<main>Hello</main>")
    expect(html).toContain('<link rel="stylesheet" href="/s.css"/>')
    expect(html).not.toContain("modulepreload")
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain(
      '<script type="text/plain" id="hydrate-bootstrap">import "/assets/a.js";\nimport("/assets/entry.js");</script>',
    )
    expect(html).toContain(`<script>${DEFER_SCRIPT}</script>`)
  })

  it("leaves pages without a bootstrap (the static landing page) alone", () => {
    const html = "<html><head></head><body><script>theme()</script></body></html>"
    expect(deferHydration(html)).toBe(html)
  })

  it.each([
    ["hydration data without the bootstrap", "<script>window.__reactRouterContext = {}</script>"],
    ["a modulepreload without the bootstrap", '<link rel="modulepreload" href="/assets/a.js"/>'],
    [
      "a bootstrap in another form",
      '<script type="module">import "/assets/a.js"</script><script>window.__reactRouterContext = {}</script>',
    ],
  ])("fails the build loudly on %s (React Router's output changed)", (_label, html) => {
    expect(() => deferHydration(`<html><body>${html}</body></html>`)).toThrow(/defer-hydration/)
  })

  it("lets the CSP allow the bootstrap it will inject, and the starter script", () => {
    const html = deferHydration(PAGE)
    const hashes = inlineScriptHashes(html)
    expect(hashes).toContain(scriptHash(bootstrapOf(PAGE)))
    expect(hashes).toContain(scriptHash(DEFER_SCRIPT))
    expect(hashes).toContain(scriptHash("window.ctx = 1"))
  })

  it("starts the bootstrap once, after the first paint", () => {
    document.body.innerHTML = '<script type="text/plain" id="hydrate-bootstrap">window.__booted = true</script>'
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
    class FakeObserver {
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback)
      }
      observe() {}
    }
    const original = globalThis.PerformanceObserver
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    try {
      new Function(DEFER_SCRIPT)()
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0)
      observers[0]!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) })
      observers[0]!({ getEntriesByName: () => [{}] })
      const started = document.querySelectorAll('script[type="module"]')
      expect(started).toHaveLength(1)
      expect(started[0]!.textContent).toBe("window.__booted = true")
    } finally {
      globalThis.PerformanceObserver = original
    }
  })
})
