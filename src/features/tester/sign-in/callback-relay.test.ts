import { describe, expect, it } from "vitest"
import { FakeStorage } from "@/test/fake-storage"
import { readCallbackMessage, relayCallback, relayText, RELAY_TEXT, type CallbackMessage } from "./callback-relay"
import { ANSWER_KEY, PENDING_PREFIX, STATE_PREFIX, takeFullPageAnswer } from "./pending-sign-ins"

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

describe("relayCallback with the answer in the fragment (implicit flow)", () => {
  function relayHash(hash: string, search = "") {
    const local = new FakeStorage({ [`${STATE_PREFIX}s1`]: String(NOW + 1000) })
    const posted: CallbackMessage[] = []
    const post = (message: CallbackMessage) => posted.push(message)
    return { outcome: relayCallback(search, local, NOW, post, undefined, hash), posted, local, post }
  }

  it("hands a token with a live state to the tester, once", () => {
    const { outcome, posted, local, post } = relayHash("#access_token=t1&token_type=Bearer&state=s1")
    expect(outcome).toEqual({ kind: "relayed", isError: false })
    expect(posted).toEqual([
      { type: "oauth-callback", state: "s1", search: "access_token=t1&token_type=Bearer&state=s1" },
    ])
    // Replayed: the state was used up.
    expect(relayCallback("", local, NOW, post, undefined, "#access_token=t1&state=s1")).toEqual({
      kind: "refused",
      reason: "unknown-state",
    })
    expect(posted).toHaveLength(1)
  })

  it("hands an error= fragment on too", () => {
    const { outcome, posted } = relayHash("#error=access_denied&state=s1")
    expect(outcome).toEqual({ kind: "relayed", isError: true })
    expect(posted[0]?.search).toBe("error=access_denied&state=s1")
  })

  it.each([
    ["no state", "#access_token=t1", "no-state"],
    ["a wrong state", "#access_token=t1&state=forged", "unknown-state"],
    ["a fragment that is no answer", "#section-2", "no-answer"],
  ] as const)("refuses %s and posts nothing", (_, hash, reason) => {
    const { outcome, posted } = relayHash(hash)
    expect(outcome).toEqual({ kind: "refused", reason })
    expect(posted).toEqual([])
  })

  it("takes the query first when both carry an answer", () => {
    const { posted } = relayHash("#access_token=t1&state=s1", "?code=c1&state=s1")
    expect(posted[0]?.search).toBe("code=c1&state=s1")
  })
})

describe("relayCallback after a full-page sign-in (the popup was blocked)", () => {
  const live = { [`${STATE_PREFIX}s1`]: String(NOW + 1000) }

  it("leaves the answer in this tab and goes back to the tester, broadcasting nothing", () => {
    const session = new FakeStorage({
      [`${PENDING_PREFIX}s1`]: JSON.stringify({ returnTo: "/open/opened-1?endpoint=0" }),
    })
    const posted: CallbackMessage[] = []
    const outcome = relayCallback("?code=c1&state=s1", new FakeStorage(live), NOW, (m) => posted.push(m), session)
    expect(outcome).toEqual({ kind: "return", to: "/open/opened-1?endpoint=0" })
    expect(posted).toEqual([])
    expect(takeFullPageAnswer(session)).toEqual({ state: "s1", search: "code=c1&state=s1" })
    expect(session.data.has(ANSWER_KEY)).toBe(false)
    // The pending record stays for the tester, which takes it to exchange the code.
    expect(session.data.has(`${PENDING_PREFIX}s1`)).toBe(true)
  })

  it.each([
    ["another site", "//evil.example/x"],
    ["an absolute URL", "https://evil.example/x"],
    ["a backslash trick", "/\\evil.example"],
  ])("never returns to %s: the answer is broadcast instead", (_, returnTo) => {
    const session = new FakeStorage({ [`${PENDING_PREFIX}s1`]: JSON.stringify({ returnTo }) })
    const posted: CallbackMessage[] = []
    const outcome = relayCallback("?code=c1&state=s1", new FakeStorage(live), NOW, (m) => posted.push(m), session)
    expect(outcome).toEqual({ kind: "relayed", isError: false })
    expect(posted).toHaveLength(1)
  })

  it("a popup's copy of the opener's sessionStorage (no return address) broadcasts as usual", () => {
    const session = new FakeStorage({ [`${PENDING_PREFIX}s1`]: JSON.stringify({ state: "s1" }) })
    const posted: CallbackMessage[] = []
    expect(relayCallback("?code=c1&state=s1", new FakeStorage(live), NOW, (m) => posted.push(m), session).kind).toBe(
      "relayed",
    )
    expect(posted).toHaveLength(1)
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
