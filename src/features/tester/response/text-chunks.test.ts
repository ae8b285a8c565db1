// @vitest-environment jsdom
import { describe, expect, it } from "vitest"
import { BLOCK_CHARS, copiedText, estimateRows, textChunks } from "./text-chunks"

describe("textChunks", () => {
  // Small sizes (chunk 4, max 8) keep the cases readable; "|" marks where the blocks end.
  it.each<[string, string, string]>([
    ["empty text: no blocks", "", ""],
    ["shorter than a block: one", "abc", "abc"],
    ["exactly a block: one", "abcd", "abcd"],
    ["ends after the first line break at or past the block size", "ab\ncd\nef\ngh", "ab\ncd\n|ef\ngh"],
    ["a line break right at the block size", "abc\ndefgh\nij", "abc\n|defgh\n|ij"],
    [
      "a line that would make the block too long ends it at the last line break before",
      "a\nbcdefghijkl\nm",
      "a\n|bcde|fghijkl\n|m",
    ],
    [
      "a long minified line is cut every block size; the rest whole once within the maximum",
      "abcdefghijklmnopq",
      "abcd|efgh|ijkl|mnopq",
    ],
    ["the rest is taken whole when within the maximum", "abcdefgh", "abcdefgh"],
    ["a cut never separates a surrogate pair", "abc😀defghijkl", "abc|😀de|fghijkl"],
    ["CRLF lines end after the \\n", "ab\r\ncd\r\nef\r\ngh", "ab\r\n|cd\r\n|ef\r\n|gh"],
  ])("%s", (_, text, expected) => {
    const chunks = textChunks(text, 4, 8).map((chunk) => chunk.text)
    expect(chunks.join("|")).toBe(expected)
    expect(chunks.join("")).toBe(text)
  })

  it("matches the rules checked one block at a time, on 2,000 random texts", () => {
    // The rules as the file's comment states them, searching the whole text every time (no kept answers).
    const expectedEnd = (text: string, start: number) => {
      if (text.length - start <= 4) return text.length
      const after = text.indexOf("\n", start + 3)
      if (after !== -1 && after + 1 - start <= 8) return after + 1
      if (text.length - start <= 8) return text.length
      const before = text.lastIndexOf("\n", start + 3)
      if (before >= start) return before + 1
      return /[\ud800-\udbff]/.test(text[start + 3]!) ? start + 3 : start + 4
    }
    let seed = 1
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647
    for (let run = 0; run < 2_000; run++) {
      const parts = Array.from(
        { length: Math.floor(random() * 30) },
        () => ["a", "b", "\n", "😀"][Math.floor(random() * 4)],
      )
      const text = parts.join("")
      const expected: string[] = []
      for (let start = 0; start < text.length; start = expectedEnd(text, start)) {
        expected.push(text.slice(start, expectedEnd(text, start)))
      }
      expect(textChunks(text, 4, 8).map((chunk) => chunk.text)).toEqual(expected)
    }
  })

  it("keeps every character of a big pretty-printed body, in blocks of about the block size", () => {
    const text = JSON.stringify(
      Array.from({ length: 20_000 }, (_, id) => ({ id, title: "lorem ipsum 😀" })),
      null,
      2,
    )
    const chunks = textChunks(text)
    expect(chunks.map((chunk) => chunk.text).join("")).toBe(text)
    expect(chunks.length).toBeGreaterThan(40)
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.text.endsWith("\n")).toBe(true)
      expect(chunk.text.length).toBeGreaterThanOrEqual(BLOCK_CHARS)
      expect(chunk.text.length).toBeLessThan(BLOCK_CHARS + 100)
    }
  })
})

describe("estimateRows", () => {
  it.each<[string, number]>([
    ["", 0],
    ["a", 1],
    ["a\n", 1],
    ["a\nb", 2],
    ["\n\n", 2],
    ["x".repeat(80), 1],
    ["x".repeat(81), 2],
    [`${"x".repeat(200)}\nshort\n`, 4],
  ])("%j → %i rows", (chunk, rows) => {
    expect(estimateRows(chunk)).toBe(rows)
  })
})

describe("copiedText", () => {
  function setUp() {
    document.body.innerHTML = '<pre id="body"><span>ab</span><span>cd\nef</span></pre><p id="outside">xy</p>'
    const pre = document.getElementById("body")!
    return { pre, outside: document.getElementById("outside")! }
  }

  function select(from: Node, fromOffset: number, to: Node, toOffset: number) {
    const range = document.createRange()
    range.setStart(from, fromOffset)
    range.setEnd(to, toOffset)
    const selection = window.getSelection()!
    selection.removeAllRanges()
    selection.addRange(range)
    return selection
  }

  it("a selection across blocks: the characters only, no line break between them", () => {
    const { pre } = setUp()
    const [first, second] = [...pre.children].map((span) => span.firstChild!)
    expect(copiedText(select(first!, 1, second!, 4), pre)).toBe("bcd\ne")
  })

  it("a selection reaching outside, an empty selection, or none: null (the browser copies as usual)", () => {
    const { pre, outside } = setUp()
    expect(copiedText(select(pre.firstChild!.firstChild!, 0, outside.firstChild!, 1), pre)).toBeNull()
    const text = pre.firstChild!.firstChild!
    expect(copiedText(select(text, 1, text, 1), pre)).toBeNull()
    expect(copiedText(null, pre)).toBeNull()
  })
})
