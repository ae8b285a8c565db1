import { describe, expect, it } from "vitest"
import { DEFAULT_EXPLORE_PARAMS, type ExploreParams } from "./explore-params"
import {
  activeFilterCount,
  directorySearchOf,
  emptyStateOf,
  type EmptyStateInput,
  type EmptyStateKind,
} from "./explore-view-state"

describe("activeFilterCount", () => {
  it.each<[string, Partial<ExploreParams>, number]>([
    ["defaults", {}, 0],
    ["a search term alone (the header's box, not a panel filter)", { q: "dog" }, 0],
    ["the page alone", { page: 3 }, 0],
    ["one select", { category: "Weather" }, 1],
    ["every select and both toggles", { category: "Weather", auth: "none", cors: "yes", saved: true, works: true }, 5],
    ["toggles only", { saved: true, works: true }, 2],
  ])("%s → %i", (_, patch, expected) => {
    expect(activeFilterCount({ ...DEFAULT_EXPLORE_PARAMS, ...patch })).toBe(expected)
  })
})

describe("emptyStateOf", () => {
  const base: EmptyStateInput = {
    count: 0,
    saved: false,
    bookmarkCount: 0,
    works: false,
    checkedCount: 0,
    workingCount: 0,
  }
  it.each<[string, Partial<EmptyStateInput>, EmptyStateKind]>([
    ["results: no empty state", { count: 3 }, "none"],
    [
      "results under 'Works for me': no empty state",
      { count: 1, works: true, workingCount: 1, checkedCount: 1 },
      "none",
    ],
    ["nothing matches the filters", {}, "no-match"],
    ["'Saved' with no bookmark at all", { saved: true }, "saved-empty"],
    ["'Saved' with bookmarks that do not match", { saved: true, bookmarkCount: 2 }, "no-match"],
    ["'Works for me' before any check", { works: true }, "works-unchecked"],
    ["'Works for me' after checks where nothing worked", { works: true, checkedCount: 4 }, "works-none-worked"],
    ["'Works for me' when what worked is filtered away", { works: true, checkedCount: 4, workingCount: 2 }, "no-match"],
    ["'Saved' empty wins over 'Works for me'", { saved: true, works: true }, "saved-empty"],
  ])("%s", (_, patch, expected) => {
    expect(emptyStateOf({ ...base, ...patch })).toBe(expected)
  })
})

describe("directorySearchOf", () => {
  it.each<[string, string, ReturnType<typeof directorySearchOf>]>([
    ["a word", "pets", { text: "Search the directory for 'pets'", href: "/directory?q=pets" }],
    ["trimmed", "  pets ", { text: "Search the directory for 'pets'", href: "/directory?q=pets" }],
    ["encoded", "sms & voice", { text: "Search the directory for 'sms & voice'", href: "/directory?q=sms+%26+voice" }],
    ["empty", "", null],
    ["blank", "   ", null],
  ])("%s", (_, q, expected) => {
    expect(directorySearchOf(q)).toEqual(expected)
  })
})
