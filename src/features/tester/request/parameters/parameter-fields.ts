import type { Api, Endpoint, Parameter } from "@/data/api-schema"
import { pickExample } from "@/lib/parameter-example"
import { serverValueNames } from "./server-choice"

// The tester's parameter form (docs/open-any-api.md): which values an opened API's tester opens with, the order and grouping
// of the fields, what each field offers (a select for an enum, a default chip, named examples) and the hints that
// say which required values are still empty. Sending is never refused (docs/behaviour.md §5).

/**
 * The values an opened API's tester opens with. A link or a restored history entry that names any of these
 * parameters is sent as it is. Otherwise each required parameter gets its example (example, the first named example,
 * default, the first enum value), and each optional one only an example the document gives on purpose: its default is
 * what the server uses anyway (the chip offers it), and a first enum value would be a filter nobody chose
 * (src/lib/parameter-example.ts decides both).
 * openingValues([{ name: "username", required: true, example: "octocat", … }], {}) → { username: "octocat" }
 */
export function openingValues(
  parameters: readonly Parameter[],
  fromLink: Readonly<Record<string, string>>,
): Record<string, string> {
  if (parameters.some((p) => (fromLink[p.name] ?? "") !== "")) return { ...fromLink }
  const values: Record<string, string> = { ...fromLink }
  for (const parameter of parameters) {
    const example = pickExample(parameter, parameter.required ? "fill" : "open")
    if (example !== undefined && example !== "") values[parameter.name] = example
  }
  return values
}

/**
 * The parameters an opened API's tester fills at opening: the form's fields (`names`: the key field's placeholder
 * left out), never a server variable (the server picker fills those with their defaults).
 */
export function openingFields(api: Api, endpoint: Endpoint, names: readonly string[]): Parameter[] {
  const server = new Set(serverValueNames(api, endpoint))
  return (endpoint.parameters ?? []).filter((p) => names.includes(p.name) && !server.has(p.name))
}

/** The required parameters first, then the optional ones, each in document order. */
export function groupFields(parameters: readonly Parameter[]): { required: Parameter[]; optional: Parameter[] } {
  return { required: parameters.filter((p) => p.required), optional: parameters.filter((p) => !p.required) }
}

/** The optional fields' disclosure: "Optional (11)". */
export function optionalLabel(count: number): string {
  return `Optional (${count})`
}

/** True when the optional fields start shown: one of them holds a value (from a link, history or an example). */
export function showsOptional(optional: readonly Parameter[], values: Readonly<Record<string, string>>): boolean {
  return optional.some((p) => (values[p.name] ?? "") !== "")
}

/**
 * A field's placeholder. The catalogue keeps the specification's: the example, else the description. An opened API's
 * shows the example (else the default or first enum value), else the type: its description is shown in full under
 * the field, never cut mid-word in a box.
 */
export function fieldPlaceholder(parameter: Parameter, isOpened: boolean): string {
  return pickExample(parameter, "hint") ?? (isOpened ? parameter.type : parameter.description)
}

export type Choice = { value: string; label: string }

/**
 * An enum field's options, or undefined (a text field). An empty choice comes first unless the parameter is required
 * and has a value; a value that is not in the enum (typed into a link) is kept as a choice, so it is never lost.
 * enumChoices({ enum: ["asc", "desc"], required: false, … }, "") → [{ value: "", label: "(none)" }, asc, desc]
 */
export function enumChoices(parameter: Parameter, value: string): Choice[] | undefined {
  const values = parameter.enum
  // A list's enum is of its items: the list is typed as text (form style: "a,b").
  if (!values || values.length === 0 || parameter.type === "array") return undefined
  const choices = values.map((item) => ({ value: item, label: item }))
  if (value !== "" && !values.includes(value)) choices.unshift({ value, label: value })
  if (!parameter.required || value === "") choices.unshift({ value: "", label: EMPTY_CHOICE })
  return choices
}

export const EMPTY_CHOICE = "(none)"

/** The default chip's value, shown while the field holds something else: defaultChip({ default: "30" }, "") → "30". */
export function defaultChip(parameter: Parameter, value: string): string | undefined {
  return parameter.default !== undefined && parameter.default !== value ? parameter.default : undefined
}

/** The chip's text: "Default: 30". */
export function defaultChipLabel(value: string): string {
  return `Default: ${value}`
}

/** The named example's option text: "Example: octocat". */
export function namedExampleLabel(name: string): string {
  return `Example: ${name}`
}

/** The named example the field holds, by name, or "" (none of them). */
export function pickedExample(parameter: Pick<Parameter, "examples">, value: string): string {
  return parameter.examples?.find((named) => named.value === value)?.name ?? ""
}

/** The value of the named example `name`, or undefined. */
export function namedExampleValue(parameter: Pick<Parameter, "examples">, name: string): string | undefined {
  return parameter.examples?.find((named) => named.name === name)?.value
}

/** The required parameters whose value is empty, in form order. */
export function emptyRequired(parameters: readonly Parameter[], values: Readonly<Record<string, string>>): string[] {
  return parameters.filter((p) => p.required && (values[p.name] ?? "").trim() === "").map((p) => p.name)
}

/**
 * The pre-send hint for empty required values, path and query alike, or null:
 * requiredHint(["latitude", "longitude"]) → "latitude and longitude are required and empty"
 */
export function requiredHint(names: readonly string[]): string | null {
  if (names.length === 0) return null
  return `${joinWords(names)} ${names.length === 1 ? "is" : "are"} required and empty`
}

/** The button under a 4xx sent with required values empty that fills the examples and sends again. */
export const FILL_AND_RETRY = "Fill examples and send again"

/** True when a 4xx came back for a request sent with required values empty that examples would fill. */
export function offersFillAndRetry(status: number, emptyAtSend: readonly string[], canFill: boolean): boolean {
  return status >= 400 && status <= 499 && emptyAtSend.length > 0 && canFill
}

/** "a", "a and b", "a, b and c". */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("")
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1) ?? ""}`
}
