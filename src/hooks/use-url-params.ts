import { useCallback, useLayoutEffect, useMemo } from "react"
import { useSearchParams } from "react-router"
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
 * The params last asked for, and the address they were asked from. React Router gives an update the search params
 * of the last render, and a navigation lands a moment after it is asked for, so two changes in a row (a search, then
 * a filter) could build on the same old params and the second would drop the first. Each change builds on the
 * address bar as it is when the change happens (`window.location.search`), or, while the previous change has not
 * landed there yet, on what that change asked for. Once it has landed (the page renders it), `pending` ends: Back to
 * the entry it was asked from has the same address, and a change made there builds on that entry, not on it.
 */
let pending: { from: string; next: URLSearchParams } | null = null

/** A page's state, read from the URL (the only source of truth) and written back to it. */
export function useUrlParams<P>(codec: UrlParamsCodec<P>) {
  const [searchParams, setSearchParams] = useSearchParams()
  const isHydrated = useHydrated()
  const params = useMemo(
    () => (isHydrated ? codec.parse(searchParams) : codec.defaults),
    [codec, isHydrated, searchParams],
  )

  useLayoutEffect(() => {
    if (pending?.next.toString() === searchParams.toString()) pending = null
  }, [searchParams])

  // Called from events only (after hydration), so the address bar is there to read.
  const setParams = useCallback(
    (patch: Partial<P>, { replace = false }: SetOptions = {}) => {
      const live = window.location.search
      const current = pending?.from === live ? pending.next : new URLSearchParams(live)
      const next = codec.serialize(codec.update(codec.parse(current), patch))
      pending = { from: live, next }
      setSearchParams(next, { replace, preventScrollReset: true })
    },
    [codec, setSearchParams],
  )

  return { params, setParams }
}
