import { useState } from "react"
import type { Parameter } from "@/data/api-schema"
import { fieldHint } from "../field-hint"
import {
  defaultChip,
  defaultChipLabel,
  enumChoices,
  fieldPlaceholder,
  namedExampleLabel,
  namedExampleValue,
  pickedExample,
} from "../parameter-fields"
import { isCredentialParameter } from "../../auth/typed-secrets"
import { RevealButton } from "../../auth/components/reveal-button"
import { Input, Select } from "@/components/ui/field"

type ParameterFieldProps = {
  idPrefix: string
  parameter: Parameter
  value: string
  /** A note under the field when its value is not used as typed (a "." or ".." path value). */
  note?: string | undefined
  /** An opened API: the type as placeholder instead of the description (shown in full under the field). */
  isOpened: boolean
  onValueChange: (name: string, value: string) => void
}

/**
 * One parameter (docs/behaviour.md §2): its label (name, a red asterisk when required, the type), a text field — a
 * select when an opened API's parameter has an `enum` — with, beside it, a picker of the document's named examples,
 * a chip that fills in the `default`, and the description once, under the field.
 */
export function ParameterField({ idPrefix, parameter, value, note, isOpened, onValueChange }: ParameterFieldProps) {
  const { name } = parameter
  const id = `${idPrefix}-param-${name}`
  // An opened API's list, object or cookie field: how to type it and how it is sent (or that it is not).
  const hint = fieldHint(parameter)
  const chip = defaultChip(parameter, value)
  const choices = enumChoices(parameter, value)
  const examples = parameter.examples ?? []
  const describedBy = [parameter.description && `${id}-description`, hint && `${id}-hint`, note && `${id}-note`].filter(
    Boolean,
  )
  const change = (next: string) => onValueChange(name, next)
  // A parameter named like a credential (api_key, access_token…), or one the document marks as a credential
  // (`format: password`, an apiKey scheme's name), is typed as a password, with show/hide.
  const isSecret = isCredentialParameter(parameter)
  const [isVisible, setIsVisible] = useState(false)

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="flex flex-wrap items-baseline gap-1 text-sm">
        <span className="font-mono font-semibold break-all">{name}</span>
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
      <div className="flex min-w-0 gap-2">
        {choices ? (
          <Select
            id={id}
            value={value}
            onChange={(event) => change(event.target.value)}
            aria-describedby={describedBy.join(" ") || undefined}
            className="flex-1 font-mono"
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            id={id}
            type={isSecret && !isVisible ? "password" : "text"}
            value={value}
            placeholder={fieldPlaceholder(parameter, isOpened)}
            onChange={(event) => change(event.target.value)}
            aria-describedby={describedBy.join(" ") || undefined}
            aria-invalid={note ? true : undefined}
            autoComplete="off"
            spellCheck={false}
            className="flex-1 font-mono placeholder:font-sans placeholder:italic"
            {...(isSecret ? { "data-1p-ignore": true, "data-lpignore": "true" } : {})}
          />
        )}
        {isSecret && !choices && (
          <RevealButton
            controls={id}
            label={name}
            isVisible={isVisible}
            onToggle={() => setIsVisible((visible) => !visible)}
          />
        )}
        {examples.length > 0 && (
          <Select
            value={pickedExample(parameter, value)}
            onChange={(event) => {
              const picked = namedExampleValue(parameter, event.target.value)
              if (picked !== undefined) change(picked)
            }}
            aria-label={`Examples for ${name}`}
            className="w-32 shrink-0 truncate sm:w-40"
          >
            <option value="">Examples</option>
            {examples.map((example) => (
              <option key={example.name} value={example.name}>
                {namedExampleLabel(example.name)}
              </option>
            ))}
          </Select>
        )}
      </div>
      {chip !== undefined && (
        <div>
          <button
            type="button"
            onClick={() => change(chip)}
            className="max-w-full truncate rounded-full border border-input bg-muted px-2.5 py-0.5 font-mono text-xs hover:bg-accent hover:text-accent-foreground pointer-coarse:min-h-11"
          >
            {defaultChipLabel(chip)}
            <span className="sr-only"> (fills {name})</span>
          </button>
        </div>
      )}
      {parameter.description && (
        <p id={`${id}-description`} className="text-xs break-words text-muted-foreground">
          {parameter.description}
        </p>
      )}
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
}
