import { afterEach, describe, expect, it, vi } from "vitest"
import { openInWorker, prepareWorker, WORKER_FAILED_MESSAGE } from "./run-in-worker"

/** Stands in for the browser's Worker: counts the workers started and what each was sent and told. */
class FakeWorker {
  static started: FakeWorker[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  onmessageerror: ((event: Event) => void) | null = null
  posted: unknown[] = []
  isTerminated = false
  constructor() {
    FakeWorker.started.push(this)
  }
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  terminate() {
    this.isTerminated = true
  }
}

const REQUEST = { kind: "text", text: "{}" } as const

describe("the importer's worker, started ahead", () => {
  afterEach(() => {
    FakeWorker.started = []
    vi.unstubAllGlobals()
  })

  it.each([
    ["prepared, then Open: the Open takes the prepared worker", true, 1],
    ["not prepared: the Open starts its own", false, 1],
  ])("%s", (_, isPrepared, workers) => {
    vi.stubGlobal("Worker", FakeWorker)
    const release = isPrepared ? prepareWorker() : () => {}
    const task = openInWorker(REQUEST, () => {})
    expect(FakeWorker.started).toHaveLength(workers)
    expect(FakeWorker.started[0]!.posted).toEqual([REQUEST])
    // Leaving /open afterwards ends nothing the Open uses; Cancel ends its worker.
    release()
    expect(FakeWorker.started[0]!.isTerminated).toBe(false)
    task.cancel()
    expect(FakeWorker.started[0]!.isTerminated).toBe(true)
  })

  it("prepares one worker however often it is asked, and ends it when the page goes unused", () => {
    vi.stubGlobal("Worker", FakeWorker)
    prepareWorker()
    const release = prepareWorker()
    expect(FakeWorker.started).toHaveLength(1)
    release()
    expect(FakeWorker.started[0]!.isTerminated).toBe(true)
    // The next Open after that starts a fresh worker.
    openInWorker(REQUEST, () => {}).cancel()
    expect(FakeWorker.started).toHaveLength(2)
  })

  it("drops a prepared worker whose code failed to load, so the Open starts a fresh one and is answered", async () => {
    vi.stubGlobal("Worker", FakeWorker)
    prepareWorker()
    const failed = FakeWorker.started[0]!
    failed.onerror?.(new Event("error"))
    expect(failed.isTerminated).toBe(true)
    const task = openInWorker(REQUEST, () => {})
    expect(FakeWorker.started).toHaveLength(2)
    const fresh = FakeWorker.started[1]!
    expect(fresh.posted).toEqual([REQUEST])
    // The fresh worker failing too is reported, not waited on.
    fresh.onerror?.(new Event("error"))
    await expect(task.result).resolves.toEqual({ ok: false, message: WORKER_FAILED_MESSAGE })
  })
})
