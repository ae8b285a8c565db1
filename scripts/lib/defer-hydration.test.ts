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

  it("starts the bootstrap once, in the frame after the load event", () => {
    document.body.innerHTML = '<script type="text/plain" id="hydrate-bootstrap">window.__booted = true</script>'
    const frames: FrameRequestCallback[] = []
    const timers: (() => void)[] = []
    const originalFrame = globalThis.requestAnimationFrame
    const originalTimeout = globalThis.setTimeout
    globalThis.requestAnimationFrame = (callback) => frames.push(callback)
    globalThis.setTimeout = ((callback: () => void, delay: number) =>
      delay === 0 ? timers.push(callback) : 0) as unknown as typeof setTimeout
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    Object.defineProperty(document, "readyState", { value: "interactive", configurable: true })
    try {
      new Function(DEFER_SCRIPT)()
      const started = () => document.querySelectorAll('script[type="module"]')
      expect(frames).toHaveLength(0)
      window.dispatchEvent(new Event("load"))
      expect(frames).toHaveLength(1)
      frames[0]!(0)
      expect(started()).toHaveLength(0)
      timers[0]!()
      window.dispatchEvent(new Event("load"))
      frames[1]?.(0)
      timers[1]?.()
      expect(started()).toHaveLength(1)
      expect(started()[0]!.textContent).toBe("window.__booted = true")
    } finally {
      globalThis.requestAnimationFrame = originalFrame
      globalThis.setTimeout = originalTimeout
      Object.defineProperty(document, "readyState", { value: "complete", configurable: true })
    }
  })
})
