import { describe, expect, it } from "vitest"
import type { BodySchema, JsonValue } from "./body-schema"
import { escapeXml, toXml, xmlName } from "./xml-text"

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

describe("toXml", () => {
  it.each<[string, JsonValue, BodySchema | undefined, string]>([
    [
      "a named root",
      { id: 1, name: "Rex & <Co>" },
      { xml: { name: "Pet" } },
      "<Pet>\n  <id>1</id>\n  <name>Rex &amp; &lt;Co&gt;</name>\n</Pet>\n",
    ],
    ["no schema", "text", undefined, "<root>text</root>\n"],
    [
      "attributes",
      { id: 7, n: "x" },
      { properties: { id: { xml: { attribute: true } } } },
      '<root id="7">\n  <n>x</n>\n</root>\n',
    ],
    ["an empty element", {}, { xml: { name: "Empty" } }, "<Empty/>\n"],
    [
      "lists, wrapped or not",
      { tags: ["a", "b"], ids: [1] },
      { properties: { tags: { xml: { wrapped: true }, items: { xml: { name: "tag" } } }, ids: {} } },
      "<root>\n  <tags>\n    <tag>a</tag>\n    <tag>b</tag>\n  </tags>\n  <ids>1</ids>\n</root>\n",
    ],
    ["a list at the root", [1, 2], { items: { xml: { name: "n" } } }, "<root>\n  <n>1</n>\n  <n>2</n>\n</root>\n"],
    [
      "odd names",
      { "first name": "a", "1x": "b" },
      undefined,
      "<root>\n  <first_name>a</first_name>\n  <_1x>b</_1x>\n</root>\n",
    ],
  ])("%s", (_, value, schema, xml) => {
    expect(toXml(value, schema)).toBe(HEAD + xml)
  })

  it("escapes and names", () => {
    expect(escapeXml(`<a b="c">'&'`)).toBe("&lt;a b=&quot;c&quot;&gt;&apos;&amp;&apos;")
    expect(xmlName("a:b")).toBe("a_b")
  })
})
