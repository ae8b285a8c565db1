import { useCallback, useMemo } from "react"
import { useSearchParams } from "react-router"
import { useHydrated } from "@/hooks/use-hydrated"
import {
  DEFAULT_DIRECTORY_PARAMS,
  parseDirectoryParams,
  serializeDirectoryParams,
  updateDirectoryParams,
  type DirectoryParams,
} from "./directory-params"

/**
 * The /directory state, read from the URL and written back to it. The defaults until the page switches to the
 * visitor's state: /directory is prerendered without a query string (docs/performance.md, useHydrated).
 */
export function useDirectoryParams() {
  const [searchParams, setSearchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const params = useMemo(
    () => (isHydrated ? parseDirectoryParams(searchParams) : DEFAULT_DIRECTORY_PARAMS),
    [isHydrated, searchParams],
  )
  const setParams = useCallback(
    (patch: Partial<DirectoryParams>, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => serializeDirectoryParams(updateDirectoryParams(parseDirectoryParams(current), patch)),
        { replace, preventScrollReset: true },
      )
    },
    [setSearchParams],
  )
  return { params, setParams }
}
