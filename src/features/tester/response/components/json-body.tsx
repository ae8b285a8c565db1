import { Suspense, use, useState } from "react"
import { Button } from "@/components/ui/button"
import { hasTreeRows } from "../json-tree"
import { parseJsonBlob, TREE_LIMIT_BYTES, type TreeSource } from "../large-json"
import { DISPLAY_LIMIT_BYTES, formatBytes, type ResponseResult } from "../../send/send-request"
import { DownloadLink } from "./download-link"
import { JsonTreeView } from "./json-tree-view"
import { TextBody } from "./text-body"

const NOTE_CLASS = "flex flex-wrap items-center gap-3 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning"

// A fresh tree (expansion, filter, focus) for each response, even when two bodies are equal.
const TREE_KEYS = new WeakMap<Blob, number>()
let nextTreeKey = 0
function treeKey(blob: Blob): number {
  let key = TREE_KEYS.get(blob)
  if (key === undefined) {
    key = nextTreeKey++
    TREE_KEYS.set(blob, key)
  }
  return key
}

type JsonBodyProps = { response: ResponseResult; source: NonNullable<TreeSource> }

/**
 * A JSON body as a tree, with 'Raw' for today's pretty text. A body over the 1 MiB text limit still gets the
 * whole tree (parsed once from the full body) up to TREE_LIMIT_BYTES; a bigger one is text only.
 */
export function JsonBody({ response, source }: JsonBodyProps) {
  const [isRaw, setIsRaw] = useState(false)
  const { body, size, url, contentType } = response
  if (source.kind === "too-large") {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          JSON bodies up to {formatBytes(TREE_LIMIT_BYTES)} are shown as a tree; this one is shown as text.
        </p>
        <TextBody response={response} />
      </div>
    )
  }
  const isOverTextLimit = size > DISPLAY_LIMIT_BYTES
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {isOverTextLimit && !isRaw ? (
          <div className={NOTE_CLASS}>
            <p>
              The body is {formatBytes(size)}: the tree shows all of it; Raw shows its first{" "}
              {formatBytes(DISPLAY_LIMIT_BYTES)}.
            </p>
            <DownloadLink blob={body.blob} url={url} contentType={contentType} label="Download the whole body" />
          </div>
        ) : (
          <span />
        )}
        <Button variant="outline" size="sm" aria-pressed={isRaw} onClick={() => setIsRaw(!isRaw)}>
          Raw
        </Button>
      </div>
      {/* Kept while Raw shows, so the tree's expansion and filter survive a look at the text. */}
      <div hidden={isRaw}>
        {source.kind === "data" ? (
          <JsonTreeView key={treeKey(body.blob)} data={source.data} />
        ) : (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                Preparing the tree…
              </p>
            }
          >
            <ParsedTree response={response} blob={source.blob} />
          </Suspense>
        )}
      </div>
      {isRaw && <TextBody response={response} />}
    </div>
  )
}

type ParsedTreeProps = { response: ResponseResult; blob: Blob }

/** The tree of a body over the text limit, once parsed; if it does not parse, a note (Raw still shows its text). */
function ParsedTree({ response, blob }: ParsedTreeProps) {
  const parsed = use(parseJsonBlob(blob, response.contentType))
  if (!parsed.ok) {
    return (
      <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
        The response says it is JSON but it could not be parsed ({parsed.reason}). Use Raw to see it as text.
      </p>
    )
  }
  if (!hasTreeRows(parsed.data)) return <TextBody response={response} />
  return <JsonTreeView key={treeKey(blob)} data={parsed.data} />
}
