// @vitest-environment node
import { describe, expect, it } from "vitest"
import {
  IDLE,
  isBusy,
  openSignInState,
  problemText,
  progressText,
  signInReducer,
  type SignInEvent,
  type SignInState,
} from "./sign-in-machine"

const STATES: Record<SignInState["kind"], SignInState> = {
  idle: IDLE,
  starting: { kind: "starting", text: "Asking the token endpoint…" },
  "waiting-for-answer": { kind: "waiting-for-answer", text: "Waiting for the sign-in window.", state: "s1" },
  redirecting: { kind: "redirecting", text: "Going to the provider to sign in…" },
  exchanging: { kind: "exchanging", text: "Exchanging the code for a token…" },
  refreshing: { kind: "refreshing", text: "Refreshing the token…" },
  "signed-in": { kind: "signed-in", text: "Signed in." },
  blocked: { kind: "blocked", text: "Blocked." },
  failed: { kind: "failed", text: "Failed." },
}

const EVENTS: Record<SignInEvent["type"], SignInEvent> = {
  start: { type: "start", text: "Asking the token endpoint…" },
  "popup-opened": { type: "popup-opened", text: "Waiting for the sign-in window.", state: "s2" },
  "popup-blocked": { type: "popup-blocked", text: "Blocked." },
  redirect: { type: "redirect", text: "Going to the provider to sign in…" },
  exchange: { type: "exchange", text: "Exchanging the code for a token…" },
  refresh: { type: "refresh", text: "Refreshing the token…" },
  token: { type: "token", text: "Signed in: new." },
  fail: { type: "fail", text: "No." },
  cancel: { type: "cancel" },
  "sign-out": { type: "sign-out" },
}

const KEEP = "keep"
type Next = SignInState["kind"] | typeof KEEP

// Rows: states. Columns, in EVENTS order: start, popup-opened, popup-blocked, redirect, exchange, refresh, token,
// fail, cancel, sign-out. "keep": the state stays exactly as it was.
const TABLE: Record<SignInState["kind"], Next[]> = {
  idle: [
    "starting",
    "waiting-for-answer",
    "blocked",
    "redirecting",
    "exchanging",
    "refreshing",
    "signed-in",
    "failed",
    KEEP,
    "idle",
  ],
  starting: [KEEP, KEEP, KEEP, "redirecting", "exchanging", KEEP, "signed-in", "failed", KEEP, "idle"],
  "waiting-for-answer": [KEEP, KEEP, KEEP, "redirecting", "exchanging", KEEP, "signed-in", "failed", "idle", "idle"],
  redirecting: [KEEP, KEEP, KEEP, KEEP, "exchanging", KEEP, "signed-in", "failed", KEEP, "idle"],
  exchanging: [KEEP, KEEP, KEEP, "redirecting", KEEP, KEEP, "signed-in", "failed", KEEP, "idle"],
  refreshing: [KEEP, KEEP, KEEP, "redirecting", "exchanging", KEEP, "signed-in", "failed", KEEP, "idle"],
  "signed-in": [
    "starting",
    "waiting-for-answer",
    "blocked",
    "redirecting",
    "exchanging",
    "refreshing",
    "signed-in",
    "failed",
    KEEP,
    "idle",
  ],
  blocked: [
    "starting",
    "waiting-for-answer",
    "blocked",
    "redirecting",
    "exchanging",
    "refreshing",
    "signed-in",
    "failed",
    KEEP,
    "idle",
  ],
  failed: [
    "starting",
    "waiting-for-answer",
    "blocked",
    "redirecting",
    "exchanging",
    "refreshing",
    "signed-in",
    "failed",
    KEEP,
    "idle",
  ],
}

const CASES = Object.entries(TABLE).flatMap(([kind, nexts]) =>
  Object.values(EVENTS).map((event, index) => [kind as SignInState["kind"], event.type, nexts[index] as Next] as const),
)

describe("signInReducer", () => {
  it("has a row for every state and a column for every event", () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(STATES).sort())
    for (const nexts of Object.values(TABLE)) expect(nexts).toHaveLength(Object.keys(EVENTS).length)
  })

  it.each(CASES)("%s + %s → %s", (kind, type, next) => {
    const before = STATES[kind]
    const after = signInReducer(before, EVENTS[type])
    if (next === KEEP) return expect(after).toBe(before)
    expect(after.kind).toBe(next)
    const event = EVENTS[type]
    // A new state carries the event's text (and the opened window's sign-in state).
    if ("text" in event && next !== "idle") expect(after).toMatchObject({ text: event.text })
    if (event.type === "popup-opened") expect(openSignInState(after)).toBe(event.state)
  })
})

describe("what the panel reads from a state", () => {
  it.each([
    ["idle", false, undefined, "", undefined],
    ["starting", true, undefined, "Asking the token endpoint…", undefined],
    ["waiting-for-answer", true, "s1", "Waiting for the sign-in window.", undefined],
    ["redirecting", true, undefined, "Going to the provider to sign in…", undefined],
    ["exchanging", true, undefined, "Exchanging the code for a token…", undefined],
    ["refreshing", true, undefined, "Refreshing the token…", undefined],
    ["signed-in", false, undefined, "Signed in.", undefined],
    ["blocked", false, undefined, "", "Blocked."],
    ["failed", false, undefined, "", "Failed."],
  ] as const)("%s: busy %s, open sign-in %s, status %j, problem %j", (kind, busy, open, progress, problem) => {
    const state = STATES[kind]
    expect(isBusy(state)).toBe(busy)
    expect(openSignInState(state)).toBe(open)
    expect(progressText(state)).toBe(progress)
    expect(problemText(state)).toBe(problem)
  })
})
