import { AuthorizationResponseError, OperationProcessingError, ResponseBodyError } from "oauth4webapi"
import { describe, expect, it } from "vitest"
import { describeSignInProblem } from "./sign-in-problem"

function authorizationError(query: string) {
  return new AuthorizationResponseError("authorization response from the server is an error", {
    cause: new URLSearchParams(query),
  })
}

function tokenError(body: Record<string, string>, status = 400) {
  return new ResponseBodyError("server responded with an error in the response body", {
    cause: body as never,
    response: new Response(JSON.stringify(body), { status }),
  })
}

describe("describeSignInProblem", () => {
  it.each([
    [
      "error=access_denied",
      authorizationError("error=access_denied&error_description=The+user+said+no"),
      /"access_denied": the sign-in was declined.*No token was issued\. The provider says: "The user said no"/,
    ],
    [
      "another error=",
      authorizationError("error=invalid_scope"),
      /^The provider refused the sign-in: "invalid_scope"\.$/,
    ],
    [
      "a token endpoint's invalid_client",
      tokenError({ error: "invalid_client" }, 401),
      /token endpoint at id\.example refused: "invalid_client" \(HTTP 401\)\..*Check the client id/,
    ],
    [
      "a token endpoint the browser may not read (CORS)",
      new TypeError("Failed to fetch"),
      /could not read the answer of id\.example: it sends no CORS headers.*single-page-application.*paste it as the key/,
    ],
    [
      "a malformed answer",
      new OperationProcessingError('"response" body "access_token" property must be a string'),
      /not a valid OAuth answer/,
    ],
    ["anything else", new Error("boom"), /^The sign-in failed: boom$/],
    ["a thrown string", "boom", /^The sign-in failed\.$/],
  ])("%s", (_, error, expected) => {
    expect(describeSignInProblem(error, "id.example")).toMatch(expected)
  })
})
