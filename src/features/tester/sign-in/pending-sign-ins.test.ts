import { describe, expect, it } from "vitest"
import { FakeStorage } from "@/test/fake-storage"
import {
  claimState,
  dropPendingSignIn,
  PENDING_PREFIX,
  savePendingSignIn,
  SIGN_IN_TTL_MS,
  STATE_PREFIX,
  sweepStates,
  takePendingSignIn,
  type PendingSignIn,
} from "./pending-sign-ins"

const NOW = 1_800_000_000_000

function pending(state: string, expiresAt = NOW + SIGN_IN_TTL_MS): PendingSignIn {
  return {
    state,
    codeVerifier: `verifier-${state}`,
    clientId: "client",
    redirectUri: "https://explorer.example/oauth/callback",
    authorizationServer: { issuer: "https://id.example", token_endpoint: "https://id.example/token" },
    isLocal: false,
    scope: "openid",
    expiresAt,
  }
}

describe("a started sign-in", () => {
  it("is claimed once by the callback page and taken once by its own tab", () => {
    const local = new FakeStorage()
    const session = new FakeStorage()
    expect(savePendingSignIn(local, session, pending("s1"), NOW)).toBe(true)
    expect(claimState(local, "s1", NOW + 1000)).toBe("claimed")
    expect(claimState(local, "s1", NOW + 1000)).toBe("unknown")
    expect(takePendingSignIn(session, "s1", NOW + 1000)?.codeVerifier).toBe("verifier-s1")
    expect(takePendingSignIn(session, "s1", NOW + 1000)).toBeUndefined()
  })

  it.each([
    ["a wrong state", "other", NOW, "unknown"],
    ["its own state after 10 minutes", "s1", NOW + SIGN_IN_TTL_MS, "expired"],
    ["its own state in time", "s1", NOW + SIGN_IN_TTL_MS - 1, "claimed"],
  ] as const)("the callback page with %s: %s", (_, state, now, expected) => {
    const local = new FakeStorage()
    savePendingSignIn(local, new FakeStorage(), pending("s1"), NOW)
    expect(claimState(local, state, now)).toBe(expected)
  })

  it("is another tab's business when this tab has no record of it (two tabs signing in at once)", () => {
    const local = new FakeStorage()
    const tabA = new FakeStorage()
    const tabB = new FakeStorage()
    savePendingSignIn(local, tabA, pending("a"), NOW)
    savePendingSignIn(local, tabB, pending("b"), NOW)
    expect(takePendingSignIn(tabA, "b", NOW)).toBeUndefined()
    expect(takePendingSignIn(tabB, "b", NOW)?.state).toBe("b")
    expect(takePendingSignIn(tabA, "a", NOW)?.state).toBe("a")
  })

  it.each([
    ["expired", JSON.stringify(pending("s1", NOW - 1))],
    ["not JSON", "{"],
    ["of another state", JSON.stringify(pending("s2"))],
    ["missing its verifier", JSON.stringify({ ...pending("s1"), codeVerifier: undefined })],
  ])("is refused when its record is %s", (_, stored) => {
    const session = new FakeStorage({ [`${PENDING_PREFIX}s1`]: stored })
    expect(takePendingSignIn(session, "s1", NOW)).toBeUndefined()
    expect(session.data.size).toBe(0)
  })

  it("cannot start when storage refuses, and never throws", () => {
    const local = new FakeStorage()
    local.failWrite = true
    expect(savePendingSignIn(local, new FakeStorage(), pending("s1"), NOW)).toBe(false)
    local.failRead = true
    expect(claimState(local, "s1", NOW)).toBe("unknown")
  })

  it("sweeps expired states left by closed tabs, keeps live ones and other items", () => {
    const local = new FakeStorage({
      [`${STATE_PREFIX}old`]: String(NOW - 1),
      [`${STATE_PREFIX}junk`]: "x",
      [`${STATE_PREFIX}live`]: String(NOW + 5),
      darkMode: "true",
    })
    sweepStates(local, NOW)
    expect([...local.data.keys()].sort()).toEqual(["darkMode", `${STATE_PREFIX}live`])
  })

  it("is forgotten whole when cancelled", () => {
    const local = new FakeStorage()
    const session = new FakeStorage()
    savePendingSignIn(local, session, pending("s1"), NOW)
    dropPendingSignIn(local, session, "s1")
    expect(local.data.size + session.data.size).toBe(0)
  })

  it("never stores a token: only the state's expiry in localStorage", () => {
    const local = new FakeStorage()
    savePendingSignIn(local, new FakeStorage(), pending("s1"), NOW)
    expect(Object.fromEntries(local.data)).toEqual({ [`${STATE_PREFIX}s1`]: String(NOW + SIGN_IN_TTL_MS) })
  })
})
