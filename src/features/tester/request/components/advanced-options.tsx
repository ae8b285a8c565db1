import { Plus, Trash2 } from "lucide-react"
import { useEffect, useRef, useState, type Ref } from "react"
import { Button } from "@/components/ui/button"
import type { AdvancedState } from "../use-advanced"
import { BodyEditor } from "../body/components/advanced-body-editor"
import { isCredentialHeader } from "../auth/typed-secrets"
import { RevealButton } from "../auth/components/reveal-button"
import { Input } from "@/components/ui/field"

/**
 * The panel 'Advanced' opens (docs/behaviour.md §7); its toggle sits in the request bar, before 'Send Request'. Closed
 * by default and empty, so the spec's request is what goes out. Extra headers as name/value rows and, for POST/PUT/PATCH, an opt-in JSON body; problems are shown beside
 * the field and stop the send until fixed. `markedHeaders`: the header names the document marks as credentials
 * (typed-secrets.ts markedHeaderNames), password fields as those named like one are.
 */
export function AdvancedOptions({
  idPrefix,
  state,
  markedHeaders,
  bodyRef,
  firstHeaderRef,
}: {
  idPrefix: string
  state: AdvancedState
  markedHeaders?: ReadonlySet<string>
  /** The JSON body's text, and the first header row's name: where the view moves focus when it opens them. */
  bodyRef?: Ref<HTMLTextAreaElement>
  firstHeaderRef?: Ref<HTMLInputElement>
}) {
  // The request bar's 'Advanced' button controls this panel by this id.
  const id = `${idPrefix}-advanced`
  const rootRef = useRef<HTMLDivElement>(null)
  // Rows whose credential value (an Authorization header, an X-Api-Key…) the visitor chose to show, by index.
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set())

  // After a refused send, move focus to the first field with a problem.
  useEffect(() => {
    if (state.refusals === 0) return
    rootRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus()
  }, [state.refusals])

  return (
    // Kept in the page while closed, as a <details> keeps its content, so focus can move into it on a refused send.
    <div
      ref={rootRef}
      id={`${id}-panel`}
      role="group"
      aria-label="Advanced"
      hidden={!state.open}
      className="rounded-md border"
    >
      <div className="flex flex-col gap-5 px-3 py-4">
        <p className="text-sm text-muted-foreground">
          Optional: extra request headers{state.canHaveBody ? " and a JSON body" : ""}. With none, the tester sends its
          default request.
        </p>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-semibold">Request headers</legend>
          {state.rows.map((row, index) => {
            const error = state.headerErrors[index] ?? null
            const rowId = `${id}-header-${index}`
            // A header named like a credential or one the document marks (typed-secrets.ts) is typed as a password,
            // with show/hide.
            const isSecret = isCredentialHeader(row.name, markedHeaders)
            const isVisible = shown.has(index)
            return (
              <div key={index} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Input
                    ref={index === 0 ? firstHeaderRef : undefined}
                    id={`${rowId}-name`}
                    aria-label={`Header ${index + 1} name`}
                    placeholder="Name"
                    value={row.name}
                    onChange={(event) => state.changeRow(index, { ...row, name: event.target.value })}
                    aria-invalid={error !== null}
                    aria-describedby={error ? `${rowId}-error` : undefined}
                    autoComplete="off"
                    spellCheck={false}
                    className="flex-1 basis-40 font-mono"
                  />
                  <Input
                    id={`${rowId}-value`}
                    type={isSecret && !isVisible ? "password" : "text"}
                    aria-label={`Header ${index + 1} value`}
                    placeholder="Value"
                    value={row.value}
                    onChange={(event) => state.changeRow(index, { ...row, value: event.target.value })}
                    autoComplete="off"
                    spellCheck={false}
                    className="flex-2 basis-56 font-mono"
                    {...(isSecret ? { "data-1p-ignore": true, "data-lpignore": "true" } : {})}
                  />
                  {isSecret && (
                    <RevealButton
                      controls={`${rowId}-value`}
                      label={`header ${index + 1} value`}
                      isVisible={isVisible}
                      onToggle={() =>
                        setShown((current) => {
                          const next = new Set(current)
                          if (!next.delete(index)) next.add(index)
                          return next
                        })
                      }
                    />
                  )}
                  <Button variant="outline" size="sm" onClick={() => state.removeRow(index)}>
                    <Trash2 aria-hidden="true" />
                    <span className="sr-only">Remove header {index + 1}</span>
                  </Button>
                </div>
                {error && (
                  <p id={`${rowId}-error`} className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </div>
            )
          })}
          <div>
            <Button variant="outline" size="sm" onClick={state.addRow}>
              <Plus aria-hidden="true" />
              Add header
            </Button>
          </div>
        </fieldset>

        {state.canHaveBody && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold">Request body</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={state.bodyEnabled}
                onChange={(event) => state.setBodyEnabled(event.target.checked)}
                className="size-4"
              />
              Send a JSON body (with Content-Type: application/json)
            </label>
            {state.bodyEnabled && (
              <BodyEditor
                id={id}
                text={state.bodyText}
                textareaRef={bodyRef}
                problem={state.bodyProblem}
                note={state.bodyNote}
                onTextChange={state.setBodyText}
              />
            )}
          </fieldset>
        )}

        {state.refusals > 0 && state.blocked && (
          <p role="alert" className="text-sm font-medium text-destructive">
            Not sent: fix the marked {state.bodyProblem ? "JSON body" : "header"} first.
          </p>
        )}
      </div>
    </div>
  )
}
