import { useCallback, useEffect, useRef } from "react"
import { useSearchParams } from "react-router"
import { useHydrated } from "@/hooks/use-hydrated"
import { ENDPOINT_PARAM, parseEndpointParam, testButtonId } from "./endpoint-param"

/** How many frames closing the tester waits for the 'Test' button that opened it to be drawn again. */
const RETURN_FOCUS_FRAMES = 60

/**
 * Which endpoint's tester is open (docs/behaviour.md §4: no endpoint selected, or one selected), kept in `?endpoint=` with
 * history replaced: the tester is not a page of its own (Back still leaves the API), but a reload keeps it open.
 * Closing the tester puts focus back on the 'Test' button that opened it.
 */
export function useSelectedEndpoint(endpointCount: number) {
  const [searchParams, setSearchParams] = useSearchParams()
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

  const select = useCallback(
    (index: number | null) =>
      // Only ?endpoint= is kept: opening or closing a tester also drops the values a tester left in the URL
      // (docs/testing-links-and-history.md), so 'Test' always starts empty.
      setSearchParams(index === null ? {} : { [ENDPOINT_PARAM]: String(index) }, {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  )

  const openEndpoint = useCallback((index: number) => select(index), [select])

  const closeEndpoint = useCallback(() => {
    returnFocusTo.current = endpointIndex
    select(null)
  }, [endpointIndex, select])

  return { endpointIndex, openEndpoint, closeEndpoint }
}
