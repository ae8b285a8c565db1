// One typed request/answer channel between the page and a Web Worker. The page's side, `connectWorker`, posts each
// request with an id and settles when the answer with that id comes; the worker's side, `serve`, answers each request
// with what its handler returns, and may post progress before. Both sides name one protocol type, so a request and
// its answer are typed end to end. Used by the importer (features/open-api/run-in-worker.ts) and the conformance check
// (lib/conformance/run-conformance.ts); the palette's search worker keeps its own messages
// (docs/decisions/030-one-worker-channel.md says why).

/** What a worker is asked, what it answers, and what it may post about a request before answering. */
export type WorkerProtocol = { request: unknown; answer: unknown; progress: unknown }

/** On the wire: the page's request, and the worker's messages about it (lib/worker-rpc.ts; scripts/bench-validation.mjs). */
export type CallMessage<P extends WorkerProtocol> = { call: number; request: P["request"] }
export type ReplyMessage<P extends WorkerProtocol> =
  { call: number; progress: P["progress"] } | { call: number; answer: P["answer"] } | { call: number; error: string }

/**
 * How a call ended. `failed`: the worker's script did not load, it threw outside a handler, or a message could not be
 * read (its `error` or `messageerror` event); `threw`: the handler threw (`message` is the error's); `timeout`: no
 * answer within the call's `timeoutMs`; `ended`: `end()` was called before the answer came.
 */
export type CallResult<Answer> =
  | { ok: true; answer: Answer }
  | { ok: false; reason: "failed" | "timeout" | "ended" }
  | { ok: false; reason: "threw"; message: string }

/** What the page side needs of a Worker (a test passes a fake one). */
export type WorkerEnd = {
  postMessage(message: unknown): void
  addEventListener(type: "message" | "messageerror" | "error", listener: (event: Event) => void): void
  removeEventListener(type: "message" | "messageerror" | "error", listener: (event: Event) => void): void
  terminate(): void
}

export type CallOptions<P extends WorkerProtocol> = {
  /** The worker is ended (terminated) when no answer has come by then: nothing else stops work in a worker. */
  timeoutMs?: number
  /** Each progress message the worker posts about this request, in order, before its answer. */
  onProgress?: (progress: P["progress"]) => void
}

export type WorkerChannel<P extends WorkerProtocol> = {
  call(request: P["request"], options?: CallOptions<P>): Promise<CallResult<P["answer"]>>
  /** Terminates the worker; a call still waiting settles as `ended`. Once ended, every call does at once. */
  end(): void
}

type Waiting<P extends WorkerProtocol> = {
  settle: (result: CallResult<P["answer"]>) => void
  onProgress?: (progress: P["progress"]) => void
}

const isEnvelope = (data: unknown): data is { call: number } =>
  typeof data === "object" && data !== null && typeof (data as { call?: unknown }).call === "number"

/**
 * The page's side of `worker`. A failure of the worker (`error`, `messageerror`) or a call's timeout ends it: it is
 * terminated, and every call still waiting settles (`failed`; `timeout` for the call that ran out of time, `ended` for
 * the others). The error event's default is prevented: the caller says what happened, the console need not.
 */
export function connectWorker<P extends WorkerProtocol>(worker: WorkerEnd): WorkerChannel<P> {
  const waiting = new Map<number, Waiting<P>>()
  let lastId = 0
  let endedAs: "failed" | "ended" | undefined

  const onMessage = (event: Event) => {
    const reply = (event as MessageEvent<unknown>).data
    if (!isEnvelope(reply)) return
    const call = waiting.get(reply.call)
    if (!call) return
    const message = reply as ReplyMessage<P>
    if ("progress" in message) call.onProgress?.(message.progress)
    else if ("answer" in message) call.settle({ ok: true, answer: message.answer })
    else if ("error" in message) call.settle({ ok: false, reason: "threw", message: message.error })
  }
  const onFailure = (event: Event) => {
    event.preventDefault()
    stop("failed")
  }
  function stop(reason: "failed" | "ended", timedOut?: number) {
    if (endedAs) return
    endedAs = reason
    worker.removeEventListener("message", onMessage)
    worker.removeEventListener("error", onFailure)
    worker.removeEventListener("messageerror", onFailure)
    worker.terminate()
    for (const [id, call] of waiting) call.settle({ ok: false, reason: id === timedOut ? "timeout" : reason })
  }
  worker.addEventListener("message", onMessage)
  worker.addEventListener("error", onFailure)
  worker.addEventListener("messageerror", onFailure)

  return {
    call(request, { timeoutMs, onProgress } = {}) {
      if (endedAs) return Promise.resolve({ ok: false, reason: endedAs })
      const id = ++lastId
      return new Promise((resolve) => {
        const timer = timeoutMs === undefined ? undefined : setTimeout(() => stop("ended", id), timeoutMs)
        waiting.set(id, {
          settle(result) {
            clearTimeout(timer)
            waiting.delete(id)
            resolve(result)
          },
          onProgress,
        })
        const message: CallMessage<P> = { call: id, request }
        worker.postMessage(message)
      })
    },
    end: () => stop("ended"),
  }
}

/** What `serve` needs of the worker's global scope (`self` in a worker; a MessagePort in a test). */
export type ServeScope = {
  postMessage(message: unknown): void
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void
}

/**
 * The worker's side: answers each request with what `handle` returns (or resolves to); `progress` posts a message
 * about that request before the answer. A handler that throws answers `threw` with the error's message. Messages that
 * are not requests (a protocol's own signals, such as the importer's "second-pass") are left to other listeners.
 */
export function serve<P extends WorkerProtocol>(
  scope: ServeScope,
  handle: (request: P["request"], progress: (message: P["progress"]) => void) => P["answer"] | Promise<P["answer"]>,
): void {
  scope.addEventListener("message", (event) => {
    const data: unknown = event.data
    if (!isEnvelope(data) || !("request" in data)) return
    const { call, request } = data as CallMessage<P>
    const post = (reply: ReplyMessage<P>) => scope.postMessage(reply)
    void (async () => {
      try {
        const answer = await handle(request, (progress) => post({ call, progress }))
        post({ call, answer })
      } catch (error) {
        post({ call, error: error instanceof Error ? error.message : String(error) })
      }
    })()
  })
}
