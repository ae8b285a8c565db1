import { lazy, Suspense } from "react"
import { useHydrated } from "@/hooks/use-hydrated"
import { failingText, type EndpointVerification } from "../verified-text"

// How old the result is depends on when the page is read, not when it was built: that part is drawn after
// hydration, in its own small chunk (like the endpoint's own check line), so the prerendered text stays true.
const VerifiedAge = lazy(() => import("./verified-age").then((module) => ({ default: module.VerifiedAge })))

/**
 * A catalogue endpoint card's line from `npm run verify` (src/data/verified.json): "Verified from a browser on
 * 2026-11-22 (3 days ago): 200 OK", " (12 days ago, stale: older than 7 days)" once it is old, and "Failed its last 7
 * verifications in a row" under it when flagged; "Not yet verified from a browser" (null) when the file has no result
 * for it, so every catalogue endpoint says where it stands.
 */
export function VerifiedEndpoint({ verification }: { verification: EndpointVerification | null }) {
  const isHydrated = useHydrated()
  if (!verification) return <p className="text-sm text-muted-foreground">Not yet verified from a browser</p>
  const { at, on, outcome, failures } = verification
  return (
    <>
      <p className="text-sm text-muted-foreground" data-verified={on}>
        Verified from a browser on <time dateTime={on}>{on}</time>
        {isHydrated && (
          <Suspense fallback={null}>
            <VerifiedAge at={at} />
          </Suspense>
        )}
        : {outcome}
      </p>
      {failures && <p className="text-sm font-medium text-destructive">{failingText(failures)}</p>}
    </>
  )
}
