import { maskResult } from "../mask-result"
import type { SendResult } from "../send-request"

/**
 * Step 5 — read: the answer as the page may show it. The key is masked in every message, URL and header value
 * before it reaches the state, so nothing on screen can show it (mask-result.ts).
 */
export function read(result: SendResult, apiKey: string): SendResult {
  return maskResult(result, apiKey)
}
