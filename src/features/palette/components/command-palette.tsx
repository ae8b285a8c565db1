import { Search } from "lucide-react"
import { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react"
import { flushSync } from "react-dom"
import { useNavigate } from "react-router"
import { APIS } from "@/data/apis"
import { Badge } from "@/components/ui/badge"
import { mark } from "@/lib/bench-marks"
import { methodTone } from "@/lib/method-tone"
import { catalogueEntries } from "../catalogue-entries"
import type { FromWorker, ToWorker } from "../palette-messages"
import { postToSearchWorker as post, searchWorker } from "../search-worker"
import { rovingIndex } from "@/components/ui/roving-index"
import { drawnFirst, firstOptions, LIST_MAX_VH } from "../first-options"
import type { LocalEntry } from "../search/local-search"
import type { PaletteResult } from "../search/palette-results"

/** The worker the catalogue was sent to: a worker started again (its script failed to load before) needs it too. */
let catalogueSentTo: Promise<Worker> | undefined
/** The catalogue's APIs and endpoints, sent once to each search worker (the dialog's code holds them). */
function sendCatalogue() {
  const current = searchWorker()
  if (catalogueSentTo === current) return
  catalogueSentTo = current
  post({ type: "local", entries: catalogueEntries(APIS) })
}

/**
 * The queries' ids, counted for the page's life as its search worker lives: an answer to a query of an earlier opening
 * of the palette is never taken for one of this opening's.
 */
let queryIds = 0

/** What tells two answers apart: their results, in order. */
const keysOf = (list: PaletteResult[]) => list.map((result) => result.key).join("\n")

const KIND_LABEL = { catalogue: "Catalogue", opened: "Your API", directory: "Directory" } as const

/**
 * One option, drawn again only when its result or whether it is the active one changes: not on each key's own render
 * (the input's text), nor for the rows an answer leaves as they were (docs/search.md, "Speed").
 */
const Option = memo(function Option({
  result,
  index,
  selected,
  optionId,
  onOpen,
  onHover,
}: {
  result: PaletteResult
  index: number
  selected: boolean
  optionId: (index: number) => string
  onOpen: (result: PaletteResult) => void
  onHover: (index: number) => void
}) {
  return (
    // The combobox keeps focus (aria-activedescendant); a click opens the option, keys do from the input.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      id={optionId(index)}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      data-kind={result.kind}
      onClick={() => onOpen(result)}
      onMouseMove={() => !selected && onHover(index)}
      className="cursor-pointer rounded-md px-3 py-2 aria-selected:bg-accent aria-selected:text-accent-foreground"
    >
      <span className="flex items-center gap-2 text-xs text-muted-foreground">
        <span className="truncate">{result.api}</span>
        <span aria-hidden="true">·</span>
        <span className="shrink-0">{KIND_LABEL[result.kind]}</span>
      </span>
      <span className="mt-0.5 flex min-w-0 items-center gap-2">
        {result.method && (
          <Badge tone={methodTone(result.method)} className="shrink-0 font-mono">
            {result.method}
          </Badge>
        )}
        <span className="truncate font-mono text-sm">{result.path || result.summary}</span>
      </span>
      {result.path && <span className="mt-0.5 block truncate text-sm">{result.summary}</span>}
    </div>
  )
})

/**
 * The ⌘K palette (docs/search.md): a modal dialog with an ARIA APG combobox — the input owns a listbox of results,
 * arrows/Home/End move the active option (aria-activedescendant), Enter opens it, Escape closes and gives focus back.
 */
export function CommandPalette({
  onClose,
  loadOpenedEntries,
}: {
  onClose: () => void
  /** The visitor's opened APIs and operations (the app reads them from storage: src/app/components/palette-host.tsx). */
  loadOpenedEntries?: () => Promise<LocalEntry[]>
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState("")
  const [results, setResults] = useState<PaletteResult[]>([])
  /** The options drawn: the results, or for one frame after an answer its first ones above the ones before. */
  const [drawn, setDrawn] = useState<PaletteResult[]>([])
  const [answered, setAnswered] = useState("")
  const [unavailable, setUnavailable] = useState(false)
  const [active, setActive] = useState(-1)
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-list`
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id])
  const sent = useRef(0)

  useEffect(() => {
    const returnTo = document.activeElement as HTMLElement | null
    dialog.current?.showModal()
    input.current?.focus()
    return () => returnTo?.focus()
  }, [])

  const listRef = useRef<HTMLDivElement>(null)
  /** Whether the list is scrolled down (kept from its scroll events: reading it from the list could force a layout). */
  const scrolled = useRef(false)
  // The rest of an answer's options, drawn once the frame with its first ones is painted.
  const later = useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> }>({ frame: 0 })
  const cancelDrawing = useCallback(() => {
    cancelAnimationFrame(later.current.frame)
    clearTimeout(later.current.timer)
  }, [])
  /**
   * Shows an answer. Only the options the list shows at once are drawn anew: the next frame lays out and paints what
   * the visitor sees, and the others follow (docs/search.md, "Speed").
   */
  const show = useCallback(
    (query: string, list: PaletteResult[], directory: "ok" | "unavailable") => {
      // A list scrolled down (by End, or by the visitor) goes back to the top, where the first option, the active one,
      // and the options drawn first are.
      if (scrolled.current && listRef.current) listRef.current.scrollTop = 0
      scrolled.current = false
      setResults(list)
      setDrawn((before) => drawnFirst(list, before, firstOptions(window.innerHeight)))
      setAnswered(query)
      setUnavailable(directory === "unavailable")
      setActive(list.length > 0 ? 0 : -1)
      cancelDrawing()
      later.current.frame = requestAnimationFrame(() => {
        later.current.timer = setTimeout(() => setDrawn(list), 0)
      })
    },
    [cancelDrawing],
  )

  /** Answers the worker sent ahead for the query being answered and a likely next character, by that next query. */
  const ahead = useRef(new Map<string, PaletteResult[]>())
  /** The query (by id) an answer ahead was shown for, and its results: the worker's own answer changes nothing. */
  const shownAhead = useRef<{ id: number; keys: string } | undefined>(undefined)

  useEffect(() => {
    sendCatalogue()
    let current: Worker | undefined
    let isCurrent = true
    const onMessage = (event: MessageEvent<FromWorker>) => {
      const answer = event.data
      if (answer.type === "ahead") {
        if (answer.id === sent.current) ahead.current.set(answer.query, answer.results)
        return
      }
      if (answer.type !== "results" || answer.id !== sent.current) return
      if (shownAhead.current?.id === answer.id && shownAhead.current.keys === keysOf(answer.results)) return
      // Committed in this task, not in one React would schedule after it: a frame that begins in between would
      // otherwise paint the old results and leave the new ones for the frame after (docs/search.md, "Speed").
      flushSync(() => show(answer.query, answer.results, answer.directory))
      mark("palette:results")
    }
    // Listening before any query is posted: a query goes out only once the worker is ready, after this.
    searchWorker().then(
      (ready) => {
        if (!isCurrent) return
        current = ready
        ready.addEventListener("message", onMessage)
      },
      () => undefined,
    )
    return () => {
      isCurrent = false
      current?.removeEventListener("message", onMessage)
      cancelDrawing()
    }
  }, [show, cancelDrawing])

  // The visitor's opened APIs join the search once read; a query typed before then is asked again.
  const latestQuery = useRef("")
  useEffect(() => {
    let isCurrent = true
    void loadOpenedEntries?.().then(
      (entries) => {
        if (!isCurrent || entries.length === 0) return
        post({ type: "opened", entries })
        // Answers ahead were found without them.
        ahead.current.clear()
        if (latestQuery.current.trim()) {
          sent.current = ++queryIds
          post({ type: "search", id: sent.current, query: latestQuery.current })
        }
      },
      () => {},
    )
    return () => {
      isCurrent = false
    }
  }, [loadOpenedEntries])

  const search = (text: string) => {
    latestQuery.current = text
    setQuery(text)
    sent.current = ++queryIds
    const answeredAhead = ahead.current.get(text)
    ahead.current.clear()
    shownAhead.current = undefined
    if (!text.trim()) {
      cancelDrawing()
      setResults([])
      setDrawn([])
      setAnswered("")
      setActive(-1)
      return
    }
    mark("palette:query")
    // A key the worker answered ahead: shown in this key's own task (React commits it before the task ends).
    if (answeredAhead) {
      show(text, answeredAhead, "ok")
      shownAhead.current = { id: sent.current, keys: keysOf(answeredAhead) }
      mark("palette:results")
    }
    const message: ToWorker = { type: "search", id: sent.current, query: text }
    post(message)
  }

  // Kept across renders (the list is memoized); reads the newest onClose through a ref.
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  }, [onClose])
  const open = useCallback(
    (result: PaletteResult) => {
      close.current()
      void navigate(result.href)
    },
    [navigate],
  )

  /** An answer's options below the list's fold are still to be drawn (for a frame): the list says it is busy. */
  const drawing = drawn !== results && drawn.length + results.length > 0

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      const result = results[active]
      if (result) {
        event.preventDefault()
        open(result)
      }
      return
    }
    const next = rovingIndex(event.key, active, results.length, "vertical")
    if (next === null) return
    event.preventDefault()
    // A key within a frame of an answer: all its options are drawn before one is scrolled to.
    if (drawing) flushSync(() => setDrawn(results))
    setActive(next)
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" })
  }

  const expanded = results.length > 0
  const status = !answered
    ? ""
    : results.length === 0
      ? `No results for ${answered}`
      : `${results.length} result${results.length === 1 ? "" : "s"} for ${answered}`

  return (
    <dialog
      ref={dialog}
      aria-label="Search APIs and operations"
      data-palette=""
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-0 mx-auto mt-[8vh] w-[min(42rem,calc(100vw-1rem))] max-w-none rounded-lg border bg-card p-0 text-card-foreground shadow-xl backdrop:bg-black/40"
    >
      <div className="flex items-center gap-2 border-b px-3">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label="Search every API and operation"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && expanded ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search operations: send sms, list repository issues…"
          value={query}
          onChange={(event) => search(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
        <kbd className="hidden rounded border px-1.5 py-0.5 text-xs text-muted-foreground sm:inline">Esc</kbd>
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Results"
        aria-busy={drawing || undefined}
        style={{ maxHeight: `${LIST_MAX_VH}vh` }}
        onScroll={(event) => (scrolled.current = event.currentTarget.scrollTop > 0)}
        className="overflow-y-auto p-1"
      >
        {drawn.map((result, index) => (
          // Kept by position: a key's new results rewrite the same rows' text rather than removing and inserting
          // about 200 elements, which the next frame would style and lay out anew (docs/search.md, "Speed").
          <Option
            key={index}
            result={result}
            index={index}
            selected={index === active}
            optionId={optionId}
            onOpen={open}
            onHover={setActive}
          />
        ))}
      </div>
      {unavailable && (
        <p className="border-t px-3 py-2 text-sm text-muted-foreground">
          The directory&apos;s operations could not be loaded (offline?): showing the catalogue only.
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </dialog>
  )
}

export default CommandPalette
