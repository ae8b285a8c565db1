import { Play } from "lucide-react"
import type { ReactNode } from "react"
import { CopyButton } from "@/components/copy-button"
import { MethodBadge } from "@/components/method-badge"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import type { Endpoint } from "@/data/api-schema"
import { testButtonId } from "../endpoint-param"
import type { RenderDescription } from "../render-description"
import { ParameterList } from "./parameter-list"

type EndpointCardProps = {
  endpoint: Endpoint
  index: number
  exampleUrl: string
  onTest: (index: number) => void
  /** Called on hover or focus of 'Test', so the tester's code is loading before the click. */
  onPrepareTest?: () => void
  /** The endpoint's last check ('200 · 108 ms'), drawn by the health feature and passed in by the route. */
  status?: ReactNode
  /** What it takes and returns, collapsed (an opened API's: its route passes EndpointShapeDetails). */
  details?: ReactNode
  /** Draws the description (an opened API's, as Markdown); without it, the text as it is. */
  renderDescription?: RenderDescription
}

/** One endpoint (docs/behaviour.md §2): method, path, name, description, parameters, example URL and 'Test'. */
export function EndpointCard({
  endpoint,
  index,
  exampleUrl,
  onTest,
  onPrepareTest,
  status,
  details,
  renderDescription,
}: EndpointCardProps) {
  const headingId = `endpoint-${index}-name`
  const parameters = endpoint.parameters ?? []
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <MethodBadge method={endpoint.method} />
            <code className="font-mono text-sm break-all">{endpoint.path || "/"}</code>
          </div>
          <h3 id={headingId} className="text-lg font-semibold">
            {endpoint.name}
          </h3>
          {status}
        </div>
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
      {renderDescription?.(endpoint.description, index) ?? (
        <p className="text-sm text-muted-foreground">{endpoint.description}</p>
      )}
      {parameters.length > 0 && (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">Parameters</h4>
          <ParameterList parameters={parameters} />
        </div>
      )}
      {details}
      <div className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold">Example URL</h4>
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 rounded-md bg-muted px-3 py-1.5 font-mono text-xs break-all">
            {exampleUrl}
          </code>
          <CopyButton text={exampleUrl} label={`Copy example URL for ${endpoint.name}`} />
        </div>
      </div>
    </Card>
  )
}
