import { describe, expect, it } from "vitest"
import { encodeForm } from "./encode-form"
import { formNamePath, parseForm } from "./parse-form"

describe("formNamePath", () => {
  it.each([
    ["a", ["a"]],
    ["items[0][price]", ["items", "0", "price"]],
    ["a%5Bb%5D[c%5Dd]", ["a[b]", "c]d"]],
    ["a[b", ["a[b"]],
    ["[a]", ["[a]"]],
    ["a+b[c+d]", ["a b", "c d"]],
  ])("%s → %j", (raw, path) => {
    expect(formNamePath(raw)).toEqual(path)
  })
})

describe("parseForm", () => {
  it.each([
    ["", {}],
    ["a=1&b", { a: "1", b: "" }],
    ["amount=2000&metadata[order]=6735&tag=a&tag=b", { amount: "2000", metadata: { order: "6735" }, tag: ["a", "b"] }],
    ["items[0][price]=p1&items[1][price]=p2", { items: [{ price: "p1" }, { price: "p2" }] }],
    ["a=%E0%A4", { a: "%E0%A4" }],
    ["0=x&1=y", { "0": "x", "1": "y" }],
  ])("%j", (text, values) => {
    expect(parseForm(text)).toEqual(values)
  })

  it("reads back what encodeForm writes, odd characters and nesting included", () => {
    const values = { "a b": "c&d=e+f", "x[y]": { "é\n": ["1", "2 3"] }, deep: { a: { b: [{ c: "ok" }] } } }
    expect(parseForm(encodeForm(values))).toEqual(values)
  })
})
