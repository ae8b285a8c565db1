import type { ServerChoice } from "../../request/parameters/server-choice"
import type { OptIn } from "../../request/tester-request"

/** What one Send is made from: the chosen server's API and endpoint, the values, the key and the opted-in extras. */
export type SendDraft = {
  choice: Pick<ServerChoice, "api" | "endpoint">
  values: Readonly<Record<string, string>>
  apiKey: string
  optIn: OptIn
}
