// What a conformance check says (docs/conformance.md), apart from the check itself: the tester's chunk imports this
// module, the validator stays in the worker's (conformance.worker.ts).

/** One way the response differs: where (a JSON pointer into the body, or the header), what was documented, what came. */
export type Difference = {
  at: string
  expected: string
  actual: string
  /** The JSON Schema keyword that failed ("type", "required"…; "content-type", "json" for the header and parsing). */
  keyword: string
}

export type ConformanceResult =
  /** `documented`: the documented response it was compared with ("200", "2XX", "default"). */
  | { kind: "matches"; documented: string }
  /** `count`: every difference; `differences`: the first DIFFERENCES_LIMIT of them. */
  | { kind: "differs"; documented: string; count: number; differences: Difference[] }
  | { kind: "undocumented"; status: number }
  /** `isNotKept`: no schemas are kept for this API at all (yet: the importer's second pass may still be running). */
  | { kind: "no-schema"; isNotKept?: true }
  /** The check could not finish (too deep, too slow, the worker stopped): why, as a sentence. */
  | { kind: "unchecked"; reason: string }

/** The line shown instead of "No schema to check against" while the importer's second pass has not kept the schemas. */
export const PREPARING_LINE = "The schemas are being prepared; the check runs when they are ready"

/** The line the tester shows for a result. */
export function conformanceLine(result: ConformanceResult): string {
  switch (result.kind) {
    case "matches":
      return `Matches the documented ${result.documented} response`
    case "differs":
      return `${result.count} difference${result.count === 1 ? "" : "s"} from the documented ${result.documented} response`
    case "undocumented":
      return `${result.status} is not in the description`
    case "no-schema":
      return "No schema to check against"
    case "unchecked":
      return `Not checked: ${result.reason}`
  }
}
