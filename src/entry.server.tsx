import { renderToReadableStream } from "react-dom/server"
import type { EntryContext } from "react-router"
import { ServerRouter } from "react-router"
import { SpaFallbackContext } from "@/config/route-handle"

// Used only at build time, to prerender static HTML (ssr: false means no server at run time).
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  let responseStatus = status
  const body = await renderToReadableStream(
    <SpaFallbackContext value={context.isSpaMode}>
      <ServerRouter context={context} url={request.url} />
    </SpaFallbackContext>,
    {
      signal: request.signal,
      onError(error: unknown) {
        responseStatus = 500
        console.error(error)
      },
    },
  )
  await body.allReady
  headers.set("Content-Type", "text/html; charset=utf-8")
  return new Response(body, { headers, status: responseStatus })
}
