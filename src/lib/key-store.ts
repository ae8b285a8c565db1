import {
  API_KEY_PREFIX,
  getLocalStorage,
  getSessionStorage,
  listKeys,
  readString,
  removeItem,
  storageListeners,
  writeString,
  type StorageEventSource,
} from "@/lib/storage"

// The tester's API keys, per API id (docs/api-keys.md says the same for visitors). Memory is the source
// of truth; storage is where a key survives a reload:
// - by default in sessionStorage, which the browser drops when the tab closes;
// - with 'Remember on this device' in localStorage instead, until 'Forget all keys' (or the browser's own clearing).
// A key lives in at most one of the two: moving it always deletes the other copy first, so unticking 'Remember'
// never leaves a copy on disk, even when the new write fails (the key then stays in memory for this page only).

export type StoredKey = { readonly key: string; readonly isRemembered: boolean }

/** No key, not remembered: what every API starts with, and what the prerendered page assumes. */
export const NO_KEY: StoredKey = Object.freeze({ key: "", isRemembered: false })

/** The storage item of one API's key: apiKeyName("openweathermap") → "apiKey:openweathermap". */
export function apiKeyName(id: string): string {
  return `${API_KEY_PREFIX}${id}`
}

/** What the store needs to hear other tabs: the `storage` event's fields. */
export type KeyStorageEvent = Pick<StorageEvent, "key" | "newValue" | "storageArea">
export type KeyEventTarget = StorageEventSource<KeyStorageEvent>

/** A store shaped for useSyncExternalStore. No method ever throws, whatever the storages do. */
export type KeyStore = {
  subscribe(listener: () => void): () => void
  /** One API's key; the same object (===) until it changes. */
  get(id: string): StoredKey
  /** Sets the key ("" removes it) where the API's 'Remember' choice says. */
  setKey(id: string, key: string): void
  /** Moves the key to localStorage (true) or back to sessionStorage (false). */
  setRemembered(id: string, isRemembered: boolean): void
  /** Removes every API's key from memory, sessionStorage and localStorage; 'Remember' choices reset too. */
  forgetAll(): void
  /** The ids (slots) that have a key, in memory or in either storage. */
  slots(): string[]
}

const asString = (value: string) => value

export function createKeyStore(
  session: Storage | null = getSessionStorage(),
  local: Storage | null = getLocalStorage(),
  win: KeyEventTarget | null = typeof window === "undefined" ? null : window,
): KeyStore {
  const entries = new Map<string, StoredKey>()
  const { subscribe, notify } = storageListeners(win, handleStorage)

  // Read once per API and page; a remembered key wins over a tab-only one.
  function load(id: string): StoredKey {
    const name = apiKeyName(id)
    const remembered = readString(name, asString, "", local)
    if (remembered !== "") return { key: remembered, isRemembered: true }
    const forTab = readString(name, asString, "", session)
    return forTab === "" ? NO_KEY : { key: forTab, isRemembered: false }
  }

  function get(id: string): StoredKey {
    let entry = entries.get(id)
    if (entry === undefined) {
      entry = load(id)
      entries.set(id, entry)
    }
    return entry
  }

  function update(id: string, entry: StoredKey) {
    const name = apiKeyName(id)
    const [target, other] = entry.isRemembered ? [local, session] : [session, local]
    removeItem(name, other)
    if (entry.key === "") removeItem(name, target)
    else writeString(name, entry.key, target)
    entries.set(id, entry.key === "" && !entry.isRemembered ? NO_KEY : entry)
    notify()
  }

  // Another tab changed localStorage: follow its remembered keys, and drop ours when it removed them (its
  // 'Forget all keys' or unticking 'Remember'). sessionStorage belongs to this tab alone.
  function handleStorage(event: KeyStorageEvent) {
    if (event.storageArea !== null && event.storageArea !== local) return
    if (event.key === null) {
      for (const [id, entry] of entries) if (entry.isRemembered) entries.set(id, NO_KEY)
      notify()
      return
    }
    if (!event.key.startsWith(API_KEY_PREFIX)) return
    const id = event.key.slice(API_KEY_PREFIX.length)
    if (event.newValue !== null && event.newValue !== "") entries.set(id, { key: event.newValue, isRemembered: true })
    else if (entries.get(id)?.isRemembered) entries.set(id, NO_KEY)
    else return
    notify()
  }

  return {
    subscribe,
    get,
    setKey(id, key) {
      const current = get(id)
      if (current.key !== key) update(id, { key, isRemembered: current.isRemembered })
    },
    setRemembered(id, isRemembered) {
      const current = get(id)
      if (current.isRemembered !== isRemembered) update(id, { key: current.key, isRemembered })
    },
    slots() {
      const names = new Set<string>()
      for (const storage of [session, local])
        for (const name of listKeys(storage))
          if (name.startsWith(API_KEY_PREFIX)) names.add(name.slice(API_KEY_PREFIX.length))
      for (const [id, entry] of entries) {
        if (entry.key === "") names.delete(id)
        else names.add(id)
      }
      return [...names]
    },
    forgetAll() {
      for (const storage of [session, local]) {
        for (const name of listKeys(storage)) if (name.startsWith(API_KEY_PREFIX)) removeItem(name, storage)
      }
      // Reloaded on next use: a key whose removal failed shows up again, which is the truth.
      entries.clear()
      notify()
    },
  }
}
