import { Suspense, use, useState, type ReactNode } from "react"
import { CopyButton } from "@/components/copy-button"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/cn"
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
  // Copy body copies the text as received; a body past the text limit has Download instead.
  const copyText = body.kind === "json" && !body.truncated ? body.text : undefined
  const tools = <ViewSwitch isRaw={isRaw} onChange={setIsRaw} />
  const endTools =
    copyText === undefined ? undefined : <CopyButton text={copyText} label="Copy body" copiedLabel="Body copied" />
  return (
    <div className="flex flex-col gap-3">
      {isOverTextLimit && !isRaw && (
        <div className={NOTE_CLASS}>
          <p>
            The body is {formatBytes(size)}: the tree shows all of it; Raw shows its first{" "}
            {formatBytes(DISPLAY_LIMIT_BYTES)}.
          </p>
          <DownloadLink blob={body.blob} url={url} contentType={contentType} label="Download the whole body" />
        </div>
      )}
      {/* Kept while Raw shows, so the tree's expansion and filter survive a look at the text. */}
      {source.kind === "data" ? (
        <JsonTreeView
          key={treeKey(body.blob)}
          data={source.data}
          tools={tools}
          endTools={endTools}
          isHidden={isRaw}
          revealKey={body.blob}
          onReveal={() => setIsRaw(false)}
        />
      ) : (
        <Suspense
          fallback={
            <>
              <ToolRow>
                {tools}
                {endTools}
              </ToolRow>
              <p role="status" className="text-sm text-muted-foreground">
                Preparing the tree…
              </p>
            </>
          }
        >
          <ParsedTree
            response={response}
            blob={source.blob}
            tools={tools}
            endTools={endTools}
            isRaw={isRaw}
            onReveal={() => setIsRaw(false)}
          />
        </Suspense>
      )}
      {isRaw && <TextBody response={response} />}
    </div>
  )
}

function ToolRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2">{children}</div>
}

/**
 * Tree | Raw as one segmented control. Each half is a toggle button (aria-pressed); 'Raw' pressed again goes back to
 * the tree, as the single 'Raw' toggle did.
 */
function ViewSwitch({ isRaw, onChange }: { isRaw: boolean; onChange: (isRaw: boolean) => void }) {
  const half = (isOn: boolean) => cn("rounded-sm border-0", isOn && "bg-accent text-accent-foreground")
  return (
    <div role="group" aria-label="Body view" className="inline-flex gap-0.5 rounded-md border p-0.5">
      <Button variant="ghost" size="sm" aria-pressed={!isRaw} className={half(!isRaw)} onClick={() => onChange(false)}>
        Tree
      </Button>
      <Button variant="ghost" size="sm" aria-pressed={isRaw} className={half(isRaw)} onClick={() => onChange(!isRaw)}>
        Raw
      </Button>
    </div>
  )
}

type ParsedTreeProps = {
  response: ResponseResult
  blob: Blob
  tools: ReactNode
  endTools: ReactNode
  isRaw: boolean
  onReveal: () => void
}

/** The tree of a body over the text limit, once parsed; if it does not parse, a note (Raw still shows its text). */
function ParsedTree({ response, blob, tools, endTools, isRaw, onReveal }: ParsedTreeProps) {
  const parsed = use(parseJsonBlob(blob, response.contentType))
  if (!parsed.ok) {
    return (
      <>
        <ToolRow>
          {tools}
          {endTools}
        </ToolRow>
        {!isRaw && (
          <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
            The response says it is JSON but it could not be parsed ({parsed.reason}). Use Raw to see it as text.
          </p>
        )}
      </>
    )
  }
  if (!hasTreeRows(parsed.data)) return isRaw ? null : <TextBody response={response} />
  return (
    <JsonTreeView
      key={treeKey(blob)}
      data={parsed.data}
      tools={tools}
      endTools={endTools}
      isHidden={isRaw}
      revealKey={response.body.blob}
      onReveal={onReveal}
    />
  )
}
