import { MethodBadge } from "@/components/method-badge"
import type { DocumentedHook } from "@/data/api-schema"

/**
 * The description's webhooks and callbacks: requests the API sends to you, so they are listed, never sent from here.
 * Closed at first: a list of hundreds should not push the endpoints down.
 */
export function OpenedHooks({ hooks }: { hooks: readonly DocumentedHook[] }) {
  const webhooks = hooks.filter((hook) => hook.kind === "webhook").length
  const callbacks = hooks.length - webhooks
  const counts = [
    webhooks > 0 && `${webhooks} webhook${webhooks === 1 ? "" : "s"}`,
    callbacks > 0 && `${callbacks} callback${callbacks === 1 ? "" : "s"}`,
  ].filter(Boolean)
  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Webhooks and callbacks ({counts.join(", ")})</summary>
      <p className="mt-2 text-muted-foreground">Requests this API sends to you, listed read only.</p>
      <ul className="mt-2 flex flex-col gap-2">
        {hooks.map((hook, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2 break-words">
            <MethodBadge method={hook.method} />
            <span className="font-medium">{hook.name}</span>
            <span className="text-muted-foreground">
              {hook.kind === "webhook" ? "webhook" : `callback of “${hook.operation ?? ""}”`}
              {hook.summary ? `: ${hook.summary}` : ""}
            </span>
            {hook.url && <code className="font-mono text-xs break-all">{hook.url}</code>}
          </li>
        ))}
      </ul>
    </details>
  )
}
