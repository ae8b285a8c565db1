import { isJsonContainer } from "./json-text"
import { childPath, PAGE_SIZE, ROOT_PATH, type Segment } from "./json-tree"

// From a conformance difference to its place in the JSON tree (docs/conformance.md): a JSON pointer into the body
// ("/0/owner/address/zip") → the tree's path of that node ("[0].owner.address.zip"), the containers to open on the way
// and how many children each must show (a 'Show next' page further for an index past the first 100). A pointer to a
// property that is not there (a missing required one) leads to the nearest node that is: its object.

export type RevealPlan = {
  /** The tree path of the row to focus. */
  path: string
  /** The containers to open so the row is visible (its ancestors, the root left out: its rows always show). */
  expand: string[]
  /** Children each container must show (by its path, the root's "" included), where more than a page is needed. */
  shown: [string, number][]
  /** False when the pointer leads further than the body goes (the row is the nearest node that exists). */
  isExact: boolean
}

/** "/a~1b/0" → ["a/b", "0"]; "" → []; anything not a JSON pointer → null. */
export function pointerSegments(pointer: string): string[] | null {
  if (pointer === "") return []
  if (!pointer.startsWith("/")) return null
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"))
}

const INDEX = /^(?:0|[1-9]\d*)$/

/**
 * Where the tree shows a JSON pointer of `root`; null when it cannot (not a pointer, or a body with no rows). The
 * whole body ("") and a missing property of the root lead to the first row.
 * revealPlan([{ a: 1 }], "/0/a") → { path: "[0].a", expand: ["[0]"], shown: [], isExact: true }
 */
export function revealPlan(root: unknown, pointer: string): RevealPlan | null {
  const segments = pointerSegments(pointer)
  if (segments === null || !isJsonContainer(root)) return null
  const expand: string[] = []
  const shown: [string, number][] = []
  let value: unknown = root
  let path = ROOT_PATH
  let found = 0
  for (const raw of segments) {
    if (!isJsonContainer(value)) break
    let segment: Segment
    let index: number
    if (Array.isArray(value)) {
      index = INDEX.test(raw) ? Number(raw) : -1
      if (index < 0 || index >= value.length) break
      segment = index
    } else {
      index = Object.hasOwn(value, raw) ? Object.keys(value).indexOf(raw) : -1
      if (index < 0) break
      segment = raw
    }
    if (index >= PAGE_SIZE) shown.push([path, Math.ceil((index + 1) / PAGE_SIZE) * PAGE_SIZE])
    if (path !== ROOT_PATH) expand.push(path)
    value = (Object.getOwnPropertyDescriptor(value, segment) as PropertyDescriptor).value
    path = childPath(path, segment)
    found++
  }
  const isExact = found === segments.length
  if (found > 0) return { path, expand, shown, isExact }
  // Nothing of the pointer is in the body: the first row stands for the whole body.
  const first = Array.isArray(root) ? (root.length > 0 ? 0 : undefined) : Object.keys(root)[0]
  return first === undefined ? null : { path: childPath(ROOT_PATH, first), expand: [], shown: [], isExact }
}
