import type { ReactNode } from "react"
import type { Endpoint } from "@/data/api-schema"
import type { ApiWithExamples } from "@/lib/example-urls"
import type { RenderDescription } from "../render-description"
import { EndpointCard } from "./endpoint-card"
import type { ListedEndpointsProps } from "./listed-endpoints"

export type EndpointListProps = {
  api: ApiWithExamples
  onTest: (index: number) => void
  onPrepareTest?: () => void
  /** Each endpoint's last check, for its card (the route passes the health feature's). */
  renderStatus?: (index: number) => ReactNode
  /** What an endpoint takes and returns, for its card (an opened API's route passes EndpointShapeDetails). */
  renderDetails?: (endpoint: Endpoint) => ReactNode
  /**
   * Draws a long or grouped list: an opened API's page passes ListedEndpoints, which only its route loads. Without it
   * every card is shown in order, as for the catalogue's APIs (2–4 endpoints, no groups: apis.test.ts).
   */
  renderListed?: (props: ListedEndpointsProps) => ReactNode
  /** Draws each endpoint's description (an opened API's page passes its Markdown renderer). */
  renderDescription?: RenderDescription
}

/**
 * From this many endpoints on, the list is a map: compact rows, a tag index, a sticky filter and pages (ListedEndpoints).
 * Below it the list is shown whole, as the catalogue's always is (docs/behaviour.md §2).
 */
const LONG_LIST = 50

/**
 * The endpoints of one API, in catalogue order. An opened API's are grouped by tag; a long list (an opened
 * description can hold thousands) gets a filter and pages, so the page only ever draws one page of cards.
 */
export function EndpointList(props: EndpointListProps) {
  const { api, onTest, onPrepareTest, renderStatus, renderDetails, renderListed, renderDescription } = props
  const count = api.endpoints.length
  const groups = api.source.kind === "opened" ? api.source.groups : undefined
  const isLong = count >= LONG_LIST
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
          details={renderDetails?.(endpoint)}
          renderDescription={renderDescription}
        />
      )
    )
  }
  return (
    <section aria-labelledby="endpoints-heading" className="flex flex-col gap-4">
      <h2 id="endpoints-heading" className="text-xl font-semibold">
        Endpoints <span className="font-normal text-muted-foreground">({count})</span>
      </h2>
      {renderListed && (isLong || (groups && groups.length > 1)) ? (
        renderListed({ api, isLong, renderCard, list: props })
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
