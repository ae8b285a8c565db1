import type { ReactNode } from "react"
import { isRouteErrorResponse } from "react-router"
import { RouteError } from "@/components/route-error"
import { ApiHeader } from "@/features/api-detail/components/api-header"
import { BackToApisButton } from "@/features/api-detail/components/back-to-apis-button"
import { EndpointList, type EndpointListProps } from "@/features/api-detail/components/endpoint-list"
import type { RenderDescription } from "@/features/api-detail/render-description"
import type { ApiWithExamples } from "@/lib/example-urls"
import { ENDPOINT_PARAM } from "@/features/api-detail/endpoint-param"
import { useSelectedEndpoint } from "@/features/api-detail/use-selected-endpoint"
import { AUTH_LABELS } from "@/features/explore/explore-params"
import { ApiHealthMark } from "@/features/health/components/api-health-mark"
import { EndpointCheck } from "@/features/health/components/endpoint-check"
import { EndpointOutcome } from "@/features/health/components/endpoint-outcome"
import { VerifiedEndpoint } from "@/features/health/components/verified-endpoint"
import type { EndpointVerification, VerifiedSummary } from "@/features/health/verified-text"
import { LazyTester } from "@/features/tester/lazy-tester"
import { preloadTester } from "@/features/tester/load-tester"

// A shared tester link (?endpoint=): start downloading the tester's code while the page hydrates, not after. Here
// rather than in each route, so the routes share no module but this one (one chunk fewer on /api/{id}).
if (typeof window !== "undefined" && new URLSearchParams(window.location.search).has(ENDPOINT_PARAM)) preloadTester()

type ApiPageProps = {
  api: ApiWithExamples
  /** Under the header: the catalogue's last verification, or where an opened API came from. */
  notes?: ReactNode
  /** Under the header's badges: what the page cannot know about this API (ApiHeader's `unknowns`). */
  unknowns?: ReactNode
  /** How a long or grouped endpoint list is drawn (an opened API's; EndpointList). */
  renderListed?: EndpointListProps["renderListed"]
  /** What each endpoint takes and returns, on its card (an opened API's; EndpointList). */
  renderDetails?: EndpointListProps["renderDetails"]
  /** How the API's and each endpoint's description is drawn (an opened API's: Markdown); else as plain text. */
  renderDescription?: RenderDescription
  /** The API's last `npm run verify` result (catalogue APIs), which the header's own-check mark is compared with. */
  verified?: VerifiedSummary | null
  /** Each endpoint's last `npm run verify` result, by index (catalogue APIs; null: none yet), shown on its card above the visitor's own. */
  verifications?: readonly (EndpointVerification | null)[]
}

/**
 * One API's page, the same for a catalogue entry (/api/{id}) and an API the visitor opened (/open/{id}): header,
 * 'Check endpoints', the endpoint list, and the tester in place of all that when an endpoint is selected.
 */
export function ApiPage({
  api,
  notes,
  unknowns,
  renderListed,
  renderDetails,
  renderDescription,
  verified,
  verifications,
}: ApiPageProps) {
  const { endpointIndex, openEndpoint, closeEndpoint } = useSelectedEndpoint(api.endpoints.length)
  const endpoint = endpointIndex === null ? undefined : api.endpoints[endpointIndex]

  return (
    // The site's one content width (the header's, as every page's): the tester's two panes (request | response) use all
    // of it; the detail page reads better narrower, so its column stops at 64 rem, from the same left edge.
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {endpoint ? (
        // Keyed by API too: restoring a history entry of another API must start a fresh tester.
        <LazyTester key={`${api.id}:${endpointIndex}`} api={api} endpoint={endpoint} onBack={closeEndpoint} />
      ) : (
        <div className="flex max-w-5xl flex-col gap-8">
          <div>
            <BackToApisButton />
          </div>
          <ApiHeader
            api={api}
            authLabel={authLabelOf(api)}
            status={<ApiHealthMark apiId={api.id} verified={verified} />}
            unknowns={unknowns}
            renderDescription={renderDescription}
          />
          {notes}
          <EndpointCheck api={api} />
          <EndpointList
            api={api}
            onTest={openEndpoint}
            onPrepareTest={preloadTester}
            renderStatus={(index) => (
              <>
                {verifications && <VerifiedEndpoint verification={verifications[index] ?? null} />}
                <EndpointOutcome
                  apiId={api.id}
                  endpoints={api.endpoints}
                  index={index}
                  verification={verifications?.[index] ?? null}
                />
              </>
            )}
            renderListed={renderListed}
            renderDetails={renderDetails}
            renderDescription={renderDescription}
          />
        </div>
      )}
    </div>
  )
}

/**
 * The Authentication badge: an opened API whose description declares no security says just that ('No auth
 * declared'), not that the API takes none; the catalogue's labels otherwise ('No Auth', 'API Key', …).
 */
export function authLabelOf(api: Pick<ApiWithExamples, "auth" | "source">): string {
  return api.source.kind === "opened" && api.auth === "none" ? NO_AUTH_DECLARED : AUTH_LABELS[api.auth]
}

export const NO_AUTH_DECLARED = "No auth declared"

/** Both API routes' error boundary: their own "not found" page for a 404, else the retry page. */
export function ApiPageError({ error, notFound }: { error: unknown; notFound: ReactNode }) {
  if (isRouteErrorResponse(error) && error.status === 404) return notFound
  console.error(error)
  return (
    <RouteError
      title="Something went wrong"
      message="This API could not be loaded. Try again, or start over from the home page."
      canRetry
    />
  )
}
