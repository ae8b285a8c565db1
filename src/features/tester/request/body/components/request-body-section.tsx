import { Plus, Trash2 } from "lucide-react"
import { useEffect, useRef } from "react"
import { Button } from "@/components/ui/button"
import { namedExampleLabel, namedExampleValue, pickedExample } from "../../parameters/parameter-fields"
import { editorLabel } from "../request-body"
import type { RequestBodyState } from "../use-request-body"
import { BodyForm } from "./schema-form"
import { Input, Select, TextArea } from "@/components/ui/field"

type RequestBodySectionProps = {
  idPrefix: string
  state: RequestBodyState
  apiKey: string
  /** Leaving the editor ends one edit (the link's next change is a new browser history entry). */
  onCommit: () => void
}

/**
 * An opened API's request body, shown open (docs/open-any-api.md, "Request bodies"): the media-type picker when the
 * operation offers several, then the editor for the chosen one — JSON, XML or text as text, a form's or multipart's
 * fields as `name=value` lines, multipart's file fields and a file body as file inputs. Files stay in the page: they
 * are sent with the request and never stored, shared or put in the history.
 */
export function RequestBodySection({ idPrefix, state, apiKey, onCommit }: RequestBodySectionProps) {
  const id = `${idPrefix}-body`
  const rootRef = useRef<HTMLFieldSetElement>(null)
  const { kind, fileFields } = state
  // A file body without a file says so in red only once a send was refused: before that it is what to do.
  const problem = kind === "file" && state.refusals === 0 ? null : state.problem

  // After a refused send, move focus to the field with the problem.
  useEffect(() => {
    if (state.refusals === 0) return
    rootRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus()
  }, [state.refusals])

  const setFileField = (index: number, change: { name?: string; file?: File | undefined }) =>
    state.setFileFields(fileFields.map((field, i) => (i === index ? { ...field, ...change } : field)))

  return (
    <div role="presentation" onBlur={onCommit}>
      <fieldset ref={rootRef} className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">Request body</legend>
        {state.choices.length > 1 ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-media`} className="text-sm font-medium">
              Media type
            </label>
            <Select
              id={`${id}-media`}
              value={state.mediaType}
              onChange={(event) => state.setMediaType(event.target.value, apiKey)}
            >
              {state.choices.map((choice) => (
                <option key={choice.mediaType} value={choice.mediaType}>
                  {choice.mediaType}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            Sent as <code className="font-mono">{state.mediaType}</code>
          </p>
        )}

        {state.examples.length > 0 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-example`} className="text-sm font-medium">
              Example
            </label>
            <Select
              id={`${id}-example`}
              value={pickedExample(state, state.text)}
              onChange={(event) => {
                const picked = namedExampleValue(state, event.target.value)
                if (picked !== undefined) state.setText(picked, apiKey)
              }}
            >
              <option value="">Examples</option>
              {state.examples.map((example) => (
                <option key={example.name} value={example.name}>
                  {namedExampleLabel(example.name)}
                </option>
              ))}
            </Select>
          </div>
        )}

        {state.formSchema && (
          <BodyForm
            id={id}
            schema={state.formSchema}
            value={state.formValue}
            problem={state.formProblem}
            onChange={(value) => state.setFormValue(value, apiKey)}
          />
        )}

        {kind !== "file" && (
          <>
            <label htmlFor={`${id}-text`} className="text-sm font-medium">
              {editorLabel(kind)}
            </label>
            <TextArea
              id={`${id}-text`}
              value={state.text}
              onChange={(event) => state.setText(event.target.value, apiKey)}
              aria-invalid={state.problem !== null}
              aria-describedby={`${id}-note`}
              rows={8}
              spellCheck={false}
              className="font-mono"
            />
          </>
        )}

        {kind === "multipart" && (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">File fields</p>
            {fileFields.map((field, index) => (
              <div key={index} className="flex flex-wrap items-center gap-2">
                <Input
                  aria-label={`File field ${index + 1} name`}
                  placeholder="Field name"
                  value={field.name}
                  onChange={(event) => setFileField(index, { name: event.target.value })}
                  autoComplete="off"
                  spellCheck={false}
                  className="flex-1 basis-32 font-mono"
                />
                <input
                  type="file"
                  aria-label={`File for ${field.name || `file field ${index + 1}`}`}
                  onChange={(event) => setFileField(index, { file: event.target.files?.[0] })}
                  className="min-w-0 flex-2 basis-48 text-sm"
                />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => state.setFileFields(fileFields.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="sr-only">Remove file field {index + 1}</span>
                </Button>
              </div>
            ))}
            <div>
              <Button variant="outline" size="sm" onClick={() => state.setFileFields([...fileFields, { name: "" }])}>
                <Plus aria-hidden="true" />
                Add file field
              </Button>
            </div>
          </div>
        )}

        {kind === "file" && (
          <>
            <label htmlFor={`${id}-file`} className="text-sm font-medium">
              {editorLabel(kind)}
            </label>
            <input
              id={`${id}-file`}
              type="file"
              aria-invalid={problem !== null}
              aria-describedby={`${id}-note`}
              onChange={(event) => state.setFileFields([{ name: "", file: event.target.files?.[0] }])}
              className="text-sm"
            />
          </>
        )}

        <p id={`${id}-note`} className={problem ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
          {problem ?? BODY_NOTE[kind]}
        </p>
      </fieldset>
    </div>
  )
}

const FILES_NOTE = "Files are sent from your disk with the request only; they are never stored or shared."

const BODY_NOTE: Record<RequestBodyState["kind"], string> = {
  json: "Pre-filled from the description.",
  form: "Nested fields as the API writes them, e.g. metadata[order_id]=6735.",
  multipart: `A value that is a JSON object or list is sent as a JSON part. ${FILES_NOTE}`,
  xml: "Pre-filled from the description.",
  text: "Pre-filled from the description.",
  file: FILES_NOTE,
}
