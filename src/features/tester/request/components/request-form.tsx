import { useState, type FormEvent, type ReactNode } from "react"
import type { Parameter } from "@/data/api-schema"
import { groupFields, optionalLabel, showsOptional } from "../parameters/parameter-fields"
import { ParameterField } from "../parameters/components/parameter-field"

type RequestFormProps = {
  idPrefix: string
  parameters: readonly Parameter[]
  values: Readonly<Record<string, string>>
  /** A note under a field whose value is not used as typed (a "." or ".." path value), by parameter name. */
  fieldNotes?: Readonly<Record<string, string>>
  onValueChange: (name: string, value: string) => void
  /**
   * An opened API: its optional fields collapse behind "Optional (N)" and a field without an example shows its type as
   * placeholder. The catalogue keeps the specification's form: every field shown (required ones first), the example or
   * the description as placeholder.
   */
  isOpened: boolean
  onSend: () => void
  isSending: boolean
  /** Shown after the parameters: the key field. */
  children?: ReactNode
}

/**
 * One field per parameter (docs/behaviour.md §2, §5; parameter-field.tsx), required ones first, in the form that 'Send
 * Request' (in the request bar, tied to it by `form=`) and Enter in a field submit. Nothing is validated: required
 * values are only marked, and Send works with any of them empty. The catalogue's fields are all free text (its
 * parameters have no enum); an opened API's optional ones are collapsed behind "Optional (N)".
 */
export function RequestForm({
  idPrefix,
  parameters,
  values,
  fieldNotes = {},
  onValueChange,
  isOpened,
  onSend,
  isSending,
  children,
}: RequestFormProps) {
  const { required, optional } = groupFields(parameters)
  // The optional fields start shown when one holds a value (a link, history, an example), else collapsed; once the
  // visitor opens or closes them, that choice holds.
  const [toggled, setOptionalOpen] = useState<boolean | null>(null)
  const isOptionalOpen = toggled ?? showsOptional(optional, values)

  function fieldGrid(list: readonly Parameter[]) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        {list.map((parameter) => (
          <ParameterField
            key={parameter.name}
            idPrefix={idPrefix}
            parameter={parameter}
            value={values[parameter.name] ?? ""}
            note={Object.hasOwn(fieldNotes, parameter.name) ? fieldNotes[parameter.name] : undefined}
            isOpened={isOpened}
            onValueChange={onValueChange}
          />
        ))}
      </div>
    )
  }

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
        <>
          {fieldGrid(isOpened ? required : [...required, ...optional])}
          {isOpened && optional.length > 0 && (
            <details open={isOptionalOpen} onToggle={(event) => setOptionalOpen(event.currentTarget.open)}>
              <summary className="w-fit cursor-pointer rounded-sm text-sm font-semibold">
                {optionalLabel(optional.length)}
              </summary>
              <div className="mt-4">{fieldGrid(optional)}</div>
            </details>
          )}
        </>
      )}
      {children}
    </form>
  )
}
