import { lazy, Suspense } from "react"
import { toApiSummary, type ApiSummary } from "@/data/api-summary"
import { APIS } from "@/data/apis"
import { routeMeta } from "@/config/meta"
import { ExploreView } from "@/features/explore/components/explore-view"
import VERIFIED from "@/data/verified.json"
import { countFlagged, type VerifiedFile } from "@/features/health/verified"
import { benchSize } from "@/lib/bench-marks"
import { PENDING_RESULTS_SCRIPT } from "../boot/pending-results-script"
import type { Route } from "./+types/explore"

// A card's dot from the visitor's last check: drawn only once the checks are read, after hydration, so its code
// loads then (with the code that reads them: the same chunk, vite.config.ts's isHealthChunkRoot).
const HealthDot = lazy(() =>
  import("@/features/health/components/health-mark").then(({ HealthDot }) => ({ default: HealthDot })),
)

export const meta = () =>
  routeMeta(
    "Explore Public APIs",
    "Search and filter public web APIs by category, authentication and CORS support.",
    "/explore",
  )

// Runs at build time only (prerendering): the card data is inlined into explore/index.html and explore.data,
// so the catalogue never ships inside the JavaScript bundle. `npm run bench` builds with
// BENCH_CATALOGUE_SIZE=10000 to measure the page with a synthetic catalogue a hundred times larger.
export async function loader() {
  const size = benchSize("BENCH_CATALOGUE_SIZE")
  const apis = size > 0 ? (await import("@/data/make-catalogue")).makeCatalogue(size) : APIS
  // An API with an endpoint that failed its last FLAG_AFTER_FAILURES (src/lib/verification-flag.ts) browser
  // verifications in a row (src/data/verified.json) is flagged: only endpoints still in the catalogue count, matched
  // as the detail page matches them.
  const flag = (api: (typeof apis)[number], summary: ApiSummary): ApiSummary =>
    countFlagged(VERIFIED as VerifiedFile, api) > 0 ? { ...summary, isFailingVerification: true } : summary
  return { apis: apis.map((api) => flag(api, toApiSummary(api))) }
}

// The data is static: filtering, paging and search change only the query string and must not refetch it.
export function shouldRevalidate() {
  return false
}

export default function ExploreRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* Before the results: hides the unfiltered prerendered cards when the link carries explore parameters. */}
      <script suppressHydrationWarning>{import.meta.env.SSR ? PENDING_RESULTS_SCRIPT : ""}</script>
      <ExploreView
        apis={loaderData.apis}
        renderHealthMark={(health) => (
          <Suspense fallback={null}>
            <HealthDot health={health} />
          </Suspense>
        )}
      />
    </>
  )
}
