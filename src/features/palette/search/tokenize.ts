// The one tokenizer of the palette's search: `npm run directory:index` indexes the directory's operations with it and
// the search worker reads queries with it, so both sides cut and stem words the same way.

/** Words too common in descriptions to help find an operation (left out of descriptions and queries). */
const STOP_WORDS = new Set(
  "a an and are as at be by can for from has have how if in into is it its of on or that the their this to was will with you your".split(
    " ",
  ),
)

/**
 * A word reduced to a plain singular: "issues" → "issue", "repositories" → "repository", "addresses" → "address",
 * "status" and "sms" stay. Light on purpose: it has to agree with itself, not with a dictionary.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`
  if (/(sses|shes|ches|xes|zzes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/**
 * Lower-case words of `text`, camelCase and snake_case and paths split, stemmed; repeated words kept once, in order.
 * tokenize("listRepoIssues /repos/{owner}/{repo}") → ["list", "repo", "issue", "owner"]
 * `dropStopWords`: for descriptions and queries ("the", "of"…).
 */
export function tokenize(text: string, dropStopWords = false): string[] {
  const spaced = text
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
  const words = spaced.match(/[\p{L}\p{N}]+/gu) ?? []
  const seen = new Set<string>()
  const out: string[] = []
  for (const word of words) {
    if (word.length > 30) continue
    if (dropStopWords && STOP_WORDS.has(word)) continue
    const term = stem(word)
    if (seen.has(term)) continue
    seen.add(term)
    out.push(term)
  }
  return out
}

/** The words of a query: stop words left out unless the query is nothing else ("the" still searches). */
export function queryTerms(query: string): string[] {
  const terms = tokenize(query, true)
  return terms.length > 0 ? terms : tokenize(query)
}

/** The first sentence of a plain-text description, at most `max` characters. */
export function firstSentence(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, " ").trim()
  const end = plain.search(/[.!?](\s|$)/)
  const sentence = end === -1 ? plain : plain.slice(0, end + 1)
  return sentence.length <= max ? sentence : sentence.slice(0, max)
}
