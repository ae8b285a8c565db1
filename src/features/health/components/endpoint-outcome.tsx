import { lazy, Suspense } from "react"
import { useHydrated } from "@/hooks/use-hydrated"
import type { EndpointVerification } from "../verified-text"

const StoredEndpointOutcome = lazy(() =>
  import("./stored-endpoint-outcome").then((module) => ({ default: module.StoredEndpointOutcome })),
)

export type EndpointOutcomeProps = {
  apiId: string
  /** The endpoint's last `npm run verify` result (catalogue APIs): the line says whether the visitor's is newer. */
  verification?: EndpointVerification | null
  /** The API's endpoints (method and path name each result: src/lib/health-results.ts endpointKeys). */
  endpoints: readonly { method: string; path: string }[]
  index: number
}

/**
 * An endpoint card's line from the visitor's last check ('200 · 108 ms', '403 Forbidden', 'Checking…' while a check
 * runs): placed on the card by the route, so the detail page lists each endpoint once. It reads localStorage, so it
 * waits for hydration, and its code loads then, outside the page's first download (like the header's mark).
 */
export function EndpointOutcome(props: EndpointOutcomeProps) {
  const isHydrated = useHydrated()
  if (!isHydrated) return null
  return (
    <Suspense fallback={null}>
      <StoredEndpointOutcome {...props} />
    </Suspense>
  )
}
