import type { ServerOption } from "@/data/api-schema"
import { SERVER_VALUE_KEY, serverLabel } from "../server-choice"
import { Input, Select } from "@/components/ui/field"

type ServerPickerProps = {
  idPrefix: string
  servers: readonly ServerOption[]
  chosen: number
  values: Readonly<Record<string, string>>
  onValueChange: (name: string, value: string) => void
}

/**
 * An opened API's server (server-choice.ts): a picker when the operation has more than one, and the chosen server's
 * variables as fields — a select when the variable has an enum, its default filled in.
 */
export function ServerPicker({ idPrefix, servers, chosen, values, onValueChange }: ServerPickerProps) {
  const server = servers[chosen]
  const variables = server?.variables ?? []
  if (servers.length < 2 && variables.length === 0) return null
  const pickerId = `${idPrefix}-server`
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold">Server</legend>
      {servers.length > 1 && (
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={pickerId} className="text-sm font-medium">
            Server address
          </label>
          <Select
            id={pickerId}
            value={chosen}
            // The first server is the default: choosing it keeps the link free of it.
            onChange={(event) => {
              const index = Number(event.target.value)
              onValueChange(SERVER_VALUE_KEY, index === 0 ? "" : (servers[index]?.url ?? ""))
            }}
            className="w-full truncate font-mono"
          >
            {servers.map((s, index) => (
              <option key={s.url} value={index}>
                {serverLabel(s)}
              </option>
            ))}
          </Select>
        </div>
      )}
      {variables.map((variable) => {
        const id = `${idPrefix}-server-${variable.name}`
        const value = values[variable.name] ?? ""
        return (
          <div key={variable.name} className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {variable.name} <span className="font-mono text-xs text-muted-foreground">(server variable)</span>
            </label>
            {variable.enum ? (
              <Select
                id={id}
                value={value}
                onChange={(event) => onValueChange(variable.name, event.target.value)}
                aria-describedby={variable.description ? `${id}-description` : undefined}
                className="w-full font-mono"
              >
                {variable.enum.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                id={id}
                type="text"
                value={value}
                placeholder={variable.default}
                onChange={(event) => onValueChange(variable.name, event.target.value)}
                aria-describedby={variable.description ? `${id}-description` : undefined}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
              />
            )}
            {variable.description && (
              <p id={`${id}-description`} className="text-xs text-muted-foreground">
                {variable.description}
              </p>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
