import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import type { Endpoint } from "@/data/api-schema"
import { Pagination } from "@/components/ui/pagination"
import type { ApiWithExamples } from "@/lib/example-urls"
import { cn } from "@/lib/cn"
import { isSearchShortcut, isTypingTarget } from "@/lib/keyboard"
import { paginate } from "@/lib/paginate"
import {
  ENDPOINTS_PER_PAGE,
  FIRST_CARDS,
  MORE_CARDS,
  endpointsOfTag,
  fillSearchTexts,
  filterEndpoints,
  listOrder,
  tagCounts,
  TEXTS_PER_STEP,
  type ListedEndpoint,
  type TagCount,
} from "../endpoint-filter"
import type { EndpointListProps } from "./endpoint-list"
import { EndpointRow } from "./endpoint-row"
import { Input } from "@/components/ui/field"

// A long or grouped endpoint list (an opened API's): only /open/{id}'s route imports it, so a catalogue page never
// downloads it.

/** Filter, tag and page, per API, kept while the tester is open so 'Back to API Details' returns to the same page. */
type ListState = { query: string; page: number; tag: string }
const listState = new Map<string, ListState>()

/** APIs whose list has shown in this visit: back from the tester, all its cards show at once (focus returns to one). */
const listsShown = new Set<string>()

export type ListedEndpointsProps = {
  api: ApiWithExamples
  isLong: boolean
  /** One endpoint's card, drawn by the list (EndpointList's, the same for a short list). */
  renderCard: (index: number) => ReactNode
  /** The list's own props: a long list draws compact rows (EndpointRow) with them instead of cards. */
  list?: EndpointListProps
}

export function ListedEndpoints({ api, isLong, renderCard, list }: ListedEndpointsProps) {
  const [state, setState] = useState<ListState>(() => listState.get(api.id) ?? { query: "", page: 1, tag: "" })
  const update = (next: ListState) => {
    listState.set(api.id, next)
    setState(next)
  }
  const groups = api.source.kind === "opened" ? api.source.groups : undefined
  const order = useMemo(() => listOrder(api.endpoints.length, groups), [api.endpoints.length, groups])
  const tags = useMemo(() => (isLong ? tagCounts(order, groups) : []), [isLong, order, groups])
  const tagged = useMemo(() => endpointsOfTag(order, groups, state.tag), [order, groups, state.tag])
  // Typing stays immediate; filtering thousands of endpoints follows once the typed character is on screen.
  const query = useAfterPaint(state.query)
  const texts = useSearchTexts(api.endpoints, order, isLong, query.trim() !== "")
  const matches = useMemo(() => (texts ? filterEndpoints(tagged, texts, query) : tagged), [tagged, texts, query])
  // Kept while only the field changes: the keystroke's own render then redraws no card (GroupedCards is memo'd).
  const shown = useMemo(
    () => (isLong ? paginate(matches, state.page, ENDPOINTS_PER_PAGE) : { items: matches, page: 1, pageCount: 1 }),
    [isLong, matches, state.page],
  )
  const first = (shown.page - 1) * ENDPOINTS_PER_PAGE
  const cards = useCardsShown(api.id, shown.items)
  const filterRef = useRef<HTMLInputElement>(null)
  useFilterShortcut(isLong ? filterRef : null)
  // The same function on every render, so a keystroke does not redraw the tag index (hundreds of chips on Graph).
  const apiId = api.id
  const chooseTag = useCallback(
    (tag: string) =>
      setState((current) => {
        const next = { query: current.query, page: 1, tag }
        listState.set(apiId, next)
        return next
      }),
    [apiId],
  )

  // A long list's entries are compact rows: method · path · name · 'Test', the rest behind a disclosure.
  const renderEntry = (index: number) => {
    const endpoint = api.endpoints[index]
    if (!list || !isLong || !endpoint) return renderCard(index)
    return (
      <EndpointRow
        endpoint={endpoint}
        index={index}
        onTest={list.onTest}
        onPrepareTest={list.onPrepareTest}
        status={list.renderStatus?.(index)}
        renderDetails={list.renderDetails}
        renderDescription={list.renderDescription}
      />
    )
  }
  const entries = <GroupedCards items={cards} renderCard={renderEntry} isCompact={isLong && list !== undefined} />
  if (!isLong) return entries

  return (
    <>
      {/* Directly under the list's title, and kept in view under the site's header while the list scrolls. */}
      <div className="sticky top-16 z-10 -mx-1 flex flex-col gap-1.5 bg-background px-1 py-2">
        <label htmlFor="endpoint-filter" className="text-sm font-medium">
          Filter endpoints
        </label>
        <Input
          ref={filterRef}
          id="endpoint-filter"
          type="search"
          value={state.query}
          onChange={(event) => update({ query: event.target.value, page: 1, tag: state.tag })}
          placeholder="Method, path, name, tag or description"
          aria-keyshortcuts="/"
          autoComplete="off"
          spellCheck={false}
          className="w-full max-w-md"
        />
        {/* data-query: the query the list shows (it may trail the field while typing); npm run bench:open reads it. */}
        <p role="status" data-query={query} className="text-sm text-muted-foreground">
          {matches.length === 0
            ? "No endpoint matches."
            : `Showing ${first + 1}–${first + shown.items.length} of ${matches.length} endpoints`}
        </p>
      </div>
      <div
        className={cn(
          "flex flex-col gap-4",
          tags.length > 1 && "lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start",
        )}
      >
        {tags.length > 1 && <TagIndex tags={tags} total={order.length} chosen={state.tag} onChoose={chooseTag} />}
        <div className="flex min-w-0 flex-col gap-4">
          {entries}
          <Pagination
            page={shown.page}
            pageCount={shown.pageCount}
            label="Endpoint pages"
            onPageChange={(page) => {
              update({ query: state.query, page, tag: state.tag })
              document.getElementById("endpoints-heading")?.scrollIntoView({ block: "start" })
            }}
          />
        </div>
      </div>
    </>
  )
}

/** '/' focuses the endpoint filter (not while typing in a field): the page's filter, not the header's search. */
function useFilterShortcut(ref: React.RefObject<HTMLInputElement | null> | null) {
  useEffect(() => {
    if (!ref) return
    function handleKeyDown(event: KeyboardEvent) {
      if (!isSearchShortcut(event) || isTypingTarget(event.target) || !ref?.current) return
      // Before the header's own '/' (on the document): this page's list is what the visitor is searching.
      event.preventDefault()
      event.stopPropagation()
      ref.current.focus()
    }
    window.addEventListener("keydown", handleKeyDown, true)
    return () => window.removeEventListener("keydown", handleKeyDown, true)
  }, [ref])
}

/** Chips of the tag index drawn with the list's first render; the rest follow TAGS_PER_STEP at a time. */
const TAGS_AT_ONCE = 30

/**
 * Chips added per task after the first paint. Graph beta has 1,100 tags: drawn in one task, their 3,200 elements were
 * 157 ms of style and layout on the desktop (docs/performance.md); 100 chips are about 10 ms.
 */
const TAGS_PER_STEP = 100

type TagIndexProps = { tags: readonly TagCount[]; total: number; chosen: string; onChoose: (tag: string) => void }

/**
 * The tags of a long list with their endpoint counts, as chips that filter it (one at a time; 'All' for none): a row
 * that scrolls sideways on narrow screens, a rail beside the list from 1024 px.
 */
const TagIndex = memo(function TagIndex({ tags, total, chosen, onChoose }: TagIndexProps) {
  // The first TAGS_AT_ONCE chips come with the list; the rest TAGS_PER_STEP at a time, each in a task after the last
  // paint, so an API of hundreds of tags lengthens neither the opened page's first commit nor any later task, and the
  // layout does not move (the chips are added at the end of the rail).
  const [shownCount, setShownCount] = useState(TAGS_AT_ONCE)
  const isWhole = shownCount >= tags.length
  useEffect(() => {
    if (isWhole) return
    const timer = window.setTimeout(() => startTransition(() => setShownCount((count) => count + TAGS_PER_STEP)))
    return () => window.clearTimeout(timer)
  }, [isWhole, shownCount])
  const shownTags = isWhole ? tags : tags.slice(0, shownCount)
  const chip = (name: string, label: string, count: number) => (
    // Off-screen chips skip layout and paint (content-visibility), so a keystroke's re-layout of the page does not lay
    // out an API's hundreds of chips again.
    <li key={name} className="shrink-0 [contain-intrinsic-size:auto_6rem_auto_2rem] [content-visibility:auto]">
      <button
        type="button"
        aria-pressed={chosen === name}
        onClick={() => onChoose(name)}
        className={cn(
          "flex min-h-8 items-center gap-1.5 rounded-full border px-3 text-left text-sm whitespace-nowrap transition-colors lg:w-full lg:rounded-md lg:whitespace-normal pointer-coarse:min-h-11",
          chosen === name ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
        )}
      >
        <span className="min-w-0 break-words lg:flex-1">{label}</span>{" "}
        <span className={chosen === name ? "" : "text-muted-foreground"}>{count}</span>
      </button>
    </li>
  )
  return (
    <nav aria-label="Tags" className="min-w-0 lg:sticky lg:top-40 lg:max-h-[calc(100vh-11rem)] lg:overflow-y-auto">
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {chip("", "All", total)}
        {shownTags.map((tag) => chip(tag.name, tag.name, tag.count))}
        {/* A chosen tag past the first ones (kept while the tester was open) is shown at once. */}
        {!isWhole &&
          chosen !== "" &&
          !shownTags.some((tag) => tag.name === chosen) &&
          chip(chosen, chosen, tags.find((tag) => tag.name === chosen)?.count ?? 0)}
      </ul>
    </nav>
  )
})

/**
 * `value` once the frame showing its change has painted, set in a transition: a keystroke's frame never waits for the
 * filter (useDeferredValue starts the deferred render at once, and on Graph's 11,422 endpoints its work often landed
 * in the keystroke's frame).
 */
function useAfterPaint(value: string): string {
  const [after, setAfter] = useState(value)
  useEffect(() => {
    if (after === value) return
    let timer = 0
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setAfter(value)))
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [value, after])
  return after
}

/**
 * The cards shown so far when the list first shows (the API's page opening): FIRST_CARDS, then MORE_CARDS more per
 * task until the page's are all there. Later pages and filter results show whole: while typing, a keystroke would
 * wait for the steps. Back from the tester, all at once too (focus returns to the 'Test' button that opened it).
 */
function useCardsShown(apiId: string, items: readonly ListedEndpoint[]): readonly ListedEndpoint[] {
  const [count, setCount] = useState(() => (listsShown.has(apiId) ? Infinity : FIRST_CARDS))
  const isGrowing = count < items.length
  useEffect(() => {
    listsShown.add(apiId)
  }, [apiId])
  useEffect(() => {
    if (!isGrowing) return
    const timer = window.setTimeout(() =>
      // Grown to the whole page: from then on, every page and filter result shows whole.
      startTransition(() => setCount((shown) => (shown + MORE_CARDS >= items.length ? Infinity : shown + MORE_CARDS))),
    )
    return () => window.clearTimeout(timer)
  }, [isGrowing, count, items.length])
  return useMemo(() => (isGrowing ? items.slice(0, count) : items), [items, isGrowing, count])
}

type GroupedCardsProps = {
  items: readonly ListedEndpoint[]
  renderCard: (index: number) => ReactNode
  /** Compact rows (a long list's): closer together, and a smaller size kept for the ones off screen. */
  isCompact?: boolean
}

/** Cards under a heading per tag group (consecutive endpoints of one group share it). */
const GroupedCards = memo(function GroupedCards({ items, renderCard, isCompact = false }: GroupedCardsProps) {
  const runs: { group: string; items: ListedEndpoint[] }[] = []
  for (const item of items) {
    const last = runs.at(-1)
    if (last && last.group === item.group) last.items.push(item)
    else runs.push({ group: item.group, items: [item] })
  }
  return (
    <div className="flex flex-col gap-6">
      {runs.map((run, position) => (
        <div key={`${position}:${run.group}`} className="flex flex-col gap-4">
          {run.group && <h3 className="text-lg font-semibold text-muted-foreground">{run.group}</h3>}
          <ul className={cn("flex flex-col", isCompact ? "gap-2" : "gap-4")}>
            {run.items.map(({ index }) => (
              // A card off screen is not styled or laid out until it comes near (its last size is kept): a page of
              // 20 cards costs the style and layout of the few in view when it shows or a filter changes it.
              <li
                key={index}
                className={cn(
                  "[content-visibility:auto]",
                  isCompact ? "[contain-intrinsic-size:auto_5rem]" : "[contain-intrinsic-size:auto_16rem]",
                )}
              >
                {renderCard(index)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
})

/**
 * The filter's texts (searchTexts), built a step at a time once the list shows, so that no task of a 22,000-endpoint
 * page spends 50 ms on them; when a query needs them first, the rest is built at once. Null while no query needs them.
 */
function useSearchTexts(
  endpoints: readonly Endpoint[],
  order: readonly ListedEndpoint[],
  isFiltered: boolean,
  isNeeded: boolean,
): readonly string[] | null {
  // One build per list, shared by the steps and by a query that cannot wait for them.
  const build = useMemo(() => ({ order, texts: new Array<string>(endpoints.length), done: 0 }), [endpoints, order])
  const [built, setBuilt] = useState<typeof build | null>(null)
  const finish = (upTo: number) => {
    fillSearchTexts(build.texts, endpoints, build.order, build.done, upTo)
    build.done = Math.max(build.done, Math.min(upTo, build.order.length))
  }
  useEffect(() => {
    if (!isFiltered) return
    let timer = window.setTimeout(function step() {
      finish(build.done + TEXTS_PER_STEP)
      if (build.done < build.order.length) timer = window.setTimeout(step, 0)
      else setBuilt(build)
    }, 0)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `finish` works on `build`, which these name
  }, [build, isFiltered])
  if (!isNeeded && built !== build) return null
  // Filling what the steps have not reached yet writes the same texts they would: safe to do while rendering.
  if (build.done < build.order.length) finish(build.order.length)
  return build.texts
}
