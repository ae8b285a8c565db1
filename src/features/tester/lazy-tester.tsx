import { lazy, Suspense } from "react"
import type { TesterViewProps } from "./tester-view"
import { loadTester } from "./load-tester"

const TesterView = lazy(() => loadTester().then((module) => ({ default: module.TesterView })))

/** The endpoint tester, loaded on first use. */
export function LazyTester(props: TesterViewProps) {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-16 text-center text-muted-foreground">
          Loading the tester…
        </p>
      }
    >
      <TesterView {...props} />
    </Suspense>
  )
}
