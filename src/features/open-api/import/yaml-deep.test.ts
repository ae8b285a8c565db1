// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { parseText } from "./parse-text"
import { composeDeepYaml } from "./yaml-deep"

const SAMPLE_DIR = fileURLToPath(new URL("./sample/", import.meta.url))

/** A valid YAML document nested `depth` levels of "- a:" (a sequence of mappings, the shape that overflows first). */
function deepYaml(depth: number): string {
  let text = "openapi: 3.0.3\nx-deep:\n"
  for (let level = 0; level < depth; level++) text += `${"    ".repeat(level)}  - a:\n`
  return `${text}${"    ".repeat(depth)}    b: 1\n`
}

describe("composeDeepYaml", () => {
  it.each<[label: string, text: string]>([
    [
      "scalars of the core schema",
      "a: 1\nb: -2.5\nc: 0x1F\nd: 0o17\ne: .inf\nf: ~\ng: null\nh: True\ni: 1e3\nj: 012\nk: '1.0'\nl: !!str 2",
    ],
    [
      "strings in every style",
      "a: plain text\nb: \"dq \\u00e9\\n\"\nc: 'sq ''x'''\nd: |\n  line 1\n  line 2\ne: >-\n  folded\n  text\n",
    ],
    [
      "block and flow collections",
      "a:\n  - 1\n  - [2, 3, {x: y}]\n  - {p: [q], r: s}\nb: []\nc: {}\nd:\n  - - nested\n    - seq\n",
    ],
    ["a pair in a flow sequence", "a: [x: 1, y]\n"],
    [
      "anchors, aliases and merge keys",
      "base: &b {p: 1, q: 2}\nlist: &l [1, 2]\nuse: {<<: *b, q: 3}\nagain: *l\nmany: {<<: [*b], r: 4}\n",
    ],
    ["empty values and explicit keys", "a:\nb: ~\n? c\n: d\n"],
    ["__proto__ is a key, not a prototype", "__proto__: {polluted: yes}\nconstructor: 1\n"],
  ])("reads %s as the yaml package does", (_label, text) => {
    expect(composeDeepYaml(text, 1000)).toEqual(parse(text, { merge: true }))
  })

  it.each(readdirSync(SAMPLE_DIR).filter((file) => /\.ya?ml$/.test(file) && !file.startsWith("bad--")))(
    "reads sample/%s as the yaml package does",
    (file) => {
      const text = readFileSync(`${SAMPLE_DIR}${file}`, "utf8")
      expect(composeDeepYaml(text, 1000)).toEqual(parse(text, { merge: true }))
    },
  )

  it("counts aliases against the limit", () => {
    expect(() => composeDeepYaml("a: &a [1]\nb: [*a, *a, *a]\n", 2)).toThrow(ReferenceError)
  })
})

describe("parseText and deep YAML", () => {
  it("opens valid YAML nested 3,000 levels (the yaml package's composer overflows the stack on it)", () => {
    const result = parseText(deepYaml(3000))
    if (!result.ok) throw new Error(result.message)
    let node = (result.value as { "x-deep": unknown })["x-deep"]
    for (let level = 0; level < 3000; level++) node = (node as { a: unknown }[])[0]?.a
    expect(node).toEqual({ b: 1 })
  })
})
