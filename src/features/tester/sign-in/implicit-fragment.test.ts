// @vitest-environment node
import { describe, expect, it } from "vitest"
import { readImplicitFragment } from "./implicit-fragment"
import { MAX_TOKEN_LENGTH } from "./sign-in-flow"

describe("readImplicitFragment", () => {
  it.each([
    [
      "a token with its lifetime and scope",
      "#access_token=t1&token_type=Bearer&expires_in=3600&scope=read&state=s1",
      { accessToken: "t1", expiresIn: 3600, scope: "read" },
    ],
    ["without the '#'", "access_token=t1&state=s1", { accessToken: "t1" }],
    ["token_type in any case", "#access_token=t1&token_type=bearer&state=s1", { accessToken: "t1" }],
    ["a nonsense expires_in is left out", "#access_token=t1&expires_in=soon&state=s1", { accessToken: "t1" }],
    [
      "a token of exactly the limit",
      `#access_token=${"x".repeat(MAX_TOKEN_LENGTH)}&state=s1`,
      {
        accessToken: "x".repeat(MAX_TOKEN_LENGTH),
      },
    ],
  ])("takes %s", (_, fragment, signedIn) => {
    expect(readImplicitFragment(fragment, "s1")).toEqual({ ok: true, signedIn })
  })

  it.each([
    ["a missing state", "#access_token=t1", /has no state/],
    ["an empty state", "#access_token=t1&state=", /has no state/],
    ["a wrong state", "#access_token=t1&state=forged", /another sign-in \(its state does not match\)/],
    [
      "error=access_denied",
      "#error=access_denied&error_description=User%20said%20no&state=s1",
      /^The provider answered "access_denied": the sign-in was declined .* No token was issued\. The provider says: "User said no"$/,
    ],
    ["another error", "#error=invalid_scope&state=s1", /^The provider refused the sign-in: "invalid_scope"\.$/],
    ["no token", "#token_type=Bearer&state=s1", /has no access token/],
    ["an empty token", "#access_token=&state=s1", /has no access token/],
    [
      "a token too long",
      `#access_token=${"x".repeat(MAX_TOKEN_LENGTH + 1)}&state=s1`,
      /16,385 characters long, more than a request header can carry \(16,384\)/,
    ],
    ["a token that is not a bearer token", "#access_token=t1&token_type=mac&state=s1", /of type "mac"/],
  ])("refuses %s", (_, fragment, message) => {
    const answer = readImplicitFragment(fragment, "s1")
    expect(answer.ok).toBe(false)
    expect(answer.ok ? "" : answer.message).toMatch(message)
  })

  it("checks the state before reading an error: a forged error is not worded as the provider's", () => {
    expect(readImplicitFragment("#error=access_denied&state=forged", "s1")).toEqual({
      ok: false,
      message: "The provider's answer is for another sign-in (its state does not match).",
    })
  })
})
