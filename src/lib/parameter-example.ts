import type { Parameter } from "@/data/api-schema"

// What a parameter's field, example URL and 'Use example values' take as its example: decided here, once. The
// importer keeps examples as the document gives them (`example`, the named `examples`) beside the schema's `default`
// and `enum`; this module chooses between them for each use.

export type ExampleSource = Partial<Pick<Parameter, "example" | "examples" | "default" | "enum" | "description">>

/**
 * Why a value is wanted. "fill": the field must hold something ('Use example values', a required field at opening):
 * the example, else the first named example, the default, the first enum value, else the catalogue description's
 * closing "e.g. …". "hint": what stands for the value (a placeholder, the detail page's "Example:", the example URL):
 * the same without the description. "open": an optional field at opening: only an example the document gives on
 * purpose — its default is what the server uses anyway, and a first enum value would be a filter nobody chose.
 */
export type ExamplePurpose = "fill" | "hint" | "open"

/**
 * The parameter's example for `purpose`, or undefined. An `example` equal to the default or the first enum value
 * (and to no named example) is not given on purpose: records kept by earlier builds folded those into `example`.
 * pickExample({ default: "30", … }, "fill") → "30"; pickExample({ example: "30", default: "30", … }, "open") → undefined
 */
export function pickExample(parameter: ExampleSource, purpose: ExamplePurpose): string | undefined {
  const example = parameter.example === "" ? undefined : parameter.example
  const named = parameter.examples?.[0]?.value
  if (purpose === "open") {
    if (example === undefined) return named
    const folded =
      !parameter.examples?.some((item) => item.value === example) &&
      (example === parameter.default || example === parameter.enum?.[0])
    return folded ? undefined : example
  }
  const value = example ?? named ?? parameter.default ?? parameter.enum?.[0]
  if (value !== undefined || purpose === "hint") return value
  return /\be\.g\.\s+(.+)$/.exec(parameter.description ?? "")?.[1]?.trim()
}
