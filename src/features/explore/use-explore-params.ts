import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router"
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

  const setParams = useCallback(
    (patch: Partial<ExploreParams>, { replace = false }: SetOptions = {}) => {
      setSearchParams((current) => serializeExploreParams(updateExploreParams(parseExploreParams(current), patch)), {
        replace,
        preventScrollReset: true,
      })
    },
    [setSearchParams],
  )

  return { params, setParams }
}
