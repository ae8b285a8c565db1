import { finishAuthorizationCode, refreshAccessToken, refreshTargetOf, startAuthorizationCode } from "../sign-in-flow"
import type { RedirectGrant } from "./grant"

/** Authorization code with PKCE (S256): the provider's page, then the code exchanged; its refresh token refreshes. */
export const authorizationCodeGrant: RedirectGrant & { refresh: NonNullable<RedirectGrant["refresh"]> } = {
  async start(input) {
    const started = await startAuthorizationCode(input)
    return { kind: "redirect", url: started.url, pending: started.pending }
  },
  async onAnswer({ pending, search }) {
    const signedIn = await finishAuthorizationCode(pending, search)
    return { ok: true, signedIn, refreshTarget: refreshTargetOf(pending) }
  },
  refresh: refreshAccessToken,
}
