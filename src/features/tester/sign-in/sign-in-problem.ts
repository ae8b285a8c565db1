import { AuthorizationResponseError, OperationProcessingError, ResponseBodyError } from "oauth4webapi"

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
  if (error instanceof AuthorizationResponseError) {
    if (error.error === "access_denied")
      return `The provider answered "access_denied": the sign-in was declined (by you or by the provider's rules). No token was issued.${describe(error.error_description)}`
    return `The provider refused the sign-in: "${error.error}".${describe(error.error_description)}`
  }
  if (error instanceof ResponseBodyError)
    return `The token endpoint at ${tokenHost} refused: "${error.error}" (HTTP ${error.status}).${describe(error.error_description)}${
      error.error === "invalid_client"
        ? " Check the client id (and secret), and that the client is registered for this flow."
        : ""
    }`
  if (error instanceof OperationProcessingError)
    return `The provider's answer is not a valid OAuth answer (${error.message.replace(/\.$/, "")}), so it was not used.`
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return `The browser could not read the answer of ${tokenHost}: it sends no CORS headers that let web pages call it, or it is unreachable. To sign in from here, ${CORS_ADVICE}`
  if (error instanceof Error) return `The sign-in failed: ${error.message}`
  return "The sign-in failed."
}

function describe(description: string | undefined): string {
  const text = description?.replace(/\s+/g, " ").trim().slice(0, 300)
  return text ? ` The provider says: "${text}"` : ""
}
