import { Badge } from "@/components/ui/badge"

/** What the CORS badges mean, as their tooltip and description (issue 35 §3: the badge explains itself). */
export const CORS_TITLE = "CORS: the API accepts requests from web pages, so the tester can call it from your browser."
export const NO_CORS_TITLE =
  "No CORS: the API does not accept requests from web pages; your browser will block the tester's request. The copied code works from a server or a terminal."
export const SERVER_ONLY_TITLE =
  "Server only: call this API from a server or a terminal; a web page cannot (no CORS, or a secret key that must not reach a browser)."

/** 'CORS' (quiet) or 'No CORS' (warning), with what it means as its title. */
export function CorsBadge({ cors }: { cors: boolean }) {
  return cors ? (
    <Badge tone="outline" title={CORS_TITLE}>
      CORS
    </Badge>
  ) : (
    <Badge tone="warning" title={NO_CORS_TITLE}>
      No CORS
    </Badge>
  )
}

/** 'Server only', the same colour on every page (warning: a call from the browser will fail). */
export function ServerOnlyBadge() {
  return (
    <Badge tone="warning" title={SERVER_ONLY_TITLE}>
      Server only
    </Badge>
  )
}
