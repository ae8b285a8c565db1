/**
 * The JSON tree of the Response tab (docs/decisions/006-json-response-tree.md), as pure functions over parsed JSON:
 * which rows are visible for a set of expanded paths (only those are ever visited, so a 5 MB body costs what is on
 * screen), big containers shown a page at a time, a filter that keeps matches with their ancestors, path formatting,
 * and the WAI-ARIA tree keys. The rows are a flat list in screen order, each with its level, built without recursion,
 * so any depth JSON.parse accepts renders (10,000 levels; recursion once overflowed the stack). The component in
 * components/json-tree-view.tsx only renders what this returns. Numbers JSON.parse would change arrive as
 * JsonNumberText (json-text.ts) and are shown, filtered and copied as received.
 */

import { isJsonContainer, JsonNumberText, stringifyJson } from "./json-text"

/** An object key or an array index. */
export type Segment = string | number

export type JsonKind = "object" | "array" | "string" | "number" | "boolean" | "null"

/** Children shown per container before a 'Show next' row, and how many more each use of it shows. */
export const PAGE_SIZE = 100

/** The path of the root value; every other path is non-empty. */
export const ROOT_PATH = ""

// A JavaScript identifier (Unicode letters included): `café` stays dotted, `a b` or `1x` gets brackets.
const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u

/**
 * The path of a child, in JavaScript syntax: `items[3].name`; keys that are not identifiers are bracket-quoted
 * with JSON escaping (`["a b"]`, `["say \"hi\""]`, `[""]`, `["3"]`), so an object key "3" and index 3 differ.
 * The mapping is one-to-one, so a path also identifies its node.
 */
export function childPath(parent: string, segment: Segment): string {
  if (typeof segment === "number") return `${parent}[${segment}]`
  if (IDENTIFIER.test(segment)) return parent === ROOT_PATH ? segment : `${parent}.${segment}`
  return `${parent}[${JSON.stringify(segment)}]`
}

/** `["items", 3, "name"]` → `items[3].name`; `[]` → "" (the root). */
export function formatPath(segments: readonly Segment[]): string {
  return segments.reduce<string>((path, segment) => childPath(path, segment), ROOT_PATH)
}

export function kindOf(value: unknown): JsonKind {
  if (value === null) return "null"
  if (Array.isArray(value)) return "array"
  if (value instanceof JsonNumberText) return "number"
  const type = typeof value
  if (type === "string" || type === "number" || type === "boolean") return type
  return "object"
}

const isContainer = isJsonContainer

// Object.keys of a 100k-key object is computed once, not on every render or key press.
const KEYS = new WeakMap<object, string[]>()
function keysOf(value: object): string[] {
  let keys = KEYS.get(value)
  if (!keys) {
    keys = Object.keys(value)
    KEYS.set(value, keys)
  }
  return keys
}

/** Number of children of an array or object; null for a primitive. */
export function sizeOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length
  return isContainer(value) ? keysOf(value).length : null
}

function childValue(container: object, segment: Segment): unknown {
  // JSON.parse makes "__proto__" an own property; reading it with [] would return Object.prototype.
  return Object.getOwnPropertyDescriptor(container, segment)?.value
}

function segmentAt(container: object, index: number): Segment {
  return Array.isArray(container) ? index : (keysOf(container)[index] ?? "")
}

/** The value at a path given as segments (undefined when there is none). */
export function valueAt(root: unknown, segments: readonly Segment[]): unknown {
  let value = root
  for (const segment of segments) {
    if (!isContainer(value)) return undefined
    value = childValue(value, segment)
  }
  return value
}

export type FilterResult = {
  query: string
  /** Matching nodes (a key or a primitive value contains the query, ignoring case), at most MAX_MATCHES. */
  matches: ReadonlySet<string>
  /** For each ancestor of a match (the root included): its children that lead to a match, in order. */
  childrenOf: ReadonlyMap<string, readonly Segment[]>
  /** True when the search stopped at MAX_MATCHES. */
  isCapped: boolean
}

export const MAX_MATCHES = 1000

/**
 * The nodes whose key or primitive value contains `query` (case-insensitive; array indexes are not keys), with
 * the paths that lead to them. Walks the whole value once, without recursion, so deep nesting cannot overflow
 * the stack; paths are only built for containers and matches. An empty query → null (no filter).
 */
export function filterJson(root: unknown, query: string, maxMatches = MAX_MATCHES): FilterResult | null {
  const needle = query.trim().toLowerCase()
  if (needle === "") return null
  const matches = new Set<string>()
  const childrenOf = new Map<string, Segment[]>()
  const result = { query: needle, matches, childrenOf, isCapped: false }
  if (!isContainer(root)) return result

  type Frame = { path: string; segment: Segment; value: object; index: number; size: number }
  const stack: Frame[] = [{ path: ROOT_PATH, segment: "", value: root, index: 0, size: sizeOf(root) ?? 0 }]

  // Adds a match, then each ancestor not yet shown to its parent's list. The walk is depth first, so a child
  // already shown is the last one its parent lists, and everything above it is shown too.
  const show = (path: string, segment: Segment) => {
    matches.add(path)
    let childSegment = segment
    for (let depth = stack.length - 1; depth >= 0; depth--) {
      const parent = stack[depth]
      if (!parent) break
      const list = childrenOf.get(parent.path)
      if (list?.at(-1) === childSegment) break
      if (list) list.push(childSegment)
      else childrenOf.set(parent.path, [childSegment])
      childSegment = parent.segment
    }
  }

  for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
    if (frame.index >= frame.size) {
      stack.pop()
      continue
    }
    const segment = segmentAt(frame.value, frame.index++)
    const value = childValue(frame.value, segment)
    const isKeyMatch = typeof segment === "string" && segment.toLowerCase().includes(needle)
    const isValueMatch = !isContainer(value) && String(value).toLowerCase().includes(needle)
    const path = isKeyMatch || isValueMatch || isContainer(value) ? childPath(frame.path, segment) : ""
    if (isKeyMatch || isValueMatch) {
      if (matches.size >= maxMatches) {
        result.isCapped = true
        break
      }
      show(path, segment)
    }
    if (isContainer(value)) stack.push({ path, segment, value, index: 0, size: sizeOf(value) ?? 0 })
  }
  return result
}

/** A row for one value: a key (or index) and its value. */
export type TreeNode = {
  type: "node"
  /** The node's path, which is also its id. */
  path: string
  parentPath: string
  segment: Segment
  value: unknown
  kind: JsonKind
  /** Children of an array or object; null for a primitive. */
  size: number | null
  /** 1 for the root's children (aria-level); the depth of the row. */
  level: number
  /** 1-based position among its siblings, and their number (aria-posinset, aria-setsize). */
  posInSet: number
  setSize: number
  /** An open array or object: its visible children are the rows right after it, one level deeper. */
  isExpanded: boolean
  isMatch: boolean
}

/** The 'Show next 100' row after the shown children of a container with more children than are shown. */
export type MoreItem = { type: "more"; path: string; parentPath: string; level: number; shown: number; total: number }

export type TreeItem = TreeNode | MoreItem

export type TreeState = {
  expanded: ReadonlySet<string>
  /** Children shown per container path; PAGE_SIZE when absent. */
  shown?: ReadonlyMap<string, number>
  filter?: FilterResult | null
}

/** The id of a container's 'Show next' row; "\u0000" never occurs in a path (JSON escapes it). */
export function morePath(parentPath: string): string {
  return `${parentPath}\u0000more`
}

/** The children a container shows: all of them, or under a filter only those leading to matches. */
function shownChildren(path: string, value: object, state: TreeState) {
  const filtered = state.filter?.childrenOf.get(path)
  const total = filtered ? filtered.length : (sizeOf(value) ?? 0)
  const limit = Math.min(total, state.shown?.get(path) ?? PAGE_SIZE)
  const segmentAtIndex = (index: number): Segment => (filtered ? (filtered[index] ?? "") : segmentAt(value, index))
  return { total, limit, segmentAtIndex }
}

type Listing = { path: string; value: object; level: number } & ReturnType<typeof shownChildren>

function listing(path: string, value: object, level: number, state: TreeState): Listing {
  return { path, value, level, ...shownChildren(path, value, state) }
}

/** The row of a listed container's `index`-th shown child. */
function nodeAt(list: Listing, index: number, state: TreeState): TreeNode {
  const segment = list.segmentAtIndex(index)
  const value = childValue(list.value, segment)
  const path = childPath(list.path, segment)
  const size = sizeOf(value)
  return {
    type: "node",
    path,
    parentPath: list.path,
    segment,
    value,
    kind: kindOf(value),
    size,
    level: list.level,
    posInSet: index + 1,
    setSize: list.total,
    isExpanded: size !== null && size > 0 && state.expanded.has(path),
    isMatch: state.filter?.matches.has(path) ?? false,
  }
}

function moreAfter(list: Listing): MoreItem | null {
  if (list.limit >= list.total) return null
  const { path, level, limit: shown, total } = list
  return { type: "more", path: morePath(path), parentPath: path, level, shown, total }
}

/** A container's own page of rows (its shown children, then its 'Show next' row), without entering them. */
function childRows(path: string, value: object, level: number, state: TreeState): TreeItem[] {
  const list = listing(path, value, level, state)
  const rows: TreeItem[] = []
  for (let index = 0; index < list.limit; index++) rows.push(nodeAt(list, index, state))
  const more = moreAfter(list)
  if (more) rows.push(more)
  return rows
}

/**
 * The visible rows under the root, in screen order (depth first), as the arrow keys walk them: only expanded
 * containers are entered, and each shows at most its page of children followed by its 'Show next' row, so the
 * work is proportional to what is on screen whatever the body's size. A walk with its own stack, not recursion:
 * any depth of nesting. A primitive root, or an empty container, has no rows.
 */
export function visibleTree(root: unknown, state: TreeState): TreeItem[] {
  if (!isContainer(root)) return []
  if (state.filter && !state.filter.childrenOf.has(ROOT_PATH)) return []
  const rows: TreeItem[] = []
  const stack = [{ list: listing(ROOT_PATH, root, 1, state), index: 0 }]
  for (let top = stack.at(-1); top; top = stack.at(-1)) {
    if (top.index >= top.list.limit) {
      stack.pop()
      const more = moreAfter(top.list)
      if (more) rows.push(more)
      continue
    }
    const node = nodeAt(top.list, top.index++, state)
    rows.push(node)
    if (node.isExpanded) stack.push({ list: listing(node.path, node.value as object, node.level + 1, state), index: 0 })
  }
  return rows
}

export function isExpandable(item: TreeItem): boolean {
  return item.type === "node" && item.size !== null && item.size > 0
}

/**
 * Expands level after level, breadth first, while the visible rows stay within `budget`; so 'Expand all' on a
 * 5 MB body opens as much as can be shown at once instead of millions of rows. With `isWholeLevels`, a level
 * is opened entirely or not at all (the first view: a list of 100 posts stays a list).
 */
export function expandAll(
  root: unknown,
  state: Omit<TreeState, "expanded">,
  budget: number,
  isWholeLevels = false,
): Set<string> {
  const expanded = new Set<string>()
  if (!isContainer(root)) return expanded
  const full: TreeState = { ...state, expanded }
  const top = childRows(ROOT_PATH, root, 1, full)
  let rows = top.length
  let level = top
  while (level.length > 0) {
    const next: TreeItem[] = []
    const opened: string[] = []
    for (const item of level) {
      if (item.type !== "node" || !isExpandable(item)) continue
      const children = childRows(item.path, item.value as object, item.level + 1, full)
      if (rows + children.length > budget) return expanded
      rows += children.length
      for (const child of children) next.push(child)
      if (isWholeLevels) opened.push(item.path)
      else expanded.add(item.path)
    }
    for (const path of opened) expanded.add(path)
    level = next
  }
  return expanded
}

export type TreeKeyAction =
  | { type: "focus"; path: string }
  | { type: "expand"; path: string }
  | { type: "collapse"; path: string }
  | { type: "more"; parentPath: string }

/**
 * What a key does on the focused item of a tree (WAI-ARIA Authoring Practices, tree view): Up/Down move through
 * the visible items; Right opens a closed node or moves to an open node's first child; Left closes an open node
 * or moves to the parent; Home/End go to the first/last item; Enter or Space opens or closes a node and uses a
 * 'Show next' row. Any other key (or one with nothing to do) → null, so the browser keeps its default.
 */
export function treeKeyAction(key: string, flat: readonly TreeItem[], activePath: string): TreeKeyAction | null {
  const index = flat.findIndex((item) => item.path === activePath)
  const item = flat[index]
  if (!item) return null
  const focus = (target: TreeItem | undefined): TreeKeyAction | null =>
    target ? { type: "focus", path: target.path } : null
  switch (key) {
    case "ArrowDown":
      return focus(flat[index + 1])
    case "ArrowUp":
      return focus(flat[index - 1])
    case "Home":
      return index === 0 ? null : focus(flat[0])
    case "End":
      return index === flat.length - 1 ? null : focus(flat.at(-1))
    case "ArrowRight":
      if (item.type !== "node" || !isExpandable(item)) return null
      return item.isExpanded ? focus(flat[index + 1]) : { type: "expand", path: item.path }
    case "ArrowLeft":
      if (item.type === "node" && item.isExpanded) return { type: "collapse", path: item.path }
      return item.parentPath === ROOT_PATH ? null : { type: "focus", path: item.parentPath }
    case "Enter":
    case " ":
      if (item.type === "more") return { type: "more", parentPath: item.parentPath }
      if (!isExpandable(item)) return null
      return item.isExpanded ? { type: "collapse", path: item.path } : { type: "expand", path: item.path }
    default:
      return null
  }
}

const PREVIEW_CHARS = 300

/**
 * How a primitive is shown in a row: strings quoted and cut after 300 characters (copying gives all of it);
 * numbers JSON.parse would change as received (12345678901234567890123, not 1.2345678901234568e+22).
 */
export function previewValue(value: unknown): string {
  if (typeof value === "string") {
    const quoted = JSON.stringify(value.length > PREVIEW_CHARS ? value.slice(0, PREVIEW_CHARS) : value)
    return value.length > PREVIEW_CHARS ? `${quoted.slice(0, -1)}…"` : quoted
  }
  return String(value)
}

/** "3 items", "1 key". */
export function sizeLabel(kind: JsonKind, size: number): string {
  const noun = kind === "array" ? "item" : "key"
  return `${size.toLocaleString("en-US")} ${noun}${size === 1 ? "" : "s"}`
}

/**
 * What 'Copy value' copies: a string's own text (no quotes), anything else as JSON (pretty for containers, at any
 * depth), numbers as received.
 */
export function copyableValue(value: unknown): string {
  if (typeof value === "string") return value
  return stringifyJson(value)
}

/** The path of a container's `index`-th shown child: where focus goes when 'Show next' reveals it. */
export function shownChildPath(
  parentPath: string,
  parentValue: unknown,
  index: number,
  filter?: FilterResult | null,
): string | null {
  if (!isContainer(parentValue)) return null
  const { total, segmentAtIndex } = shownChildren(parentPath, parentValue, { expanded: new Set(), filter })
  return index < total ? childPath(parentPath, segmentAtIndex(index)) : null
}

/** True for a non-empty array or object: anything else has no rows, so it is shown as text. */
export function hasTreeRows(value: unknown): boolean {
  return (sizeOf(value) ?? 0) > 0
}
