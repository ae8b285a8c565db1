import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from "react"
import { SearchX } from "lucide-react"
import { Link } from "react-router"
import { paths } from "@/config/paths"
import type { ApiSummary } from "@/data/api-summary"
import { useBookmarks } from "@/hooks/use-bookmarks"
import { useHydrated } from "@/hooks/use-hydrated"
import { useHealthResults } from "@/hooks/use-health-results"
import { summarizeAllNow, type ApiHealth } from "@/lib/health-results"
import { paginate } from "@/lib/paginate"
import { RESULTS_PENDING_ATTRIBUTE, type ExploreParams } from "../explore-params"
import { createSearchIndex, filterApis } from "../filter-apis"
import { useExploreParams } from "../use-explore-params"
import { ApiCard } from "./api-card"
import { FilterBar } from "./filter-bar"
import { Pagination } from "@/components/ui/pagination"

/** The /explore page body: filters, count, one page of cards, pagination and the empty states. */
export type ExploreViewProps = {
  apis: readonly ApiSummary[]
  /** Draws a card's mark from the visitor's last check (the health feature's, passed in by the route). */
  renderHealthMark?: (health: ApiHealth) => ReactNode
}

export function ExploreView({ apis, renderHealthMark }: ExploreViewProps) {
  const { params, setParams } = useExploreParams()
  const { bookmarks } = useBookmarks()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const index = useMemo(() => createSearchIndex(apis), [apis])
  const bookmarkSet = useMemo(() => new Set(bookmarks), [bookmarks])
  // The visitor's own checks (docs/health-checks.md): empty until hydration, like bookmarks.
  const healthResults = useHealthResults()
  const health = useMemo(() => summarizeAllNow(healthResults), [healthResults])
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

  function handleChange(patch: Partial<ExploreParams>) {
    setParams(patch)
  }

  function handlePageChange(next: number) {
    setParams({ page: next })
    headingRef.current?.scrollIntoView({ block: "start" })
    headingRef.current?.focus({ preventScroll: true })
  }

  // A link with filters showed a same-size blank results area until now (see src/app/boot/pending-results-script.ts).
  const isHydrated = useHydrated()
  useEffect(() => {
    if (isHydrated) document.documentElement.removeAttribute(RESULTS_PENDING_ATTRIBUTE)
  }, [isHydrated])

  function healthMarkOf(id: string) {
    const summary = health.get(id)
    return summary && renderHealthMark ? renderHealthMark(summary) : undefined
  }

  const count = results.length
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <FilterBar params={params} onChange={handleChange} />
      <h1 ref={headingRef} tabIndex={-1} className="mt-8 scroll-mt-20 text-3xl font-bold tracking-tight outline-none">
        Explore Public APIs
      </h1>
      <div data-explore-results="">
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p role="status" className="text-muted-foreground">
            {count} {count === 1 ? "API" : "APIs"} found
          </p>
          <Link to={paths.status.getHref()} className="text-sm font-medium text-primary hover:underline">
            Which APIs work from your browser?
          </Link>
        </div>
        {count === 0 ? (
          <EmptyState isSavedEmpty={params.saved && bookmarks.length === 0} />
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((api) => (
              <li key={api.id}>
                <ApiCard api={api} healthMark={healthMarkOf(api.id)} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page.page} pageCount={page.pageCount} onPageChange={handlePageChange} className="mt-10" />
      </div>
    </div>
  )
}

function EmptyState({ isSavedEmpty }: { isSavedEmpty: boolean }) {
  return (
    <div className="mt-10 flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      {isSavedEmpty ? (
        <>
          <p className="mt-4 text-lg font-semibold">No saved APIs yet</p>
          <p className="mt-1 text-muted-foreground">Tap the heart on an API to keep it here.</p>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg font-semibold">No APIs found matching your criteria</p>
          <p className="mt-1 text-muted-foreground">Try adjusting your search or filters</p>
        </>
      )}
    </div>
  )
}
