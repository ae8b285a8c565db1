import { DARK_MODE_KEY, getLocalStorage, storageListeners, THEME_KEY, writeString } from "./storage"
import { themeToStorage, type Theme } from "./theme"

/**
 * The theme as an external store for useSyncExternalStore. The inline head script already decided the
 * start-up theme and set the `dark` class, so the class on <html> is where the store starts from; that keeps
 * React's first client render identical to what the visitor already sees.
 */
export function createThemeStore(root: HTMLElement, storage: Storage | null, win?: Window) {
  const { subscribe, notify } = storageListeners(win, handleStorage)
  let theme: Theme = root.classList.contains("dark") ? "dark" : "light"

  function apply(next: Theme) {
    theme = next
    root.classList.toggle("dark", next === "dark")
    root.style.colorScheme = next
    notify()
  }

  function handleStorage(event: StorageEvent) {
    if (event.key !== DARK_MODE_KEY) return
    if (event.newValue === "true" || event.newValue === "false") apply(event.newValue === "true" ? "dark" : "light")
  }

  return {
    getSnapshot: (): Theme => theme,
    subscribe,
    /** Applies the theme and writes both stored readings; a failed write only warns (docs/behaviour.md §8). */
    setTheme(next: Theme) {
      apply(next)
      const stored = themeToStorage(next)
      writeString(DARK_MODE_KEY, stored.darkMode, storage)
      writeString(THEME_KEY, stored.theme, storage)
    },
  }
}

export type ThemeStore = ReturnType<typeof createThemeStore>

let browserStore: ThemeStore | undefined

/** The page's single theme store, created on first use in the browser. */
export function getThemeStore(): ThemeStore {
  browserStore ??= createThemeStore(document.documentElement, getLocalStorage(), window)
  return browserStore
}
