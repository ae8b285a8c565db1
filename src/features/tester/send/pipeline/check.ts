import type { Parameter } from "@/data/api-schema"
import type { TesterRequest } from "../../request/tester-request"
import { unresolvedPlaceholders } from "../../request/parameters/first-send"
import { emptyRequired } from "../../request/parameters/parameter-fields"
import { carriesCredentials } from "../credentials-asked"

export type SentFacts = {
  /** The `{placeholders}` the sent URL still held. */
  placeholders: readonly string[]
  /** The required parameters it was sent without. */
  emptyRequired: readonly string[]
  /** It carried a key or a credential header. */
  withCredentials: boolean
}

/**
 * Step 6 — check: what the answer is read against, taken from the request as it went out — the `{placeholders}` the
 * URL still held (a 4xx they probably caused), the required fields left empty ("Fill examples and send again") and
 * whether credentials went (a 401/403 without them: "This API asked for credentials"). The answer's body is checked
 * against its description by the conformance line (lib/conformance), which reads the settled state.
 */
export function check(
  request: TesterRequest,
  fields: readonly Parameter[],
  values: Readonly<Record<string, string>>,
): SentFacts {
  return {
    placeholders: unresolvedPlaceholders(request.displayUrl),
    emptyRequired: emptyRequired(fields, values),
    withCredentials: carriesCredentials(request.send),
  }
}
