import { describe, expect, it, vi } from "vitest"
import { loader } from "./explore"

// The explore loader (run at build time) flags a card from src/data/verified.json as the detail page does: only an
// endpoint still in the catalogue, matched by method, path and occurrence, counts.
vi.mock("@/data/verified.json", () => ({
  default: {
    date: "2026-11-22",
    chromium: "150.0.0.0",
    entries: {
      // dog-ceo's endpoint: flagged.
      "dog-ceo": {
        endpoints: [
          {
            method: "GET",
            path: "/breeds/image/random",
            outcome: "blocked",
            at: "2026-11-22T03:00:00.000Z",
            failures: 7,
          },
        ],
      },
      // An endpoint cat-facts no longer has, left in the file: its failures flag nothing.
      "cat-facts": {
        endpoints: [
          { method: "GET", path: "/removed", outcome: "timeout", at: "2026-11-22T03:00:00.000Z", failures: 9 },
        ],
      },
      // An API no longer in the catalogue: nothing to flag.
      gone: {
        endpoints: [{ method: "GET", path: "/", outcome: "timeout", at: "2026-11-22T03:00:00.000Z", failures: 9 }],
      },
    },
  },
}))

describe("the explore loader's verification flag", () => {
  it.each<[string, boolean]>([
    ["dog-ceo", true],
    ["cat-facts", false],
    ["jsonplaceholder", false],
  ])("%s flagged: %s", async (id, flagged) => {
    const { apis } = await loader()
    const card = apis.find((api) => api.id === id)
    expect(card).toBeDefined()
    expect(card?.isFailingVerification ?? false).toBe(flagged)
  })
})
