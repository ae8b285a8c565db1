/**
 * The endpoints a running check has not reached yet, by result key: the detail page's endpoint cards read it to say
 * 'Checking…' while the run itself lives in the 'Check endpoints' panel. One set for the page (a new run replaces it).
 */
export type PendingChecks = {
  subscribe(listener: () => void): () => void
  /** The same set (===) until it changes. */
  getSnapshot(): ReadonlySet<string>
  /** A run starts: these keys are pending. */
  start(keys: Iterable<string>): void
  /** These keys have an outcome. */
  settle(keys: Iterable<string>): void
  /** The run ended (done or cancelled): nothing is pending. */
  clear(): void
}

const NONE: ReadonlySet<string> = new Set()

export function createPendingChecks(): PendingChecks {
  let pending = NONE
  const listeners = new Set<() => void>()
  const update = (next: ReadonlySet<string>) => {
    pending = next.size === 0 ? NONE : next
    for (const listener of listeners) listener()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => pending,
    start: (keys) => update(new Set(keys)),
    settle(keys) {
      const next = new Set(pending)
      for (const key of keys) next.delete(key)
      if (next.size !== pending.size) update(next)
    },
    clear: () => {
      if (pending.size > 0) update(NONE)
    },
  }
}

/** The page's one instance. */
export const pendingChecks = createPendingChecks()
