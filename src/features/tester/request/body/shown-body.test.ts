import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { MAX_SHOWN_BODY_CHARS, shortenJson, shownOptIn } from "./shown-body"

describe("shortenJson", () => {
  it.each<[string, string, number, string]>([
    ["fits", '{"a":1}', 7, '{"a":1}'],
    ["array: cut before a comma", '[{"id":1},{"id":2},{"id":3}]', 20, '[{"id":1},{"id":2}]'],
    ["object: cut before a comma", '{"a":1,"b":2,"c":3}', 14, '{"a":1,"b":2}'],
    ["nested: every bracket closed", '[{"a":[1,2,3],"b":4}]', 13, '[{"a":[1,2]}]'],
    ["indented text keeps its indentation", "[\n  1,\n  2,\n  3\n]", 12, "[\n  1,\n  2]"],
    ["a long string value is cut inside", '{"data":"aaaaaaaaaaaaaaaa"}', 16, '{"data":"aaaaa"}'],
    ["a top-level string", '"abcdefghij"', 6, '"abcd"'],
    ["an escape is never split", '["\\\\\\\\\\\\\\\\"]', 6, '["\\\\"]'],
    ["a \\u escape is never split", '["\\u00e9\\u00e9"]', 12, '["\\u00e9"]'],
    ["a surrogate pair is never split", '["😀😀😀"]', 7, '["😀"]'],
    ["a comma inside a string is not a place to cut", '["a,b,c,d,e,f"]', 9, '["a,b,c"]'],
    ["a key is never cut: the last comma instead", '{"a":1,"bbbbbbbbbbbbbbbb":2}', 12, '{"a":1}'],
    ["nothing fits: the empty array", "[[[[[[1]]]]]]", 4, "[]"],
    ["nothing fits: the empty object", '{"aaaaaaaa":1}', 5, "{}"],
    ["nothing fits: the empty string", '"\\u00e9"', 5, '""'],
    ["a number too long: 0", "-1.2345678901234567e-300", 8, "0"],
  ])("%s", (_, text, max, shortened) => {
    expect(shortenJson(text, max)).toBe(shortened)
    expect(shortened.length).toBeLessThanOrEqual(max)
  })

  it("is valid JSON of at most max characters that begins like the text", () => {
    fc.assert(
      fc.property(fc.json(), fc.integer({ min: 5, max: 60 }), (text, max) => {
        const shortened = shortenJson(text, max)
        if (text.length <= max) return shortened === text
        expect(shortened.length).toBeLessThanOrEqual(max)
        expect(() => JSON.parse(shortened) as unknown).not.toThrow()
        if (!/^[[{"]/.test(text)) return shortened === "0"
        // All but the closing quote and brackets is a prefix of the text.
        const kept = shortened.replace(/["\]}]*$/, "")
        expect(text.startsWith(kept)).toBe(true)
        return true
      }),
      { numRuns: 500 },
    )
  })

  it("reads only the first max characters: 10 MB cost what a few KB do", () => {
    const huge = `[${'{"id":1},'.repeat(1_200_000)}{"id":1}]`
    const calls = { count: 0 }
    // A String object that counts charCodeAt calls stands in for the text.
    const counted = Object.assign(Object(huge) as string, {
      charCodeAt(index: number) {
        calls.count++
        return huge.charCodeAt(index)
      },
    })
    const shortened = shortenJson(counted, 1000)
    expect(shortened.length).toBeLessThanOrEqual(1000)
    expect(JSON.parse(shortened)).toHaveLength(111)
    expect(calls.count).toBeLessThan(3000)
  })
})

describe("shownOptIn", () => {
  const headers = [["X-A", "1"]] as const

  it.each([
    ["no body", { headers }],
    ["a body of exactly the limit", { headers, body: `"${"a".repeat(MAX_SHOWN_BODY_CHARS - 2)}"` }],
  ])("%s: the same opt-in, not shortened", (_, optIn) => {
    expect(shownOptIn(optIn)).toEqual({ optIn, isShortened: false })
    expect(shownOptIn(optIn).optIn).toBe(optIn)
  })

  it("a longer body: shortened to at most the limit, headers kept", () => {
    const body = JSON.stringify(Array.from({ length: 5000 }, (_, id) => ({ id, title: "lorem ipsum" })))
    const shown = shownOptIn({ headers, body })
    expect(shown.isShortened).toBe(true)
    expect(shown.optIn.headers).toBe(headers)
    expect(shown.optIn.body?.length).toBeLessThanOrEqual(MAX_SHOWN_BODY_CHARS)
    expect(body.startsWith(shown.optIn.body?.replace(/[\]}]*$/, "") ?? "-")).toBe(true)
  })

  it("a longer form body: cut at the limit, not read as JSON", () => {
    const body = "a=1&".repeat(MAX_SHOWN_BODY_CHARS)
    const media = { kind: "text", contentType: "application/x-www-form-urlencoded", isJson: false } as const
    const shown = shownOptIn({ headers, body, media })
    expect(shown).toEqual({ optIn: { headers, body: body.slice(0, MAX_SHOWN_BODY_CHARS), media }, isShortened: true })
  })
})
