import { act, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderAt } from "@/test/memory-router"
import { useSelectedEndpoint } from "./use-selected-endpoint"

function mount(url: string) {
  const hook: { current: ReturnType<typeof useSelectedEndpoint> | null } = { current: null }
  const seen = new Set<unknown>()
  function Probe() {
    hook.current = useSelectedEndpoint(5)
    seen.add(hook.current.openEndpoint)
    return <output>{String(hook.current.endpointIndex)}</output>
  }
  const view = renderAt(url, <Probe />, "/open/:id")
  return { ...view, hook, seen }
}

describe("useSelectedEndpoint through a memory router", () => {
  it("opening and closing a tester keeps the list's filter and page (?filter=&page=) and drops typed values", async () => {
    const { hook, address, router } = mount("/open/x?filter=mail&page=2")
    act(() => hook.current!.openEndpoint(3))
    await waitFor(() => expect(address()).toBe("/open/x?endpoint=3&filter=mail&page=2"))
    expect(hook.current!.endpointIndex).toBe(3)
    expect(router.state.historyAction).toBe("REPLACE")
    // What a tester writes while open (its typed values, use-link-values.ts).
    await act(() => router.navigate("/open/x?endpoint=3&filter=mail&page=2&p.id=5"))
    act(() => hook.current!.closeEndpoint())
    await waitFor(() => expect(address()).toBe("/open/x?filter=mail&page=2"))
    expect(hook.current!.endpointIndex).toBeNull()
  })

  it("openEndpoint stays the same function while the URL changes (the list's cards are not drawn again)", async () => {
    const { seen, address, router } = mount("/open/x")
    for (const filter of ["m", "ma", "mai"])
      await act(() => router.navigate(`/open/x?filter=${filter}`, { replace: true }))
    expect(address()).toBe("/open/x?filter=mai")
    expect(seen.size).toBe(1)
  })
})
