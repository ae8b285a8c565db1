import { Play } from "lucide-react"
import { useState, type ReactNode } from "react"
import { CopyButton } from "@/components/copy-button"
import { MethodBadge } from "@/components/method-badge"
import { Button } from "@/components/ui/button"
import type { Endpoint } from "@/data/api-schema"
import { testButtonId } from "../endpoint-param"
import type { RenderDescription } from "../render-description"
import { ParameterList } from "./parameter-list"

export type EndpointRowProps = {
  endpoint: Endpoint & { exampleUrl?: string }
  index: number
  onTest: (index: number) => void
  onPrepareTest?: (() => void) | undefined
  status?: ReactNode
  /** What it takes and returns (an opened API's EndpointShapeDetails), inside the disclosure. */
  renderDetails?: ((endpoint: Endpoint) => ReactNode) | undefined
  renderDescription?: RenderDescription | undefined
}

/**
 * One endpoint of a long list (50 and more, docs/behaviour.md §2): method · path · name · 'Test' on one row, and
 * behind a disclosure its description, parameters, what it takes and returns, and its example URL. What is behind
 * the disclosure is drawn only once it is opened: a page of rows stays as cheap as its first line.
 */
export function EndpointRow({
  endpoint,
  index,
  onTest,
  onPrepareTest,
  status,
  renderDetails,
  renderDescription,
}: EndpointRowProps) {
  const [isOpen, setIsOpen] = useState(false)
  const parameters = endpoint.parameters ?? []
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-card px-3 py-2 text-card-foreground">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <MethodBadge method={endpoint.method} />
        <code className="min-w-0 font-mono text-sm break-all">{endpoint.path || "/"}</code>
        <h3 id={`endpoint-${index}-name`} className="min-w-0 flex-1 basis-40 text-sm font-semibold">
          {endpoint.name}
        </h3>
        <Button
          id={testButtonId(index)}
          size="sm"
          aria-label={`Test ${endpoint.name}`}
          onClick={() => onTest(index)}
          onPointerEnter={onPrepareTest}
          onFocus={onPrepareTest}
        >
          <Play aria-hidden="true" />
          Test
        </Button>
      </div>
      {status}
      <details onToggle={(event) => setIsOpen(event.currentTarget.open)}>
        <summary className="w-fit cursor-pointer py-1 text-sm text-muted-foreground pointer-coarse:py-3">
          {parameters.length > 0 ? `Parameters (${parameters.length}) and details` : "Details"}
        </summary>
        {isOpen && (
          <div className="flex flex-col gap-3 pt-2 pb-1">
            {renderDescription?.(endpoint.description, index) ?? (
              <p className="text-sm text-muted-foreground">{endpoint.description}</p>
            )}
            {parameters.length > 0 && <ParameterList parameters={parameters} />}
            {renderDetails?.(endpoint)}
            {endpoint.exampleUrl && (
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold">Example URL</span>
                <code className="min-w-0 flex-1 rounded-md bg-muted px-3 py-1.5 font-mono text-xs break-all">
                  {endpoint.exampleUrl}
                </code>
                <CopyButton text={endpoint.exampleUrl} label={`Copy example URL for ${endpoint.name}`} />
              </div>
            )}
          </div>
        )}
      </details>
    </div>
  )
}
