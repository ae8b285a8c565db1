import { lazy, Suspense, type ComponentType } from "react"
import type { MarkdownViewProps } from "./markdown-view"

// An opened API's descriptions as Markdown (docs/open-any-api.md, ADR 021). The parser and renderer (about 19.5 KB
// gzip) are a chunk of their own, requested as soon as this module runs: only /open/{id}'s page imports it, and its
// code runs while the route's loader reads the API from storage, so the renderer is usually there by the first
// paint. Until then, or if the chunk cannot be loaded (offline, an old tab after a deploy), the text shows as written.
// (Requested from the loader instead, the loader's chunk shared Vite's preload helper with the API page's, which
// then became a chunk of its own: 0.3 KB more on every /api/{id}.)

/** Where a description is drawn: the API's under its h1 name, beside the h2 sections; an endpoint's under its h3. */
function placeOf(endpointIndex: number | undefined): Omit<MarkdownViewProps, "text"> {
  return endpointIndex === undefined
    ? { idPrefix: "md-api-", headingLevel: 2, className: "max-w-3xl text-muted-foreground" }
    : { idPrefix: `md-endpoint-${endpointIndex}-`, headingLevel: 4, className: "text-sm text-muted-foreground" }
}

function PlainDescription({ text, className }: Pick<MarkdownViewProps, "text" | "className">) {
  return (
    <div className={className}>
      <p className="break-words whitespace-pre-wrap">{text}</p>
    </div>
  )
}

let view: Promise<ComponentType<MarkdownViewProps>> | undefined
function loadView() {
  view ??= import("./markdown-view").then(
    (module) => module.MarkdownView,
    () => PlainDescription,
  )
  return view
}
if (typeof window !== "undefined") void loadView()

const LazyMarkdownView = lazy(() => loadView().then((component) => ({ default: component })))

/** `endpointIndex`: whose description it is (undefined: the API's), for its heading ids and levels. */
export function MarkdownDescription({ text, endpointIndex }: { text: string; endpointIndex?: number }) {
  const place = placeOf(endpointIndex)
  return (
    <Suspense fallback={<PlainDescription text={text} className={place.className} />}>
      <LazyMarkdownView text={text} {...place} />
    </Suspense>
  )
}
