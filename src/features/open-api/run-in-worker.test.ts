// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ApiWithExamples } from "@/lib/example-urls"
import { schemaPassState, type SchemaPassState } from "@/lib/response-schemas/schema-pass"
import {
  openInWorker,
  prepareWorker,
  QUIET_MS,
  releaseWorker,
  whenQuiet,
  WORKER_FAILED_MESSAGE,
  type OpenTask,
} from "./run-in-worker"
import { SECOND_PASS, WARM_UP, type WorkerMessage } from "./worker-messages"

/** A stand-in for the browser's Worker: records what it was sent and whether it was ended; fails when told. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = []
  onerror: ((event: Event) => void) | null = null
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
  /** Its `error` event, as the browser fires it (the property handler, then the listeners). */
  fail() {
    const event = new Event("error", { cancelable: true })
    this.onerror?.(event)
    this.dispatchEvent(event)
  }
  /** A message of the job (lib/worker-rpc.ts: the first call's progress, or its answer). */
  reply(data: { progress: WorkerMessage } | { answer: { kept: boolean } }) {
    this.dispatchEvent(new MessageEvent("message", { data: { call: 1, ...data } }))
  }
}

const request = { kind: "text", text: "{}" } as const
/** The job as the worker receives it (lib/worker-rpc.ts). */
const job = { call: 1, request }

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
    expect(FakeWorker.made[0]?.sent).toEqual([WARM_UP, job])
  })

  it("is taken once: the Open after starts its own", () => {
    prepareWorker()
    openInWorker(request, () => {})
    openInWorker(request, () => {})
    expect(FakeWorker.made).toHaveLength(2)
    expect(FakeWorker.made[1]?.sent).toEqual([job])
  })

  it("is never used once its script failed: it is ended and a new one does the work", () => {
    prepareWorker()
    const broken = FakeWorker.made[0]
    broken?.fail()
    openInWorker(request, () => {})
    expect(broken?.terminated).toBe(true)
    expect(broken?.sent).toEqual([WARM_UP])
    expect(FakeWorker.made[1]?.sent).toEqual([job])
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
    FakeWorker.made[0]?.fail()
    await expect(task.result).resolves.toEqual({ ok: false, message: WORKER_FAILED_MESSAGE })
  })
})

describe("openInWorker", () => {
  /** A new API id per test: the schema pass's state is this page's, kept across tests. */
  let api = { id: "", name: "Pets", endpoints: [] } as unknown as ApiWithExamples
  let opened = 0
  beforeEach(() => {
    api = { ...api, id: `opened-${++opened}` }
  })
  const failed = { ok: false, message: "This is not an API description." } as const
  const shown = (ok: boolean): WorkerMessage => ({ type: "done", outcome: ok ? { ok: true, api } : failed })
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

  it.each<{
    name: string
    then: (worker: FakeWorker, task: OpenTask) => void
    result: "shown" | "failed" | "cancelled"
    saved: unknown
    terminated: boolean
    pass?: SchemaPassState
  }>([
    {
      name: "an open that fails: its message, the worker ended at once",
      then: (worker) => worker.reply({ progress: shown(false) }),
      result: "failed",
      saved: undefined,
      terminated: true,
    },
    {
      name: "an API shown and stored: the worker works on (its second pass)",
      then: (worker) => {
        worker.reply({ progress: shown(true) })
        worker.reply({ progress: { type: "saved", saved: { ok: true } } })
      },
      result: "shown",
      saved: { ok: true },
      terminated: false,
      pass: "pending",
    },
    {
      name: "then the second pass is over: the worker ended, the pass settled",
      then: (worker) => {
        worker.reply({ progress: shown(true) })
        worker.reply({ progress: { type: "saved", saved: { ok: true } } })
        worker.reply({ answer: { kept: true } })
      },
      result: "shown",
      saved: { ok: true },
      terminated: true,
      pass: "settled",
    },
    {
      name: "the worker fails after the API was shown: the API stays, the worker ended",
      then: (worker) => {
        worker.reply({ progress: shown(true) })
        worker.fail()
      },
      result: "shown",
      saved: undefined,
      terminated: true,
      pass: "settled",
    },
    {
      name: "cancelled before the API came",
      then: (_worker, task) => task.cancel(),
      result: "cancelled",
      saved: undefined,
      terminated: true,
    },
    {
      name: "Cancel after the API came changes nothing",
      then: (worker, task) => {
        worker.reply({ progress: shown(true) })
        task.cancel()
      },
      result: "shown",
      saved: "waiting",
      terminated: false,
      pass: "pending",
    },
  ])("$name", async ({ then, result, saved, terminated, pass }) => {
    const phases: string[] = []
    const task = openInWorker(request, (phase) => phases.push(phase))
    const worker = FakeWorker.made[0]!
    worker.reply({ progress: { type: "phase", phase: "reading" } })
    then(worker, task)
    await flush()
    expect(phases).toEqual(["reading"])
    const results = { shown: { ok: true, api }, failed, cancelled: { ok: false, cancelled: true } }
    await expect(task.result).resolves.toEqual(results[result])
    expect(await Promise.race([task.saved, flush().then(() => "waiting")])).toEqual(saved)
    expect(worker.terminated).toBe(terminated)
    expect(schemaPassState(api.id)).toBe(pass)
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
    expect(FakeWorker.made[0]?.sent).toEqual([job])
    vi.advanceTimersByTime(QUIET_MS)
    expect(FakeWorker.made[0]?.sent).toEqual([job, SECOND_PASS])
  })
})
