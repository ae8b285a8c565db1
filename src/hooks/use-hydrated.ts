import { createContext, startTransition, use, useEffect, useState, useSyncExternalStore } from "react"

/**
 * Whether the page shows the visitor's own state yet. Prerendered pages were built without the visitor's query
 * string or storage, so React hydrates them as built (false), and root's Layout then switches every reader to the
 * visitor's state in one transition (true). A render outside Layout (a unit test) is a client render: true.
 */
export const HydratedContext = createContext(true)

/** False while React hydrates prerendered HTML and until the visitor's state is rendered, true afterwards. */
export function useHydrated(): boolean {
  return use(HydratedContext)
}

/**
 * Layout's switch for HydratedContext: false for the hydrating render, then true in a transition. Why a
 * transition: the visitor's state (a query string, bookmarks, a dark theme, checked results) can change much of
 * the page, and React renders a transition in slices that yield to taps and paint. A store that disagreed with
 * its server snapshot during hydration (useSyncExternalStore's way) was re-rendered synchronously instead, in
 * one long task after hydration (docs/performance.md, "Hydrate, then switch in a transition").
 */
export function useHydrationSwitch(): boolean {
  const [isHydrated, setHydrated] = useState(false)
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return isHydrated
}

/**
 * useSyncExternalStore for a store whose client value differs from the prerendered one: the server snapshot
 * until the page switches to the visitor's state (useHydrated), the store's own snapshot from then on.
 */
export function useClientStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const isHydrated = useHydrated()
  return useSyncExternalStore(subscribe, isHydrated ? getSnapshot : getServerSnapshot, getServerSnapshot)
}
