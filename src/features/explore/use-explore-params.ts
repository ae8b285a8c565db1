import { useCallback, useEffect, useMemo } from "react"
import { useLocation, useSearchParams } from "react-router"
import { useHydrated } from "@/hooks/use-hydrated"
import {
  DEFAULT_EXPLORE_PARAMS,
  parseExploreParams,
  serializeExploreParams,
  updateExploreParams,
  type ExploreParams,
} from "./explore-params"

type SetOptions = { replace?: boolean }

/**
 * The params last asked for, and the location they were asked from. React Router gives an update the search
 * params of the last render, not of the last navigation, so two changes before the page re-renders (a category,
 * then a CORS filter, or the search box and a filter) would lose the first. An update made while the location is
 * still the one `pending` started from builds on `pending.next` instead. Shared by every caller on the page.
 */
let pending: { locationKey: string; next: URLSearchParams } | null = null

/**
 * The explore state, read from the URL (the only source of truth) and written back to it.
 * Before hydration it is the defaults, because /explore was prerendered without any query string.
 */
export function useExploreParams() {
  const [searchParams, setSearchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const params = useMemo(
    () => (isHydrated ? parseExploreParams(searchParams) : DEFAULT_EXPLORE_PARAMS),
    [isHydrated, searchParams],
  )

  const { key } = useLocation()
  // Once a navigation lands, the URL is current again. (Back to an earlier entry brings back its old key.)
  useEffect(() => {
    pending = null
  }, [key])

  const setParams = useCallback(
    (patch: Partial<ExploreParams>, { replace = false }: SetOptions = {}) => {
      const current = pending?.locationKey === key ? pending.next : searchParams
      const next = serializeExploreParams(updateExploreParams(parseExploreParams(current), patch))
      pending = { locationKey: key, next }
      setSearchParams(next, { replace, preventScrollReset: true })
    },
    [key, searchParams, setSearchParams],
  )

  return { params, setParams }
}
