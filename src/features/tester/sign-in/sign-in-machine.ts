// The sign-in panel's state machine: named states and the named events that move between them, pure so every
// state × event pair is table-tested (sign-in-machine.test.ts). An event that makes no sense in a state leaves it
// as it is (a second Sign in or a Refresh while one is under way, Cancel with no window open).

export type SignInState =
  | { kind: "idle" }
  /** Asking the token endpoint at once (client credentials). */
  | { kind: "starting"; text: string }
  /** The sign-in window is open; `state` is the started sign-in's, which Cancel drops. */
  | { kind: "waiting-for-answer"; text: string; state: string }
  /** Leaving for the provider's page in this tab. */
  | { kind: "redirecting"; text: string }
  /** The provider's code is being exchanged for a token. */
  | { kind: "exchanging"; text: string }
  | { kind: "refreshing"; text: string }
  | { kind: "signed-in"; text: string }
  /** The browser blocked the sign-in window: the same sign-in can go on in this tab. */
  | { kind: "blocked"; text: string }
  | { kind: "failed"; text: string }

export type SignInEvent =
  | { type: "start"; text: string }
  | { type: "popup-opened"; text: string; state: string }
  | { type: "popup-blocked"; text: string }
  | { type: "redirect"; text: string }
  | { type: "exchange"; text: string }
  | { type: "refresh"; text: string }
  | { type: "token"; text: string }
  | { type: "fail"; text: string }
  | { type: "cancel" }
  | { type: "sign-out" }

export const IDLE: SignInState = { kind: "idle" }

/** The states in which the panel waits for something: Sign in and Refresh are disabled. */
const BUSY: ReadonlySet<SignInState["kind"]> = new Set([
  "starting",
  "waiting-for-answer",
  "redirecting",
  "exchanging",
  "refreshing",
])

export function isBusy(state: SignInState): boolean {
  return BUSY.has(state.kind)
}

/** The state (OAuth `state`) of the sign-in whose window is open, which Cancel drops; else undefined. */
export function openSignInState(state: SignInState): string | undefined {
  return state.kind === "waiting-for-answer" ? state.state : undefined
}

/** The line the panel's status shows: what is under way, or the signed-in sentence; "" otherwise. */
export function progressText(state: SignInState): string {
  return isBusy(state) || state.kind === "signed-in" ? (state as { text: string }).text : ""
}

/** The failure the panel shows as an alert (a blocked window is one too), or undefined. */
export function problemText(state: SignInState): string | undefined {
  return state.kind === "failed" || state.kind === "blocked" ? state.text : undefined
}

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case "start":
      return isBusy(state) ? state : { kind: "starting", text: event.text }
    // A redirect sign-in opens its window (or leaves) straight from wherever Sign in was pressed: from idle, after a
    // result, or from "blocked" when the visitor goes on in this tab.
    case "popup-opened":
      return isBusy(state) ? state : { kind: "waiting-for-answer", text: event.text, state: event.state }
    case "popup-blocked":
      return isBusy(state) ? state : { kind: "blocked", text: event.text }
    case "redirect":
      return state.kind === "redirecting" ? state : { kind: "redirecting", text: event.text }
    case "exchange":
      // An answer may come back from a full-page sign-in, so any state that is not already exchanging takes it.
      return state.kind === "exchanging" ? state : { kind: "exchanging", text: event.text }
    case "refresh":
      return isBusy(state) ? state : { kind: "refreshing", text: event.text }
    case "token":
      return { kind: "signed-in", text: event.text }
    case "fail":
      return { kind: "failed", text: event.text }
    case "cancel":
      return state.kind === "waiting-for-answer" ? IDLE : state
    case "sign-out":
      return IDLE
  }
}
