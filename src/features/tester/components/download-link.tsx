import { Download } from "lucide-react"
import { buttonVariants } from "@/components/ui/button"
import { objectUrlFor } from "../blob-urls"
import { downloadName } from "../download-name"

type DownloadLinkProps = { blob: Blob; url: string; contentType: string; label: string }

/** Saves a response body as a file, from memory (a blob: URL); nothing is fetched again. */
export function DownloadLink({ blob, url, contentType, label }: DownloadLinkProps) {
  return (
    <a
      href={objectUrlFor(blob)}
      download={downloadName(url, contentType)}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Download aria-hidden="true" />
      {label}
    </a>
  )
}
