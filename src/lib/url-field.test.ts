import { describe, expect, it } from "vitest"
import { settleUrlField, type FieldWrites, type Settled } from "./url-field"

describe("settleUrlField", () => {
  it.each<[name: string, writes: FieldWrites, urlValue: string, isNewLocation: boolean, expected: Settled]>([
    ["nothing written: the URL's value is shown", [], "cat", true, { show: "cat", writes: [] }],
    ["the page switches to the link's ?q= after hydration", [], "cat", false, { show: "cat", writes: [] }],
    [
      "an older keystroke lands: the field is ahead, left alone",
      ["d", "do", "dog"],
      "do",
      true,
      { show: null, writes: ["dog"] },
    ],
    ["the last keystroke lands", ["d", "do", "dog"], "dog", true, { show: null, writes: [] }],
    ["a skipped navigation (a later one took its place)", ["d", "do", "dog"], "dog", true, { show: null, writes: [] }],
    ["deleting back to an earlier text", ["d", "do", "d"], "d", true, { show: null, writes: ["do", "d"] }],
    [
      "a keystroke and a filter in one moment: the filter carries the term",
      ["coin"],
      "coin",
      true,
      { show: null, writes: [] },
    ],
    ["a keystroke and 'Clear filters' in one moment: the URL wins", ["coin"], "", true, { show: "", writes: [] }],
    ["Back or Forward to another term", ["dog"], "cat", true, { show: "cat", writes: [] }],
    [
      "typed before hydration, then the switch to the link's ?q=",
      ["weather"],
      "",
      false,
      { show: null, writes: ["weather"] },
    ],
  ])("%s", (_, writes, urlValue, isNewLocation, expected) => {
    expect(settleUrlField(writes, urlValue, isNewLocation)).toEqual(expected)
  })
})
