import { buildTesterRequest, type TesterRequest } from "../../request/tester-request"
import type { SendDraft } from "./send-draft"

/**
 * Step 3 — authorise: the request with the key where the API takes it (header, query, Basic, a URL placeholder),
 * only to the API's own origin (lib/http.ts defaultRequest). `derived` is the request already built for the screen
 * from the same draft: it is reused when the draft is that one, so what is shown is what is sent.
 */
export function authorise(draft: SendDraft, derived?: { draft: SendDraft; request: TesterRequest }): TesterRequest {
  if (derived && sameDraft(derived.draft, draft)) return derived.request
  return buildTesterRequest({
    api: draft.choice.api,
    endpoint: draft.choice.endpoint,
    values: draft.values,
    apiKey: draft.apiKey,
    optIn: draft.optIn,
  })
}

function sameDraft(a: SendDraft, b: SendDraft): boolean {
  return (
    a.choice.api === b.choice.api &&
    a.choice.endpoint === b.choice.endpoint &&
    a.values === b.values &&
    a.apiKey === b.apiKey &&
    a.optIn === b.optIn
  )
}
