import { createHealthStore, NO_RESULTS, type HealthResults, type HealthStore } from "@/lib/health-results"
import { useClientStore } from "./use-hydrated"

let store: HealthStore | undefined

// One store per page, shared by the indicators, the detail check and /status.
export function getHealthStore(): HealthStore {
  store ??= createHealthStore()
  return store
}

const subscribe = (listener: () => void) => getHealthStore().subscribe(listener)
const getSnapshot = () => getHealthStore().getSnapshot()
const getServerSnapshot = () => NO_RESULTS

/** The visitor's stored health-check results: empty in prerendered HTML, read from storage after hydration. */
export function useHealthResults(): HealthResults {
  return useClientStore(subscribe, getSnapshot, getServerSnapshot)
}
