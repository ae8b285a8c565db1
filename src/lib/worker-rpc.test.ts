import { afterEach, describe, expect, it } from "vitest"
import { connectWorker, serve, type CallResult, type WorkerEnd } from "./worker-rpc"

type Double = { request: number; answer: number; progress: string }

/**
 * A worker made of a MessageChannel: the page holds one port (wrapped as a Worker, with `terminate` closing it), the
 * "worker" serves on the other. `fail(type)` fires the Worker's own `error` or `messageerror` event.
 */
class ChannelWorker extends EventTarget implements WorkerEnd {
  readonly scope: MessagePort
  readonly sent: unknown[] = []
  readonly failures: Event[] = []
  terminated = false
  private readonly port: MessagePort

  constructor() {
    super()
    const { port1, port2 } = new MessageChannel()
    this.port = port1
    this.scope = port2
    port1.addEventListener("message", (event) => this.dispatchEvent(new MessageEvent("message", { data: event.data })))
    port1.start()
    port2.start()
  }
  postMessage(message: unknown) {
    this.sent.push(message)
    if (!this.terminated) this.port.postMessage(message)
  }
  terminate() {
    this.terminated = true
    this.port.close()
    this.scope.close()
  }
  fail(type: "error" | "messageerror") {
    const event = new Event(type, { cancelable: true })
    this.failures.push(event)
    this.dispatchEvent(event)
  }
}

const workers: ChannelWorker[] = []
afterEach(() => {
  for (const worker of workers.splice(0)) worker.terminate()
})

const never = () => new Promise<never>(() => {})

/** A served worker whose handler is `handle`, and the page's channel to it. */
function start(handle: (request: number, progress: (message: string) => void) => number | Promise<number>) {
  const worker = new ChannelWorker()
  workers.push(worker)
  serve<Double>(worker.scope, handle)
  return { worker, channel: connectWorker<Double>(worker) }
}

describe("connectWorker and serve", () => {
  it.each<{
    name: string
    handle: (request: number, progress: (message: string) => void) => number | Promise<number>
    timeoutMs?: number
    /** What happens once the call is made. */
    then?: (worker: ChannelWorker, channel: ReturnType<typeof connectWorker<Double>>) => void
    result: CallResult<number>
    progress?: string[]
    terminated: boolean
  }>([
    { name: "an answer", handle: (n) => n * 2, result: { ok: true, answer: 42 }, terminated: false },
    {
      name: "an answer after an await",
      handle: async (n) => n * 2,
      result: { ok: true, answer: 42 },
      terminated: false,
    },
    {
      name: "progress first, in order, then the answer",
      handle: (n, progress) => {
        progress("read")
        progress("checked")
        return n
      },
      result: { ok: true, answer: 21 },
      progress: ["read", "checked"],
      terminated: false,
    },
    {
      name: "a handler that throws",
      handle: () => {
        throw new Error("no schema")
      },
      result: { ok: false, reason: "threw", message: "no schema" },
      terminated: false,
    },
    {
      name: "no answer in time",
      handle: never,
      timeoutMs: 20,
      result: { ok: false, reason: "timeout" },
      terminated: true,
    },
    {
      name: "an answer in time",
      handle: (n) => n,
      timeoutMs: 1000,
      result: { ok: true, answer: 21 },
      terminated: false,
    },
    {
      name: "the worker's script fails (error)",
      handle: never,
      then: (worker) => worker.fail("error"),
      result: { ok: false, reason: "failed" },
      terminated: true,
    },
    {
      name: "a message that cannot be read (messageerror)",
      handle: never,
      then: (worker) => worker.fail("messageerror"),
      result: { ok: false, reason: "failed" },
      terminated: true,
    },
    {
      name: "ended by the page",
      handle: never,
      then: (_worker, channel) => channel.end(),
      result: { ok: false, reason: "ended" },
      terminated: true,
    },
  ])("$name", async ({ handle, timeoutMs, then, result, progress = [], terminated }) => {
    const { worker, channel } = start(handle)
    const seen: string[] = []
    const call = channel.call(21, { timeoutMs, onProgress: (message) => seen.push(message) })
    then?.(worker, channel)
    expect(await call).toEqual(result)
    expect(seen).toEqual(progress)
    expect(worker.terminated).toBe(terminated)
    expect(worker.failures.every((event) => event.defaultPrevented)).toBe(true)
  })

  it("matches answers to their calls by id, whatever their order", async () => {
    const { channel } = start(async (ms) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      return ms
    })
    const answers = await Promise.all([channel.call(30), channel.call(1), channel.call(10)])
    expect(answers).toEqual([30, 1, 10].map((answer) => ({ ok: true, answer })))
  })

  it("keeps working after a handler threw; after a failure or end, every call settles at once", async () => {
    const { worker, channel } = start((n) => {
      if (n < 0) throw new Error("negative")
      return n
    })
    expect(await channel.call(-1)).toEqual({ ok: false, reason: "threw", message: "negative" })
    expect(await channel.call(2)).toEqual({ ok: true, answer: 2 })
    worker.fail("error")
    expect(await channel.call(3)).toEqual({ ok: false, reason: "failed" })
    const ended = start((n) => n).channel
    ended.end()
    expect(await ended.call(3)).toEqual({ ok: false, reason: "ended" })
  })

  it("ends every waiting call when one runs out of time: the worker is gone for all of them", async () => {
    const { channel } = start(never)
    const results = await Promise.all([channel.call(1), channel.call(2, { timeoutMs: 10 })])
    expect(results).toEqual([
      { ok: false, reason: "ended" },
      { ok: false, reason: "timeout" },
    ])
  })

  it("leaves other messages alone on both sides (a protocol's own signals)", async () => {
    const { worker, channel } = start((n) => n)
    const signals: unknown[] = []
    worker.scope.addEventListener("message", (event) => signals.push(event.data))
    worker.postMessage("second-pass")
    worker.scope.postMessage({ type: "ready" })
    worker.scope.postMessage({ call: 1, note: "not a reply" })
    expect(await channel.call(5)).toEqual({ ok: true, answer: 5 })
    expect(signals).toEqual(["second-pass", { call: 1, request: 5 }])
    expect(worker.sent).toEqual(["second-pass", { call: 1, request: 5 }])
  })
})
