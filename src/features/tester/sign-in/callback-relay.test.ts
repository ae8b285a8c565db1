import { describe, expect, it } from "vitest"
import { FakeStorage } from "@/test/fake-storage"
import { readCallbackMessage, relayCallback, relayText, RELAY_TEXT, type CallbackMessage } from "./callback-relay"
import { STATE_PREFIX } from "./pending-sign-ins"

const NOW = 1_800_000_000_000

function relay(search: string, stored: Record<string, string> = { [`${STATE_PREFIX}s1`]: String(NOW + 1000) }) {
  const posted: CallbackMessage[] = []
  const outcome = relayCallback(search, new FakeStorage(stored), NOW, (message) => posted.push(message))
  return { outcome, posted }
}

describe("relayCallback", () => {
  it("hands a code with a live state to the tester, once", () => {
    const local = new FakeStorage({ [`${STATE_PREFIX}s1`]: String(NOW + 1000) })
    const posted: CallbackMessage[] = []
    const post = (message: CallbackMessage) => posted.push(message)
    expect(relayCallback("?code=c1&state=s1&iss=https%3A%2F%2Fid.example", local, NOW, post)).toEqual({
      kind: "relayed",
      isError: false,
    })
    expect(posted).toEqual([
      { type: "oauth-callback", state: "s1", search: "code=c1&state=s1&iss=https%3A%2F%2Fid.example" },
    ])
    // The same answer again (a replay, or Back then forward): refused, nothing handed on.
    expect(relayCallback("?code=c1&state=s1", local, NOW, post)).toEqual({ kind: "refused", reason: "unknown-state" })
    expect(posted).toHaveLength(1)
  })

  it("hands an error= answer on too, for the tester to word", () => {
    const { outcome, posted } = relay("?error=access_denied&state=s1")
    expect(outcome).toEqual({ kind: "relayed", isError: true })
    expect(posted[0]?.search).toBe("error=access_denied&state=s1")
  })

  it.each([
    ["no answer at all", "", "no-answer"],
    ["no state", "?code=c1", "no-state"],
    ["a wrong state", "?code=c1&state=forged", "unknown-state"],
  ] as const)("refuses %s and posts nothing", (_, search, reason) => {
    const { outcome, posted } = relay(search)
    expect(outcome).toEqual({ kind: "refused", reason })
    expect(posted).toEqual([])
  })

  it("refuses an answer after its sign-in expired", () => {
    const { outcome, posted } = relay("?code=c1&state=s1", { [`${STATE_PREFIX}s1`]: String(NOW) })
    expect(outcome).toEqual({ kind: "refused", reason: "expired" })
    expect(posted).toEqual([])
  })

  it("says what happened", () => {
    expect(relayText({ kind: "refused", reason: "unknown-state" })).toBe(RELAY_TEXT["unknown-state"])
    expect(relayText({ kind: "relayed", isError: false })).toMatch(/^Signed in/)
    expect(relayText({ kind: "relayed", isError: true })).toMatch(/error/)
  })
})

describe("readCallbackMessage", () => {
  it.each([
    [{ type: "oauth-callback", state: "s", search: "code=1" }, true],
    [{ type: "oauth-callback", state: 1, search: "code=1" }, false],
    [{ type: "other", state: "s", search: "" }, false],
    ["oauth-callback", false],
    [null, false],
  ])("%j → %s", (data, isMessage) => {
    expect(readCallbackMessage(data) !== undefined).toBe(isMessage)
  })
})
