import { formatBytes, type ResponseResult } from "../../send/send-request"
import { rasterPreviewUrlFor } from "@/lib/blob-urls"
import { DownloadLink } from "./download-link"
import { hasTreeRows } from "../json-tree"
import { treeSourceOf } from "../large-json"
import { JsonBody } from "./json-body"
import { TextBody } from "./text-body"

/**
 * A response body as its type allows: text (never rendered as HTML), JSON as a tree (with its pretty text under
 * 'Raw'), an image, or a download.
 */
export function BodyByType({ response }: { response: ResponseResult }) {
  const { body, url, contentType, size } = response
  const download = (label: string) => (
    <DownloadLink blob={body.blob} url={url} contentType={contentType} label={label} />
  )

  if (body.kind === "image") {
    return (
      <div className="flex flex-col items-start gap-3">
        <img
          src={body.svgSrc ?? rasterPreviewUrlFor(body.blob, contentType)}
          alt={`Response body preview (${contentType}, ${formatBytes(size)})`}
          className="max-h-96 max-w-full rounded-md border bg-muted object-contain"
        />
        {download("Download image")}
      </div>
    )
  }

  if (body.kind === "binary") {
    return (
      <div className="flex flex-col items-start gap-3 rounded-md border bg-muted p-4 text-sm">
        <p>
          Binary response ({contentType || "unknown type"}, {formatBytes(size)}): it cannot be shown as text.
        </p>
        {download("Download response")}
      </div>
    )
  }

  const source = treeSourceOf(body, contentType)
  if (source && (source.kind !== "data" || hasTreeRows(source.data))) {
    return <JsonBody response={response} source={source} />
  }
  return <TextBody response={response} />
}
