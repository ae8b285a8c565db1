import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ConformanceResult } from "./conformance-result"
import { CHECK_TIME_LIMIT_MS, runConformanceCheck, type ConformanceTask } from "./run-conformance"

/** A stand-in for the browser's Worker: records what it was sent, answers or fails when the test says. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = []
  sent: unknown[] = []
  terminated = false
  constructor() {
    super()
    FakeWorker.made.push(this)
  }
  postMessage(message: unknown) {
    this.sent.push(message)
  }
  terminate() {
    this.terminated = true
  }
  reply(data: unknown) {
    this.dispatchEvent(new MessageEvent("message", { data }))
  }
}

const request = {
  apiId: "stripe",
  operation: "GET /v1/charges",
  status: 200,
  contentType: "application/json",
  body: new Blob(["{}"]),
}
const matches: ConformanceResult = { kind: "matches", documented: "200" }

beforeEach(() => {
  FakeWorker.made = []
  vi.stubGlobal("Worker", FakeWorker)
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("runConformanceCheck", () => {
  it.each<[what: string, then: (worker: FakeWorker, task: ConformanceTask) => void, result: ConformanceResult]>([
    ["the worker answers", (worker) => worker.reply({ call: 1, answer: matches }), matches],
    [
      "the worker's script fails or it runs out of memory",
      (worker) => worker.dispatchEvent(new Event("error", { cancelable: true })),
      { kind: "unchecked", reason: "the browser stopped the check (it may have run out of memory)." },
    ],
    [
      "no answer within the time limit",
      () => vi.advanceTimersByTime(CHECK_TIME_LIMIT_MS),
      { kind: "unchecked", reason: "the check took longer than 5 seconds and was stopped." },
    ],
    ["cancelled", (_worker, task) => task.cancel(), { kind: "unchecked", reason: "cancelled." }],
    [
      "the check threw in the worker",
      (worker) => worker.reply({ call: 1, error: "boom" }),
      { kind: "unchecked", reason: "the check failed (boom)." },
    ],
  ])("%s: one request posted, the worker ended, the line's result", async (_what, then, result) => {
    const task = runConformanceCheck(request)
    const worker = FakeWorker.made[0]!
    expect(worker.sent).toEqual([{ call: 1, request }])
    then(worker, task)
    await expect(task.result).resolves.toEqual(result)
    expect(worker.terminated).toBe(true)
  })

  it("answers in time: nothing is stopped after it", async () => {
    const task = runConformanceCheck(request, 1000)
    vi.advanceTimersByTime(999)
    FakeWorker.made[0]?.reply({ call: 1, answer: matches })
    await expect(task.result).resolves.toEqual(matches)
    vi.advanceTimersByTime(1000)
    await expect(task.result).resolves.toEqual(matches)
  })
})
