import { useEffect, useState, type ReactNode } from "react"
import { cn } from "@/lib/cn"
import type { Difference } from "@/lib/conformance/conformance-result"

type DifferenceListProps = {
  /** The disclosure's name ("Show the differences…"). */
  summary: ReactNode
  /** The differences to list (the first ones kept). */
  differences: readonly Difference[]
  /** Every difference found: more than listed adds "The first N of M are listed." */
  count: number
  /** Smaller text and padding, for a line among others (health checks). */
  isCompact?: boolean
  /** Where a difference is; by default its pointer (differenceAt) as code. */
  place?: (difference: Difference) => ReactNode
}

/** A difference's place as shown: its JSON pointer, "/ (the whole body)" for the root, or the header's name. */
export function differenceAt(at: string): string {
  return at === "" ? "/ (the whole body)" : at
}

/**
 * A conformance check's differences on demand (docs/conformance.md), in the tester and in health checks: each one's
 * place, what was expected, what came and what that kind of difference means (difference-kinds, loaded when listed).
 */
export function DifferenceList({ summary, differences, count, isCompact = false, place }: DifferenceListProps) {
  const explain = useDifferenceSentences(differences.length > 0)
  const padding = isCompact ? "px-2 py-1.5" : "px-3 py-2"
  return (
    <details className={cn("rounded-md border", isCompact && "text-xs")}>
      <summary
        className={cn(
          "cursor-pointer font-medium pointer-coarse:min-h-11 pointer-coarse:py-3",
          isCompact ? "px-2 py-1" : "px-3 py-2",
        )}
      >
        {summary}
      </summary>
      <ol className="flex flex-col divide-y border-t">
        {differences.map((difference, index) => (
          <li key={index} className={cn("grid", isCompact ? "gap-0.5" : "gap-1", padding)}>
            {place?.(difference) ?? <code className="font-mono text-xs break-all">{differenceAt(difference.at)}</code>}
            <span className="break-words">
              <span className="text-muted-foreground">Expected: </span>
              {difference.expected}
            </span>
            <span className="break-words">
              <span className="text-muted-foreground">Came: </span>
              {difference.actual}
            </span>
            <span className="text-xs break-words text-muted-foreground">{explain?.(difference.keyword)}</span>
          </li>
        ))}
      </ol>
      {count > differences.length && (
        <p className={cn("border-t text-muted-foreground", padding)}>
          The first {differences.length} of {count} are listed.
        </p>
      )}
    </details>
  )
}

/**
 * explainDifference (each kind's sentence), loaded when differences are there to list: a static import made its module
 * a chunk shared by the tester and the health checks, named in the detail page's first-load preload list.
 */
function useDifferenceSentences(isWanted: boolean): ((keyword: string) => string) | undefined {
  const [explain, setExplain] = useState<(keyword: string) => string>()
  useEffect(() => {
    if (!isWanted || explain) return
    let isCurrent = true
    void import("@/lib/conformance/difference-kinds").then(
      (module) => isCurrent && setExplain(() => module.explainDifference),
    )
    return () => {
      isCurrent = false
    }
  }, [isWanted, explain])
  return explain
}
