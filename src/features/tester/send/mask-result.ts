import { maskKey } from "@/lib/api-keys"
import type { RequestError, ResponseResult, SendResult } from "./send-request"

function maskResponse(response: ResponseResult, key: string): ResponseResult {
  // Body and headers stay as received (the API's own answer); the URL and status text are ours to show.
  return { ...response, url: maskKey(response.url, key), statusText: maskKey(response.statusText, key) }
}

function maskError(error: RequestError, key: string): RequestError {
  const message = maskKey(error.message, key)
  switch (error.kind) {
    case "http":
      return { ...error, message, response: maskResponse(error.response, key) }
    case "network":
      return { ...error, message, explanation: maskKey(error.explanation, key) }
    default:
      return { ...error, message }
  }
}

/**
 * The result with the API key replaced by ••• wherever the tester shows, announces or could log it: error
 * messages, the final URL and the status text (docs/api-keys.md, "What the screen shows"). With no key, the result
 * itself.
 */
export function maskResult(result: SendResult, key: string): SendResult {
  if (key.trim() === "") return result
  return result.ok
    ? { ok: true, response: maskResponse(result.response, key) }
    : { ok: false, error: maskError(result.error, key) }
}
