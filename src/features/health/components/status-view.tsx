import { ConformanceNote } from "./conformance-note"
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react"
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react"
import { Link } from "react-router"
import { HealthMark } from "./health-mark"
import { MethodBadge } from "@/components/method-badge"
import { Button } from "@/components/ui/button"
import { paths } from "@/config/paths"
import { useHealthResults } from "@/hooks/use-health-results"
import { useHydrated } from "@/hooks/use-hydrated"
import { useNow } from "@/hooks/use-now"
import { saveFile } from "@/lib/blob-urls"
import { formatDay, formatExactTime, formatIsoTime, formatRelativeTime } from "@/lib/check-time"
import { cn } from "@/lib/cn"
import { hasExportableResults, toCsv, toJson } from "../export-results"
import { schemaSourceWith } from "../conformance-queue"
import { toTargets, type HealthApi, type StatusApi } from "../health-api"
import { outcomeText, progressText, skippedSummary } from "../outcome-text"
import {
  buildRows,
  filterRows,
  rankByName,
  sortRows,
  STATUS_FILTERS,
  type SortColumn,
  type SortState,
  type StatusFilter,
  type StatusRow,
} from "../status-rows"
import { useCheckRun } from "../use-check-run"
import { readVerifySettings } from "../verify-settings"
import { Pagination } from "@/components/ui/pagination"
import { paginate } from "@/lib/paginate"

const ROWS_PER_PAGE = 50

/** The catalogue as checking needs it: fetched from this site on the first click only (same origin). */
async function loadCatalogue(): Promise<HealthApi[]> {
  const response = await fetch(paths.catalogue.getHref())
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const data = (await response.json()) as { apis: HealthApi[] }
  return data.apis
}

/** /status (docs/health-checks.md): check the whole catalogue from this browser, and what the last checks found. */
export function StatusView({ apis }: { apis: readonly StatusApi[] }) {
  const isHydrated = useHydrated()
  const results = useHealthResults()
  const run = useCheckRun()
  const [filter, setFilter] = useState<StatusFilter>("all")
  const [sort, setSort] = useState<SortState>({ column: "name", direction: "ascending" })
  const [page, setPage] = useState(1)
  const isRunning = run.state === "running"
  const checkRef = useRef<HTMLButtonElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)

  const now = useNow()
  // Deferred: hydration paints first, then the stored results (10,000 of them stay under 50 ms a task).
  const deferredResults = useDeferredValue(results)
  const rows = useMemo(() => buildRows(apis, deferredResults, now), [apis, deferredResults, now])
  // Sorted once per sort change; a filter click then only filters.
  const nameRank = useMemo(() => rankByName(apis), [apis])
  const sorted = useMemo(() => sortRows(rows, sort, nameRank), [rows, sort, nameRank])
  const shown = useMemo(() => filterRows(sorted, filter), [sorted, filter])
  const [loadError, setLoadError] = useState("")
  // Paged rather than virtualized: 50 rows keep the DOM small for a catalogue of any size.
  const current = paginate(shown, page, ROWS_PER_PAGE)

  useEffect(() => {
    const active = document.activeElement
    if (isRunning && active === checkRef.current) cancelRef.current?.focus()
    if (!isRunning && (active === cancelRef.current || active === document.body)) checkRef.current?.focus()
  }, [isRunning])

  async function handleCheckAll() {
    // `npm run verify` may narrow the run or swap in a test catalogue (scripts/verify.mjs); visitors never do.
    const settings = readVerifySettings()
    setLoadError("")
    let list: HealthApi[]
    try {
      list = settings.apis ?? (await loadCatalogue())
    } catch {
      setLoadError("The catalogue could not be loaded. Check your connection and try again.")
      return
    }
    const only = settings.only
    const targets = toTargets(only ? list.filter((api) => only.includes(api.id)) : list)
    const keys = settings.keys && new Set(settings.keys)
    run.start(keys ? targets.filter((t) => keys.has(t.key)) : targets, {
      ...(settings.concurrency ? { concurrency: settings.concurrency } : {}),
      ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
      ...(settings.schemaIds ? { hasSchemas: schemaSourceWith(settings.schemaIds) } : {}),
    })
  }

  function handleSort(column: SortColumn) {
    setSort((s) => ({
      column,
      direction: s.column === column && s.direction === "ascending" ? "descending" : "ascending",
    }))
    setPage(1)
  }

  function handleExport(kind: "json" | "csv") {
    const date = formatDay(Date.now())
    if (kind === "json") saveFile(toJson(shown, Date.now()), `api-status-${date}.json`)
    else saveFile(toCsv(shown), `api-status-${date}.csv`)
  }

  // Nothing to export before any check (or when the filter shows only unchecked APIs).
  const canExport = isHydrated && hasExportableResults(shown)
  const counts = useMemo(
    () => Object.fromEntries(STATUS_FILTERS.map((f) => [f.value, filterRows(rows, f.value).length])),
    [rows],
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">API status</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Check from your own browser which APIs answer right now. Each endpoint&apos;s example request is sent once,
        straight from this page, only when you click; the results stay in this browser.
      </p>

      <div className="mt-6 flex flex-wrap items-center gap-3" data-run-state={run.state}>
        {isRunning ? (
          <Button ref={cancelRef} variant="outline" onClick={run.cancel}>
            Cancel
          </Button>
        ) : (
          <Button ref={checkRef} onClick={() => void handleCheckAll()} disabled={!isHydrated}>
            Check all APIs
          </Button>
        )}
        {loadError && (
          <p role="alert" className="text-sm text-destructive">
            {loadError}
          </p>
        )}
        <Button variant="outline" onClick={() => handleExport("json")} disabled={!canExport}>
          Export JSON
        </Button>
        <Button variant="outline" onClick={() => handleExport("csv")} disabled={!canExport}>
          Export CSV
        </Button>
      </div>
      <div className={cn("mt-4 flex max-w-md flex-col gap-1.5", run.state === "idle" && "hidden")}>
        <progress
          aria-label="Check progress"
          max={Math.max(1, run.total)}
          value={run.done}
          className="h-2 w-full overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
        />
        <p role="status" className="text-sm text-muted-foreground">
          {run.state === "idle" ? "" : progressText(run.state, run.done, run.total, "Checked", run.skipped)}
        </p>
      </div>

      <div role="group" aria-label="Show" className="mt-8 flex flex-wrap gap-2">
        {STATUS_FILTERS.map((f) => (
          <Button
            key={f.value}
            variant={filter === f.value ? "primary" : "outline"}
            size="sm"
            aria-pressed={filter === f.value}
            onClick={() => {
              setFilter(f.value)
              setPage(1)
            }}
          >
            {f.label}
            <span className="tabular-nums opacity-90">({counts[f.value] ?? 0})</span>
          </Button>
        ))}
      </div>

      {/* Fixed column widths, so results arriving during a run never move the columns. Below 640 px each row is a
          card (cells stacked, each with its column's name) and the header row is a row of sort buttons. */}
      <div className="mt-4 overflow-x-auto rounded-xl border">
        <table className="w-full table-fixed text-left text-sm max-sm:block">
          <caption className="sr-only">APIs and the results of their last checks from this browser</caption>
          <colgroup>
            <col className="w-[40%]" />
            <col className="w-[22%]" />
            <col className="w-[16%]" />
            <col className="w-[22%]" />
          </colgroup>
          <thead className="bg-muted/60 max-sm:block">
            <tr className="max-sm:flex max-sm:flex-wrap max-sm:gap-x-2 max-sm:px-2">
              <SortHeader column="name" label="API" sort={sort} onSort={handleSort} />
              <SortHeader column="working" label="Working" sort={sort} onSort={handleSort} />
              <SortHeader column="median" label="Median time" sort={sort} onSort={handleSort} />
              <SortHeader column="checked" label="Last checked" sort={sort} onSort={handleSort} />
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {current.items.map((row) => (
              <StatusTableRow key={row.id} row={row} now={now} />
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p className="px-4 py-8 text-center text-muted-foreground">No APIs to show.</p>}
      </div>
      <Pagination
        page={current.page}
        pageCount={current.pageCount}
        onPageChange={setPage}
        label="Table pages"
        className="mt-4"
      />
    </div>
  )
}

type SortHeaderProps = { column: SortColumn; label: string; sort: SortState; onSort: (column: SortColumn) => void }

function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const isSorted = sort.column === column
  const Icon = !isSorted ? ArrowUpDown : sort.direction === "ascending" ? ArrowUp : ArrowDown
  return (
    <th scope="col" aria-sort={isSorted ? sort.direction : "none"} className="px-4 py-2 font-semibold max-sm:px-2">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded-sm hover:text-primary pointer-coarse:min-h-11"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  )
}

/** A data cell; below 640 px a line of the row's card, led by its column's name. */
const CELL =
  "px-4 py-2 tabular-nums max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]"

function StatusTableRow({ row, now }: { row: StatusRow; now: number }) {
  const { health } = row
  const results = row.endpoints.flatMap((e) => (e.result ? [e.result] : []))
  const skipped = skippedSummary(results)
  return (
    <tr className="border-t align-top max-sm:block max-sm:py-2">
      <th scope="row" className="px-4 py-2 font-medium break-words max-sm:block max-sm:py-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.api.getHref(row.id)}
            className="text-primary hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:min-w-11 pointer-coarse:items-center"
          >
            {row.name}
          </Link>
          {health && <HealthMark health={health} />}
        </div>
        {results.length > 0 && <EndpointDetails row={row} />}
      </th>
      <td data-label="Working" className={CELL}>
        <span>
          {health ? `${health.working} of ${health.checked}` : "–"}
          {skipped && <span className="block text-xs text-muted-foreground">{skipped}</span>}
        </span>
      </td>
      <td data-label="Median time" className={CELL}>
        {row.medianMs !== undefined ? `${Math.round(row.medianMs)} ms` : "–"}
      </td>
      <td data-label="Last checked" className={CELL}>
        {health ? <CheckedAt at={health.lastAt} now={now} /> : "Never"}
      </td>
    </tr>
  )
}

/** An API's endpoints and their results, rendered only once opened (keeps 50 rows cheap to re-render). */
function EndpointDetails({ row }: { row: StatusRow }) {
  const [isOpen, setIsOpen] = useState(false)
  const count = row.endpoints.length
  return (
    <details className="mt-1 font-normal" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-xs text-muted-foreground pointer-coarse:min-h-11 pointer-coarse:py-3.5">
        {count} {count === 1 ? "endpoint" : "endpoints"}
      </summary>
      {isOpen && (
        <ul className="mt-1 flex flex-col gap-1 text-xs">
          {row.endpoints.map((e) => (
            <li key={e.key} className="flex flex-wrap items-center gap-2">
              <MethodBadge method={e.method} />
              <code className="font-mono break-all">{e.path}</code>
              <span data-outcome={e.result?.outcome ?? "none"}>{e.result ? outcomeText(e.result) : "Not checked"}</span>
              {e.result?.conformance && <ConformanceNote result={e.result} className="basis-full" />}
            </li>
          ))}
        </ul>
      )}
    </details>
  )
}

/** Relative time; the exact time shows on hover and on keyboard focus (and is its description). */
function CheckedAt({ at, now }: { at: number; now: number }) {
  const id = useId()
  const exact = formatExactTime(at)
  return (
    <button
      type="button"
      aria-describedby={id}
      className="group relative inline-block cursor-default rounded-sm pointer-coarse:min-h-11"
    >
      <time dateTime={formatIsoTime(at)}>{formatRelativeTime(at, now)}</time>
      <span
        id={id}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-0 z-10 mb-1 rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background group-hover:visible group-focus:visible"
      >
        {exact}
      </span>
    </button>
  )
}
