import { describe, expect, it } from "vitest"
import { intervalMs, pollUntilDone, waitFor, type PollAnswer } from "./device-polling"

/** A fake clock that the fake wait advances; records every wait and the time of every poll. */
function run(
  answers: PollAnswer<string>[],
  options: { interval?: number; expiresIn?: number; cancelAt?: number } = {},
) {
  let time = 0
  const waits: number[] = []
  const polls: number[] = []
  const controller = new AbortController()
  const outcome = pollUntilDone<string>({
    interval: options.interval,
    expiresIn: options.expiresIn ?? 600,
    now: () => time,
    wait: (ms) => {
      waits.push(ms)
      time += ms
      if (options.cancelAt !== undefined && time >= options.cancelAt) controller.abort()
      return Promise.resolve()
    },
    poll: () => {
      polls.push(time)
      return Promise.resolve(answers.shift() ?? { kind: "pending" })
    },
    signal: controller.signal,
  })
  return { outcome, waits, polls }
}

const pending = { kind: "pending" } as const
const token = { kind: "token", token: "t1" } as const

describe("pollUntilDone", () => {
  it.each([
    ["the provider's interval", 2, [pending, token], [2000, 2000]],
    ["5 s when the provider names none", undefined, [pending, pending, token], [5000, 5000, 5000]],
    ["5 s for a nonsense interval", -3, [token], [5000]],
    ["slow_down adds 5 s, for every later poll", 1, [{ kind: "slow-down" }, pending, token], [1000, 6000, 6000]],
    ["two slow_downs add 10 s", 2, [{ kind: "slow-down" }, { kind: "slow-down" }, token], [2000, 7000, 12000]],
  ] as const)("waits %s between polls", async (_, interval, answers, waits) => {
    const result = run([...answers], { interval })
    expect(await result.outcome).toEqual({ kind: "token", token: "t1" })
    expect(result.waits).toEqual(waits)
  })

  it.each([
    ["access_denied", { kind: "denied" }, { kind: "denied" }],
    ["expired_token", { kind: "expired" }, { kind: "expired" }],
  ] as const)("stops at %s with that outcome", async (_, answer, outcome) => {
    const result = run([pending, answer], { interval: 1 })
    expect(await result.outcome).toEqual(outcome)
    expect(result.polls).toEqual([1000, 2000])
  })

  it("stops at expires_in by itself, sending no poll after it", async () => {
    const result = run([], { interval: 4, expiresIn: 10 })
    expect(await result.outcome).toEqual({ kind: "expired" })
    expect(result.polls).toEqual([4000, 8000])
    // Waits out the rest of the code's life, then says it expired.
    expect(result.waits).toEqual([4000, 4000, 2000])
  })

  it("cancel stops at once: no poll after it", async () => {
    const result = run([], { interval: 1, cancelAt: 3000 })
    expect(await result.outcome).toEqual({ kind: "cancelled" })
    expect(result.polls).toEqual([1000, 2000])
  })

  it("a token arriving after cancel is ignored", async () => {
    const controller = new AbortController()
    const outcome = pollUntilDone<string>({
      interval: 1,
      expiresIn: 60,
      now: () => 0,
      wait: () => Promise.resolve(),
      poll: () => {
        controller.abort()
        return Promise.resolve(token)
      },
      signal: controller.signal,
    })
    expect(await outcome).toEqual({ kind: "cancelled" })
  })

  it("an error of the poll (not one of RFC 8628's answers) is thrown on", async () => {
    const outcome = pollUntilDone<string>({
      interval: 1,
      expiresIn: 60,
      now: () => 0,
      wait: () => Promise.resolve(),
      poll: () => Promise.reject(new Error("invalid_client")),
      signal: new AbortController().signal,
    })
    await expect(outcome).rejects.toThrow("invalid_client")
  })
})

describe("intervalMs", () => {
  it.each([
    [undefined, 5000],
    [0, 5000],
    [Number.NaN, 5000],
    [0.2, 1000],
    [3, 3000],
  ])("%s → %s ms", (interval, ms) => {
    expect(intervalMs(interval)).toBe(ms)
  })
})

describe("waitFor", () => {
  it("ends at once when the signal aborts", async () => {
    const controller = new AbortController()
    const waiting = waitFor(3_600_000, controller.signal)
    controller.abort()
    await expect(waiting).resolves.toBeUndefined()
  })
})
