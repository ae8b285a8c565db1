import { RotateCcw, Trash2 } from "lucide-react"
import { useRef } from "react"
import { MethodBadge } from "@/components/method-badge"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { useNow } from "@/hooks/use-now"
import { formatExactTime, formatIsoTime, formatRelativeTime } from "@/lib/check-time"
import { formatDuration } from "../../send/send-request"
import { HISTORY_LIMIT, unsavedNote, type HistoryEntry } from "../history-entries"

type HistoryListProps = {
  idPrefix: string
  /** The API on screen: entries of other APIs also name their API. */
  apiId: string
  history: readonly HistoryEntry[]
  /** How many of the newest entries a full storage could not keep. */
  unsaved: number
  onRestore: (entry: HistoryEntry) => void
  onDelete: (id: string) => void
  onClear: () => void
}

function outcomeText(entry: HistoryEntry): string {
  if (entry.error === null) return String(entry.status ?? "")
  return entry.error
}

/** The tester's request history (docs/testing-links-and-history.md): restore one, delete one, clear all. */
export function HistoryList({ idPrefix, apiId, history, unsaved, onRestore, onDelete, onClear }: HistoryListProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = `${idPrefix}-history-heading`
  const now = useNow()

  // The button that had focus disappears: keep keyboard users in the panel.
  function focusHeading() {
    headingRef.current?.focus()
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-sm font-semibold">
          History
        </h2>
        {history.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              onClear()
              focusHeading()
            }}
          >
            <Trash2 aria-hidden="true" />
            Clear history
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        The last {HISTORY_LIMIT} requests, kept in this browser only. API keys are never stored.
      </p>
      <p role="status" className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning empty:hidden">
        {unsavedNote(unsaved)}
      </p>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">No requests sent yet.</p>
      ) : (
        <ol aria-labelledby={headingId} className="flex max-h-96 flex-col divide-y overflow-y-auto rounded-md border">
          {history.map((entry) => {
            const when = formatExactTime(entry.at)
            const otherApi = entry.apiId === apiId ? "" : ` (${entry.apiName})`
            const label = `${entry.method} ${entry.endpointName}${otherApi}, ${when}`
            return (
              // One line per request: what, one status chip, how long ago, and the two actions as icons.
              <li key={entry.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
                <MethodBadge method={entry.method} className="shrink-0" />
                <span className="min-w-0 flex-1 truncate" title={entry.url}>
                  <span className="font-medium">{entry.endpointName}</span>
                  {otherApi && <span className="text-muted-foreground">{otherApi}</span>}{" "}
                  <code className="font-mono text-xs text-muted-foreground">{entry.url}</code>
                </span>
                <Badge
                  tone={entry.error === null ? "success" : "danger"}
                  className="max-w-32 shrink-0 truncate"
                  title={outcomeText(entry)}
                >
                  <span className="sr-only">Result: </span>
                  <span className="truncate">{outcomeText(entry)}</span>
                </Badge>
                <span className="shrink-0 text-xs text-muted-foreground max-sm:sr-only">
                  {formatDuration(entry.durationMs)}
                </span>
                <time
                  dateTime={formatIsoTime(entry.at)}
                  title={when}
                  className="shrink-0 text-xs whitespace-nowrap text-muted-foreground"
                >
                  {now === 0 ? when : formatRelativeTime(entry.at, now)}
                </time>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="shrink-0"
                  aria-label={`Restore ${label}`}
                  title="Restore"
                  onClick={() => onRestore(entry)}
                >
                  <RotateCcw aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="shrink-0"
                  aria-label={`Delete ${label}`}
                  title="Delete"
                  onClick={() => {
                    onDelete(entry.id)
                    focusHeading()
                  }}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
