import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  htmlAsText,
  isPlainLine,
  markdownTree,
  parsedTree,
  safeHref,
  safeImage,
  slug,
  type MarkdownBlock,
} from "./markdown-tree"

const OPTIONS = { idPrefix: "md-api-", headingLevel: 3 }
const tree = (markdown: string) => markdownTree(markdown, OPTIONS)
const text = (value: string) => ({ kind: "text", text: value })
const paragraph = (...children: unknown[]) => ({ kind: "paragraph", children })

describe("safeHref", () => {
  it.each([
    ["https://x.dev/a", "https://x.dev/a"],
    ["HTTP://X.dev/a b", "http://x.dev/a%20b"],
    ["mailto:me@x.dev", "mailto:me@x.dev"],
    ["javascript:alert(1)", undefined],
    ["JaVaScRiPt:alert(1)", undefined],
    [" javascript:alert(1)", undefined],
    ["java\tscript:alert(1)", undefined],
    ["data:text/html,<script>", undefined],
    ["vbscript:x", undefined],
    ["file:///etc/passwd", undefined],
    ["ftp://x.dev", undefined],
    ["/relative", undefined],
    ["//x.dev/protocol-relative", undefined],
    ["#section", undefined],
    ["", undefined],
  ])("%j → %j", (url, expected) => {
    expect(safeHref(url)).toBe(expected)
  })
})

describe("safeImage", () => {
  it.each([
    ["https://img.x.dev/a.png", { src: "https://img.x.dev/a.png", host: "img.x.dev" }],
    ["https://img.x.dev:8443/a.png", { src: "https://img.x.dev:8443/a.png", host: "img.x.dev:8443" }],
    // The page's Content-Security-Policy allows https: images only.
    ["http://img.x.dev/a.png", undefined],
    ["data:image/svg+xml,<svg/>", undefined],
    ["javascript:alert(1)", undefined],
    ["a.png", undefined],
  ])("%j → %j", (url, expected) => {
    expect(safeImage(url)).toEqual(expected)
  })
})

describe("htmlAsText and slug", () => {
  it.each([
    ["<b>bold</b> and <i>more</i>", "bold and more"],
    ["<script>alert(1)</script>after", "after"],
    ["<STYLE>body{}</STYLE>x", "x"],
    ["<!-- a comment -->x", "x"],
    ["<div\nclass='a'>text</div>", "text"],
    ["<script>never closed", ""],
    ["1 < 2 and 3 > 2", "1 < 2 and 3 > 2"],
  ])("htmlAsText(%j) → %j", (html, expected) => {
    expect(htmlAsText(html)).toBe(expected)
  })
  it.each([
    ["Rate limits & quotas", "rate-limits--quotas"],
    ["  Über die API  ", "über-die-api"],
    ["v1.2: errors!", "v12-errors"],
    ["***", ""],
  ])("slug(%j) → %j", (value, expected) => {
    expect(slug(value)).toBe(expected)
  })
})

describe("markdownTree", () => {
  it.each<[string, string, MarkdownBlock[]]>([
    ["plain text stays one paragraph", "Returns the pets.", [paragraph(text("Returns the pets.")) as MarkdownBlock]],
    [
      "emphasis, strong and code",
      "*a* **b** `c`",
      [
        paragraph(
          { kind: "emphasis", children: [text("a")] },
          text(" "),
          { kind: "strong", children: [text("b")] },
          text(" "),
          { kind: "code", text: "c" },
        ) as MarkdownBlock,
      ],
    ],
    [
      "headings start at the place's level, go one deeper at most, and their ids are prefixed and unique",
      "# Errors\n## Errors\n###### Deep\n# <img src=x>\n## Top",
      [
        { kind: "heading", level: 3, id: "md-api-errors", children: [text("Errors")] },
        { kind: "heading", level: 4, id: "md-api-errors-1", children: [text("Errors")] },
        { kind: "heading", level: 5, id: "md-api-deep", children: [text("Deep")] },
        { kind: "heading", level: 4, id: "md-api-top", children: [text("Top")] },
      ] as MarkdownBlock[],
    ],
    [
      "a text whose top heading is '##' starts there",
      "## Limits\n#### Daily",
      [
        { kind: "heading", level: 3, id: "md-api-limits", children: [text("Limits")] },
        { kind: "heading", level: 4, id: "md-api-daily", children: [text("Daily")] },
      ] as MarkdownBlock[],
    ],
    [
      "a link keeps an allowed address; another is its text",
      "[docs](https://x.dev/docs) [bad](javascript:alert(1)) [rel](/x)",
      [
        paragraph(
          { kind: "link", href: "https://x.dev/docs", children: [text("docs")] },
          text(" "),
          text("bad"),
          text(" "),
          text("rel"),
        ) as MarkdownBlock,
      ],
    ],
    [
      "reference links and autolinks",
      "[docs][d] <mailto:me@x.dev>\n\n[d]: https://x.dev/",
      [
        paragraph({ kind: "link", href: "https://x.dev/", children: [text("docs")] }, text(" "), {
          kind: "link",
          href: "mailto:me@x.dev",
          children: [text("mailto:me@x.dev")],
        }) as MarkdownBlock,
      ],
    ],
    [
      "an https image is kept to be loaded on a click; any other is its alt text",
      "![chart](https://img.x.dev/c.png) ![local](c.png)",
      [
        paragraph(
          { kind: "image", src: "https://img.x.dev/c.png", host: "img.x.dev", alt: "chart" },
          text(" "),
          text("local"),
        ) as MarkdownBlock,
      ],
    ],
    [
      "inline HTML: the tags go, the text stays, <br> is a line break",
      "a <b>bold</b><br/>b",
      [paragraph(text("a "), text("bold"), { kind: "break" }, text("b")) as MarkdownBlock],
    ],
    [
      "an HTML block is its text, scripts and styles dropped",
      "<div>\n<script>alert(1)</script>\nkept\n</div>",
      [paragraph(text("kept")) as MarkdownBlock],
    ],
    ["an HTML block of only tags is nothing", "<img src=x onerror=alert(1)>", []],
    [
      "lists, ordered from their start",
      "3. a\n4. b\n\n- c",
      [
        { kind: "list", isOrdered: true, start: 3, items: [[paragraph(text("a"))], [paragraph(text("b"))]] },
        { kind: "list", isOrdered: false, start: 1, items: [[paragraph(text("c"))]] },
      ] as MarkdownBlock[],
    ],
    [
      "quotes, code blocks and rules",
      "> q\n\n```js\nlet a = 1 < 2\n```\n\n---",
      [
        { kind: "quote", children: [paragraph(text("q"))] },
        { kind: "codeBlock", text: "let a = 1 < 2" },
        { kind: "rule" },
      ] as MarkdownBlock[],
    ],
    [
      "a GFM table with its alignment",
      "| Code | Meaning |\n| :-- | --: |\n| 200 | **OK** |",
      [
        {
          kind: "table",
          align: ["left", "right"],
          head: [[text("Code")], [text("Meaning")]],
          rows: [[[text("200")], [{ kind: "strong", children: [text("OK")] }]]],
        },
      ] as MarkdownBlock[],
    ],
  ])("%s", (_, markdown, expected) => {
    expect(tree(markdown)).toEqual(expected)
  })

  it("never nests without end: deeper quotes are their text", () => {
    const blocks = tree(`${">".repeat(5000)} deep`)
    let depth = 0
    let node: MarkdownBlock | undefined = blocks[0]
    while (node?.kind === "quote") {
      depth++
      node = node.children[0]
    }
    expect(depth).toBe(17)
    expect(node).toEqual(paragraph(text("deep")))
  })

  it("reads any text without throwing", () => {
    for (const input of ["", "\u0000", "[", "![", "|", "| a |\n| - |", "<", "&#0;", "*".repeat(10_000)])
      expect(() => tree(input)).not.toThrow()
  })
})

describe("markdownTree's fast path for one plain line", () => {
  it.each([
    ["Get entity from users by key", true],
    ["Retrieve the properties and relationships of a user object.", true],
    ["a = b, 100 users, 1.5 seconds, -5 degrees, +1 more, a\tb, café", true],
    ["x\u00a0y", true],
    ["www.example.com and https://x.dev/a", true],
    ["", false],
    ["  leading space", false],
    ["trailing space ", false],
    ["\u00a0leading no-break space", false],
    ["1. item", false],
    ["2024) item", false],
    ["- item", false],
    ["+ item", false],
    ["-", false],
    ["---", false],
    ["===", false],
    ["a*b*", false],
    ["a_b_", false],
    ["`code`", false],
    ["[x](https://x.dev)", false],
    ["![x](https://x.dev/a.png)", false],
    ["&amp; &#60;", false],
    ["<b>x</b>", false],
    ["# heading", false],
    ["a | b", false],
    ["~~gone~~", false],
    ["\\*", false],
    ["two\nlines", false],
    ["two\r\nlines", false],
    ["nul\u0000", false],
  ])("%j: fast path %s, the parser's answer either way", (text, isPlain) => {
    expect(isPlainLine(text)).toBe(isPlain)
    expect(markdownTree(text, OPTIONS)).toEqual(parsedTree(text, OPTIONS))
  })

  it("gives the parser's answer for any text made of letters, spaces, digits and Markdown's characters", () => {
    const piece = fc.constantFrom(
      ..."ab 1.)-+=*_`[]()<>&!#|~\\\t\n:/\u00a0\u0000é".split(""),
      "www.x.dev",
      "http://x.dev",
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join("")
        expect(markdownTree(text, OPTIONS)).toEqual(parsedTree(text, OPTIONS))
      }),
      { numRuns: 600 },
    )
  }, 60_000)
})
