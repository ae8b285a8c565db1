import { lazy, Suspense } from "react"
import { MethodBadge } from "@/components/method-badge"
import type { TesterViewProps } from "./tester-view"
import { loadTester } from "./load-tester"

const TesterView = lazy(() => loadTester().then((module) => ({ default: module.TesterView })))

/**
 * The endpoint tester, loaded on first use. Until its code has arrived (a shared link on a slow phone: about a
 * second) the fallback already shows what the tester opens with, the API, method, endpoint name and description,
 * so the page never goes blank between the detail page and the tester.
 */
export function LazyTester(props: TesterViewProps) {
  return (
    <Suspense fallback={<TesterPreview {...props} />}>
      <TesterView {...props} />
    </Suspense>
  )
}

function TesterPreview({ api, endpoint }: TesterViewProps) {
  return (
    <section aria-busy="true" aria-label={endpoint.name} className="flex flex-col gap-6" data-tester-preview="">
      <div className="h-8" />
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground">{api.name}</p>
        <div className="flex flex-wrap items-center gap-3">
          <MethodBadge method={endpoint.method} className="text-sm" />
          <p className="text-2xl font-bold tracking-tight">{endpoint.name}</p>
        </div>
        <p className="text-muted-foreground">{endpoint.description}</p>
      </header>
      <p role="status" className="py-10 text-center text-muted-foreground">
        Loading the tester…
      </p>
    </section>
  )
}
