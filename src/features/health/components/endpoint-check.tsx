import { lazy, Suspense, useState } from "react"
import { Button } from "@/components/ui/button"
import type { HealthApi } from "../health-api"

const EndpointCheckPanel = lazy(() =>
  import("./endpoint-check-panel").then((module) => ({ default: module.EndpointCheckPanel })),
)

/**
 * The detail page's 'Check endpoints' (docs/health-checks.md). Only the button is in the page's first download;
 * the checker loads on the click, then checks every endpoint once. Nothing is sent before the click.
 */
export function EndpointCheck({ api }: { api: HealthApi }) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <section aria-label="Endpoint checks" className="flex flex-col gap-3">
      {isOpen ? (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-muted-foreground">
              Loading the checker…
            </p>
          }
        >
          <EndpointCheckPanel api={api} />
        </Suspense>
      ) : (
        <div>
          <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
            Check endpoints
          </Button>
        </div>
      )}
    </section>
  )
}
