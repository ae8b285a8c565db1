// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  EARLY_INTERACTIONS_SCRIPT,
  replayEarlyInteractions,
  stopRecordingEarlyInteractions,
} from "./early-interactions"
import { OPEN_PALETTE_EVENT } from "@/components/layout/palette-button"

function setUp() {
  document.body.innerHTML = `
    <button id="heart" type="button"><svg id="icon"></svg></button>
    <button id="off" type="button" disabled>x</button>
    <select id="category"><option>All</option><option>Finance</option></select>
    <a id="link" href="#x">x</a>`
  new Function(EARLY_INTERACTIONS_SCRIPT)()
}

const byId = (id: string) => document.getElementById(id)!

describe("early interactions", () => {
  afterEach(() => {
    stopRecordingEarlyInteractions()
    replayEarlyInteractions()
    document.body.innerHTML = ""
  })

  it.each([
    [
      "a click on a button (or its icon) is clicked again",
      () => byId("icon").dispatchEvent(new MouseEvent("click", { bubbles: true })),
      ["click heart"],
    ],
    ["a disabled button is ignored", () => byId("off").click(), []],
    ["a link is left to the browser", () => byId("link").click(), []],
    [
      "a select gets the chosen value and a change event",
      () => {
        ;(byId("category") as HTMLSelectElement).value = "Finance"
        byId("category").dispatchEvent(new Event("change", { bubbles: true }))
      },
      ["change category Finance"],
    ],
  ])("%s", (_name, act, expected) => {
    setUp()
    act()
    stopRecordingEarlyInteractions()
    // Hydration: React may render the select back to its default before the replay.
    ;(byId("category") as HTMLSelectElement).value = "All"
    const seen: string[] = []
    document.addEventListener("click", (e) => seen.push(`click ${(e.target as Element).id}`), { once: true })
    byId("category").addEventListener("change", (e) =>
      seen.push(`change category ${(e.target as HTMLSelectElement).value}`),
    )
    replayEarlyInteractions()
    expect(seen).toEqual(expected)
  })

  it("records nothing after the entry stopped it, and replays once", () => {
    setUp()
    byId("heart").click()
    stopRecordingEarlyInteractions()
    byId("heart").click()
    const click = vi.fn()
    byId("heart").addEventListener("click", click)
    replayEarlyInteractions()
    replayEarlyInteractions()
    expect(click).toHaveBeenCalledTimes(1)
  })

  it("skips an element React removed meanwhile", () => {
    setUp()
    const heart = byId("heart")
    heart.click()
    stopRecordingEarlyInteractions()
    const click = vi.fn()
    heart.addEventListener("click", click)
    heart.remove()
    replayEarlyInteractions()
    expect(click).not.toHaveBeenCalled()
  })

  describe("⌘K / Ctrl+K, which React's own replay does not cover", () => {
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init })
      document.body.dispatchEvent(event)
      return event
    }
    const opened = () => {
      const open = vi.fn()
      window.addEventListener(OPEN_PALETTE_EVENT, open)
      return open
    }

    it("opens the palette once at the replay, however often it was pressed, before or during hydration", () => {
      setUp()
      const first = press({ key: "k", ctrlKey: true })
      expect(first.defaultPrevented).toBe(true) // not the browser's own search bar
      stopRecordingEarlyInteractions()
      press({ key: "k", metaKey: true })
      const open = opened()
      replayEarlyInteractions()
      window.removeEventListener(OPEN_PALETTE_EVENT, open)
      expect(open).toHaveBeenCalledTimes(1)
    })

    it("keeps a shortcut pressed while the page hydrates, after taps stopped being recorded", () => {
      setUp()
      stopRecordingEarlyInteractions()
      press({ key: "K", ctrlKey: true })
      const open = opened()
      replayEarlyInteractions()
      window.removeEventListener(OPEN_PALETTE_EVENT, open)
      expect(open).toHaveBeenCalledTimes(1)
    })

    it("ignores other keys, and stops listening at the replay (the page's own shortcut takes over)", () => {
      setUp()
      const other = press({ key: "k", ctrlKey: true, shiftKey: true })
      expect(other.defaultPrevented).toBe(false)
      stopRecordingEarlyInteractions()
      replayEarlyInteractions()
      const late = press({ key: "k", ctrlKey: true })
      expect(late.defaultPrevented).toBe(false)
      const open = opened()
      stopRecordingEarlyInteractions()
      replayEarlyInteractions()
      window.removeEventListener(OPEN_PALETTE_EVENT, open)
      expect(open).not.toHaveBeenCalled()
    })
  })

  it("contains no '<' so it can be inlined safely", () => {
    expect(EARLY_INTERACTIONS_SCRIPT).not.toContain("<")
  })
})
