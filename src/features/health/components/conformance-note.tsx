import { DifferenceList } from "@/components/difference-list"
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
  if (!text || !conformance) return null
  const differences = conformance.differences ?? []
  const count = Math.max(conformance.count ?? 0, differences.length)
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)} data-conformance={conformance.verdict}>
      <span className={cn("font-medium", TONES[conformanceTone(conformance)])}>{text}</span>
      {differences.length > 0 && (
        <DifferenceList
          isCompact
          summary={`Show the differences${conformance.documented ? ` from the documented ${conformance.documented} response` : ""}`}
          differences={differences}
          count={count}
        />
      )}
    </div>
  )
}
