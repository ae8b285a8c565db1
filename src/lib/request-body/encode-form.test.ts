import { describe, expect, it } from "vitest"
import type { BodyEncoding, JsonValue } from "./body-schema"
import { encodeForm, encodeFormComponent } from "./encode-form"

describe("encodeFormComponent", () => {
  it.each([
    ["plain", "plain"],
    ["a b", "a+b"],
    ["a&b=c+d", "a%26b%3Dc%2Bd"],
    ["*-._~!'()", "*-._%7E%21%27%28%29"],
    ["é€😀", "%C3%A9%E2%82%AC%F0%9F%98%80"],
    ["line\nbreak\r\n", "line%0Abreak%0D%0A"],
    ["[x]", "%5Bx%5D"],
    ["a\uD800b", "a%EF%BF%BDb"],
  ])("%j → %s, as URLSearchParams writes it", (text, encoded) => {
    expect(encodeFormComponent(text)).toBe(encoded)
    expect(new URLSearchParams([["k", text]]).toString()).toBe(`k=${encoded}`)
  })
})

describe("encodeForm", () => {
  const deep: BodyEncoding = { color: { style: "deepObject", explode: true } }
  it.each<[string, { [key: string]: JsonValue }, BodyEncoding, string]>([
    [
      "plain values in order",
      { amount: 2000, currency: "usd", capture: true },
      {},
      "amount=2000&currency=usd&capture=true",
    ],
    ["null as an empty value", { description: null }, {}, "description="],
    ["odd characters", { "q s": "a b&c=d+e", u: "é\n" }, {}, "q+s=a+b%26c%3Dd%2Be&u=%C3%A9%0A"],
    [
      "Stripe metadata",
      { metadata: { order_id: "6735", "a b": "x&y" } },
      {},
      "metadata[order_id]=6735&metadata[a+b]=x%26y",
    ],
    [
      "Stripe line items",
      { items: [{ price: "price_1", quantity: 2 }, { price: "price_2" }] },
      {},
      "items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2",
    ],
    ["brackets inside names", { "a[b]": { "c]d": "1" } }, {}, "a%5Bb%5D[c%5Dd]=1"],
    ["a list of plain values, repeated", { tag: ["a", "b c"] }, {}, "tag=a&tag=b+c"],
    ["an empty list or object writes nothing", { a: [], b: {}, c: "x" }, {}, "c=x"],
    [
      "deepObject lists by index (Stripe's expand)",
      { expand: ["data.customer"] },
      { expand: { style: "deepObject", explode: true } },
      "expand[0]=data.customer",
    ],
    ["deepObject", { color: { R: 100, G: 200 } }, deep, "color[R]=100&color[G]=200"],
    [
      "form, explode false: a list",
      { color: ["blue", "black"] },
      { color: { style: "form", explode: false } },
      "color=blue,black",
    ],
    [
      "form, explode false: an object",
      { color: { R: 100, G: 200 } },
      { color: { style: "form", explode: false } },
      "color=R,100,G,200",
    ],
    [
      "form, explode: an object's properties",
      { color: { R: 100, G: 200 } },
      { color: { style: "form", explode: true } },
      "R=100&G=200",
    ],
    ["a comma inside a delimited value", { c: ["a,b", "c"] }, { c: { style: "form", explode: false } }, "c=a%2Cb,c"],
    ["spaceDelimited", { c: ["a", "b"] }, { c: { style: "spaceDelimited" } }, "c=a%20b"],
    ["pipeDelimited", { c: ["a", "b|c"] }, { c: { style: "pipeDelimited" } }, "c=a|b%7Cc"],
    [
      "a JSON content type",
      { meta: { a: [1] } },
      { meta: { contentType: "application/json" } },
      "meta=%7B%22a%22%3A%5B1%5D%7D",
    ],
    [
      "__proto__ is data",
      JSON.parse('{"__proto__": {"x": "1"}}') as { [key: string]: JsonValue },
      {},
      "__proto__[x]=1",
    ],
  ])("%s", (_, values, encoding, body) => {
    expect(encodeForm(values, encoding)).toBe(body)
  })
})
