import { AuthorizationResponseError, OperationProcessingError, ResponseBodyError } from "oauth4webapi"
import { describeOAuthError } from "./oauth-error"

// Honest failure (docs/oauth.md): every way a sign-in ends without a token, as one sentence that says which and what
// to do. Never includes a code, a verifier, a secret or a token.

export const POPUP_BLOCKED =
  "The browser blocked the sign-in window. Allow pop-ups for this site and press 'Sign in' again, or sign in in this tab: the tester comes back here afterwards."

/** What to do when a provider does not let web pages call its token endpoint. */
const CORS_ADVICE =
  "register a single-page-application (public) client with the provider, whose token endpoint then allows browsers, or get a token elsewhere (the provider's console, or the copied code run from a terminal) and paste it as the key."

/**
 * The sentence for an error thrown while signing in. `tokenHost`: the token endpoint's host, named when the browser
 * could not reach or read it.
 */
export function describeSignInProblem(error: unknown, tokenHost: string): string {
  if (error instanceof AuthorizationResponseError)
    return describeOAuthError(
      { error: error.error, description: error.error_description },
      { endpoint: "authorization" },
    )
  if (error instanceof ResponseBodyError)
    return describeOAuthError(
      { error: error.error, description: error.error_description },
      { endpoint: "token", host: tokenHost, status: error.status },
    )
  if (error instanceof OperationProcessingError)
    return `The provider's answer is not a valid OAuth answer (${error.message.replace(/\.$/, "")}), so it was not used.`
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return `The browser could not read the answer of ${tokenHost}: it sends no CORS headers that let web pages call it, or it is unreachable. To sign in from here, ${CORS_ADVICE}`
  if (error instanceof Error) return `The sign-in failed: ${error.message}`
  return "The sign-in failed."
}
