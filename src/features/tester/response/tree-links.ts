// The JSON trees on the page that a conformance difference can lead into (docs/conformance.md), by the response body
// they show (its Blob): the tree registers how to reveal a JSON pointer, the difference's link asks it to. A link shows
// only while its body's tree is there (a body too big for a tree, or not JSON, has none).

type Reveal = (pointer: string) => boolean

const trees = new Map<Blob, Reveal>()
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

/** Registers the tree of `body`; returns the function that removes it. */
export function registerTree(body: Blob, reveal: Reveal): () => void {
  trees.set(body, reveal)
  notify()
  return () => {
    if (trees.get(body) !== reveal) return
    trees.delete(body)
    notify()
  }
}

export function hasTree(body: Blob): boolean {
  return trees.has(body)
}

/** Opens `body`'s tree at `pointer` and focuses the row; false when no tree shows that body or the pointer. */
export function revealInTree(body: Blob, pointer: string): boolean {
  return trees.get(body)?.(pointer) ?? false
}

/** useSyncExternalStore's subscribe. */
export function subscribeTrees(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
