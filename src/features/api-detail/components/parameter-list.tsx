import { Badge } from "@/components/ui/badge"
import type { Parameter } from "@/data/api-schema"
import { pickExample } from "@/lib/parameter-example"

/** An endpoint's parameters (docs/behaviour.md §2): name, required or optional, type and description. */
export function ParameterList({ parameters }: { parameters: readonly Parameter[] }) {
  return (
    <ul className="divide-y rounded-lg border">
      {parameters.map((parameter) => {
        const example = pickExample(parameter, "hint")
        return (
          <li key={parameter.name} className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-baseline sm:gap-3">
            <div className="flex shrink-0 flex-wrap items-center gap-2 sm:w-64">
              <code className="font-mono text-sm font-semibold break-all">{parameter.name}</code>
              <Badge tone={parameter.required ? "danger" : "neutral"}>
                {parameter.required ? "required" : "optional"}
              </Badge>
              <span className="font-mono text-xs text-muted-foreground">{parameter.type}</span>
            </div>
            <p className="text-sm text-muted-foreground">
              {parameter.description}
              {example && (
                <>
                  {" "}
                  <span className="whitespace-nowrap">
                    Example: <code className="font-mono text-foreground">{example}</code>
                  </span>
                </>
              )}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
