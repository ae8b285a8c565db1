import { lazy, Suspense } from "react"
import { useHydrated } from "@/hooks/use-hydrated"
import type { VerifiedSummary } from "../verified-text"

const StoredHealthMark = lazy(() =>
  import("./stored-health-mark").then((module) => ({ default: module.StoredHealthMark })),
)

/**
 * The detail header's mark from the visitor's last check (docs/health-checks.md). It depends on localStorage, so it
 * waits for hydration; its code loads then, outside the page's first download. `verified`: the verification line
 * under the header, which the mark says it is newer or older than when the two disagree.
 */
export function ApiHealthMark({ apiId, verified }: { apiId: string; verified?: VerifiedSummary | null }) {
  const isHydrated = useHydrated()
  if (!isHydrated) return null
  return (
    <Suspense fallback={null}>
      <StoredHealthMark apiId={apiId} verified={verified} />
    </Suspense>
  )
}
