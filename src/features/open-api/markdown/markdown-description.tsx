import { lazy, Suspense } from "react"
import { cn } from "@/lib/cn"
import type { MarkdownViewProps } from "./markdown-view"

// An opened API's descriptions as Markdown (docs/open-any-api.md). The parser and renderer (about 19 KB gzip) are a
// chunk of their own, requested by the opened API's route while it reads the API from storage (preloadMarkdown), so
// they are usually there by the first paint; until then, or if the chunk cannot be loaded, the text shows as written.

const loadView = () => import("./markdown-view")

function PlainDescription({ text, className }: Pick<MarkdownViewProps, "text" | "className">) {
  return <p className={cn("break-words whitespace-pre-line", className)}>{text}</p>
}

const LazyMarkdownView = lazy(() =>
  loadView().then(
    (module) => ({ default: module.MarkdownView }),
    () => ({ default: PlainDescription }),
  ),
)

/** Starts downloading the renderer; called by /open/{id}'s loader, never by a catalogue page. */
export function preloadMarkdown() {
  void loadView().catch(() => {})
}

export function MarkdownDescription(props: MarkdownViewProps) {
  return (
    <Suspense fallback={<PlainDescription text={props.text} className={props.className} />}>
      <LazyMarkdownView {...props} />
    </Suspense>
  )
}
