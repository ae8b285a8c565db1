import { CircleAlert, ClipboardPaste, FileUp, Link2, LoaderCircle } from "lucide-react"
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from "react"
import { PrefetchPageLinks, useSearchParams } from "react-router"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { paths } from "@/config/paths"
import { cn } from "@/lib/cn"
import { useOpenDocument, workingText } from "../use-open-document"
import { Input, TextArea } from "@/components/ui/field"

/**
 * The three ways to open a description: its address, a file (picker or drop), or pasted text. `/open?url=…` opens
 * that address at once: the link is how an opened API is shared (`&op=…` for one of its operations).
 */
export function OpenForm() {
  const [searchParams] = useSearchParams()
  const linkedUrl = searchParams.get("url") ?? ""
  const { state, openUrl, openFile, openText, cancel } = useOpenDocument()
  const [url, setUrl] = useState(linkedUrl)
  const [text, setText] = useState("")
  const [isDragging, setIsDragging] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const id = useId()
  const isWorking = state.status === "working"

  // A shared link opens its document once, after hydration (the visitor followed a link to open it); a link to an
  // operation (`&op=GET%20/pets&p.id=5`, operation-link.ts) then opens that operation's tester with those values.
  const started = useRef("")
  useEffect(() => {
    if (!linkedUrl || started.current === linkedUrl) return
    started.current = linkedUrl
    setUrl(linkedUrl)
    void openUrl(linkedUrl, searchParams)
  }, [linkedUrl, openUrl, searchParams])

  function submitUrl(event: FormEvent) {
    event.preventDefault()
    void openUrl(url)
  }

  function submitText(event: FormEvent) {
    event.preventDefault()
    void openText(text)
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setIsDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void openFile(file)
  }

  return (
    <div className="flex flex-col gap-6">
      <div aria-live="polite" className="empty:hidden">
        {/* While it opens, the code of the page it will land on downloads too (React Router's modulepreload links):
            from the worker's first word on, not in the click's own task, where adding the links took 10–20 ms. */}
        {state.status === "working" && state.phase !== "starting" && (
          <PrefetchPageLinks page={paths.opened.getHref("opened-0")} />
        )}
        {state.status === "working" && (
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4" role="status">
            <span className="flex min-w-0 items-center gap-2 text-sm break-all">
              <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
              {workingText(state.phase, state.what)}
            </span>
            <Button variant="outline" size="sm" onClick={cancel}>
              Cancel
            </Button>
          </Card>
        )}
      </div>
      {state.status === "error" && (
        <div
          role="alert"
          className="flex gap-3 rounded-md border border-destructive bg-destructive-soft p-4 text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">This document could not be opened</p>
            <p className="break-words text-foreground">{state.message}</p>
          </div>
        </div>
      )}

      <Card className="flex flex-col gap-3 p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Link2 aria-hidden="true" className="size-5" />
          From an address
        </h2>
        <form onSubmit={submitUrl} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-url`} className="text-sm font-medium">
              Address of an OpenAPI or Swagger document
            </label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              required
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://example.com/openapi.json"
              autoComplete="url"
              spellCheck={false}
              className="w-full"
            />
          </div>
          <Button type="submit" disabled={isWorking}>
            Open
          </Button>
        </form>
        <p className="text-sm text-muted-foreground">
          Your browser downloads it from that address. Some servers do not let other websites read their files (CORS);
          then open it as a file or paste its text.
        </p>
      </Card>

      <Card
        className={cn("flex flex-col gap-3 p-5", isDragging && "ring-2 ring-primary")}
        onDragOver={(event) => {
          event.preventDefault()
          setIsDragging(true)
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        data-drop-zone
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <FileUp aria-hidden="true" className="size-5" />
          From a file
        </h2>
        <p className="text-sm text-muted-foreground">
          JSON or YAML, OpenAPI 3.0, 3.1 or Swagger 2.0, up to 64 MB. Drop it here, or choose it.
        </p>
        <div>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml,text/plain"
            aria-label="API description file"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ""
              if (file) void openFile(file)
            }}
          />
          <Button variant="outline" disabled={isWorking} onClick={() => fileInput.current?.click()}>
            Choose a file
          </Button>
        </div>
      </Card>

      <Card className="flex flex-col gap-3 p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <ClipboardPaste aria-hidden="true" className="size-5" />
          From pasted text
        </h2>
        <form onSubmit={submitText} className="flex flex-col gap-2">
          <label htmlFor={`${id}-text`} className="text-sm font-medium">
            The document's text
          </label>
          <TextArea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={6}
            spellCheck={false}
            placeholder={"openapi: 3.1.0\ninfo:\n  title: …"}
            className="w-full font-mono"
          />
          <div>
            <Button type="submit" variant="outline" disabled={isWorking || text.trim() === ""}>
              Open pasted text
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}
