import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router"
import { ApiPage, ApiPageError } from "@/app/components/api-page"
import { routeMeta } from "@/config/meta"
import { paths } from "@/config/paths"
import { findApi } from "@/data/apis"
import { catalogueApi } from "@/data/catalogue-api"
import VERIFIED from "@/data/verified.json"
import { ApiNotFound } from "@/features/api-detail/components/api-not-found"
import { withExampleUrls } from "@/lib/example-urls"
import { VerifiedNote } from "@/features/health/components/verified-note"
import { endpointVerifications, verifiedSummary, type VerifiedFile } from "@/features/health/verified"
import type { Route } from "./+types/api-detail"

// Runs only at build time, once per prerendered /api/{id}: the catalogue (and the code that builds the example
// URLs) stays out of the browser's JS.
export async function loader({ params }: Route.LoaderArgs) {
  const api = findApi(params.id)
  if (!api) throw data(null, { status: 404 })
  // `npm run verify`'s last result for this API (src/data/verified.json), or null, and each endpoint's.
  const file = VERIFIED as VerifiedFile
  return {
    ...withExampleUrls(catalogueApi(api)),
    verified: verifiedSummary(file, api.id) ?? null,
    verifiedEndpoints: endpointVerifications(file, api),
  }
}

// An id that was not prerendered asks for its .data file, gets a 404, and shows 'API not found'.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoader()
}

// Opening and closing the tester only changes ?endpoint=; the API's data stays the same.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    const isNotFound = isRouteErrorResponse(error) && error.status === 404
    return [
      ...routeMeta(
        isNotFound ? "API not found" : "Something went wrong",
        "There is no API with this id in the catalogue.",
      ),
      { name: "robots", content: "noindex" },
    ]
  }
  return routeMeta(loaderData.name, loaderData.description, paths.api.getHref(loaderData.id))
}

export default function ApiDetailRoute({ loaderData: api }: Route.ComponentProps) {
  return (
    <ApiPage
      api={api}
      notes={<VerifiedNote verified={api.verified} />}
      verified={api.verified}
      verifications={api.verifiedEndpoints}
    />
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ApiPageError error={error} notFound={<ApiNotFound />} />
}
