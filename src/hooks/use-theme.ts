import { useCallback } from "react"
import type { Theme } from "@/lib/theme"
import { getThemeStore } from "@/lib/theme-store"
import { useClientStore } from "./use-hydrated"

const serverSnapshot = (): Theme => "light"

/** `{ theme, toggleTheme }` — prerendered HTML renders as light; the client snapshot takes over after hydration. */
export function useTheme() {
  const theme = useClientStore(
    (listener) => getThemeStore().subscribe(listener),
    () => getThemeStore().getSnapshot(),
    serverSnapshot,
  )
  const toggleTheme = useCallback(() => {
    const store = getThemeStore()
    store.setTheme(store.getSnapshot() === "dark" ? "light" : "dark")
  }, [])
  return { theme, toggleTheme }
}
