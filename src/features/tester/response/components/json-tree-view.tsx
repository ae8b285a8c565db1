import {
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react"
import { ChevronsDownUp, ChevronsUpDown } from "lucide-react"
import { Button } from "@/components/ui/button"
import { CopyButton } from "@/components/copy-button"
import { cn } from "@/lib/cn"
import {
  copyableValue,
  expandAll,
  filterJson,
  isExpandable,
  MAX_MATCHES,
  PAGE_SIZE,
  previewValue,
  shownChildPath,
  sizeLabel,
  treeKeyAction,
  visibleTree,
  type TreeItem,
  type TreeNode,
} from "../json-tree"
import { registerTree } from "../tree-links"
import { revealPlan } from "../tree-reveal"
import { Input } from "@/components/ui/field"

/** Rows the first view may open (whole levels only), and the most 'Expand all' opens at once. */
const INITIAL_ROWS = 200
const EXPAND_ALL_ROWS = 2000

const VALUE_CLASS: Record<string, string> = {
  string: "text-success",
  number: "text-warning",
  boolean: "text-primary",
  null: "text-muted-foreground",
}

type Expansion = { query: string | null; expanded: ReadonlySet<string> }

/**
 * Parsed JSON as a WAI-ARIA tree (docs/behaviour.md §2, "The JSON tree"; docs/decisions/006-json-response-tree.md): one
 * Tab stop, arrow keys, Home/End, Enter; a filter; 'Expand all' / 'Collapse all'; copy the focused node's path or
 * value. Only visible rows are built (json-tree.ts), so a 5 MB body renders its first level and nothing more.
 */
type JsonTreeViewProps = {
  data: unknown
  /** The body's own tools, put on the tree's one tool row: `tools` first (Tree | Raw), `endTools` last (Copy body). */
  tools?: ReactNode
  endTools?: ReactNode
  /** Raw shows instead: only the tool row stays; the tree is kept (hidden) with its expansion and filter. */
  isHidden?: boolean
  /**
   * The body shown, for the conformance differences' links (tree-links.ts): a link opens the tree at its JSON pointer
   * (its ancestors expanded, the filter cleared), scrolls to the row and focuses it. `onReveal` shows the tree if Raw
   * was showing.
   */
  revealKey?: Blob
  onReveal?: () => void
}

export function JsonTreeView({ data, tools, endTools, isHidden = false, revealKey, onReveal }: JsonTreeViewProps) {
  const [query, setQuery] = useState("")
  const deferredQuery = useDeferredValue(query)
  const filter = useMemo(() => filterJson(data, deferredQuery), [data, deferredQuery])
  const filterQuery = filter?.query ?? null

  // One expansion per filter: a new query opens the paths to its matches; clearing it restores the old one.
  const [plain, setPlain] = useState<ReadonlySet<string>>(() => expandAll(data, {}, INITIAL_ROWS, true))
  const [filtered, setFiltered] = useState<Expansion | null>(null)
  const expanded = useMemo(() => {
    if (!filter) return plain
    return filtered?.query === filterQuery ? filtered.expanded : new Set(filter.childrenOf.keys())
  }, [filter, filterQuery, filtered, plain])
  const setExpanded = (next: ReadonlySet<string>) => {
    if (filter) setFiltered({ query: filterQuery, expanded: next })
    else setPlain(next)
  }

  const [shown, setShown] = useState<ReadonlyMap<string, number>>(new Map())
  const flat = useMemo(() => visibleTree(data, { expanded, shown, filter }), [data, expanded, shown, filter])
  const indexOf = useMemo(() => new Map(flat.map((item, index) => [item.path, index])), [flat])

  const [activePath, setActivePath] = useState<string | null>(null)
  const active = flat[(activePath !== null ? indexOf.get(activePath) : undefined) ?? 0]
  // What the copy buttons act on: the focused node, or for a 'Show next' row the container it belongs to.
  const selectedItem = active?.type === "more" ? flat[indexOf.get(active.parentPath) ?? -1] : active
  const selected = selectedItem?.type === "node" ? selectedItem : undefined
  const [isCopyArmed, setIsCopyArmed] = useState(false)
  const selectedValue = selected?.value
  const valueText = useMemo(
    () => (isCopyArmed && selectedValue !== undefined ? copyableValue(selectedValue) : ""),
    [isCopyArmed, selectedValue],
  )

  const elements = useRef(new Map<string, HTMLElement>())
  const pendingFocus = useRef<string | null>(null)
  const focusPath = (path: string) => {
    setActivePath(path)
    const element = elements.current.get(path)
    if (element) element.focus()
    else pendingFocus.current = path
  }
  const register = (path: string) => (element: HTMLElement | null) => {
    if (!element) {
      elements.current.delete(path)
      return
    }
    elements.current.set(path, element)
    if (pendingFocus.current === path) {
      pendingFocus.current = null
      element.focus()
    }
  }

  // A difference's link: open the way to its node, then (once drawn and shown) scroll to it and focus it.
  const pendingReveal = useRef<string | null>(null)
  const reveal = (pointer: string): boolean => {
    const plan = revealPlan(data, pointer)
    if (!plan) return false
    setQuery("")
    setFiltered(null)
    setPlain(new Set([...plain, ...plan.expand]))
    const nextShown = new Map(shown)
    for (const [path, count] of plan.shown) nextShown.set(path, Math.max(count, shown.get(path) ?? 0))
    setShown(nextShown)
    setActivePath(plan.path)
    pendingReveal.current = plan.path
    onReveal?.()
    return true
  }
  const revealRef = useRef(reveal)
  useEffect(() => {
    revealRef.current = reveal
  })
  useEffect(() => {
    if (!revealKey) return
    return registerTree(revealKey, (pointer) => revealRef.current(pointer))
  }, [revealKey])
  useEffect(() => {
    const path = pendingReveal.current
    const element = path === null ? undefined : elements.current.get(path)
    if (!element || isHidden) return
    pendingReveal.current = null
    element.scrollIntoView({ block: "nearest" })
    element.focus({ preventScroll: true })
  })

  const toggle = (path: string, isOpen: boolean) => {
    const next = new Set(expanded)
    if (isOpen) next.add(path)
    else next.delete(path)
    setExpanded(next)
  }
  const showMore = (item: TreeItem) => {
    if (item.type !== "more") return
    const parent =
      item.parentPath === "" ? data : (flat[indexOf.get(item.parentPath) ?? -1] as TreeNode | undefined)?.value
    const firstNew = shownChildPath(item.parentPath, parent, item.shown, filter)
    setShown(new Map(shown).set(item.parentPath, item.shown + PAGE_SIZE))
    if (firstNew) focusPath(firstNew)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.altKey || event.ctrlKey || event.metaKey) return
    const action = treeKeyAction(event.key, flat, active.path)
    if (!action) return
    event.preventDefault()
    switch (action.type) {
      case "focus":
        return focusPath(action.path)
      case "expand":
      case "collapse":
        return toggle(action.path, action.type === "expand")
      case "more":
        return showMore(active)
    }
  }

  const itemAt = (target: EventTarget) => {
    const element = (target as Element).closest?.("[data-index]")
    return element ? flat[Number(element.getAttribute("data-index"))] : undefined
  }
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const item = itemAt(event.target)
    if (!item) return
    setActivePath(item.path)
    if (item.type === "more") showMore(item)
    else if (isExpandable(item)) toggle(item.path, !item.isExpanded)
  }

  const matchCount = filter?.matches.size ?? 0
  const status = !filter
    ? ""
    : filter.isCapped
      ? `More than ${MAX_MATCHES.toLocaleString("en-US")} matches; showing the first ${MAX_MATCHES.toLocaleString("en-US")}.`
      : `${matchCount.toLocaleString("en-US")} ${matchCount === 1 ? "match" : "matches"}`

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {tools}
        <Input
          hidden={isHidden}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label="Filter keys and values"
          placeholder="Filter keys and values"
          variant="small"
          className="min-w-40 flex-1 basis-40"
        />
        <Button
          variant="outline"
          size="sm"
          hidden={isHidden}
          title="Expand all"
          onClick={() => setExpanded(expandAll(data, { shown, filter }, EXPAND_ALL_ROWS))}
        >
          <ChevronsUpDown aria-hidden="true" />
          <span className="sr-only">Expand all</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          hidden={isHidden}
          title="Collapse all"
          onClick={() => setExpanded(new Set())}
        >
          <ChevronsDownUp aria-hidden="true" />
          <span className="sr-only">Collapse all</span>
        </Button>
        {endTools}
      </div>
      <div hidden={isHidden} className="flex flex-col gap-2">
        <p role="status" className="text-xs text-muted-foreground empty:hidden">
          {status}
        </p>
        {flat.length === 0 ? (
          <p className="rounded-md border bg-muted p-3 text-sm text-muted-foreground">Nothing matches this filter.</p>
        ) : (
          <div className="max-h-96 overflow-auto rounded-md border bg-muted p-2 font-mono text-xs leading-relaxed">
            {/* Roving tabindex (WAI-ARIA tree view): the active treeitem, not the tree, holds the one Tab stop. */}
            {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
            <div role="tree" aria-label="Response body" onKeyDown={handleKeyDown} onClick={handleClick}>
              {/* One flat list of rows, each with its aria-level (no nested groups), so no depth nests elements. */}
              {flat.map((item, index) => (
                <TreeRow
                  key={item.path}
                  item={item}
                  index={index}
                  isActive={item.path === active?.path}
                  register={register}
                  onFocusItem={setActivePath}
                />
              ))}
            </div>
          </div>
        )}
        {/* Always there, so the layout never shifts under the pointer between mousedown and click. A container's
          JSON can be megabytes, so it is only built while the pointer or focus is on these buttons. */}
        {/* The listeners add no interaction: they only prepare the text the buttons inside will copy. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          role="group"
          aria-label="Selected node"
          className="flex flex-wrap items-center gap-2 text-sm"
          onPointerEnter={() => setIsCopyArmed(true)}
          onPointerDown={() => setIsCopyArmed(true)}
          onPointerLeave={() => setIsCopyArmed(false)}
          onFocus={() => setIsCopyArmed(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setIsCopyArmed(false)
          }}
        >
          <span className="text-muted-foreground">Selected:</span>
          <code className="min-w-0 flex-1 font-mono text-xs break-all">{selected?.path ?? "–"}</code>
          <span className="text-muted-foreground">Path</span>
          <CopyButton text={selected?.path ?? ""} label="Copy path" />
          <span className="text-muted-foreground">Value</span>
          <CopyButton text={valueText} label="Copy value" />
        </div>
      </div>
    </div>
  )
}

/** Rows deeper than this are indented no further (aria-level still says how deep), so 10,000 levels stay readable. */
const MAX_INDENT_LEVELS = 40
const INDENT_REM = 0.75

/** The row's indent: its depth, capped at MAX_INDENT_LEVELS and at a third of the tree's width (a narrow screen). */
function indentOf(level: number): string {
  return `min(${(Math.min(level, MAX_INDENT_LEVELS + 1) - 1) * INDENT_REM}rem, 33%)`
}

type TreeRowProps = {
  item: TreeItem
  index: number
  isActive: boolean
  register: (path: string) => (element: HTMLElement | null) => void
  onFocusItem: (path: string) => void
}

/**
 * One treeitem. Its accessible name is its visible text (no aria-label, so the two never differ: WCAG 2.5.3), with
 * the kind of a container added for screen readers ("items: array, 4 items") and the "[…]" glyph hidden from them.
 */
function TreeRow({ item, index, isActive, register, onFocusItem }: TreeRowProps) {
  const common = {
    ref: register(item.path),
    role: "treeitem",
    tabIndex: isActive ? 0 : -1,
    "data-index": index,
    "aria-level": item.level,
    "aria-selected": isActive,
    onFocus: (event: React.FocusEvent) => {
      if (event.target === event.currentTarget) onFocusItem(item.path)
    },
    // Set through the DOM (CSSOM) on the client, which the CSP's style-src allows; the tree is never prerendered.
    style: { marginInlineStart: indentOf(item.level) },
    className: cn(
      "flex cursor-pointer items-start gap-1 rounded px-1 break-all outline-none hover:bg-accent/60",
      "focus-visible:ring-2 focus-visible:ring-ring",
      isActive && "bg-accent text-accent-foreground",
    ),
  }
  if (item.type === "more") {
    const next = Math.min(PAGE_SIZE, item.total - item.shown)
    return (
      <div {...common} className={cn(common.className, "text-primary underline-offset-2 hover:underline")}>
        Show next {next.toLocaleString("en-US")} ({item.shown.toLocaleString("en-US")} of{" "}
        {item.total.toLocaleString("en-US")} shown)
      </div>
    )
  }
  const keyText = typeof item.segment === "number" ? String(item.segment) : JSON.stringify(item.segment).slice(1, -1)
  return (
    <div
      {...common}
      aria-expanded={isExpandable(item) ? item.isExpanded : undefined}
      aria-setsize={item.setSize}
      aria-posinset={item.posInSet}
    >
      {/* lucide's chevron-right, inlined: importing it would move the icon into a chunk /explore shares. */}
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={cn(
          "mt-0.5 size-3.5 shrink-0 transition-transform",
          item.isExpanded && "rotate-90",
          !isExpandable(item) && "invisible",
        )}
      >
        <path d="m9 18 6-6-6-6" />
      </svg>
      {/* One inline run, so the name reads as the row does: `name: "Leanne Graham"`, `items: array, 4 items`. Spaces
          sit between elements, never at an element's edge, where some name computations trim them. */}
      <span className="min-w-0">
        <span
          className={cn(
            // A key stays whole ("avatar_url", never "avata / r_url"); only its value wraps.
            "break-normal [overflow-wrap:normal] whitespace-pre-wrap",
            typeof item.segment === "number" ? "text-muted-foreground" : "text-primary",
            item.isMatch && "font-bold underline",
          )}
        >
          {keyText === "" ? '""' : keyText}
        </span>
        {": "}
        {item.size === null ? (
          <span
            className={cn(
              "[overflow-wrap:anywhere] whitespace-pre-wrap",
              VALUE_CLASS[item.kind],
              item.isMatch && "font-bold",
            )}
          >
            {previewValue(item.value)}
          </span>
        ) : (
          <span className="text-muted-foreground">
            <span className="sr-only">{item.kind},</span>{" "}
            <span aria-hidden="true">{item.kind === "array" ? "[…]" : "{…}"}</span> {sizeLabel(item.kind, item.size)}
          </span>
        )}
      </span>
    </div>
  )
}
