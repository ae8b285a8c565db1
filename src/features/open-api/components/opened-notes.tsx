import { useSyncExternalStore } from "react"
import { Link } from "react-router"
import { CopyButton } from "@/components/copy-button"
import { paths } from "@/config/paths"
import type { OpenedFrom } from "@/data/api-schema"
import { specName } from "../opened-api"
import { OpenedHooks } from "./opened-hooks"
import { originText } from "../opened-text"
import { storageProblemOf, subscribeStorageProblems } from "../opened-store"

/** Most notes a page lists; the rest are counted. */
const NOTES_SHOWN = 20

/**
 * Under an opened API's header: where it came from, its version, how to get an OAuth token, what could not be
 * mapped, and (for a document from an address) the link that opens it in another browser. Keys never go in it.
 */
export function OpenedNotes({ id, opened }: { id: string; opened: OpenedFrom }) {
  const storageMessage = useSyncExternalStore(
    subscribeStorageProblems,
    () => storageProblemOf(id),
    () => undefined,
  )
  const shareHref = opened.source === "url" && opened.location ? paths.open.getHref(opened.location) : undefined
  return (
    <div className="flex flex-col gap-3 text-sm">
      {storageMessage && (
        <p role="alert" className="rounded-md border border-warning bg-warning-soft p-3 text-foreground">
          {storageMessage}
        </p>
      )}
      <p className="text-muted-foreground">
        {specName(opened.specVersion)}
        {opened.version ? `, version ${opened.version}` : ""}, {originText(opened)}. Kept in this browser under{" "}
        <Link to={paths.open.getHref()} className="text-primary underline">
          Your APIs
        </Link>
        .
      </p>
      {shareHref && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground">A link that opens this API in any browser:</span>
          <CopyButton
            text={new URL(shareHref, window.location.origin).href}
            label="Copy link"
            copiedLabel="Link copied"
          />
        </div>
      )}
      {opened.authNote && <p className="text-muted-foreground">{opened.authNote}</p>}
      {opened.notes.length > 0 && (
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">
            {opened.notes.length === 1
              ? "1 part of the description could not be used"
              : `${opened.notes.length} parts of the description could not be used`}
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 break-words text-muted-foreground">
            {opened.notes.slice(0, NOTES_SHOWN).map((note, index) => (
              <li key={index}>{note}</li>
            ))}
            {opened.notes.length > NOTES_SHOWN && <li>…and {opened.notes.length - NOTES_SHOWN} more.</li>}
          </ul>
        </details>
      )}
      {opened.hooks && opened.hooks.length > 0 && <OpenedHooks hooks={opened.hooks} />}
    </div>
  )
}
