import { lazy, Suspense, type ReactNode } from "react"
import type { ApiWithExamples } from "@/lib/example-urls"
import { EndpointCard } from "./endpoint-card"

export type EndpointListProps = {
  api: ApiWithExamples
  onTest: (index: number) => void
  onPrepareTest?: () => void
  /** Each endpoint's last check, for its card (the route passes the health feature's). */
  renderStatus?: (index: number) => ReactNode
}

/**
 * Up to this many endpoints, the list is shown whole, as the catalogue's always is (docs/behaviour.md §2). Here, not in
 * endpoint-filter.ts: the long list's filtering code then loads with the long list only.
 */
const LONG_LIST = 50

// Its own chunk: only an opened API's page draws a long or grouped list. Its loader fetches the chunk first and the
// list then renders the component itself: through React.lazy it would suspend once anyway, and React reveals
// suspended content up to 300 ms late (measured: the list of Stripe's 452 endpoints appeared 290 ms after its code).
type ListedEndpointsModule = typeof import("./listed-endpoints")
let loaded: ListedEndpointsModule["default"] | undefined
const loadListedEndpoints = () =>
  import("./listed-endpoints").then((module: ListedEndpointsModule) => {
    loaded = module.default
    return module
  })
const LazyListedEndpoints = lazy(loadListedEndpoints)

/** Downloads the long-list code; an opened API's page waits for it while loading the API (no "Loading" flash). */
export async function preloadListedEndpoints(): Promise<void> {
  await loadListedEndpoints()
}

/**
 * The endpoints of one API, in catalogue order. An opened API's are grouped by tag; a long list (an opened
 * description can hold thousands) gets a filter and pages, so the page only ever draws one page of cards.
 */
export function EndpointList({ api, onTest, onPrepareTest, renderStatus }: EndpointListProps) {
  const count = api.endpoints.length
  const groups = api.opened?.groups
  const isLong = count > LONG_LIST
  const Listed = loaded ?? LazyListedEndpoints
  // One endpoint's card, for the whole list and for the long list's pages alike.
  const renderCard = (index: number) => {
    const endpoint = api.endpoints[index]
    return (
      endpoint && (
        <EndpointCard
          endpoint={endpoint}
          index={index}
          exampleUrl={endpoint.exampleUrl}
          onTest={onTest}
          onPrepareTest={onPrepareTest}
          status={renderStatus?.(index)}
        />
      )
    )
  }
  return (
    <section aria-labelledby="endpoints-heading" className="flex flex-col gap-4">
      <h2 id="endpoints-heading" className="text-xl font-semibold">
        Endpoints <span className="font-normal text-muted-foreground">({count})</span>
      </h2>
      {isLong || (groups && groups.length > 1) ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the endpoints…</p>}>
          <Listed api={api} isLong={isLong} renderCard={renderCard} />
        </Suspense>
      ) : (
        <ul className="flex flex-col gap-4">
          {api.endpoints.map((endpoint, index) => (
            <li key={`${endpoint.method} ${endpoint.path} ${endpoint.name}`}>{renderCard(index)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
