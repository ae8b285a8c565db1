import { Plus, Trash2 } from "lucide-react"
import { useState } from "react"
import { Button } from "@/components/ui/button"
import type { BodySchema, JsonValue } from "@/lib/request-body/body-schema"
import {
  choiceFor,
  enumIndex,
  enumOptions,
  fieldKind,
  fieldLabel,
  FORM_MAX_DEPTH,
  FORM_MAX_ITEMS,
  formChoices,
  formProperties,
  inputText,
  inputTypeOf,
  isNullable,
  newItem,
  parseInput,
  pathId,
  setAt,
  valueAt,
  withoutNull,
  type FieldKind,
  type FormPath,
} from "../schema-form"
import { Input, Select } from "@/components/ui/field"

type BodyFormProps = {
  id: string
  schema: BodySchema
  value: JsonValue | undefined
  /** Why the raw JSON does not parse, or null. */
  problem: string | null
  onChange: (value: JsonValue) => void
}

/**
 * An opened API's JSON body as a form built from its schema (docs/open-any-api.md, "The body form"): objects as
 * groups, lists with 'Add item' and 'Remove', enums and booleans as selects, numbers and strings as fields of their
 * type, anything else as JSON text; required properties marked. It shows the raw editor's value and writes each change
 * back to it (schema-form.ts).
 */
export function BodyForm({ id, schema, value, problem, onChange }: BodyFormProps) {
  const set = (path: FormPath, next: JsonValue | undefined) => onChange(setAt(value, path, next))
  return (
    <fieldset aria-describedby={`${id}-form-note`} className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Body form</legend>
      <p id={`${id}-form-note`} className={problem ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
        {problem
          ? `The raw JSON does not parse, so the form keeps its last values; a change here rewrites it. ${problem}`
          : "Built from the description's schema, in sync with the JSON body below."}
      </p>
      <Field id={id} path={[]} schema={schema} value={value} required depth={0} set={set} />
    </fieldset>
  )
}

type FieldProps = {
  id: string
  path: FormPath
  schema: BodySchema | undefined
  value: JsonValue | undefined
  required: boolean
  depth: number
  set: (path: FormPath, value: JsonValue | undefined) => void
}

function shownKind(schema: BodySchema | undefined, value: JsonValue | undefined, depth: number): FieldKind {
  const kind = depth > FORM_MAX_DEPTH ? "json" : fieldKind(schema)
  if (kind === "object" && value !== undefined && (typeof value !== "object" || value === null || Array.isArray(value)))
    return "json"
  if (kind === "array" && value !== undefined && (!Array.isArray(value) || value.length > FORM_MAX_ITEMS)) return "json"
  return kind
}

function FieldLabel({ htmlFor, path, schema, required }: { htmlFor?: string } & Omit<LabelProps, "kind">) {
  const content = <LabelText path={path} schema={schema} required={required} />
  return htmlFor ? (
    <label htmlFor={htmlFor} className="flex flex-wrap items-baseline gap-1 text-sm">
      {content}
    </label>
  ) : (
    <legend className="flex flex-wrap items-baseline gap-1 px-1 text-sm">{content}</legend>
  )
}

type LabelProps = { path: FormPath; schema: BodySchema | undefined; required: boolean; kind?: FieldKind }

function LabelText({ path, schema, required }: LabelProps) {
  const type = schema?.type ? `${schema.type}${schema.format ? `, ${schema.format}` : ""}` : "JSON"
  return (
    <>
      <span className="font-mono font-semibold break-all">{fieldLabel(path)}</span>
      {required && typeof path[path.length - 1] === "string" && (
        <>
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
          <span className="sr-only">(required)</span>
        </>
      )}{" "}
      <span className="font-mono text-xs text-muted-foreground">({type})</span>
    </>
  )
}

function Field(props: FieldProps) {
  const { id, path, schema, value, depth, set } = props
  const fieldId = `${id}-field-${pathId(path)}`
  // A field that may be null: a checkbox says so; unticked, the field of its other type.
  if (schema && isNullable(schema) && depth <= FORM_MAX_DEPTH) {
    const isNull = value === null
    const inner = withoutNull(schema)
    return (
      <div className="flex min-w-0 flex-col gap-1.5">
        <label className="flex min-h-6 items-center gap-2 text-xs text-muted-foreground pointer-coarse:min-h-11">
          <input
            type="checkbox"
            checked={isNull}
            onChange={(event) => set(path, event.target.checked ? null : inner.type === "string" ? "" : newItem(inner))}
            className="size-4"
          />
          <span>
            <span className="font-mono break-all">{fieldLabel(path)}</span> is null
          </span>
        </label>
        {!isNull && <Field {...props} schema={inner} />}
      </div>
    )
  }
  // A oneOf/anyOf: a picker of its alternatives, then the chosen one's field; choosing another starts it afresh.
  const choices = depth <= FORM_MAX_DEPTH ? formChoices(schema) : []
  if (choices.length > 0) {
    const chosen = choiceFor(choices, value)
    return (
      <fieldset className="flex min-w-0 flex-col gap-2 border-l-2 pl-3">
        <FieldLabel path={path} schema={schema} required={props.required} />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${fieldId}-choice`} className="text-xs text-muted-foreground">
            {schema?.oneOf ? "One of" : "Any of"} {choices.length}
          </label>
          <Select
            id={`${fieldId}-choice`}
            value={String(chosen)}
            onChange={(event) => set(path, newItem(choices[Number(event.target.value)]?.schema))}
          >
            {choices.map((choice, index) => (
              <option key={index} value={index}>
                {choice.label}
              </option>
            ))}
          </Select>
        </div>
        <ChosenField {...props} schema={choices[chosen]?.schema} />
      </fieldset>
    )
  }
  return <ChosenField {...props} />
}

function ChosenField({ id, path, schema, value, required, depth, set }: FieldProps) {
  const kind = shownKind(schema, value, depth)
  const fieldId = `${id}-field-${pathId(path)}`

  if (kind === "object" && schema) {
    const properties = formProperties(schema).map((property) => (
      <Field
        key={property.name}
        id={id}
        path={[...path, property.name]}
        schema={property.schema}
        value={valueAt(value, [property.name])}
        required={property.required}
        depth={depth + 1}
        set={set}
      />
    ))
    if (path.length === 0) return <div className="flex min-w-0 flex-col gap-3">{properties}</div>
    return (
      <fieldset className="flex min-w-0 flex-col gap-3 border-l-2 pl-3">
        <FieldLabel path={path} schema={schema} required={required} />
        {properties}
      </fieldset>
    )
  }

  if (kind === "array" && schema) {
    const items = Array.isArray(value) ? value : []
    const name = fieldLabel(path)
    return (
      <fieldset className="flex min-w-0 flex-col gap-3 border-l-2 pl-3">
        <FieldLabel path={path} schema={schema} required={required} />
        {items.map((item, index) => (
          <div key={index} className="flex min-w-0 items-end gap-2">
            <div className="min-w-0 flex-1">
              <Field
                id={id}
                path={[...path, index]}
                schema={schema.items}
                value={item}
                required
                depth={depth + 1}
                set={set}
              />
            </div>
            <Button variant="outline" size="sm" onClick={() => set([...path, index], undefined)}>
              <Trash2 aria-hidden="true" />
              <span className="sr-only">
                Remove item {index + 1} of {name}
              </span>
            </Button>
          </div>
        ))}
        <div>
          <Button variant="outline" size="sm" onClick={() => set(path, [...items, newItem(schema.items)])}>
            <Plus aria-hidden="true" />
            Add item<span className="sr-only"> to {name}</span>
          </Button>
        </div>
      </fieldset>
    )
  }

  if ((kind === "enum" || kind === "boolean") && schema) {
    const options =
      kind === "enum"
        ? enumOptions(schema)
        : [
            { label: "true", value: true },
            { label: "false", value: false },
          ]
    const chosen = kind === "enum" ? enumIndex(schema, value) : value === true ? "0" : value === false ? "1" : ""
    return (
      <div className="flex min-w-0 flex-col gap-1.5">
        <FieldLabel htmlFor={fieldId} path={path} schema={schema} required={required} />
        <Select
          id={fieldId}
          value={chosen}
          onChange={(event) => {
            const picked = options[Number(event.target.value)]
            set(path, event.target.value === "" || !picked ? undefined : picked.value)
          }}
          className="font-mono"
        >
          {(!required || chosen === "") && <option value="">(not set)</option>}
          {options.map((option, index) => (
            <option key={index} value={String(index)}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    )
  }

  return (
    <TextField
      fieldId={fieldId}
      kind={kind}
      path={path}
      schema={schema}
      value={value}
      required={required}
      onValue={(next) => set(path, next)}
    />
  )
}

type TextFieldProps = {
  fieldId: string
  kind: FieldKind
  path: FormPath
  schema: BodySchema | undefined
  value: JsonValue | undefined
  required: boolean
  onValue: (value: JsonValue | undefined) => void
}

/** The value as text, to tell whether a typed text still stands for the value shown. */
function valueKey(value: JsonValue | undefined): string {
  return value === undefined ? "" : JSON.stringify(value)
}

/**
 * A number, string or JSON field. What the visitor types stays as typed while it stands for the body's value ("1."
 * or "1e3" for a number), or while it cannot be one (then it says why); a change in the raw editor replaces it.
 */
function TextField({ fieldId, kind, path, schema, value, required, onValue }: TextFieldProps) {
  const [draft, setDraft] = useState<{ text: string; forValue: string }>()
  const isDraft = draft !== undefined && draft.forValue === valueKey(value)
  const text = isDraft ? draft.text : inputText(kind, value)
  const parsed = isDraft ? parseInput(kind, text, required) : undefined
  const problem = parsed && !parsed.ok ? parsed.problem : null
  const isNumber = kind === "number" || kind === "integer"
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <FieldLabel htmlFor={fieldId} path={path} schema={schema} required={required} />
      <Input
        id={fieldId}
        type={kind === "string" && schema ? inputTypeOf(schema) : "text"}
        inputMode={isNumber ? "decimal" : undefined}
        value={text}
        onChange={(event) => {
          const next = event.target.value
          const result = parseInput(kind, next, required)
          if (result.ok) {
            setDraft({ text: next, forValue: valueKey(result.value) })
            onValue(result.value)
          } else setDraft({ text: next, forValue: valueKey(value) })
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-problem` : undefined}
        autoComplete="off"
        spellCheck={false}
        className="w-full font-mono"
      />
      {problem && (
        <p id={`${fieldId}-problem`} className="text-xs text-destructive">
          {problem}
        </p>
      )}
    </div>
  )
}
