import { describe, expect, it } from "vitest"
import type { ApiWithExamples } from "@/lib/example-urls"
import type { OpenOutcome } from "./open-job"
import { ENDPOINTS_PER_PART } from "./api-parts"
import { outcomeAssembler, outcomeMessages } from "./worker-messages"

function apiWith(count: number): ApiWithExamples {
  return {
    id: "opened-0123456789abcdef",
    name: "Many",
    endpoints: Array.from({ length: count }, (_, i) => ({
      name: `Op ${i}`,
      method: "GET",
      path: `/op/${i}`,
      description: "",
      parameters: [],
      exampleUrl: `https://x.dev/op/${i}`,
    })),
  } as unknown as ApiWithExamples
}

/** What the page receives: each message copied as postMessage copies it, then assembled. */
function deliver(outcome: OpenOutcome) {
  const assembler = outcomeAssembler()
  const messages = outcomeMessages(outcome).map((message) => structuredClone(message))
  let received: OpenOutcome | undefined
  for (const message of messages) {
    if (message.type === "endpoints") assembler.add(message.endpoints)
    if (message.type === "done") received = assembler.done(message.outcome)
  }
  return { messages, received }
}

describe("outcomeMessages and outcomeAssembler", () => {
  it.each([
    ["no endpoints", 0, 0],
    ["one", 1, 1],
    ["exactly one part", ENDPOINTS_PER_PART, 1],
    ["one more than a part", ENDPOINTS_PER_PART + 1, 2],
    ["Graph beta's 22,361", 22_361, Math.ceil(22_361 / ENDPOINTS_PER_PART)],
  ])("%s: %i endpoints in %i parts, then done; the page gets the same API, in order", (_, count, parts) => {
    const outcome: OpenOutcome = { ok: true, api: apiWith(count) }
    const { messages, received } = deliver(outcome)
    expect(messages.filter((m) => m.type === "endpoints")).toHaveLength(parts)
    expect(messages.at(-1)?.type).toBe("done")
    expect(messages.every((m) => m.type !== "endpoints" || m.endpoints.length <= ENDPOINTS_PER_PART)).toBe(true)
    expect(received).toEqual(outcome)
  })

  it("a failure is one message, as it was", () => {
    const outcome: OpenOutcome = { ok: false, message: "This is not valid JSON: … at line 1, column 2." }
    expect(deliver(outcome)).toEqual({ messages: [{ type: "done", outcome }], received: outcome })
  })
})
