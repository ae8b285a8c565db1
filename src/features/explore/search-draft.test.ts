import { describe, expect, it } from "vitest"
import { NavigationType } from "react-router"
import { landedDraft } from "./search-draft"

describe("landedDraft", () => {
  it.each<[string, string | null, NavigationType, string, string | null]>([
    ["an older keystroke lands: the draft is ahead, keep it", "dog", NavigationType.Replace, "do", "dog"],
    ["the URL caught up: show ?q= again", "dog", NavigationType.Replace, "dog", null],
    ["a keystroke lands after the draft was deleted back to it", "", NavigationType.Replace, "", null],
    ["Back or Forward: the URL wins", "dog", NavigationType.Pop, "cat", null],
    ["Back to an entry with the same term", "dog", NavigationType.Pop, "dog", null],
    ["a filter, 'Clear filters' or a link: the URL wins", "dog", NavigationType.Push, "", null],
    ["no draft stays no draft", null, NavigationType.Replace, "dog", null],
  ])("%s", (_, draft, navigationType, q, expected) => {
    expect(landedDraft(draft, navigationType, q)).toBe(expected)
  })
})
