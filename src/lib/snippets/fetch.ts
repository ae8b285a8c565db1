import { BODY_PLACEHOLDER, hasPlaceholderBody, isHead, jsHeadersBlock, jsString, type RequestSpec } from "./types"

/**
 * A fetch snippet for the request (docs/behaviour.md §7): awaits the response, fails on a non-ok status and prints the JSON
 * (for HEAD, which answers without a body, the status and headers).
 * Uses top-level await, so it runs in an ES module, a browser console or Node 18+ as .mjs.
 */
export function toFetch(spec: RequestSpec): string {
  const options = [
    `  method: ${jsString(spec.method)},`,
    jsHeadersBlock(spec),
    ...(hasPlaceholderBody(spec) ? [`  body: JSON.stringify({ /* ${BODY_PLACEHOLDER} */ }),`] : []),
    ...(typeof spec.body === "string" ? [`  body: ${jsString(spec.body)},`] : []),
  ]
  return [
    `const response = await fetch(${jsString(spec.url)}, {`,
    ...options,
    "});",
    "",
    "if (!response.ok) {",
    "  throw new Error(`Request failed with HTTP ${response.status}`);",
    "}",
    "",
    // A HEAD answer has no body for response.json() to parse.
    ...(isHead(spec)
      ? ["console.log(response.status, Object.fromEntries(response.headers));"]
      : ["const data = await response.json();", "console.log(JSON.stringify(data, null, 2));"]),
    "",
  ].join("\n")
}
