import { describe, expect, it } from "vitest"
import { describeOAuthError, describeTooLongToken, MAX_TOKEN_LENGTH, type OAuthErrorSource } from "./oauth-error"

const authorization: OAuthErrorSource = { endpoint: "authorization" }
const token: OAuthErrorSource = { endpoint: "token", host: "id.example", status: 401 }
const device: OAuthErrorSource = { endpoint: "device" }

describe("describeOAuthError", () => {
  it.each([
    [
      "authorization: access_denied, with a description",
      { error: "access_denied", description: "The user\n said  no" },
      authorization,
      `The provider answered "access_denied": the sign-in was declined (by you or by the provider's rules). No token was issued. The provider says: "The user said no"`,
    ],
    [
      "authorization: another error, no description",
      { error: "invalid_scope" },
      authorization,
      `The provider refused the sign-in: "invalid_scope".`,
    ],
    [
      "authorization: a blank description is not quoted",
      { error: "server_error", description: "   " },
      authorization,
      `The provider refused the sign-in: "server_error".`,
    ],
    [
      "token: invalid_client adds what to check",
      { error: "invalid_client" },
      token,
      `The token endpoint at id.example refused: "invalid_client" (HTTP 401). Check the client id (and secret), and that the client is registered for this flow.`,
    ],
    [
      "token: another error, with a description",
      { error: "invalid_grant", description: "code used" },
      { endpoint: "token", host: "id.example", status: 400 } as const,
      `The token endpoint at id.example refused: "invalid_grant" (HTTP 400). The provider says: "code used"`,
    ],
    [
      "device: access_denied",
      { error: "access_denied", description: "ignored" },
      device,
      "The sign-in was declined at the provider (access_denied). No token was issued.",
    ],
    [
      "device: expired_token",
      { error: "expired_token" },
      device,
      "The code expired before it was approved. Press 'Sign in' for a new code.",
    ],
    [
      "device: another error",
      { error: "invalid_client" },
      device,
      `The provider refused the sign-in: "invalid_client".`,
    ],
  ])("%s", (_, answer, source, expected) => {
    expect(describeOAuthError(answer, source)).toBe(expected)
  })

  it("cuts the provider's description at 300 characters", () => {
    const text = describeOAuthError({ error: "x", description: "a".repeat(400) }, authorization)
    expect(text).toBe(`The provider refused the sign-in: "x". The provider says: "${"a".repeat(300)}"`)
  })
})

describe("describeTooLongToken", () => {
  it("names the length and the limit", () => {
    expect(describeTooLongToken(MAX_TOKEN_LENGTH + 1)).toBe(
      "The provider's access token is 16,385 characters long, more than a request header can carry (16,384): it was not used.",
    )
  })
})
