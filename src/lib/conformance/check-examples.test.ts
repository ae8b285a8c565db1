import { afterEach, describe, expect, it, vi } from "vitest"
import type { ResponseSchemaRecord } from "@/lib/response-schemas/response-schemas"
import { changedCopy, checkExamples } from "./check-examples"

// The quick pass as it is, or (to show that the corpus run would catch it) one that says "valid" to everything.
const quickPass = vi.hoisted(() => ({ alwaysValid: false }))
vi.mock("./quick-accept", async (original) => {
  const real = await original<typeof import("./quick-accept")>()
  return {
    ...real,
    quickAccept: (...args: Parameters<typeof real.quickAccept>) => quickPass.alwaysValid || real.quickAccept(...args),
  }
})
afterEach(() => {
  quickPass.alwaysValid = false
})

const document = {
  openapi: "3.0.3",
  paths: {
    "/pets": {
      get: {
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: { $ref: "#/components/schemas/Pet" },
                example: { id: 1, name: "Rex" },
                examples: { wrong: { $ref: "#/components/examples/Wrong" }, alsoWrong: { value: { name: 5 } } },
              },
              "application/xml": { schema: { type: "string" }, example: 5 },
            },
          },
        },
      },
    },
  },
  components: { examples: { Wrong: { value: { id: "1", name: "Rex" } } } },
}

const record: ResponseSchemaRecord = {
  format: 1,
  specVersion: "3.0",
  operations: {},
  refs: {
    "#/components/schemas/Pet": {
      type: "object",
      required: ["id"],
      properties: { id: { type: "integer" }, name: { type: "string" } },
    },
  },
}

describe("checkExamples", () => {
  it("validates each JSON response example against its schema and counts the failing keywords", () => {
    expect(checkExamples(document, record)).toEqual({
      examples: 3,
      agree: 1,
      disagree: 2,
      unchecked: 0,
      kinds: { type: 2, required: 1 },
      samples: [
        'GET /pets 200 application/json (wrong) /id: expected integer, came "1"',
        "GET /pets 200 application/json (alsoWrong) /id: expected a value (required), came missing",
      ],
      // Three examples and a changed copy of each; the validator says valid only to the first example.
      quick: { compared: 6, same: 6, unsure: 0, strict: 0, wrong: 0, wrongSamples: [] },
    })
  })

  it("counts a quick pass that says valid where the validator does not as wrong, with where", () => {
    quickPass.alwaysValid = true
    const { quick } = checkExamples(document, record)
    expect(quick).toMatchObject({ compared: 6, same: 1, wrong: 5 })
    expect(quick.wrongSamples).toEqual([
      "GET /pets 200 application/json (changed): the quick pass said valid",
      "GET /pets 200 application/json (wrong): the quick pass said valid",
      "GET /pets 200 application/json (wrong) (changed): the quick pass said valid",
    ])
  })

  it("a document without examples gives an empty report", () => {
    expect(checkExamples({ paths: {} }, record).examples).toBe(0)
  })
})

describe("changedCopy: one value of another type", () => {
  it.each<[string, unknown, unknown]>([
    ["an object's last property", { a: 1, b: "x" }, { a: 1, b: 12345 }],
    ["an array's first item, changed within", [{ id: 1 }, { id: 2 }], [{ id: "changed" }, { id: 2 }]],
    ["text", "x", 12345],
    ["a number", 7, "changed"],
    ["null", null, "changed"],
    ["an empty object: nothing to change", {}, undefined],
    ["an empty array: nothing to change", [], undefined],
    ["an array whose first item is empty", [{}], [0]],
  ])("%s", (_, example, copy) => {
    expect(changedCopy(example)).toEqual(copy)
  })
})
