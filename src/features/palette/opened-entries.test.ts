import { describe, expect, it } from "vitest"
import { openedEntries } from "./opened-entries"
import { indexLocal, localSearch } from "./search/local-search"

const SHOP = {
  name: "Pet Shop",
  category: "Animals",
  endpoints: [
    { method: "GET", path: "/pets", name: "List pets", description: "Every pet in the shop." },
    { method: "POST", path: "/pets/{petId}/adopt", name: "Adopt a pet", parameters: [{ name: "petId" }] },
  ],
}

describe("openedEntries", () => {
  it("the API and each operation, each operation at its tester by its index", () => {
    expect(openedEntries(SHOP, "/open/opened-1").map((entry) => [entry.method, entry.name, entry.href])).toEqual([
      ["", "Pet Shop", "/open/opened-1"],
      ["GET", "List pets", "/open/opened-1?endpoint=0"],
      ["POST", "Adopt a pet", "/open/opened-1?endpoint=1"],
    ])
    expect(openedEntries(SHOP, "/open/opened-1")[2]).toMatchObject({
      kind: "opened",
      api: "Pet Shop",
      tags: ["Animals"],
      parameters: ["petId"],
      description: "",
    })
  })

  it.each([
    ["adopt pet", "Adopt a pet"],
    ["list pets", "List pets"],
    ["adopt", "Adopt a pet"],
    ["pet shop", "Pet Shop"],
  ])("found by the palette's local search: %j → %s first", (query, name) => {
    const index = indexLocal(openedEntries(SHOP, "/open/opened-1"))
    expect(localSearch(index, query)[0]?.entry.name).toBe(name)
  })
})
