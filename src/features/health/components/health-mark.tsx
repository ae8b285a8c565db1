import { formatExactTime } from "@/lib/check-time"
import { cn } from "@/lib/cn"
import type { ApiHealth } from "@/lib/health-results"

const LABELS = { works: "Works", partly: "Partly", failing: "Failing" } as const
const TONES = {
  works: "bg-success-soft text-success",
  partly: "bg-warning-soft text-warning",
  failing: "bg-destructive-soft text-destructive",
} as const

/**
 * "Works for me: 3 of 3 checked worked, on 2026-11-22 15:04" (+ " (older than 7 days)").
 * The accessible name of the indicator and its tooltip.
 */
export function healthLabel(health: ApiHealth): string {
  return `${LABELS[health.state]} for me: ${health.working} of ${health.checked} checked worked, on ${formatExactTime(health.lastAt)}${health.isStale ? " (older than 7 days)" : ""}`
}

/**
 * The visitor's own last check of an API (docs/health-checks.md): works / partly / failing. Render nothing when never
 * checked.
 */
export function HealthMark({ health, className }: { health: ApiHealth; className?: string }) {
  const label = healthLabel(health)
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium",
        TONES[health.state],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {LABELS[health.state]}
      {health.isStale && " (old)"}
    </span>
  )
}
