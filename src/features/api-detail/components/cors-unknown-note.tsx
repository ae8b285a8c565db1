import { CORS_UNKNOWN_TEXT } from "@/data/opened-facts"

/** Under an opened API's badges, in place of the CORS badge a catalogue API has (docs/open-any-api.md). */
export function CorsUnknownNote() {
  return <p className="text-sm text-muted-foreground">{CORS_UNKNOWN_TEXT}</p>
}
