import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { startDeadline } from "./deadline"

describe("startDeadline", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each<[label: string, act: (caller: AbortController) => void, aborted: boolean, timedOut: boolean]>([
    ["nothing happens before the timeout", () => undefined, false, false],
    ["the timeout passes", () => vi.advanceTimersByTime(1000), true, true],
    ["the caller aborts first", (caller) => caller.abort(), true, false],
    [
      "the caller aborts after the timeout",
      (caller) => {
        vi.advanceTimersByTime(1000)
        caller.abort()
      },
      true,
      true,
    ],
    ["one millisecond short of the timeout", () => vi.advanceTimersByTime(999), false, false],
  ])("%s", (_label, act, aborted, timedOut) => {
    const caller = new AbortController()
    const deadline = startDeadline(1000, caller.signal)
    act(caller)
    expect(deadline.signal.aborted).toBe(aborted)
    expect(deadline.timedOut()).toBe(timedOut)
    deadline.dispose()
  })

  it("is aborted at once when the caller's signal already was", () => {
    const caller = new AbortController()
    caller.abort()
    const deadline = startDeadline(1000, caller.signal)
    expect(deadline.signal.aborted).toBe(true)
    expect(deadline.timedOut()).toBe(false)
  })

  it("stops both the timer and the caller's listener once disposed", () => {
    const caller = new AbortController()
    const deadline = startDeadline(1000, caller.signal)
    deadline.dispose()
    vi.advanceTimersByTime(5000)
    caller.abort()
    expect(deadline.signal.aborted).toBe(false)
    expect(deadline.timedOut()).toBe(false)
  })

  it("works without a caller signal", () => {
    const deadline = startDeadline(10)
    vi.advanceTimersByTime(10)
    expect(deadline.timedOut()).toBe(true)
  })
})
