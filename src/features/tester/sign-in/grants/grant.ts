import type { PendingSignIn } from "../pending-sign-ins"
import type { PollAnswer } from "../device-polling"
import type { Provider, RefreshTarget, SignedIn, StartedDeviceSignIn } from "../sign-in-flow"

// One shape for every grant the tester can sign in with: how it starts, what it does with the provider's answer, and
// how its token is refreshed (undefined when the grant has no refresh of its own). The grant for a flow is looked up
// once in GRANTS (grants/index.ts), so no handler branches on the flow's type.

/** What starting any grant needs; each grant reads the parts it uses. */
export type GrantInput = {
  provider: Provider
  clientId: string
  /** Client credentials only. */
  clientSecret: string
  scopes: readonly string[]
  /** The tester's callback address (redirect grants). */
  redirectUri: string
  now: number
  /** Full-page sign-in: the tester's address to come back to (redirect grants). */
  returnTo?: string | undefined
  signal?: AbortSignal | undefined
}

/** How a grant started: a token at once, a provider page to open, or a device code to show and poll for. */
export type GrantStart =
  | { kind: "token"; signedIn: SignedIn }
  | { kind: "redirect"; url: URL; pending: PendingSignIn }
  | { kind: "device"; device: StartedDeviceSignIn }

/** The provider's answer made into a token, or the sentence saying why not (thrown errors are worded by the caller). */
export type GrantAnswer =
  { ok: true; signedIn: SignedIn; refreshTarget: RefreshTarget | undefined } | { ok: false; message: string }

/** The answer a redirect grant waits for: the callback's query or fragment, matched to the sign-in it started. */
export type RedirectAnswer = { kind: "redirect"; pending: PendingSignIn; search: string }
/** The answer a device grant waits for: one poll of the token endpoint. */
export type DeviceAnswer = {
  kind: "device"
  provider: Provider
  clientId: string
  deviceCode: string
  signal: AbortSignal
}

export type Grant<Start extends GrantStart = GrantStart, Answer = never, Outcome = never> = {
  start: (input: GrantInput) => Promise<Start>
  /** Undefined: the grant waits for no answer (its start already has the token). */
  onAnswer: ((answer: Answer) => Promise<Outcome>) | undefined
  /** Undefined: the grant has no refresh of its own. */
  refresh: ((target: RefreshTarget, refreshToken: string) => Promise<SignedIn>) | undefined
}

type Has<G, K extends keyof G> = G & { [P in K]-?: NonNullable<G[P]> }

/** Authorization code and implicit: always an answer from the callback; a refresh only where the grant says. */
export type RedirectGrant = Has<
  Grant<Extract<GrantStart, { kind: "redirect" }>, RedirectAnswer, GrantAnswer>,
  "onAnswer"
>
/** Client credentials: the token at once, so no answer and no refresh. */
export type TokenGrant = Grant<Extract<GrantStart, { kind: "token" }>> & { onAnswer: undefined; refresh: undefined }
/** Device authorization: answers are polls. */
export type DeviceGrant = Has<
  Grant<Extract<GrantStart, { kind: "device" }>, DeviceAnswer, PollAnswer<SignedIn>>,
  "onAnswer"
>

/** The flow types a browser can complete, each with its grant (password is never offered: sign-in-choices.ts). */
export type GrantTable = {
  authorizationCode: RedirectGrant
  implicit: RedirectGrant
  clientCredentials: TokenGrant
  deviceAuthorization: DeviceGrant
}
