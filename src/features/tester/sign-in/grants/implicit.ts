import { readImplicitFragment } from "../implicit-fragment"
import { startImplicit } from "../sign-in-flow"
import type { RedirectGrant } from "./grant"

/**
 * Implicit (deprecated): the provider's page, then the token read from the callback's fragment — no exchange, and
 * no refresh (the fragment carries no refresh token).
 */
export const implicitGrant: RedirectGrant = {
  start(input) {
    const started = startImplicit(input)
    return Promise.resolve({ kind: "redirect", url: started.url, pending: started.pending })
  },
  onAnswer({ pending, search }) {
    const answer = readImplicitFragment(search, pending.state)
    return Promise.resolve(answer.ok ? { ok: true, signedIn: answer.signedIn, refreshTarget: undefined } : answer)
  },
  refresh: undefined,
}
