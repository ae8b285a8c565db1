import { useEffect, useState } from "react"
import { cn } from "@/lib/cn"
import type { StoredResult } from "@/lib/health-results"
import { conformanceText, conformanceTone } from "../conformance-text"

const TONES = { success: "text-success", danger: "text-destructive", muted: "text-muted-foreground" } as const

type ConformanceNoteProps = { result: StoredResult; className?: string }

/**
 * Whether an endpoint's last checked answer kept its description's word (docs/conformance.md, "In health checks"):
 * "works, matches" / "works, differs from its description", and on demand each kept difference with its place, what
 * was expected, what came and what that kind of difference means. Nothing when no check compared it.
 */
export function ConformanceNote({ result, className }: ConformanceNoteProps) {
  const text = conformanceText(result)
  const { conformance } = result
  const explain = useDifferenceSentences((conformance?.differences?.length ?? 0) > 0)
  if (!text || !conformance) return null
  const differences = conformance.differences ?? []
  const count = Math.max(conformance.count ?? 0, differences.length)
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)} data-conformance={conformance.verdict}>
      <span className={cn("font-medium", TONES[conformanceTone(conformance)])}>{text}</span>
      {differences.length > 0 && (
        <details className="rounded-md border text-xs">
          <summary className="cursor-pointer px-2 py-1 font-medium pointer-coarse:min-h-11 pointer-coarse:py-3">
            Show the differences
            {conformance.documented ? ` from the documented ${conformance.documented} response` : ""}
          </summary>
          <ol className="flex flex-col divide-y border-t">
            {differences.map((difference, index) => (
              <li key={index} className="grid gap-0.5 px-2 py-1.5">
                <code className="font-mono break-all">
                  {difference.pointer === "" ? "/ (the whole body)" : difference.pointer}
                </code>
                <span className="break-words">
                  <span className="text-muted-foreground">Expected: </span>
                  {difference.expected}
                </span>
                <span className="break-words">
                  <span className="text-muted-foreground">Came: </span>
                  {difference.actual}
                </span>
                <span className="break-words text-muted-foreground">{explain?.(difference.kind)}</span>
              </li>
            ))}
          </ol>
          {count > differences.length && (
            <p className="border-t px-2 py-1.5 text-muted-foreground">
              The first {differences.length} of {count} are listed.
            </p>
          )}
        </details>
      )}
    </div>
  )
}

/**
 * explainDifference (each kind's sentence, shared with the tester), loaded when differences are there to show: a static
 * import made its module a chunk shared with the tester, named in the detail page's first-load preload list.
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
