import { act, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderAt } from "@/test/memory-router"
import { useUrlParams, type UrlParamsCodec } from "./use-url-params"

// A small codec of the explore/directory shape: a search, a filter (each resets the page) and a page.
type Params = { q: string; kind: string; page: number }
const DEFAULTS: Params = { q: "", kind: "", page: 1 }
const CODEC: UrlParamsCodec<Params> = {
  defaults: DEFAULTS,
  parse: (search) => ({
    q: search.get("q") ?? "",
    kind: search.get("kind") ?? "",
    page: Number(search.get("page") ?? 1),
  }),
  serialize: (params) => {
    const search = new URLSearchParams()
    if (params.q) search.set("q", params.q)
    if (params.kind) search.set("kind", params.kind)
    if (params.page !== 1) search.set("page", String(params.page))
    return search
  },
  update: (current, patch) => {
    const next = { ...current, ...patch }
    const filterChanged = next.q !== current.q || next.kind !== current.kind
    return { ...next, page: patch.page ?? (filterChanged ? 1 : current.page) }
  },
}

function mount(url: string) {
  const hook: { current: ReturnType<typeof useUrlParams<Params>> | null } = { current: null }
  function Probe() {
    hook.current = useUrlParams(CODEC)
    return <output>{JSON.stringify(hook.current.params)}</output>
  }
  const view = renderAt(url, <Probe />)
  const setParams: ReturnType<typeof useUrlParams<Params>>["setParams"] = (...args) => hook.current!.setParams(...args)
  return { ...view, hook, setParams }
}

describe("useUrlParams through a memory router", () => {
  it("reads the state from the URL", () => {
    const { hook } = mount("/list?q=maps&kind=a&page=3")
    expect(hook.current!.params).toEqual({ q: "maps", kind: "a", page: 3 })
  })

  it("writes a change to the URL, building on what is there", async () => {
    const { setParams, address, hook } = mount("/list?kind=a&page=3")
    act(() => setParams({ page: 2 }))
    await waitFor(() => expect(address()).toBe("/list?kind=a&page=2"))
    act(() => setParams({ q: "dog" }, { replace: true }))
    await waitFor(() => expect(address()).toBe("/list?q=dog&kind=a"))
    expect(hook.current!.params).toEqual({ q: "dog", kind: "a", page: 1 })
  })

  // Without `pending`, the filter would build on the address bar, where the search has not landed yet, and undo it.
  it("two updates in one tick (a search, then a filter): neither is lost", async () => {
    const { setParams, address } = mount("/list?page=4")
    act(() => {
      setParams({ q: "coin" }, { replace: true })
      setParams({ kind: "finance" })
    })
    await waitFor(() => expect(address()).toBe("/list?q=coin&kind=finance"))
  })

  it("a filter, then a search, in one tick: neither is lost", async () => {
    const { setParams, address } = mount("/list")
    act(() => {
      setParams({ kind: "finance" })
      setParams({ q: "coin" }, { replace: true })
    })
    await waitFor(() => expect(address()).toBe("/list?q=coin&kind=finance"))
  })

  it("keystrokes before any of them lands: each builds on the last, the filter stays", async () => {
    const { setParams, address } = mount("/list?kind=a")
    act(() => {
      for (const q of ["w", "we", "wea", "weat"]) setParams({ q }, { replace: true })
    })
    await waitFor(() => expect(address()).toBe("/list?q=weat&kind=a"))
  })

  it("after Back, a change builds on the entry Back went to, not on a change made before it", async () => {
    const { setParams, address, router } = mount("/list?kind=a")
    act(() => setParams({ kind: "b" }))
    await waitFor(() => expect(address()).toBe("/list?kind=b"))
    await act(() => router.navigate(-1))
    await waitFor(() => expect(address()).toBe("/list?kind=a"))
    act(() => setParams({ q: "x" }, { replace: true }))
    await waitFor(() => expect(address()).toBe("/list?q=x&kind=a"))
  })
})
