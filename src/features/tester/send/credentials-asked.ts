import type { HttpRequest } from "@/lib/http"
import type { RequestState } from "./request-state"

// A 401 or 403 to a request that carried no credentials (docs/api-keys.md): the API asked for them, so the tester says so
// and offers a way to add them (the key field, or an 'Advanced' header when the API declares no scheme).

export const CREDENTIALS_ASKED = "This API asked for credentials"

/** Whether a request carries credentials: the visitor's key was added, or an Authorization header was typed. */
export function carriesCredentials(request: Pick<HttpRequest, "headers" | "isKeyed">): boolean {
  return request.isKeyed || Object.keys(request.headers).some((name) => name.toLowerCase() === "authorization")
}

/**
 * True when the answer shown is a 401 or 403 and the request sent had no credentials.
 * asksForCredentials({ status: "error", error: { kind: "http", response: { status: 401 } } }, false) → true
 */
export function asksForCredentials(state: RequestState, sentWithCredentials: boolean): boolean {
  if (sentWithCredentials || state.status !== "error" || state.error.kind !== "http") return false
  const { status } = state.error.response
  return status === 401 || status === 403
}

/**
 * The sentence after CREDENTIALS_ASKED: where to add them. `hasKeyField`: the API declares a scheme (the
 * Authentication section); otherwise an Authorization header in 'Advanced'.
 */
export function credentialsHint(hasKeyField: boolean): string {
  return hasKeyField
    ? "Enter your key under Authentication, then send again."
    : "Its description names no scheme: add an Authorization header (or the one its docs name) in 'Advanced', then send again."
}
