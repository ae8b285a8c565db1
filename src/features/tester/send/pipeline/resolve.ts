import type { SendDraft } from "./send-draft"

/**
 * Step 2 — resolve: the draft's values as they will be sent. Nothing is substituted yet: this is where variables
 * (`{{name}}` from an environment) become values, before the key is placed and before the URL is shown as sent.
 */
export function resolve(draft: SendDraft): SendDraft {
  return draft
}
