import { Badge } from "@/components/ui/badge"
import { formatBytes, formatDuration, type ResponseResult } from "../../send/send-request"
import { BodyByType } from "./body-by-type"

type ResponseDetailsProps = {
  response: ResponseResult
  /** Shown under the Error box, which already says the status in red: the pill is then neutral, not a second alarm. */
  isError?: boolean
}

/**
 * Status, time, size, headers and body of an answer (a 2xx one or an API's own error page). The headers are closed
 * at first, so the body is what shows first.
 */
export function ResponseDetails({ response, isError = false }: ResponseDetailsProps) {
  const isOk = response.status >= 200 && response.status < 300
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge tone={isOk ? "success" : isError ? "neutral" : "danger"} className="text-sm">
          <span className="sr-only">Status: </span>
          {response.status} {response.statusText}
        </Badge>
        <span className="text-muted-foreground">
          Time: <span className="font-medium text-foreground">{formatDuration(response.elapsedMs)}</span>
        </span>
        <span className="text-muted-foreground">
          Size: <span className="font-medium text-foreground">{formatBytes(response.size)}</span>
        </span>
        {response.redirected && (
          <span className="text-muted-foreground">
            Redirected to <code className="font-mono break-all">{response.url}</code>
          </span>
        )}
      </div>
      <details className="rounded-md border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Headers ({response.headers.length})</summary>
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 border-t px-3 py-2 font-mono text-xs">
          {response.headers.map(([name, value], index) => (
            <div key={`${name}-${index}`} className="contents">
              <dt className="font-semibold break-all">{name}</dt>
              <dd className="break-all text-muted-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="border-t px-3 py-2 text-xs text-muted-foreground">
          A browser shows only the headers the API exposes to web pages (CORS); a terminal sees them all.
        </p>
      </details>
      <section aria-label="Body" className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Body</h3>
        <BodyByType response={response} />
      </section>
    </div>
  )
}
