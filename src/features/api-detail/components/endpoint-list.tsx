import type { ReactNode } from "react"
import type { ApiWithExamples } from "../example-url"
import { EndpointCard } from "./endpoint-card"

type EndpointListProps = {
  api: ApiWithExamples
  onTest: (index: number) => void
  onPrepareTest?: () => void
  /** Each endpoint's last check, for its card (the route passes the health feature's). */
  renderStatus?: (index: number) => ReactNode
}

/** The endpoints of one API, in catalogue order. */
export function EndpointList({ api, onTest, onPrepareTest, renderStatus }: EndpointListProps) {
  const count = api.endpoints.length
  return (
    <section aria-labelledby="endpoints-heading" className="flex flex-col gap-4">
      <h2 id="endpoints-heading" className="text-xl font-semibold">
        Endpoints <span className="font-normal text-muted-foreground">({count})</span>
      </h2>
      <ul className="flex flex-col gap-4">
        {api.endpoints.map((endpoint, index) => (
          <li key={`${endpoint.method} ${endpoint.path} ${endpoint.name}`}>
            <EndpointCard
              endpoint={endpoint}
              index={index}
              exampleUrl={endpoint.exampleUrl}
              onTest={onTest}
              onPrepareTest={onPrepareTest}
              status={renderStatus?.(index)}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
