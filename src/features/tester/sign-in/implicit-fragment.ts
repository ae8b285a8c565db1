import { describeOAuthError, describeTooLongToken, MAX_TOKEN_LENGTH } from "./oauth-error"
import type { SignedIn } from "./sign-in-flow"

// The implicit flow's answer (RFC 6749 §4.2.2): the provider puts the token in the redirect's fragment,
// `#access_token=…&token_type=Bearer&expires_in=3600&state=…`, or an error (`#error=access_denied&state=…`).
// oauth4webapi does not do implicit, so this reads it with URLSearchParams only, after the callback page has
// checked and used up the state (callback-relay.ts) and the starting tab has matched it to its own sign-in.

export type ImplicitAnswer = { ok: true; signedIn: SignedIn } | { ok: false; message: string }

/**
 * The token in `fragment` (with or without its "#") for the sign-in that sent `expectedState`, or why not.
 * readImplicitFragment("#access_token=t&state=s", "s") → { ok: true, signedIn: { accessToken: "t" } }
 */
export function readImplicitFragment(fragment: string, expectedState: string): ImplicitAnswer {
  const params = new URLSearchParams(fragment.startsWith("#") ? fragment.slice(1) : fragment)
  const state = params.get("state")
  if (!state)
    return { ok: false, message: "The provider's answer has no state, so it cannot be matched to this sign-in." }
  if (state !== expectedState)
    return { ok: false, message: "The provider's answer is for another sign-in (its state does not match)." }
  const error = params.get("error")
  if (error !== null)
    return {
      ok: false,
      message: describeOAuthError(
        { error, description: params.get("error_description") },
        { endpoint: "authorization" },
      ),
    }
  const token = params.get("access_token")
  if (!token) return { ok: false, message: "The provider's answer has no access token, so there is nothing to use." }
  if (token.length > MAX_TOKEN_LENGTH)
    return {
      ok: false,
      message: describeTooLongToken(token.length),
    }
  const tokenType = params.get("token_type")
  if (tokenType !== null && tokenType.toLowerCase() !== "bearer")
    return {
      ok: false,
      message: `The provider's token is of type "${tokenType}", not a bearer token: it was not used.`,
    }
  const expiresIn = Number(params.get("expires_in"))
  const scope = params.get("scope")
  return {
    ok: true,
    signedIn: {
      accessToken: token,
      ...(params.has("expires_in") && Number.isInteger(expiresIn) && expiresIn > 0 ? { expiresIn } : {}),
      ...(scope !== null ? { scope } : {}),
    },
  }
}
