import type { HttpRequest } from "@/lib/http"
import { sendRequest, type SendResult } from "../send-request"

/**
 * Step 4 — transport: how the request reaches the API. Never throws: every failure is a `SendResult`. Aborting
 * `signal` cancels it ('Request cancelled').
 */
export type Transport = (request: HttpRequest, signal: AbortSignal) => Promise<SendResult>

/** Straight from the browser with `fetch` (lib/http.ts: no cookies, a deadline, a keyed request never redirected). */
export const directTransport: Transport = (request, signal) => sendRequest({ ...request, signal })
