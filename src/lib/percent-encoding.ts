// Percent-encoding for URL parts, shared by the URL builder (url.ts) and parameter styles (param-style.ts).

/**
 * Characters RFC 3986 allows literally inside a path segment or query value that encodeURIComponent still escapes.
 * Keeping them readable makes `?fields=name,flags` stay as written instead of `name%2Cflags`.
 */
const KEEP_LITERAL: Record<string, string> = { "%2C": ",", "%3A": ":", "%40": "@" }

/** Half of a surrogate pair without its other half: text can hold one (a bad paste), but no URL can. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * The text with each lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed (ES2024) does and as
 * UTF-8 encoding sends it; whole pairs are kept. toWellFormed("a\uD800") → "a\uFFFD"
 */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD")
}

/**
 * Percent-encodes a value for a path segment or query component, keeping `,` `:` `@` readable.
 * A lone surrogate becomes U+FFFD (%EF%BF%BD), as URLSearchParams does, instead of encodeURIComponent's URIError:
 * encodeComponent("a\uD800") → "a%EF%BF%BD"
 */
export function encodeComponent(value: string): string {
  return encodeURIComponent(toWellFormed(value)).replace(/%2C|%3A|%40/g, (m) => KEEP_LITERAL[m] ?? m)
}

/**
 * Percent-encodes one item of a list or object that a parameter style joins with commas: as encodeComponent, but a
 * comma inside the item is escaped, so it cannot read as a delimiter (RFC 6570: the delimiters are encoded).
 * encodeItem("a,b") → "a%2Cb"
 */
export function encodeItem(value: string): string {
  return encodeComponent(value).replaceAll(",", "%2C")
}
