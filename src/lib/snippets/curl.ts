import { BODY_PLACEHOLDER, hasPlaceholderBody, isHead, snippetHeaders, type RequestSpec } from "./types"

/**
 * POSIX shell single-quoting: everything between single quotes is literal ($, `, \, newlines…);
 * a single quote itself is written as '\'' (close, escaped quote, reopen).
 */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`
}

// Words made only of these need no quotes; keeps `--request GET` readable.
const SHELL_SAFE = /^[A-Za-z0-9_@%+=:,./-]+$/

/**
 * A cURL command for the request (docs/behaviour.md §7 rules, for POSIX shells: bash, zsh, sh).
 * Every value is single-quoted, so the shell passes the URL and headers through unchanged.
 */
export function toCurl(spec: RequestSpec): string {
  const method = SHELL_SAFE.test(spec.method) ? spec.method : shellQuote(spec.method)
  const lines = [
    // curl's manual: `--request HEAD` sends HEAD but still waits for the body the headers announce; --head does not.
    isHead(spec) ? "curl --head" : `curl --request ${method}`,
    // --url, not a bare argument: a URL starting with "-" must not be read as an option.
    `  --url ${shellQuote(spec.url)}`,
    ...snippetHeaders(spec).map(([name, value]) => `  --header ${shellQuote(`${name}: ${value}`)}`),
  ]
  const body = hasPlaceholderBody(spec)
  if (body) lines.push("  --data '{}'")
  // --data-raw: unlike --data, a body starting with @ is not read as a file name.
  if (typeof spec.body === "string") lines.push(`  --data-raw ${shellQuote(spec.body)}`)
  // A comment cannot sit inside a backslash-continued command, so the body hint goes above it.
  const comment = body ? [`# ${BODY_PLACEHOLDER}: replace {} after --data with the JSON to send`] : []
  return [...comment, lines.join(" \\\n"), ""].join("\n")
}
