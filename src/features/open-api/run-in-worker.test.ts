// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { openInWorker, prepareWorker, QUIET_MS, releaseWorker, whenQuiet, WORKER_FAILED_MESSAGE } from "./run-in-worker"
import { SECOND_PASS, WARM_UP } from "./worker-messages"

/** A stand-in for the browser's Worker: records what it was sent and whether it was ended. */
class FakeWorker {
  static made: FakeWorker[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onmessageerror: ((event: Event) => void) | null = null
  sent: unknown[] = []
  terminated = false
  constructor() {
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
}

const request = { kind: "text", text: "{}" } as const

beforeEach(() => {
  FakeWorker.made = []
  vi.stubGlobal("Worker", FakeWorker)
})
afterEach(() => {
  releaseWorker()
  vi.unstubAllGlobals()
})

describe("prepareWorker", () => {
  it("starts one worker that the next Open uses, and only one however often it is asked", () => {
    prepareWorker()
    prepareWorker()
    expect(FakeWorker.made).toHaveLength(1)
    openInWorker(request, () => {})
    expect(FakeWorker.made).toHaveLength(1)
    expect(FakeWorker.made[0]?.sent).toEqual([WARM_UP, request])
  })

  it("is taken once: the Open after starts its own", () => {
    prepareWorker()
    openInWorker(request, () => {})
    openInWorker(request, () => {})
    expect(FakeWorker.made).toHaveLength(2)
    expect(FakeWorker.made[1]?.sent).toEqual([request])
  })

  it("is never used once its script failed: it is ended and a new one does the work", () => {
    prepareWorker()
    const broken = FakeWorker.made[0]
    broken?.onerror?.(new Event("error"))
    openInWorker(request, () => {})
    expect(broken?.terminated).toBe(true)
    expect(broken?.sent).toEqual([WARM_UP])
    expect(FakeWorker.made[1]?.sent).toEqual([request])
  })

  it("is ended when released (the page left), and the next Open starts its own", () => {
    prepareWorker()
    releaseWorker()
    expect(FakeWorker.made[0]?.terminated).toBe(true)
    openInWorker(request, () => {})
    expect(FakeWorker.made).toHaveLength(2)
  })

  it("hands a failure during the job to the visitor as before", async () => {
    prepareWorker()
    const task = openInWorker(request, () => {})
    FakeWorker.made[0]?.onerror?.(new Event("error"))
    await expect(task.result).resolves.toEqual({ ok: false, message: WORKER_FAILED_MESSAGE })
  })
})

describe("whenQuiet", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each<[label: string, events: [atMs: number, type: string][], firesAtMs: number]>([
    ["nothing happens", [], QUIET_MS],
    ["a key pressed after 1.5 s", [[1500, "keydown"]], 1500 + QUIET_MS],
    [
      "a click, then scrolling",
      [
        [500, "pointerdown"],
        [2000, "wheel"],
      ],
      2000 + QUIET_MS,
    ],
  ])("%s: fires once, at %j → %s ms", (_label, events, firesAtMs) => {
    const then = vi.fn()
    whenQuiet(then)
    let now = 0
    for (const [at, type] of events) {
      vi.advanceTimersByTime(at - now)
      now = at
      window.dispatchEvent(new Event(type))
    }
    vi.advanceTimersByTime(firesAtMs - now - 1)
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(then).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event("keydown"))
    vi.advanceTimersByTime(QUIET_MS * 2)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it("never fires once stopped", () => {
    const then = vi.fn()
    whenQuiet(then)()
    vi.advanceTimersByTime(QUIET_MS * 2)
    expect(then).not.toHaveBeenCalled()
  })

  it("lets an open's worker start its second pass once the page is quiet", () => {
    const task = openInWorker(request, () => {})
    task.secondPassWhenQuiet()
    expect(FakeWorker.made[0]?.sent).toEqual([request])
    vi.advanceTimersByTime(QUIET_MS)
    expect(FakeWorker.made[0]?.sent).toEqual([request, SECOND_PASS])
  })
})
