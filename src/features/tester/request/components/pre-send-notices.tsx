import { ExternalLink, Info, TriangleAlert } from "lucide-react"
import { CORS_UNKNOWN_TEXT } from "@/data/opened-facts"
import type { Api, Endpoint } from "@/data/api-schema"
import { cn } from "@/lib/cn"
import { blockedNotice, preSendNotices, type PreSendNotice } from "../pre-send-notices"

type PreSendNoticesProps = {
  api: Pick<Api, "name" | "website" | "auth" | "source">
  endpoint: Pick<Endpoint, "keyPlacement">
  hasKey: boolean
}

/** The honest notices above 'Send Request' (docs/api-keys.md): what will probably go wrong. Sending stays possible. */
export function PreSendNotices({ api, endpoint, hasKey }: PreSendNoticesProps) {
  const notices = preSendNotices(api, hasKey, endpoint)
  if (notices.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      {notices.map((notice) => (
        <div
          key={notice}
          role="note"
          className={cn(
            "flex gap-2 rounded-md border p-3 text-sm",
            // Not a warning: a fact nobody knows yet, which the first Send answers.
            notice === "cors-unknown" ? "bg-muted/50" : "border-warning bg-warning-soft",
          )}
        >
          {notice === "cors-unknown" ? (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          ) : (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          )}
          <p>
            <NoticeText notice={notice} api={api} />
          </p>
        </div>
      ))}
    </div>
  )
}

function NoticeText({ notice, api }: { notice: PreSendNotice; api: PreSendNoticesProps["api"] }) {
  switch (notice) {
    case "cors-unknown":
      return (
        <>
          {CORS_UNKNOWN_TEXT} If the browser blocks it, the answer says so; the copied code works from a server or a
          terminal either way.
        </>
      )
    case "blocked":
      return <>{api.source.kind === "catalogue" && blockedNotice({ name: api.name, ...api.source })}</>
    case "mixed-content":
      return (
        <>
          {api.name} is served over plain http only, so browsers block it on this https page (mixed content). The copied
          code works from a server or a terminal.
        </>
      )
    case "needs-key":
    case "needs-token":
      return (
        <>
          {notice === "needs-key"
            ? "This API needs a key, and none is entered: without one it will probably answer 401 or 403. Get one from "
            : "This API needs an access token from its OAuth flow, and none is entered. See "}
          <a
            href={api.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
          >
            {api.name}'s documentation
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          .
        </>
      )
  }
}
