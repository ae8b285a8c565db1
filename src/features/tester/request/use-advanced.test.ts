// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { jsonProblem } from "@/lib/json-problem"
import { useAdvanced } from "./use-advanced"

// Every check of the body goes through jsonProblem: counting its calls counts the checks.
vi.mock("@/lib/json-problem", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/json-problem")>()
  return { ...original, jsonProblem: vi.fn(original.jsonProblem) }
})

const api = { keyPlacement: undefined }
const endpoint = { method: "POST" as const, parameters: [] }
const BIG = JSON.stringify(Array.from({ length: 2000 }, (_, id) => ({ id, title: "lorem ipsum" })))

function renderAdvanced() {
  const hook = renderHook(() => useAdvanced(api, endpoint))
  act(() => hook.result.current.setBodyEnabled(true))
  return hook
}

describe("useAdvanced checks the body once per change of its text", () => {
  beforeEach(() => {
    vi.mocked(jsonProblem).mockClear()
  })

  it("renders that change nothing in the body (a tab click, 'Advanced' toggled, a header row) check nothing", () => {
    const hook = renderAdvanced()
    act(() => hook.result.current.setBodyText(BIG))
    vi.mocked(jsonProblem).mockClear()
    const optIn = hook.result.current.optIn
    for (let i = 0; i < 5; i++) hook.rerender()
    act(() => hook.result.current.setOpen(true))
    act(() => hook.result.current.setOpen(false))
    expect(jsonProblem).not.toHaveBeenCalled()
    expect(hook.result.current.optIn).toBe(optIn)
    act(() => hook.result.current.addRow())
    expect(jsonProblem).not.toHaveBeenCalled()
    expect(hook.result.current.optIn).toEqual({ ...optIn, headers: [] })
  })

  it("each new text is checked exactly once, however many renders follow", () => {
    const hook = renderAdvanced()
    vi.mocked(jsonProblem).mockClear()
    act(() => hook.result.current.setBodyText(BIG))
    for (let i = 0; i < 3; i++) hook.rerender()
    expect(jsonProblem).toHaveBeenCalledTimes(1)
    act(() => hook.result.current.setBodyText(`${BIG} `))
    act(() => hook.result.current.setBodyText("{"))
    for (let i = 0; i < 3; i++) hook.rerender()
    expect(jsonProblem).toHaveBeenCalledTimes(3)
    expect(hook.result.current.bodyProblem?.message).toBe(
      "Invalid JSON at line 1, column 2: the text ends; expected a property name in double quotes.",
    )
  })

  it("sending reuses the last check: the opt-in is the one on screen, body included", () => {
    const hook = renderAdvanced()
    act(() => hook.result.current.setBodyText(` ${BIG}\n`))
    vi.mocked(jsonProblem).mockClear()
    let sent: ReturnType<typeof hook.result.current.prepareSend> = null
    act(() => {
      sent = hook.result.current.prepareSend()
    })
    expect(jsonProblem).not.toHaveBeenCalled()
    expect(sent).toBe(hook.result.current.optIn)
    expect(sent).toEqual({ headers: [], body: BIG })
  })

  it("an invalid body refuses the send, opens 'Advanced' and counts the refusal", () => {
    const hook = renderAdvanced()
    act(() => hook.result.current.setBodyText('{"a":'))
    let sent: ReturnType<typeof hook.result.current.prepareSend> = { headers: [] }
    act(() => {
      sent = hook.result.current.prepareSend()
    })
    expect(sent).toBeNull()
    expect(hook.result.current.open).toBe(true)
    expect(hook.result.current.refusals).toBe(1)
    expect(hook.result.current.blocked).toBe(true)
  })

  it("with the body off, nothing is checked and only headers go out", () => {
    const hook = renderHook(() => useAdvanced(api, endpoint))
    act(() => hook.result.current.setBodyText("not json"))
    hook.rerender()
    expect(jsonProblem).not.toHaveBeenCalled()
    expect(hook.result.current.optIn).toEqual({ headers: [] })
    expect(hook.result.current.blocked).toBe(false)
  })
})

describe("useAdvanced for every method and an opened endpoint's body", () => {
  it.each([
    ["GET", false],
    ["POST", true],
    ["PUT", true],
    ["PATCH", true],
    ["DELETE", true],
    ["HEAD", false],
    ["OPTIONS", false],
  ] as const)("%s: can have a body %s; ticked, the opt-in holds it only then", (method, canHaveBody) => {
    const hook = renderHook(() => useAdvanced(api, { method, parameters: [], body: '{"a":1}' }))
    expect(hook.result.current.canHaveBody).toBe(canHaveBody)
    act(() => hook.result.current.setBodyEnabled(true))
    expect(hook.result.current.optIn).toEqual(canHaveBody ? { headers: [], body: '{"a":1}' } : { headers: [] })
  })

  it("the editor starts with the endpoint's body and keeps the visitor's edits", () => {
    const opened = {
      method: "PUT" as const,
      parameters: [{ name: "a", type: "string" as const, required: true, description: "JSON body: a, e.g. x" }],
      body: '{\n  "name": "Rex"\n}',
    }
    const hook = renderHook(() => useAdvanced(api, opened))
    expect(hook.result.current.bodyText).toBe(opened.body)
    expect(hook.result.current.bodyNote).toBe("Pre-filled from the endpoint's example body.")
    act(() => hook.result.current.setBodyEnabled(true))
    act(() => hook.result.current.setBodyText('{"name":"Max"}'))
    act(() => hook.result.current.setBodyEnabled(false))
    act(() => hook.result.current.setBodyEnabled(true))
    hook.rerender()
    expect(hook.result.current.bodyText).toBe('{"name":"Max"}')
    expect(hook.result.current.optIn).toEqual({ headers: [], body: '{"name":"Max"}' })
  })

  it("a catalogue endpoint (no body) still starts from its JSON body parameters", () => {
    const catalogue = {
      method: "POST" as const,
      parameters: [{ name: "a", type: "string" as const, required: true, description: "JSON body: a, e.g. x" }],
    }
    const hook = renderHook(() => useAdvanced(api, catalogue))
    expect(hook.result.current.bodyText).toBe('{\n  "a": "x"\n}')
    expect(hook.result.current.bodyNote).toBe("Pre-filled from the endpoint's JSON body parameters and their examples.")
  })
})
