import { ExternalLink } from "lucide-react"
import { memo, type ReactNode } from "react"
import { Link } from "react-router"
import { BookmarkButton } from "@/components/bookmark-button"
import { Badge } from "@/components/ui/badge"
import { paths } from "@/config/paths"
import type { ApiSummary } from "@/data/api-summary"
import { FLAGGED_BADGE_TEXT } from "@/lib/verification-flag"
import { AUTH_LABELS } from "../explore-params"

/**
 * One API (docs/behaviour.md §2). The name is a real link stretched over the whole card (keyboard and middle-click work);
 * the heart and the Documentation link sit above it, so they act without opening the card. `healthMark` is the
 * visitor's last check (docs/health-checks.md), rendered by the health feature and passed in by the route: a dot in
 * the footer, so a checked card has the same rows as the others.
 * Memoised: when the page switches to the visitor's state after hydration, a card whose API and mark did not change
 * is neither re-rendered nor diffed again (docs/performance.md, "What runs after the first paint").
 */
export const ApiCard = memo(function ApiCard({ api, healthMark }: { api: ApiSummary; healthMark?: ReactNode }) {
  return (
    <article className="group relative flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">
          <Link
            to={paths.api.getHref(api.id)}
            className="outline-none group-hover:text-primary after:absolute after:inset-0 after:rounded-xl after:content-['']"
          >
            {api.name}
          </Link>
        </h2>
        <BookmarkButton apiId={api.id} apiName={api.name} className="-mt-1 -mr-2" />
      </div>
      <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted-foreground">{api.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Properties">
        <li>
          <Badge tone="primary">{api.category}</Badge>
        </li>
        <li>
          <Badge>{AUTH_LABELS[api.auth]}</Badge>
        </li>
        {api.cors && (
          <li>
            <Badge tone="outline">CORS</Badge>
          </li>
        )}
        {api.free && (
          <li>
            <Badge tone="outline">Free</Badge>
          </li>
        )}
        {api.isFailingVerification && (
          <li>
            <Badge tone="danger">{FLAGGED_BADGE_TEXT}</Badge>
          </li>
        )}
        {api.browser === "server-only" && (
          <li>
            {/* The detail page's badge (ServerOnlyBadge) says what it means; the same colour here. */}
            <Badge tone="warning">Server only</Badge>
          </li>
        )}
      </ul>
      <div className="mt-4 flex items-center justify-between text-sm">
        <span className="flex items-center gap-2 text-muted-foreground">
          {healthMark}
          {api.endpointCount} {api.endpointCount === 1 ? "endpoint" : "endpoints"}
        </span>
        <a
          href={api.website}
          target="_blank"
          rel="noopener noreferrer"
          className="relative z-10 inline-flex items-center gap-1 rounded-sm font-medium text-primary hover:underline pointer-coarse:min-h-11"
        >
          Documentation
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">for {api.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  )
})
