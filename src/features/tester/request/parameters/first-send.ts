import type { Endpoint, Parameter } from "@/data/api-schema"
import { placeholderNames } from "@/lib/url"
import { pickExample } from "@/lib/parameter-example"
import { acceptsBody, bodyParameters } from "../body/body-prefill"

/**
 * Helps the first Send work without blocking it (sending is never refused for an empty parameter): fill the
 * examples in one click, and say which `{name}` placeholders the URL will still contain.
 */

/**
 * The values with every empty field that has an example filled with it; typed values are kept as they are.
 * fillExamples([{ name: "username", example: "octocat", … }], { username: "" }) → { username: "octocat" }
 */
export function fillExamples(
  parameters: readonly Parameter[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const next: Record<string, string> = { ...values }
  for (const parameter of parameters) {
    const current = Object.hasOwn(values, parameter.name) ? values[parameter.name] : undefined
    const example = pickExample(parameter, "fill")
    if ((current ?? "") === "" && example !== undefined && example !== "") next[parameter.name] = example
  }
  return next
}

/** True when one click of 'Use example values' would change something. */
export function canFillExamples(parameters: readonly Parameter[], values: Readonly<Record<string, string>>): boolean {
  return parameters.some((p) => {
    const example = pickExample(p, "fill")
    return example !== undefined && example !== "" && (values[p.name] ?? "") === ""
  })
}

/**
 * The `{name}` placeholders left in a built URL, in order, without repeats. The URL builder leaves a placeholder
 * as written when its value is empty (and encodes any `{` a typed value holds), so what is left is exactly
 * what the browser would send as `%7Bname%7D`.
 * unresolvedPlaceholders("https://api.github.com/users/{username}/repos") → ["username"]
 */
export function unresolvedPlaceholders(url: string): string[] {
  return [...new Set(placeholderNames(url))]
}

export type UrlPart = { text: string; placeholder?: string }

/**
 * The URL cut into plain text and unresolved placeholders, so the view can mark the placeholders.
 * splitUrl("/users/{u}/x") → [{ text: "/users/" }, { text: "{u}", placeholder: "u" }, { text: "/x" }]
 */
export function splitUrl(url: string): UrlPart[] {
  const parts: UrlPart[] = []
  let last = 0
  for (const match of url.matchAll(/\{([^{}]+)\}/g)) {
    if (match.index > last) parts.push({ text: url.slice(last, match.index) })
    parts.push({ text: match[0], placeholder: match[1] ?? "" })
    last = match.index + match[0].length
  }
  if (last < url.length) parts.push({ text: url.slice(last) })
  return parts
}

/**
 * The placeholders that get a line of their own under Send: those the required-and-empty line does not already name
 * (a required path parameter left empty gets one line, not two).
 * ownHintPlaceholders(["owner", "repo"], ["repo"]) → ["owner"]
 */
export function ownHintPlaceholders(placeholders: readonly string[], requiredEmpty: readonly string[]): string[] {
  return placeholders.filter((name) => !requiredEmpty.includes(name))
}

/** One line per unresolved placeholder, shown under Send: "username is empty: the URL will contain {username}". */
export function placeholderHints(names: readonly string[]): string[] {
  return names.map((name) => `${name} is empty: the URL will contain {${name}}`)
}

/**
 * The extra line of an error when a 4xx came back for a URL that still held placeholders, or null:
 * placeholderErrorNote(404, ["username"]) → "The URL still contained {username}: fill in username and send again."
 */
export function placeholderErrorNote(status: number, names: readonly string[]): string | null {
  if (status < 400 || status > 499 || names.length === 0) return null
  const braces = names.map((name) => `{${name}}`)
  return `The URL still contained ${joinWords(braces)}: fill in ${joinWords(names)} and send again.`
}

/** "a", "a and b", "a, b and c". */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("")
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1) ?? ""}`
}

/**
 * True for a POST/PUT/PATCH endpoint whose parameters are described as JSON body fields: by the spec's rule the
 * tester sends them as a query string, unless the visitor opts into the JSON body.
 */
export function sendsBodyFieldsAsQuery(endpoint: Pick<Endpoint, "method" | "parameters">): boolean {
  return acceptsBody(endpoint.method) && bodyParameters(endpoint.parameters ?? []).length > 0
}

export const QUERY_BODY_NOTE =
  "This API reads these parameters from a JSON body, but by default the tester sends them as a query string."
