import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ToWorker } from "./palette-messages"

/** A worker that says it is ready, or whose script fails to load, as the browser's would. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = []
  static failing = false
  sent: ToWorker[] = []
  terminated = false
  constructor() {
    super()
    FakeWorker.made.push(this)
    const event = FakeWorker.failing ? new Event("error") : new MessageEvent("message", { data: { type: "ready" } })
    queueMicrotask(() => this.dispatchEvent(event))
  }
  postMessage(message: ToWorker) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
}

beforeEach(() => {
  FakeWorker.made = []
  FakeWorker.failing = false
  vi.stubGlobal("Worker", FakeWorker)
  vi.resetModules()
})
afterEach(() => vi.unstubAllGlobals())

const search = (id: number, query: string): ToWorker => ({ type: "search", id, query })

describe("searchWorker", () => {
  it("starts one worker for the page's life, and sends messages once it is ready, in order", async () => {
    const { postToSearchWorker, searchWorker } = await import("./search-worker")
    postToSearchWorker(search(1, "p"))
    postToSearchWorker(search(2, "pe"))
    const ready = await searchWorker()
    expect(await searchWorker()).toBe(ready)
    expect(FakeWorker.made).toHaveLength(1)
    expect(FakeWorker.made[0]?.sent).toEqual([search(1, "p"), search(2, "pe")])
  })

  it("whose script fails to load is let go, and the next call starts a new one", async () => {
    const { postToSearchWorker, searchWorker } = await import("./search-worker")
    FakeWorker.failing = true
    await expect(searchWorker()).rejects.toThrow("did not start")
    postToSearchWorker(search(1, "lost")) // dropped: that worker did not start either
    await expect(searchWorker()).rejects.toThrow()
    expect(FakeWorker.made.map((worker) => worker.terminated)).toEqual([true, true])
    FakeWorker.failing = false
    postToSearchWorker(search(2, "pets"))
    await searchWorker()
    expect(FakeWorker.made).toHaveLength(3)
    expect(FakeWorker.made[2]?.sent).toEqual([search(2, "pets")])
  })
})
