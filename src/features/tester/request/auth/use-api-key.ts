import { useCallback, useMemo, useSyncExternalStore } from "react"
import { otherKeyOrigins } from "@/lib/api-keys"
import { createKeyStore, NO_KEY, type KeyStore } from "@/lib/key-store"

let store: KeyStore | undefined

// One store per page, created on first use in the browser (only the lazily loaded tester imports this).
function getStore(): KeyStore {
  store ??= createKeyStore()
  return store
}

const subscribe = (listener: () => void) => getStore().subscribe(listener)
const getServerSnapshot = () => NO_KEY

/**
 * One API's key for the tester: `{ apiKey, isRemembered, otherOrigins, setApiKey, setRemembered, forgetAllKeys }`.
 * `id` null (an API without auth) reads and stores nothing. `otherOrigins`: for an opened API's slot
 * (lib/api-keys.ts requestKeySlot), the other origins it has keys for, which are not sent to this one.
 */
export function useApiKey(id: string | null) {
  const entry = useSyncExternalStore(subscribe, () => (id === null ? NO_KEY : getStore().get(id)), getServerSnapshot)
  const setApiKey = useCallback(
    (key: string) => {
      if (id !== null) getStore().setKey(id, key)
    },
    [id],
  )
  const setRemembered = useCallback(
    (isRemembered: boolean) => {
      if (id !== null) getStore().setRemembered(id, isRemembered)
    },
    [id],
  )
  const forgetAllKeys = useCallback(() => getStore().forgetAll(), [])
  // Read again when this slot's key changes (typing one here, 'Forget all keys').
  const otherOrigins = useMemo(
    () => (id === null || entry.key !== "" ? [] : otherKeyOrigins(id, getStore().slots())),
    [id, entry],
  )
  return { apiKey: entry.key, isRemembered: entry.isRemembered, otherOrigins, setApiKey, setRemembered, forgetAllKeys }
}
