import { useClientStore } from "./use-hydrated"

// "Now" for relative times and staleness, as a store: render stays pure (no Date.now() in render), and every
// subscriber moves on together once a minute. 0 in prerendered HTML, which holds no checked results anyway.

const TICK_MS = 60_000
let now = 0
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  timer ??= setInterval(refreshNow, TICK_MS)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

function getSnapshot() {
  if (now === 0) now = Date.now()
  return now
}

const serverSnapshot = () => 0

/** The current time in ms, refreshed every minute. */
export function useNow(): number {
  return useClientStore(subscribe, getSnapshot, serverSnapshot)
}

/** Moves "now" forward at once (after new results arrive, so they never read as in the future). */
export function refreshNow(): void {
  now = Date.now()
  listeners.forEach((l) => l())
}
