import type { FormEvent, ReactNode } from "react"
import type { Parameter } from "@/data/api-schema"
import { fieldHint } from "../field-hint"

type RequestFormProps = {
  idPrefix: string
  parameters: readonly Parameter[]
  values: Readonly<Record<string, string>>
  /** A note under a field whose value is not used as typed (a "." or ".." path value), by parameter name. */
  fieldNotes?: Readonly<Record<string, string>>
  onValueChange: (name: string, value: string) => void
  onSend: () => void
  isSending: boolean
  /** Shown after the parameters: the key field. */
  children?: ReactNode
}

/**
 * One free-text input per parameter (docs/behaviour.md §2, §5), in the form that 'Send Request' (in the request bar,
 * tied to it by `form=`) and Enter in a field submit. Nothing is validated: required values are only marked, and Send
 * works with any of them empty.
 */
export function RequestForm({
  idPrefix,
  parameters,
  values,
  fieldNotes = {},
  onValueChange,
  onSend,
  isSending,
  children,
}: RequestFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isSending) onSend()
  }

  return (
    <form id={`${idPrefix}-form`} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <h2 className="text-sm font-semibold">Parameters</h2>
      {parameters.length === 0 ? (
        <p className="text-sm text-muted-foreground">This endpoint takes no parameters.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {parameters.map((parameter) => {
            const id = `${idPrefix}-param-${parameter.name}`
            const note = Object.hasOwn(fieldNotes, parameter.name) ? fieldNotes[parameter.name] : undefined
            // An opened API's list, object or cookie field: how to type it and how it is sent (or that it is not).
            const hint = fieldHint(parameter)
            const describedBy = [`${id}-description`, hint && `${id}-hint`, note && `${id}-note`].filter(Boolean)
            return (
              <div key={parameter.name} className="flex flex-col gap-1.5">
                <label htmlFor={id} className="flex flex-wrap items-baseline gap-1 text-sm">
                  <span className="font-mono font-semibold">{parameter.name}</span>
                  {parameter.required && (
                    <>
                      <span aria-hidden="true" className="text-destructive">
                        *
                      </span>{" "}
                      <span className="sr-only">(required)</span>
                    </>
                  )}{" "}
                  <span className="font-mono text-xs text-muted-foreground">({parameter.type})</span>
                </label>
                <input
                  id={id}
                  type="text"
                  value={values[parameter.name] ?? ""}
                  placeholder={parameter.example ?? parameter.description}
                  onChange={(event) => onValueChange(parameter.name, event.target.value)}
                  aria-describedby={describedBy.join(" ")}
                  aria-invalid={note ? true : undefined}
                  autoComplete="off"
                  spellCheck={false}
                  className="h-10 rounded-md border border-input bg-card px-3 font-mono text-sm placeholder:font-sans placeholder:text-muted-foreground placeholder:italic"
                />
                <p id={`${id}-description`} className="text-xs text-muted-foreground">
                  {parameter.description}
                </p>
                {hint && (
                  <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                    {hint}
                  </p>
                )}
                {note && (
                  <p id={`${id}-note`} className="text-xs text-destructive">
                    {note}
                  </p>
                )}
              </div>
            )
          })}
        </div>
      )}
      {children}
    </form>
  )
}
