import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { openInWorker, prepareWorker, releaseWorker, WORKER_FAILED_MESSAGE } from "./run-in-worker"
import { WARM_UP } from "./worker-messages"

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
