import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { SearchX } from "lucide-react"
import { Link, useLocation } from "react-router"
import { paths } from "@/config/paths"
import type { ApiSummary } from "@/data/api-summary"
import { useBookmarks } from "@/hooks/use-bookmarks"
import { useHydrated } from "@/hooks/use-hydrated"
import { useHealthSummaries } from "@/hooks/use-health-summaries"
import type { ApiHealth } from "@/lib/health-results"
import { paginate } from "@/lib/paginate"
import { buttonVariants, Button } from "@/components/ui/button"
import {
  EXPLORE_RESULTS_ID,
  RESULTS_PENDING_ATTRIBUTE,
  type ExploreParams,
  type FocusResultsState,
} from "../explore-params"
import { createSearchIndex, filterApis } from "../filter-apis"
import { activeFilterCount, directorySearchOf, emptyStateOf, type EmptyStateKind } from "../explore-view-state"
import { useExploreParams } from "../use-explore-params"
import { ApiCard } from "./api-card"
import { FilterBar } from "./filter-bar"
import { Pagination } from "@/components/ui/pagination"
import { cn } from "@/lib/cn"

/** The /explore page body: filters, count, one page of cards, pagination and the empty states. */
export type ExploreViewProps = {
  apis: readonly ApiSummary[]
  /** Draws a card's mark from the visitor's last check (the health feature's, passed in by the route). */
  renderHealthMark?: (health: ApiHealth) => ReactNode
}

const NO_HEALTH: ReadonlyMap<string, ApiHealth> = new Map()

export function ExploreView({ apis, renderHealthMark }: ExploreViewProps) {
  const { params, setParams } = useExploreParams()
  const { bookmarks } = useBookmarks()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const index = useMemo(() => createSearchIndex(apis), [apis])
  const bookmarkSet = useMemo(() => new Set(bookmarks), [bookmarks])
  // The visitor's own checks (docs/health-checks.md): unknown (null) until read after hydration.
  const knownHealth = useHealthSummaries()
  const health = knownHealth ?? NO_HEALTH
  const working = useMemo(() => new Set([...health].flatMap(([id, h]) => (h.state === "works" ? [id] : []))), [health])
  // Typing stays responsive on a huge catalogue: the input updates at once, filtering may lag a frame.
  const deferredQ = useDeferredValue(params.q)
  const filters = useMemo(
    () => ({
      q: deferredQ,
      category: params.category,
      auth: params.auth,
      cors: params.cors,
      saved: params.saved,
      works: params.works,
    }),
    [deferredQ, params.category, params.auth, params.cors, params.saved, params.works],
  )
  const results = useMemo(
    () => filterApis(index, filters, bookmarkSet, working),
    [index, filters, bookmarkSet, working],
  )
  const page = paginate(results, params.page)
  // Phones only: the filters fold behind 'Filters (n)' (from 640 px they are always shown).
  const [isFiltersOpen, setIsFiltersOpen] = useState(false)
  const filterCount = activeFilterCount(params)

  function handleChange(patch: Partial<ExploreParams>) {
    setParams(patch)
  }

  function handlePageChange(next: number) {
    setParams({ page: next })
    headingRef.current?.scrollIntoView({ block: "start" })
    headingRef.current?.focus({ preventScroll: true })
  }

  // A link with filters showed a same-size blank results area until now (see src/app/boot/pending-results-script.ts).
  // Enter in the search box on another page brought the visitor here: one Tab reaches the first result, as on /explore.
  const isHydrated = useHydrated()
  const isFocusAsked = (useLocation().state as FocusResultsState)?.focusResults
  // 'Working' filters by the visitor's checks: until they are read, its results are not known yet either.
  const isResultsKnown = isHydrated && (knownHealth !== null || !params.works)
  useEffect(() => {
    if (!isResultsKnown) return
    document.documentElement.removeAttribute(RESULTS_PENDING_ATTRIBUTE)
    if (isFocusAsked) document.getElementById(EXPLORE_RESULTS_ID)?.focus({ preventScroll: true })
  }, [isResultsKnown, isFocusAsked])

  function healthMarkOf(id: string) {
    const summary = health.get(id)
    return summary && renderHealthMark ? renderHealthMark(summary) : undefined
  }

  const count = results.length
  const emptyState = emptyStateOf({
    count,
    saved: params.saved,
    bookmarkCount: bookmarks.length,
    works: params.works,
    checkedCount: health.size,
    workingCount: working.size,
  })
  // DOM order is the spec's (filters, heading, count) and the desktop's; below 640 px `order` puts the heading and the
  // count first and the folded filters after them (their toggle and panel stay next to each other in Tab order).
  return (
    <div className="mx-auto flex max-w-7xl flex-col px-4 py-10 sm:px-6 lg:px-8">
      <Button
        variant="outline"
        className="mt-4 self-start max-sm:order-3 sm:hidden"
        aria-expanded={isFiltersOpen}
        aria-controls="explore-filters"
        onClick={() => setIsFiltersOpen((open) => !open)}
      >
        Filters ({filterCount})
      </Button>
      <FilterBar
        id="explore-filters"
        params={params}
        onChange={handleChange}
        className={cn("max-sm:order-4 max-sm:mt-3", !isFiltersOpen && "max-sm:hidden")}
      />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-8 scroll-mt-20 text-3xl font-bold tracking-tight outline-none max-sm:order-1 max-sm:mt-0"
      >
        Explore Public APIs
      </h1>
      <div
        data-explore-results=""
        className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 max-sm:order-2"
      >
        <p role="status" className="text-muted-foreground">
          {count} {count === 1 ? "API" : "APIs"} found
        </p>
        <Link
          to={paths.status.getHref()}
          className="text-sm font-medium text-primary hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
        >
          Which APIs work from your browser?
        </Link>
      </div>
      {/* Enter in the search box focuses this, so one Tab reaches the first result (SearchBox). */}
      <div id={EXPLORE_RESULTS_ID} tabIndex={-1} data-explore-results="" className="outline-none max-sm:order-5">
        {emptyState === "none" ? (
          <ul aria-label="Results" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((api) => (
              <li key={api.id}>
                <ApiCard api={api} healthMark={healthMarkOf(api.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState kind={emptyState} q={filters.q} />
        )}
        <Pagination page={page.page} pageCount={page.pageCount} onPageChange={handlePageChange} className="mt-10" />
      </div>
    </div>
  )
}

const EMPTY_TEXTS: Record<Exclude<EmptyStateKind, "none">, { title: string; text: string }> = {
  "no-match": { title: "No APIs found matching your criteria", text: "Try adjusting your search or filters" },
  "saved-empty": { title: "No saved APIs yet", text: "Tap the heart on an API to keep it here." },
  "works-unchecked": {
    title: "Nothing checked from this browser yet",
    text: "'Works for me' lists the APIs whose last check from this browser worked. Run the check once on the status page; it sends each endpoint's example request, only when you click.",
  },
  "works-none-worked": {
    title: "None of the APIs you checked worked",
    text: "'Works for me' lists the APIs whose last check from this browser worked; blocked, failed and timed-out checks don't count. Check again on the status page.",
  },
}

function EmptyState({ kind, q }: { kind: Exclude<EmptyStateKind, "none">; q: string }) {
  const { title, text } = EMPTY_TEXTS[kind]
  // Not here is not nowhere: the directory has about 2,600 more APIs.
  const directory = kind === "no-match" ? directorySearchOf(q) : null
  const isWorks = kind === "works-unchecked" || kind === "works-none-worked"
  return (
    <div className="mt-10 flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="mt-4 text-lg font-semibold">{title}</p>
      <p className="mt-1 max-w-prose text-muted-foreground">{text}</p>
      {isWorks && (
        <Link to={paths.status.getHref()} className={cn(buttonVariants(), "mt-6")}>
          Check APIs on the status page
        </Link>
      )}
      {directory && (
        <Link
          to={directory.href}
          className={cn(buttonVariants({ variant: "outline" }), "mt-6 h-auto py-2 whitespace-normal")}
        >
          {directory.text}
        </Link>
      )}
    </div>
  )
}
