import { BODY_PLACEHOLDER, hasPlaceholderBody, isHead, jsHeadersBlock, jsString, type RequestSpec } from "./types"

/**
 * An axios snippet for the request (docs/behaviour.md §7). axios rejects non-2xx responses by itself and parses JSON,
 * so the snippet only prints `response.data` (for HEAD, which answers without a body, the status and headers).
 */
export function toAxios(spec: RequestSpec): string {
  const options = [
    `  method: ${jsString(spec.method)},`,
    `  url: ${jsString(spec.url)},`,
    jsHeadersBlock(spec),
    ...(hasPlaceholderBody(spec) ? [`  data: { /* ${BODY_PLACEHOLDER} */ },`] : []),
    // A string is sent as it is (axios only trims surrounding whitespace from a JSON string).
    ...(typeof spec.body === "string" ? [`  data: ${jsString(spec.body)},`] : []),
  ]
  return [
    'import axios from "axios";',
    "",
    "const response = await axios({",
    ...options,
    "});",
    "",
    isHead(spec)
      ? "console.log(response.status, response.headers);"
      : "console.log(JSON.stringify(response.data, null, 2));",
    "",
  ].join("\n")
}
