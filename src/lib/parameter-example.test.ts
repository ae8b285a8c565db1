import { describe, expect, it } from "vitest"
import { pickExample, type ExamplePurpose, type ExampleSource } from "./parameter-example"

describe("pickExample", () => {
  it.each<[string, ExampleSource, Record<ExamplePurpose, string | undefined>]>([
    ["an example", { example: "octocat" }, { fill: "octocat", hint: "octocat", open: "octocat" }],
    ["none", {}, { fill: undefined, hint: undefined, open: undefined }],
    ["an empty one", { example: "" }, { fill: undefined, hint: undefined, open: undefined }],
    ["a default only", { default: "30" }, { fill: "30", hint: "30", open: undefined }],
    ["an enum only", { enum: ["asc", "desc"] }, { fill: "asc", hint: "asc", open: undefined }],
    [
      "the default before the first enum value",
      { default: "desc", enum: ["asc", "desc"] },
      { fill: "desc", hint: "desc", open: undefined },
    ],
    [
      "a named example",
      { examples: [{ name: "mine", value: "me" }], default: "x" },
      { fill: "me", hint: "me", open: "me" },
    ],
    [
      "an earlier build's fallback to the default (folded into example)",
      { example: "30", default: "30" },
      { fill: "30", hint: "30", open: undefined },
    ],
    [
      "an earlier build's fallback to the first enum value",
      { example: "asc", enum: ["asc", "desc"] },
      { fill: "asc", hint: "asc", open: undefined },
    ],
    [
      "a named example that equals the default",
      { example: "30", default: "30", examples: [{ name: "a", value: "30" }] },
      { fill: "30", hint: "30", open: "30" },
    ],
    [
      "an example that differs from the default",
      { example: "50", default: "30" },
      { fill: "50", hint: "50", open: "50" },
    ],
    [
      "the catalogue's closing 'e.g. …' fills only",
      { description: "JSON body: title, e.g. foo" },
      { fill: "foo", hint: undefined, open: undefined },
    ],
    [
      "the example before the description's",
      { example: "ex", description: "Title, e.g. foo" },
      { fill: "ex", hint: "ex", open: "ex" },
    ],
  ])("%s", (_, parameter, expected) => {
    for (const purpose of ["fill", "hint", "open"] as const)
      expect(pickExample(parameter, purpose), purpose).toBe(expected[purpose])
  })
})
