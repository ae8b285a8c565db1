import { describe, expect, it, vi } from "vitest"
import { createPendingChecks } from "./pending-checks"

describe("createPendingChecks", () => {
  it.each<[string, (store: ReturnType<typeof createPendingChecks>) => void, string[], number]>([
    ["starts empty", () => {}, [], 0],
    ["a run marks its keys", (s) => s.start(["a", "b"]), ["a", "b"], 1],
    [
      "settled keys leave",
      (s) => {
        s.start(["a", "b"])
        s.settle(["a"])
      },
      ["b"],
      2,
    ],
    [
      "settling an unknown key changes nothing (no notification)",
      (s) => {
        s.start(["a"])
        s.settle(["z"])
      },
      ["a"],
      1,
    ],
    [
      "a cancelled run clears the rest",
      (s) => {
        s.start(["a", "b"])
        s.clear()
      },
      [],
      2,
    ],
    ["clearing when nothing is pending does not notify", (s) => s.clear(), [], 0],
    [
      "a new run replaces the old one",
      (s) => {
        s.start(["a"])
        s.start(["c"])
      },
      ["c"],
      2,
    ],
  ])("%s", (_, act, expected, notifications) => {
    const store = createPendingChecks()
    const listener = vi.fn()
    store.subscribe(listener)
    act(store)
    expect([...store.getSnapshot()].sort()).toEqual(expected)
    expect(listener).toHaveBeenCalledTimes(notifications)
  })

  it("keeps the same snapshot until a change", () => {
    const store = createPendingChecks()
    store.start(["a"])
    const first = store.getSnapshot()
    store.settle(["z"])
    expect(store.getSnapshot()).toBe(first)
  })
})
