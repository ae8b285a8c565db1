// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { ConformanceResult } from "@/lib/conformance/conformance-result"
import type { ConformanceRequest } from "@/lib/conformance/conformance.worker"
import type { ConformanceTask } from "@/lib/conformance/run-conformance"
import {
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
        differences: [{ pointer: "/a", kind: "const", expected: "x", actual: "y" }],
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
