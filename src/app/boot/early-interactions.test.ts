// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  EARLY_INTERACTIONS_SCRIPT,
  replayEarlyInteractions,
  stopRecordingEarlyInteractions,
} from "./early-interactions"

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

  it("contains no '<' so it can be inlined safely", () => {
    expect(EARLY_INTERACTIONS_SCRIPT).not.toContain("<")
  })
})
