// Each kind of difference a conformance check finds, in one plain sentence (every disagreement
// explained; docs/conformance.md lists them, and difference-kinds.test.ts keeps the two the same). The kind is the
// JSON Schema keyword that failed, or "content-type" / "json" for the header and a body that does not parse.

export const DIFFERENCE_KINDS: readonly { keyword: string; sentence: string }[] = [
  {
    keyword: "content-type",
    sentence: "The response's Content-Type is none of the media types the description documents for this status.",
  },
  { keyword: "json", sentence: "The description documents a JSON body, and the body is not valid JSON." },
  {
    keyword: "type",
    sentence:
      "The value is of another type than the description says: text where it says a number, or null where it does not allow null.",
  },
  {
    keyword: "required",
    sentence: "The description says this property is always there, and the response leaves it out.",
  },
  {
    keyword: "additionalProperties",
    sentence:
      "The description lists every property this object may have (additionalProperties: false), and the response has another.",
  },
  { keyword: "enum", sentence: "The value is not one of the values the description lists." },
  { keyword: "const", sentence: "The value is not the one value the description allows." },
  {
    keyword: "format",
    sentence:
      "The text does not have the form its format names (date-time, date, time, email, uuid, ipv4, ipv6 or uri).",
  },
  { keyword: "pattern", sentence: "The text does not match the regular expression the description gives." },
  { keyword: "minLength", sentence: "The text is shorter than the description allows." },
  { keyword: "maxLength", sentence: "The text is longer than the description allows." },
  { keyword: "minimum", sentence: "The number is below the smallest the description allows." },
  { keyword: "exclusiveMinimum", sentence: "The number is not above the bound the description gives." },
  { keyword: "maximum", sentence: "The number is above the largest the description allows." },
  { keyword: "exclusiveMaximum", sentence: "The number is not below the bound the description gives." },
  { keyword: "multipleOf", sentence: "The number is not a multiple of the step the description gives." },
  { keyword: "minItems", sentence: "The list has fewer items than the description requires." },
  { keyword: "maxItems", sentence: "The list has more items than the description allows." },
  { keyword: "uniqueItems", sentence: "The list repeats an item, and the description says its items all differ." },
  { keyword: "minProperties", sentence: "The object has fewer properties than the description requires." },
  { keyword: "maxProperties", sentence: "The object has more properties than the description allows." },
  {
    keyword: "dependentRequired",
    sentence: "A property is there without another that the description says must come with it.",
  },
  { keyword: "propertyNames", sentence: "A property's name is not one the description allows." },
  {
    keyword: "oneOf",
    sentence:
      "The value matches none of the description's alternatives, or more than one where it must match exactly one.",
  },
  { keyword: "anyOf", sentence: "The value matches none of the description's alternatives." },
  { keyword: "not", sentence: "The value is one the description rules out." },
  {
    keyword: "contains",
    sentence: "The list does not hold as many items of the kind the description says it contains.",
  },
]

/** Any other keyword: the expected text names the rule. */
export const OTHER_DIFFERENCE = "The value breaks another rule of the description's schema, named in what was expected."

const BY_KEYWORD = new Map(DIFFERENCE_KINDS.map((kind) => [kind.keyword, kind.sentence]))
// minContains and maxContains fail as contains does.
BY_KEYWORD.set("minContains", BY_KEYWORD.get("contains") as string)
BY_KEYWORD.set("maxContains", BY_KEYWORD.get("contains") as string)

/** explainDifference("required") → "The description says this property is always there, and the response leaves it out." */
export function explainDifference(keyword: string): string {
  return BY_KEYWORD.get(keyword) ?? OTHER_DIFFERENCE
}
