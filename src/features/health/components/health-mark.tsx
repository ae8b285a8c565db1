import { formatExactTime, STALE_TEXT } from "@/lib/check-time"
import { cn } from "@/lib/cn"
import type { ApiHealth } from "@/lib/health-results"

const TONES = {
  works: "bg-success-soft text-success",
  partly: "bg-warning-soft text-warning",
  failing: "bg-destructive-soft text-destructive",
} as const
const DOT_TONES = { works: "bg-success", partly: "bg-warning", failing: "bg-destructive" } as const
const RING_TONES = { works: "text-success", partly: "text-warning", failing: "text-destructive" } as const

/** What the mark reads: 'Works', '2 of 3 working' (rather than a vague 'Partly'), 'Failing'. */
export function healthText(health: ApiHealth): string {
  if (health.state === "works") return "Works"
  if (health.state === "failing") return "Failing"
  return `${health.working} of ${health.checked} working`
}

/**
 * The accessible name of the indicator and its tooltip: "Works for me: 3 of 3 checked worked, on 2026-11-22 15:04",
 * "2 of 3 working for me, on 2026-11-22 15:04", "Failing for me: 0 of 2 checked worked, on …"
 * (+ " (older than 7 days)").
 */
export function healthLabel(health: ApiHealth): string {
  const on = `on ${formatExactTime(health.lastAt)}${health.isStale ? ` (${STALE_TEXT})` : ""}`
  if (health.state === "partly") return `${healthText(health)} for me, ${on}`
  return `${healthText(health)} for me: ${health.working} of ${health.checked} checked worked, ${on}`
}

/**
 * An explore card's mark: a dot in the footer with the mark's name and tooltip, so a checked card keeps the same rows
 * as an unchecked one. Old results show as a ring instead of a filled dot.
 */
export function HealthDot({ health }: { health: ApiHealth }) {
  const label = healthLabel(health)
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        "relative z-10 inline-block size-2.5 shrink-0 rounded-full",
        health.isStale ? cn("border-2 border-current", RING_TONES[health.state]) : DOT_TONES[health.state],
      )}
    />
  )
}

/**
 * The visitor's own last check of an API (docs/health-checks.md): works / partly / failing. Render nothing when never
 * checked.
 */
export function HealthMark({
  health,
  className,
  text,
}: {
  health: ApiHealth
  className?: string
  /** What it reads instead of healthText: a finished check says what it checked (checkedText). */
  text?: string
}) {
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
      {text ?? healthText(health)}
      {health.isStale && " (old)"}
    </span>
  )
}
