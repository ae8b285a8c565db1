import { useCallback, useEffect, useRef, useState } from "react"
import { copyText } from "@/lib/clipboard"

/** docs/behaviour.md §9: how long 'Copied' shows after a successful copy. */
export const COPIED_MS = 2000

/** `{ isCopied, copy }` for one copy button: isCopied is true for 2000 ms after a copy that succeeded. */
export function useCopy() {
  const [isCopied, setIsCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text)
    if (!ok) return false
    clearTimeout(timer.current)
    setIsCopied(true)
    timer.current = setTimeout(() => setIsCopied(false), COPIED_MS)
    return true
  }, [])

  return { isCopied, copy }
}
