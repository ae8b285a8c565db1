import type { RequestState } from "./request-state"

/**
 * What the tester's polite live region says about the request, so screen-reader users hear the outcome
 * wherever focus is. The error message itself is in the Error box (role="alert"); this only says it failed.
 * idle → ""; loading → "Sending request..."; 200 → "Response received: 200 OK"; error → "Request failed: HTTP 404: Not Found"
 */
export function announceRequest(state: RequestState): string {
  switch (state.status) {
    case "idle":
      return ""
    case "loading":
      return "Sending request..."
    case "success":
      return `Response received: ${state.response.status} ${state.response.statusText}`
    case "error":
      return `Request failed: ${state.error.message}`
  }
}
