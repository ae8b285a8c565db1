import { useCallback, useEffect, useRef } from "react"
import { useSearchParams } from "react-router"
import { useHydrated } from "@/hooks/use-hydrated"
import { ENDPOINT_PARAM, parseEndpointParam, testButtonId } from "./endpoint-param"

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
    document.getElementById(testButtonId(returnFocusTo.current))?.focus()
    returnFocusTo.current = null
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
