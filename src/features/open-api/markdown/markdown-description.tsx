import { lazy, Suspense, type ComponentType } from "react"
import { cn } from "@/lib/cn"
import type { MarkdownViewProps } from "./markdown-view"

// An opened API's descriptions as Markdown (docs/open-any-api.md, ADR 021). The parser and renderer (about 19.5 KB
// gzip) are a chunk of their own, requested as soon as this module runs: only /open/{id}'s page imports it, and its
// code runs while the route's loader reads the API from storage, so the renderer is usually there by the first
// paint. Until then, or if the chunk cannot be loaded (offline, an old tab after a deploy), the text shows as written.
// (Requested from the loader instead, the loader's chunk shared Vite's preload helper with the API page's, which
// then became a chunk of its own: 0.3 KB more on every /api/{id}.)

function PlainDescription({ text, className }: Pick<MarkdownViewProps, "text" | "className">) {
  return <p className={cn("break-words whitespace-pre-line", className)}>{text}</p>
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

export function MarkdownDescription(props: MarkdownViewProps) {
  return (
    <Suspense fallback={<PlainDescription text={props.text} className={props.className} />}>
      <LazyMarkdownView {...props} />
    </Suspense>
  )
}
