import { ExternalLink } from "lucide-react"
import { useEffect, type ReactNode } from "react"
import { useLocation, useNavigationType } from "react-router"
import { BookmarkButton } from "@/components/bookmark-button"
import { CopyButton } from "@/components/copy-button"
import { Badge } from "@/components/ui/badge"
import { buttonVariants } from "@/components/ui/button"
import type { Api } from "@/data/api-schema"
import type { RenderDescription } from "../render-description"

/**
 * `status`: shown beside the badges (the visitor's own health check, docs/health-checks.md). `unknowns`: under them,
 * what the page cannot say (an opened API's CorsUnknownNote, passed by its route so that a catalogue page never
 * downloads the sentence). `renderDescription`: draws the description (an opened API's, as Markdown); without it,
 * the text as it is.
 */
type ApiHeaderProps = {
  api: Api
  authLabel: string
  status?: ReactNode
  unknowns?: ReactNode
  renderDescription?: RenderDescription
}

/** The API's name, focused when the page is arrived at. */
const HEADING_ID = "api-heading"

/** No API header has shown yet in this document: a POP then is the page's own load, not Back or Forward. */
let isFirstHeader = true

/** Name, description, badges, documentation link and base URL of one API (docs/behaviour.md §2). */
export function ApiHeader({ api, authLabel, status, unknowns, renderDescription }: ApiHeaderProps) {
  const { source } = api
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  // Arriving from another page (a link, Back or Forward), focus starts at the API's name, as a page load would read
  // it; not on the page's first load, and not when the tester closes (a REPLACE: focus returns to its 'Test').
  useEffect(() => {
    const isFirstLoad = isFirstHeader && navigationType === "POP"
    isFirstHeader = false
    if (!isFirstLoad && navigationType !== "REPLACE") document.getElementById(HEADING_ID)?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page shown, not per tester opened or closed
  }, [pathname])
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{api.category}</p>
          {/* Focused by script on arrival, never a Tab stop: no ring, as the tester's heading. */}
          <h1 id={HEADING_ID} tabIndex={-1} className="mt-1 text-3xl font-bold tracking-tight break-words outline-none">
            {api.name}
          </h1>
        </div>
        {/* Saved APIs are a filter of the catalogue's explore; an opened API is kept under "Your APIs" instead. */}
        {source.kind === "catalogue" && <BookmarkButton apiId={api.id} apiName={api.name} className="shrink-0" />}
      </div>
      {renderDescription?.(api.description) ?? <p className="max-w-3xl text-muted-foreground">{api.description}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <ul className="flex flex-wrap gap-2" aria-label="Properties">
          <li>
            <Badge tone="primary">
              <span className="sr-only">Authentication: </span>
              {authLabel}
            </Badge>
          </li>
          {source.kind === "opened" ? (
            // Whether it allows CORS or costs money is not in an OpenAPI description: not claimed.
            <li>
              <Badge tone="outline">Opened by you</Badge>
            </li>
          ) : (
            <>
              <li>
                {/* The CORS badges say what they mean (docs/behaviour.md), briefly: this is in every page's download. */}
                <Badge
                  tone={source.cors ? "outline" : "warning"}
                  title={
                    source.cors
                      ? "Web pages, so the tester, can call it"
                      : "Web pages may not call it: the browser blocks the tester"
                  }
                >
                  {source.cors ? "CORS" : "No CORS"}
                </Badge>
              </li>
              <li>
                <Badge tone={source.free ? "outline" : "neutral"}>{source.free ? "Free" : "Paid"}</Badge>
              </li>
            </>
          )}
          {source.kind === "catalogue" && source.browser === "server-only" && (
            <li>
              {/* The same colour as on the explore cards. */}
              <Badge tone="warning" title="Call it from a server, not a web page">
                Server only
              </Badge>
            </li>
          )}
        </ul>
        {status}
      </div>
      {unknowns}
      <div className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">Base URL</h2>
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 rounded-md bg-muted px-3 py-1.5 font-mono text-sm break-all">{api.baseUrl}</code>
          <CopyButton text={api.baseUrl} label="Copy base URL" />
        </div>
      </div>
      {api.website && (
        <div>
          <a
            href={api.website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Documentation
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      )}
    </header>
  )
}
