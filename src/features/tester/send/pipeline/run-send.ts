import type { Api, Endpoint, Parameter } from "@/data/api-schema"
import type { TesterRequest } from "../../request/tester-request"
import type { SendResult } from "../send-request"
import { authorise } from "./authorise"
import { check, type SentFacts } from "./check"
import { prepare, type Editors } from "./prepare"
import { read } from "./read"
import type { RecordInput } from "./record"
import { resolve } from "./resolve"
import type { SendDraft } from "./send-draft"
import type { Transport } from "./transport"

export type SendInput = {
  api: Api
  endpoint: Endpoint
  /** The draft as the screen shows it, with the request derived from it (reused when nothing changed). */
  draft: SendDraft
  derived: TesterRequest
  /** The link's values (the chosen server's defaults not filled in): what history keeps. */
  linkValues: Readonly<Record<string, string>>
  /** Values set in the same click (the examples), not rendered yet: they replace the draft's. */
  filled?: Readonly<Record<string, string>>
  editors: Editors
  fields: readonly Parameter[]
  marked: ReadonlySet<string>
}

export type SendSteps = {
  transport: Transport
  /** Runs one request at a time (use-send-request.ts): a newer Send or Cancel aborts `signal`. */
  run: (task: (signal: AbortSignal) => Promise<SendResult>) => Promise<SendResult>
  /** The request is going out: show the answer's tab, keep what it was sent with, end the current edit. */
  onSent: (facts: SentFacts) => void
  onSettled: () => void
  record: (entry: RecordInput) => void
  now?: () => number
}

/**
 * Send as named steps: prepare → resolve → authorise → transport → read → check → record. Each step is its own
 * module; a step that does nothing yet (resolve) has its place. Returns null when prepare refused (an editor shows
 * why), else the answer as shown.
 */
export async function runSend(input: SendInput, steps: SendSteps): Promise<SendResult | null> {
  const optIn = prepare(input.editors, input.draft.optIn)
  if (!optIn) return null
  const values = input.filled ?? input.draft.values
  const draft = resolve({ ...input.draft, values, optIn })
  const request = authorise(draft, { draft: input.draft, request: input.derived })
  steps.onSent(check(request, input.fields, values))
  const now = steps.now ?? (() => performance.now())
  const started = now()
  const result = await steps.run(async (signal) => read(await steps.transport(request.send, signal), draft.apiKey))
  const durationMs = now() - started
  steps.onSettled()
  steps.record({
    api: input.api,
    endpoint: input.endpoint,
    url: request.displayUrl,
    values: input.filled ?? input.linkValues,
    result,
    durationMs,
    apiKey: draft.apiKey,
    marked: input.marked,
  })
  return result
}
