import { describe, expect, it } from "vitest"
import { mergeCatalogues } from "./merge-catalogue"

type Item = { id: string; from: string }
const item = (id: string, from: string): Item => ({ id, from })

describe("mergeCatalogues", () => {
  it("keeps the first list's entry when both lists hold an id", () => {
    const merged = mergeCatalogues([item("a", "first")], [item("a", "second")])
    expect(merged).toEqual([item("a", "first")])
  })

  it("keeps the first list's order, then the second list's new ids in order", () => {
    const first = [item("c", "first"), item("a", "first")]
    const second = [item("d", "second"), item("a", "second"), item("b", "second")]
    expect(mergeCatalogues(first, second).map((e) => `${e.id}:${e.from}`)).toEqual([
      "c:first",
      "a:first",
      "d:second",
      "b:second",
    ])
  })

  it("returns the same entry objects, not copies", () => {
    const entry = item("a", "first")
    expect(mergeCatalogues([entry], [])[0]).toBe(entry)
  })

  it("keeps the first occurrence of an id repeated inside one list", () => {
    expect(mergeCatalogues([item("a", "1"), item("a", "2")], [])).toEqual([item("a", "1")])
  })

  it("handles empty lists", () => {
    expect(mergeCatalogues<Item>([], [])).toEqual([])
    expect(mergeCatalogues([], [item("x", "second")])).toEqual([item("x", "second")])
  })

  it("does not change its inputs", () => {
    const first = [item("a", "first")]
    const second = [item("a", "second"), item("b", "second")]
    mergeCatalogues(first, second)
    expect(first).toEqual([item("a", "first")])
    expect(second).toEqual([item("a", "second"), item("b", "second")])
  })
})
