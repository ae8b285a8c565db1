import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { buildRequestUrl, encodeComponent, placeholderNames } from "./url"

// Any UTF-16 code unit, so lone surrogates too (an input's value can hold one), and whole graphemes.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
const anyText = fc.oneof(fc.string(), fc.string({ unit: codeUnit }), fc.string({ unit: "grapheme" }))

/** What a URL parser makes of a string: lone surrogates become U+FFFD, as URLSearchParams does too. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")

const named = (names: string[]) => names.map((name) => ({ name }))

// Values a URL parser may read as a "." or ".." segment, alone or beside one another, and near misses.
const dotLike = fc.oneof(
  fc.constantFrom(".", "..", "...", "%2e", "%2E", ".%2e", "%2e.", "%2E%2E", ". ", "./", "\\.."),
  fc.string({ unit: fc.constantFrom(".", "%", "2", "e", "E"), maxLength: 6 }),
)
const anyValue = fc.oneof(anyText, dotLike)

/** The path of a URL string (after scheme and host, before any query or fragment), as its decoded segments. */
const decodedSegments = (url: string) =>
  (url.replace(/^[a-z]+:\/\/[^/?#]*/i, "").split(/[?#]/)[0] ?? "").split("/").map((segment) => decodeURI(segment))

describe("buildRequestUrl for arbitrary input", () => {
  it("never throws, whatever the base, path, parameter names and values", () => {
    fc.assert(
      fc.property(
        anyText,
        anyText,
        fc.array(anyText, { maxLength: 5 }),
        fc.dictionary(anyText, anyText),
        (base, path, names, values) => {
          expect(typeof buildRequestUrl(base, path, named(names), values)).toBe("string")
        },
      ),
    )
  })

  it("starts with the base, its placeholders filled (empty ones left as {name})", () => {
    const segment = fc.string().filter((text) => !/[{}]/.test(text))
    fc.assert(
      fc.property(
        segment,
        segment,
        fc.option(anyText, { nil: undefined }),
        fc.string(),
        (before, after, value, path) => {
          const base = `https://${before}{region}${after}`
          const values: Record<string, string> = value === undefined ? {} : { region: value }
          const filled = `https://${before}${value ? encodeComponent(value) : "{region}"}${after}`
          expect(buildRequestUrl(base, path.replace(/[{}]/g, ""), named(["region"]), values).startsWith(filled)).toBe(
            true,
          )
        },
      ),
    )
  })

  it("every non-empty value that is not a placeholder comes back from URLSearchParams unchanged", () => {
    const name = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/[{}]/.test(text) && text !== "format")
    const params = fc.uniqueArray(fc.tuple(name, anyText), { selector: ([key]) => key, maxLength: 6 })
    const pathShape = fc.constantFrom("/search", "/search?format=json", "/search?format=json&", "/search#results", "/")
    fc.assert(
      fc.property(params, pathShape, (pairs, path) => {
        const url = new URL(
          buildRequestUrl(
            "https://api.example.test/v1",
            path,
            named(pairs.map(([key]) => key)),
            Object.fromEntries(pairs),
          ),
        )
        expect(url.origin).toBe("https://api.example.test")
        for (const [key, value] of pairs) {
          expect(url.searchParams.getAll(wellFormed(key))).toEqual(value ? [wellFormed(value)] : [])
        }
        // What the path carried is kept: its query first, its fragment last.
        if (path.includes("format=json")) expect(url.searchParams.get("format")).toBe("json")
        if (path.includes("#")) expect(url.hash).toBe("#results")
        expect(url.pathname).toBe(`/v1${path.split(/[?#]/)[0]}`)
      }),
    )
  })

  it("the URL the browser sends has exactly the path that is built and shown (no segment removed)", () => {
    const template = fc.constantFrom(
      "/repos/{a}/{b}",
      "/items/{a}/end",
      "/x/{a}{b}",
      "/x/.{a}",
      "/x/{a}./y",
      "/{a}",
      "/files/{a}.json",
      "/search?q={b}",
    )
    fc.assert(
      fc.property(template, anyValue, anyValue, (path, a, b) => {
        const built = buildRequestUrl("https://api.example.test/v1", path, named(["a", "b"]), { a, b })
        const sent = new URL(built).href
        expect(decodedSegments(sent)).toEqual(decodedSegments(built))
      }),
    )
  })

  it("a placeholder's value is one encoded path segment that decodes back to the value", () => {
    fc.assert(
      fc.property(anyValue, fc.string({ maxLength: 8 }), (value, other) => {
        const base = "https://api.example.test"
        const result = buildRequestUrl(base, "/items/{id}/end", named(["id", "q"]), { id: value, q: other })
        const prefix = `${base}/items/`
        expect(result.startsWith(prefix)).toBe(true)
        const rest = result.slice(prefix.length)
        const segment = rest.slice(0, rest.indexOf("/end"))
        // Empty, or a "." or ".." segment the browser would remove: left out, as `{id}`.
        if (!value || value === "." || value === "..") {
          expect(segment).toBe("{id}")
          return
        }
        // Nothing in it can end the segment or start a query or fragment.
        expect(segment).not.toMatch(/[/?#]/)
        expect(decodeURIComponent(segment)).toBe(wellFormed(value))
        // The placeholder's own parameter never reappears in the query string.
        expect(new URL(result).searchParams.has("id")).toBe(false)
      }),
    )
  })

  it("placeholderNames lists exactly the {names} a template holds", () => {
    const name = fc.string({ minLength: 1, maxLength: 6 }).filter((text) => !/[{}]/.test(text))
    const text = fc.string({ maxLength: 6 }).filter((part) => !/[{}]/.test(part))
    fc.assert(
      fc.property(fc.array(fc.tuple(text, name), { maxLength: 4 }), text, (parts, tail) => {
        const template = parts.map(([before, key]) => `${before}{${key}}`).join("") + tail
        expect(placeholderNames(template)).toEqual(parts.map(([, key]) => key))
      }),
    )
  })
})
