import { requestClientCredentials } from "../sign-in-flow"
import type { TokenGrant } from "./grant"

/**
 * Client credentials: the client's own token, asked for at once with its secret; there is no answer to wait for and
 * no refresh (a new token is asked for the same way).
 */
export const clientCredentialsGrant: TokenGrant = {
  async start({ provider, clientId, clientSecret, scopes }) {
    return { kind: "token", signedIn: await requestClientCredentials({ provider, clientId, clientSecret, scopes }) }
  },
  onAnswer: undefined,
  refresh: undefined,
}
