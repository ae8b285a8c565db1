import { lazy, Suspense } from "react"
import { useHydrated } from "@/hooks/use-hydrated"

const StoredHealthMark = lazy(() =>
  import("./stored-health-mark").then((module) => ({ default: module.StoredHealthMark })),
)

/**
 * The detail header's mark from the visitor's last check (docs/health-checks.md). It depends on localStorage, so it
 * waits for hydration; its code loads then, outside the page's first download.
 */
export function ApiHealthMark({ apiId }: { apiId: string }) {
  const isHydrated = useHydrated()
  if (!isHydrated) return null
  return (
    <Suspense fallback={null}>
      <StoredHealthMark apiId={apiId} />
    </Suspense>
  )
}
