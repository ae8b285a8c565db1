import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { BOOTSTRAP_ID, bootstrapOf, deferHydration, STARTER_ATTRIBUTE } from "./defer-hydration.mjs"
// @ts-expect-error -- plain .mjs module without type declarations
import { inlineScriptHashes, scriptHash } from "./csp.mjs"
import {
  HYDRATE_BOOTSTRAP_ID,
  HYDRATION_STARTER_ATTRIBUTE,
  HYDRATION_STARTER_SCRIPT,
} from "../../src/app/boot/defer-hydration-script"

const STARTER = `<script ${HYDRATION_STARTER_ATTRIBUTE}="">${HYDRATION_STARTER_SCRIPT}</script>`

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/></head>' +
  "<body><main>Hello</main><script>window.ctx = 1</script>" +
  '<script type="module" async="">import "/assets/a.js";\nimport("/assets/entry.js");</script>' +
  STARTER +
  "</body></html>"

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
    expect(html).toContain(STARTER)
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
    expect(hashes).toContain(scriptHash(HYDRATION_STARTER_SCRIPT))
    expect(hashes).toContain(scriptHash("window.ctx = 1"))
  })

  it("fails the build when a hydrating page has no starter (it would never hydrate)", () => {
    expect(() => deferHydration(PAGE.replace(STARTER, ""))).toThrow(/no starter script/)
  })

  it("agrees with the starter on the data block's id and the starter's marker", () => {
    expect(BOOTSTRAP_ID).toBe(HYDRATE_BOOTSTRAP_ID)
    expect(STARTER_ATTRIBUTE).toBe(HYDRATION_STARTER_ATTRIBUTE)
  })
})
