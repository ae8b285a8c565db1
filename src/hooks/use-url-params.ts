import { useCallback, useEffect, useMemo } from "react"
import { useLocation, useSearchParams } from "react-router"
import { useHydrated } from "./use-hydrated"

/** How a page's state is read from and written to its query string (explore's and the directory's). */
export type UrlParamsCodec<P> = {
  /** The state before hydration: the page was prerendered without a query string. */
  defaults: Readonly<P>
  parse: (search: URLSearchParams) => P
  serialize: (params: P) => URLSearchParams
  update: (current: P, patch: Partial<P>) => P
}

type SetOptions = { replace?: boolean }

/**
 * The params last asked for, and the location they were asked from. React Router gives an update the search
 * params of the last render, not of the last navigation, so two changes before the page re-renders (a category,
 * then a CORS filter, or the search box and a filter) would lose the first. An update made while the location is
 * still the one `pending` started from builds on `pending.next` instead. Shared by every caller on the page.
 */
let pending: { locationKey: string; next: URLSearchParams } | null = null

/** A page's state, read from the URL (the only source of truth) and written back to it. */
export function useUrlParams<P>(codec: UrlParamsCodec<P>) {
  const [searchParams, setSearchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const params = useMemo(
    () => (isHydrated ? codec.parse(searchParams) : codec.defaults),
    [codec, isHydrated, searchParams],
  )

  const { key } = useLocation()
  // Once a navigation lands, the URL is current again. (Back to an earlier entry brings back its old key.)
  useEffect(() => {
    pending = null
  }, [key])

  const setParams = useCallback(
    (patch: Partial<P>, { replace = false }: SetOptions = {}) => {
      const current = pending?.locationKey === key ? pending.next : searchParams
      const next = codec.serialize(codec.update(codec.parse(current), patch))
      pending = { locationKey: key, next }
      setSearchParams(next, { replace, preventScrollReset: true })
    },
    [codec, key, searchParams, setSearchParams],
  )

  return { params, setParams }
}
