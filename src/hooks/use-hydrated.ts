import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False while React hydrates prerendered HTML, true afterwards. Prerendered pages were built without the
 * visitor's query string or storage, so anything that depends on them must wait for this to avoid a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
