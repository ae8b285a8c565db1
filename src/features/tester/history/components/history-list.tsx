import { RotateCcw, Trash2 } from "lucide-react"
import { useRef } from "react"
import { MethodBadge } from "@/components/method-badge"
import { Button } from "@/components/ui/button"
import { formatExactTime, formatIsoTime } from "@/lib/check-time"
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
              <li key={entry.id} className="flex flex-col gap-1.5 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <MethodBadge method={entry.method} />
                  <span className="font-medium">
                    {entry.endpointName}
                    {otherApi && <span className="text-muted-foreground">{otherApi}</span>}
                  </span>
                  <span className={entry.error === null ? "text-success" : "text-destructive"}>
                    <span className="sr-only">Result: </span>
                    {outcomeText(entry)}
                  </span>
                  <span className="text-muted-foreground">{formatDuration(entry.durationMs)}</span>
                  <time dateTime={formatIsoTime(entry.at)} className="text-muted-foreground">
                    {when}
                  </time>
                </div>
                <code className="font-mono text-xs break-all text-muted-foreground">{entry.url}</code>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" aria-label={`Restore ${label}`} onClick={() => onRestore(entry)}>
                    <RotateCcw aria-hidden="true" />
                    Restore
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${label}`}
                    onClick={() => {
                      onDelete(entry.id)
                      focusHeading()
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
