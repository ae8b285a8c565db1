import { useCallback, useEffect, useRef } from "react"
import { useNavigate, useSearchParams } from "react-router"
import { useHydrated } from "@/hooks/use-hydrated"
import { ENDPOINT_PARAM, parseEndpointParam, selectEndpoint, testButtonId } from "./endpoint-param"

/** How many frames closing the tester waits for the 'Test' button that opened it to be drawn again. */
const RETURN_FOCUS_FRAMES = 60

/**
 * Which endpoint's tester is open (docs/behaviour.md §4: no endpoint selected, or one selected), kept in `?endpoint=` with
 * history replaced: the tester is not a page of its own (Back still leaves the API), but a reload keeps it open.
 * Closing the tester puts focus back on the 'Test' button that opened it. `openEndpoint` stays the same function
 * while the URL changes and reads the address bar when called: a long list's cards are not drawn again for each
 * keystroke in its filter (?filter=), and a card drawn before one still keeps the filter it has when it opens a tester.
 */
export function useSelectedEndpoint(endpointCount: number) {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  // The prerendered HTML is the detail view; the query string is only read once hydration is done.
  const isHydrated = useHydrated()
  const endpointIndex = isHydrated ? parseEndpointParam(searchParams.get(ENDPOINT_PARAM), endpointCount) : null
  const returnFocusTo = useRef<number | null>(null)

  useEffect(() => {
    if (endpointIndex !== null || returnFocusTo.current === null) return
    const id = testButtonId(returnFocusTo.current)
    returnFocusTo.current = null
    // A long list's first page shows in steps (ListedEndpoints): its card may come a few frames after the list.
    let frames = RETURN_FOCUS_FRAMES
    let frame = 0
    const focus = () => {
      const button = document.getElementById(id)
      if (button) button.focus()
      else if (frames-- > 0) frame = requestAnimationFrame(focus)
    }
    focus()
    return () => cancelAnimationFrame(frame)
  }, [endpointIndex])

  // From events only (after hydration): the address bar is there to read, and reading it keeps this function stable.
  const openEndpoint = useCallback(
    (index: number | null) =>
      void navigate(`?${selectEndpoint(new URLSearchParams(window.location.search), index).toString()}`, {
        replace: true,
        preventScrollReset: true,
      }),
    [navigate],
  )

  const closeEndpoint = useCallback(() => {
    returnFocusTo.current = endpointIndex
    openEndpoint(null)
  }, [endpointIndex, openEndpoint])

  return { endpointIndex, openEndpoint, closeEndpoint }
}
