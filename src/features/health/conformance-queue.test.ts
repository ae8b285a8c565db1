// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { ConformanceResult } from "@/lib/conformance/conformance-result"
import type { ConformanceRequest } from "@/lib/conformance/conformance.worker"
import type { ConformanceTask } from "@/lib/conformance/run-conformance"
import {
  afterSchemaPass,
  conformanceRequestOf,
  createConformanceQueue,
  hasSchemaSource,
  keptConformance,
  schemaSourceWith,
} from "./conformance-queue"
import type { ProbeOutcome, ProbeTarget } from "./probe"

const OK: ProbeOutcome = { kind: "ok", status: 200, ms: 5, size: 2, contentType: "application/json" }
const NOT_FOUND: ProbeOutcome = { kind: "http-error", status: 404, statusText: "Not Found", ms: 5 }
const body = new Blob(["{}"])
const answer = { body, contentType: "application/json; charset=utf-8" }
const target = (id: string, method = "GET", path = "/users/{username}"): ProbeTarget => ({
  api: { id, auth: "none", baseUrl: "https://api.example.com" },
  endpoint: { method, path },
})

describe("hasSchemaSource", () => {
  it.each([
    ["github", true],
    ["stripe", true],
    ["dog-ceo", false],
    ["opened-0123456789abcdef", true],
    ["constructor", false],
  ])("%s → %s", (id, expected) => expect(hasSchemaSource(id)).toBe(expected))
})

describe("schemaSourceWith (npm run verify -- --directory)", () => {
  it.each([
    ["p.com", true],
    ["github", true],
    ["q.com", false],
  ])("%s → %s", (id, expected) => expect(schemaSourceWith(["p.com"])(id)).toBe(expected))

  it("conformanceRequestOf checks a directory API the script stored schemas for", () => {
    expect(conformanceRequestOf(target("p.com"), OK, answer)).toBeUndefined()
    expect(conformanceRequestOf(target("p.com"), OK, answer, schemaSourceWith(["p.com"]))).toMatchObject({
      apiId: "p.com",
      operation: "GET /users/{username}",
    })
  })
})

describe("conformanceRequestOf", () => {
  it.each<[string, ProbeTarget, ProbeOutcome, boolean, ConformanceRequest | undefined]>([
    [
      "a catalogue API's 2xx",
      target("github"),
      OK,
      true,
      {
        apiId: "github",
        operation: "GET /users/{username}",
        status: 200,
        contentType: "application/json; charset=utf-8",
        body,
      },
    ],
    [
      "an HTTP error (its status may be documented)",
      target("github"),
      NOT_FOUND,
      true,
      { apiId: "github", operation: "GET /users/{username}", status: 404, contentType: answer.contentType, body },
    ],
    ["an API without schemas", target("dog-ceo"), OK, true, undefined],
    ["no answer kept", target("github"), OK, false, undefined],
    ["blocked", target("github"), { kind: "blocked", reason: "cors", ms: 1 }, true, undefined],
    ["timed out", target("github"), { kind: "timeout", timeoutMs: 10_000 }, true, undefined],
    ["skipped", target("github"), { kind: "needs-key" }, true, undefined],
  ])("%s", (_, probeTarget, outcome, hasAnswer, expected) => {
    expect(conformanceRequestOf(probeTarget, outcome, hasAnswer ? answer : undefined)).toEqual(expected)
  })
})

describe("keptConformance", () => {
  it.each<[string, ProbeOutcome, ConformanceResult, unknown]>([
    ["a 2xx that matches", OK, { kind: "matches", documented: "200" }, { verdict: "matches", documented: "200" }],
    ["a 2xx not documented", OK, { kind: "undocumented", status: 200 }, { verdict: "undocumented" }],
    ["an HTTP error not documented: nothing", NOT_FOUND, { kind: "undocumented", status: 404 }, undefined],
    [
      "an HTTP error documented, differing",
      NOT_FOUND,
      {
        kind: "differs",
        documented: "4XX",
        count: 1,
        differences: [{ at: "/a", expected: "x", actual: "y", keyword: "const" }],
      },
      {
        verdict: "differs",
        documented: "4XX",
        count: 1,
        differences: [{ at: "/a", keyword: "const", expected: "x", actual: "y" }],
      },
    ],
    [
      "a check that could not finish",
      OK,
      { kind: "unchecked", reason: "cancelled." },
      { verdict: "not-checked", reason: "cancelled." },
    ],
  ])("%s", (_, outcome, result, expected) => expect(keptConformance(outcome, result)).toEqual(expected))
})

/** A runner whose checks end when the test says, recording how many run at once. */
function fakeRunner() {
  const running: { request: ConformanceRequest; finish: (result: ConformanceResult) => void; cancelled: boolean }[] = []
  let max = 0
  const started: string[] = []
  const run = (request: ConformanceRequest): ConformanceTask => {
    let finish: (result: ConformanceResult) => void = () => {}
    const result = new Promise<ConformanceResult>((resolve) => (finish = resolve))
    const entry = {
      request,
      cancelled: false,
      finish: (value: ConformanceResult) => {
        running.splice(running.indexOf(entry), 1)
        finish(value)
      },
    }
    running.push(entry)
    started.push(request.operation)
    max = Math.max(max, running.length)
    return {
      result,
      cancel: () => {
        entry.cancelled = true
        entry.finish({ kind: "unchecked", reason: "cancelled." })
      },
    }
  }
  return { run, running, started, max: () => max }
}

const request = (operation: string): ConformanceRequest => ({
  apiId: "github",
  operation,
  status: 200,
  contentType: "application/json",
  body,
})
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("createConformanceQueue", () => {
  it("runs one check at a time, in order, and reports each", async () => {
    const fake = fakeRunner()
    const checked: [string, string][] = []
    const queue = createConformanceQueue(fake.run, (key, result) => checked.push([key, result.kind]))
    for (const name of ["a", "b", "c"]) queue.add(name, request(`GET /${name}`))
    const idle = queue.idle()
    expect(fake.started).toEqual(["GET /a"])
    for (let i = 0; i < 3; i++) {
      fake.running[0]?.finish({ kind: "matches", documented: "200" })
      await tick()
    }
    await idle
    expect(fake.started).toEqual(["GET /a", "GET /b", "GET /c"])
    expect(fake.max()).toBe(1)
    expect(checked).toEqual([
      ["a", "matches"],
      ["b", "matches"],
      ["c", "matches"],
    ])
  })

  it("idle resolves at once when nothing was queued", async () => {
    const queue = createConformanceQueue(fakeRunner().run, () => {})
    await expect(queue.idle()).resolves.toBeUndefined()
  })

  it("cancel stops the running check, drops the queued ones, reports nothing and ends idle", async () => {
    const fake = fakeRunner()
    const checked: string[] = []
    const queue = createConformanceQueue(fake.run, (key) => checked.push(key))
    queue.add("a", request("GET /a"))
    queue.add("b", request("GET /b"))
    const idle = queue.idle()
    queue.cancel()
    await idle
    await tick()
    expect(checked).toEqual([])
    expect(fake.started).toEqual(["GET /a"])
    queue.add("c", request("GET /c"))
    expect(fake.started).toEqual(["GET /a"])
  })

  it("a runner that throws is a check not done, and the queue goes on", async () => {
    const fake = fakeRunner()
    let calls = 0
    const checked: [string, ConformanceResult][] = []
    const queue = createConformanceQueue(
      (r) => {
        calls += 1
        if (calls === 1) throw new Error("no Worker here")
        return fake.run(r)
      },
      (key, result) => checked.push([key, result]),
    )
    queue.add("a", request("GET /a"))
    queue.add("b", request("GET /b"))
    await tick()
    fake.running[0]?.finish({ kind: "matches", documented: "200" })
    await queue.idle()
    expect(checked).toEqual([
      ["a", { kind: "unchecked", reason: "the check could not start (no Worker here)." }],
      ["b", { kind: "matches", documented: "200" }],
    ])
  })

  it("a listener that throws does not stop the queue", async () => {
    const fake = fakeRunner()
    const keys: string[] = []
    const queue = createConformanceQueue(fake.run, (key) => {
      keys.push(key)
      throw new Error("listener")
    })
    queue.add("a", request("GET /a"))
    queue.add("b", request("GET /b"))
    fake.running[0]?.finish({ kind: "no-schema" })
    await tick()
    fake.running[0]?.finish({ kind: "no-schema" })
    await queue.idle()
    expect(keys).toEqual(["a", "b"])
  })
})

describe("afterSchemaPass", () => {
  /** A pass per API id, and its listeners, as schema-pass.ts gives them. */
  function passes(states: Record<string, "pending" | "settled">) {
    const listeners = new Set<() => void>()
    return {
      state: (apiId: string) => states[apiId],
      subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      set(apiId: string, state: "pending" | "settled") {
        states[apiId] = state
        for (const listener of [...listeners]) listener()
      },
      listeners,
    }
  }
  const of = (apiId: string, operation = "GET /a") => ({ ...request(operation), apiId })

  it.each<[string, Record<string, "pending" | "settled">, string]>([
    ["a catalogue API (no pass)", {}, "github"],
    ["an opened API whose pass has settled", { "opened-1": "settled" }, "opened-1"],
    ["an opened API opened before this page (no pass)", {}, "opened-1"],
    ["an API other than the one whose pass is pending", { "opened-2": "pending" }, "opened-1"],
  ])("%s: starts at once", (_, states, apiId) => {
    const fake = fakeRunner()
    const pass = passes(states)
    afterSchemaPass(fake.run, pass.state, pass.subscribe)(of(apiId))
    expect(fake.started).toEqual(["GET /a"])
    expect(pass.listeners.size).toBe(0)
  })

  it("a pending pass: the check starts when it settles, not before, and its result is the check's", async () => {
    const fake = fakeRunner()
    const pass = passes({ "opened-1": "pending" })
    const task = afterSchemaPass(fake.run, pass.state, pass.subscribe)(of("opened-1"))
    pass.set("opened-2", "settled")
    expect(fake.started).toEqual([])
    pass.set("opened-1", "settled")
    expect(fake.started).toEqual(["GET /a"])
    expect(pass.listeners.size).toBe(0)
    fake.running[0]?.finish({ kind: "matches", documented: "200" })
    await expect(task.result).resolves.toEqual({ kind: "matches", documented: "200" })
  })

  it("cancelled while waiting: not checked, never started, no longer listening", async () => {
    const fake = fakeRunner()
    const pass = passes({ "opened-1": "pending" })
    const task = afterSchemaPass(fake.run, pass.state, pass.subscribe)(of("opened-1"))
    task.cancel()
    await expect(task.result).resolves.toEqual({ kind: "unchecked", reason: "cancelled." })
    pass.set("opened-1", "settled")
    expect(fake.started).toEqual([])
    expect(pass.listeners.size).toBe(0)
  })

  it("cancelled once started: cancels the check", async () => {
    const fake = fakeRunner()
    const pass = passes({ "opened-1": "pending" })
    const task = afterSchemaPass(fake.run, pass.state, pass.subscribe)(of("opened-1"))
    pass.set("opened-1", "settled")
    task.cancel()
    await expect(task.result).resolves.toEqual({ kind: "unchecked", reason: "cancelled." })
    expect(fake.running).toEqual([])
  })

  it("a runner that throws once the pass settles is a check not done", async () => {
    const pass = passes({ "opened-1": "pending" })
    const task = afterSchemaPass(
      () => {
        throw new Error("no Worker here")
      },
      pass.state,
      pass.subscribe,
    )(of("opened-1"))
    pass.set("opened-1", "settled")
    await expect(task.result).resolves.toEqual({
      kind: "unchecked",
      reason: "the check could not start (no Worker here).",
    })
  })

  it("in the queue, checks after a waiting one wait behind it: one at a time, in order", async () => {
    const fake = fakeRunner()
    const pass = passes({ "opened-1": "pending" })
    const checked: string[] = []
    const queue = createConformanceQueue(afterSchemaPass(fake.run, pass.state, pass.subscribe), (key, result) =>
      checked.push(`${key} ${result.kind}`),
    )
    queue.add("a", of("opened-1", "GET /a"))
    queue.add("b", of("opened-1", "GET /b"))
    await tick()
    expect(fake.started).toEqual([])
    pass.set("opened-1", "settled")
    expect(fake.started).toEqual(["GET /a"])
    fake.running[0]?.finish({ kind: "matches", documented: "200" })
    await tick()
    fake.running[0]?.finish({ kind: "no-schema" })
    await queue.idle()
    expect(checked).toEqual(["a matches", "b no-schema"])
  })
})
