// Every sentence for an OAuth answer that ends a sign-in without a token, written once: the authorization endpoint's
// `error=` (code and implicit flows), the token endpoint's error body, the device flow's final answers, and a token
// too long to use. sign-in-problem.ts, implicit-fragment.ts and device-polling.ts all word failures through here so
// the same answer reads the same wherever it arrives. Never includes a code, a verifier, a secret or a token.

/** Longer than any real access token, shorter than what an HTTP header can carry everywhere. */
export const MAX_TOKEN_LENGTH = 16_384

/** An OAuth error answer (RFC 6749 §4.1.2.1, §5.2; RFC 8628 §3.5): its `error` code and optional description. */
export type OAuthErrorAnswer = { error: string; description?: string | null | undefined }

/** Where the error answer came from: it decides how the sentence names who refused. */
export type OAuthErrorSource =
  { endpoint: "authorization" } | { endpoint: "token"; host: string; status: number } | { endpoint: "device" }

/**
 * The sentence for an OAuth error answer.
 * describeOAuthError({ error: "invalid_scope" }, { endpoint: "authorization" })
 *   → 'The provider refused the sign-in: "invalid_scope".'
 */
export function describeOAuthError(answer: OAuthErrorAnswer, source: OAuthErrorSource): string {
  const says = providerSays(answer.description)
  if (source.endpoint === "device") {
    // The device flow's two final answers are said without the provider's description: the panel shows them as the
    // end of the wait, beside the code the visitor was entering.
    if (answer.error === "access_denied")
      return "The sign-in was declined at the provider (access_denied). No token was issued."
    if (answer.error === "expired_token")
      return "The code expired before it was approved. Press 'Sign in' for a new code."
    return `The provider refused the sign-in: "${answer.error}".${says}`
  }
  if (source.endpoint === "token")
    return `The token endpoint at ${source.host} refused: "${answer.error}" (HTTP ${source.status}).${says}${
      answer.error === "invalid_client"
        ? " Check the client id (and secret), and that the client is registered for this flow."
        : ""
    }`
  if (answer.error === "access_denied")
    return `The provider answered "access_denied": the sign-in was declined (by you or by the provider's rules). No token was issued.${says}`
  return `The provider refused the sign-in: "${answer.error}".${says}`
}

/** The sentence for an access token longer than MAX_TOKEN_LENGTH characters. */
export function describeTooLongToken(length: number): string {
  return `The provider's access token is ${length.toLocaleString("en")} characters long, more than a request header can carry (${MAX_TOKEN_LENGTH.toLocaleString("en")}): it was not used.`
}

/** The provider's own description, on one line and at most 300 characters, quoted after the sentence. */
function providerSays(description: string | null | undefined): string {
  const text = description?.replace(/\s+/g, " ").trim().slice(0, 300)
  return text ? ` The provider says: "${text}"` : ""
}
