import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { buildCsp, inlineScriptHashes, inlineStyleHashes, scriptHash, withCspMeta } from "./csp.mjs"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("inlineScriptHashes", () => {
  it.each([
    ["a classic inline script", "<script>a()</script>", [sha("a()")]],
    ["a module inline script", '<script type="module" async="">import "/x.js"</script>', [sha('import "/x.js"')]],
    ["external scripts are skipped", '<script src="/a.js"></script><script type="module" src="/b.js"></script>', []],
    ["duplicates once", "<script>a()</script><script>a()</script>", [sha("a()")]],
    ["data blocks are not scripts", '<script type="application/json">{}</script>', []],
    ["multi-line text hashed exactly", "<script>\n  a();\n</script>", [sha("\n  a();\n")]],
  ])("%s", (_name, html, expected) => {
    expect(inlineScriptHashes(html)).toEqual(expected)
  })

  it("hashes like the browser (UTF-8)", () => {
    expect(scriptHash("é")).toBe(sha("é"))
  })
})

describe("inlineStyleHashes", () => {
  it.each([
    ["an inline stylesheet", "<style>a{b:c}</style>", [sha("a{b:c}")]],
    ["with attributes", '<style data-x="1">\n.a{}\n</style>', [sha("\n.a{}\n")]],
    ["duplicates once", "<style>x</style><style>x</style>", [sha("x")]],
    ["linked stylesheets are not inline", '<link rel="stylesheet" href="/a.css"/>', []],
  ])("%s", (_name, html, expected) => {
    expect(inlineStyleHashes(html)).toEqual(expected)
  })
})

describe("buildCsp", () => {
  it("allows the inline stylesheet by its hash only", () => {
    expect(buildCsp([], ["'sha256-css'"])).toContain("style-src 'self' 'sha256-css'")
    expect(buildCsp([])).toContain("style-src 'self';")
  })

  it("locks scripts to self and the hashes, and opens connect-src for the tester", () => {
    const csp = buildCsp(["'sha256-abc'"])
    expect(csp).toContain("script-src 'self' 'sha256-abc'")
    expect(csp).toContain("connect-src *")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("img-src 'self' https: data: blob:")
    expect(csp).not.toContain("unsafe-inline")
    expect(csp).not.toContain("unsafe-eval")
  })
})

describe("withCspMeta", () => {
  it("puts the policy first in <head>, with the page's own hashes", () => {
    const html = withCspMeta("<html><head><title>x</title><script>b()</script></head></html>")
    expect(html.startsWith('<html><head><meta http-equiv="Content-Security-Policy" content="default-src')).toBe(true)
    expect(html).toContain(sha("b()"))
  })
  it("lists the inline stylesheet's hash under style-src", () => {
    const html = withCspMeta("<html><head><style>p{}</style></head></html>")
    expect(html).toContain(`style-src 'self' ${sha("p{}")}`)
  })
  it("keeps the charset declaration first", () => {
    const html = withCspMeta('<html><head><meta charSet="utf-8"/><title>x</title></head></html>')
    expect(html.startsWith('<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(true)
  })
  it("refuses a page that already has one", () => {
    expect(() => withCspMeta(withCspMeta("<head></head>"))).toThrow()
  })
})
