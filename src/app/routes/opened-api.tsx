import { data, type ShouldRevalidateFunctionArgs } from "react-router"
import { ApiPage, ApiPageError } from "@/app/components/api-page"
import { pageTitle } from "@/config/paths"
import { CorsUnknownNote } from "@/features/api-detail/components/cors-unknown-note"
import { EndpointShapeDetails } from "@/features/api-detail/components/endpoint-shape-details"
import { ListedEndpoints } from "@/features/api-detail/components/listed-endpoints"
import { OpenedNotes } from "@/features/open-api/components/opened-notes"
import { MarkdownDescription } from "@/features/open-api/markdown/markdown-description"
import { OpenedNotFound } from "@/features/open-api/components/opened-not-found"
import { loadOpened } from "@/features/open-api/opened-store"
import type { Route } from "./+types/opened-api"

// An API the visitor opened (docs/open-any-api.md): read from this browser's storage, then the same page as a
// catalogue entry's. Never prerendered: a reload or a fresh tab gets the SPA fallback, which runs this loader.
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const api = await loadOpened(params.id)
  if (!api) throw data(null, { status: 404 })
  return api
}
clientLoader.hydrate = true as const

// Opening and closing the tester only changes ?endpoint=; the API's data stays the same.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData ? loaderData.name : "Your API") },
    // Kept in one browser only: nothing here for a search engine.
    { name: "robots", content: "noindex" },
  ]
}

export function HydrateFallback() {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-8 text-muted-foreground sm:px-6 lg:px-8">
      Loading your API…
    </p>
  )
}

export default function OpenedApiRoute({ loaderData: api }: Route.ComponentProps) {
  return (
    <ApiPage
      api={api}
      notes={api.source.kind === "opened" && <OpenedNotes id={api.id} opened={api.source} />}
      unknowns={<CorsUnknownNote />}
      // Its long or grouped list comes with this route's code: shown at once, never loaded on a catalogue page.
      renderListed={(props) => <ListedEndpoints {...props} />}
      // What each endpoint takes and returns: only an opened API documents it, so only this route carries its code.
      renderDetails={(endpoint) => <EndpointShapeDetails endpoint={endpoint} />}
      // Its descriptions are the document's Markdown, drawn safely (ADR 021); the catalogue's are plain text.
      renderDescription={(text, endpointIndex) => <MarkdownDescription text={text} endpointIndex={endpointIndex} />}
    />
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ApiPageError error={error} notFound={<OpenedNotFound />} />
}
