import type { MapContext } from "./map-context"
import type { ImportedHook } from "./imported-api"
import { own, type Json } from "./refs"
import { cleanText, entries, NAME_LIMIT } from "./text"
import { itemOperations } from "./paths"
import type { Operation } from "./document-types"

/** Webhooks and callbacks listed per document (Stripe-sized documents register hundreds; they are only listed). */
export const HOOKS_LIMIT = 200

function operationsOf(context: MapContext, raw: Json): [string, Operation][] {
  return itemOperations(context.refs, raw).map(([method, operation]) => [method.toUpperCase(), operation])
}

function summaryOf(operation: Operation): string {
  return cleanText(own(operation, "summary"), NAME_LIMIT) || cleanText(own(operation, "description"), NAME_LIMIT)
}

/** The document's webhooks (OpenAPI 3.1 `webhooks`, else the `x-webhooks` extension), in document order. */
export function mapWebhooks(context: MapContext, document: object): ImportedHook[] {
  const hooks: ImportedHook[] = []
  const raw = own(document, "webhooks") ?? own(document, "x-webhooks")
  for (const [name, item] of entries(raw)) {
    for (const [method, operation] of operationsOf(context, item)) {
      if (hooks.length >= HOOKS_LIMIT) return hooks
      hooks.push({ kind: "webhook", name: cleanText(name, NAME_LIMIT), method, summary: summaryOf(operation) })
    }
  }
  return hooks
}

/** An operation's callbacks: each name's URL expressions and their operations, named after `operationName`. */
export function mapCallbacks(context: MapContext, operation: Operation, operationName: string): ImportedHook[] {
  const hooks: ImportedHook[] = []
  for (const [name, rawCallback] of entries(own(operation, "callbacks"))) {
    const callback = context.refs.object(rawCallback)
    for (const [url, item] of entries(callback)) {
      for (const [method, hook] of operationsOf(context, item)) {
        if (hooks.length >= HOOKS_LIMIT) return hooks
        hooks.push({
          kind: "callback",
          name: cleanText(name, NAME_LIMIT),
          method,
          url: cleanText(url, 2000),
          operation: operationName,
          summary: summaryOf(hook),
        })
      }
    }
  }
  return hooks
}
