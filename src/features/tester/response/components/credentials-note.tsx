import { KeyRound } from "lucide-react"
import { Button } from "@/components/ui/button"
import { CREDENTIALS_ASKED, credentialsHint } from "../../send/credentials-asked"

type CredentialsNoteProps = {
  /** The API declares a scheme: the button moves focus to the key field; else it opens 'Advanced'. */
  hasKeyField: boolean
  onAddCredentials: () => void
}

/** Under a 401 or 403 sent without credentials (send/credentials-asked.ts): what happened and a way to add them. */
export function CredentialsNote({ hasKeyField, onAddCredentials }: CredentialsNoteProps) {
  return (
    <div className="flex flex-col items-start gap-2 text-sm text-foreground">
      <p>
        <span className="font-semibold">{CREDENTIALS_ASKED}.</span> {credentialsHint(hasKeyField)}
      </p>
      <Button variant="outline" size="sm" onClick={onAddCredentials}>
        <KeyRound aria-hidden="true" />
        {hasKeyField ? "Add credentials" : "Add a header in Advanced"}
      </Button>
    </div>
  )
}
