import { Download } from "lucide-react"
import { buttonVariants } from "@/components/ui/button"
import { downloadUrlFor } from "@/lib/blob-urls"
import { downloadName } from "../download-name"

type DownloadLinkProps = { blob: Blob; url: string; contentType: string; label: string }

/**
 * Saves a response body as a file, from memory (an octet-stream blob: URL, so opening the link in a tab downloads it
 * too and never renders the body as a page of our origin); nothing is fetched again.
 */
export function DownloadLink({ blob, url, contentType, label }: DownloadLinkProps) {
  return (
    <a
      href={downloadUrlFor(blob)}
      download={downloadName(url, contentType)}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Download aria-hidden="true" />
      {label}
    </a>
  )
}
