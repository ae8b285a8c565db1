import { useMemo } from "react"
import { LANGUAGES, toLanguage, type LanguageId } from "../more-languages"
import type { ExactRequest } from "../../request/tester-request"
import { CodeSnippet } from "./code-snippet"
import { Select } from "@/components/ui/field"

type MoreLanguagesProps = {
  idPrefix: string
  /** What is sent; Copy copies its code. */
  request: ExactRequest
  /** What the code on screen is built from: `request`, or a copy with a shortened body (then `note` says so). */
  shown: ExactRequest
  note?: string | undefined
  /** The chosen language, kept by the tester so it survives switching between the code tabs. */
  language: LanguageId
  onLanguageChange: (language: LanguageId) => void
}

/** The code, or a sentence saying it could not be generated. */
function generate(language: LanguageId, label: string, request: ExactRequest): string {
  try {
    return toLanguage(language, request)
  } catch {
    return `Code for ${label} could not be generated for this request.`
  }
}

/**
 * 'More languages' (docs/behaviour.md §7): the request exactly as the tester sends it (the key as
 * YOUR_API_KEY), as code for the chosen language. A picker inside the Fetch Code and Axios Code panels, under the
 * spec's code, which stays exactly as it is.
 *
 * Built once per request and language, not per render: Python's code for a 10 MB body takes ~3 s.
 * With a long body the code on screen shows it shortened, and Copy builds the whole code when clicked.
 */
export function MoreLanguages({ idPrefix, request, shown, note, language, onLanguageChange }: MoreLanguagesProps) {
  const id = `${idPrefix}-language`
  const label = LANGUAGES.find((l) => l.id === language)?.label ?? language
  const code = useMemo(() => generate(language, label, shown), [language, label, shown])
  const copy = shown === request ? undefined : () => generate(language, label, request)
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 flex flex-col gap-3 border-t pt-4">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        More languages
      </h2>
      <p className="text-sm text-muted-foreground">
        The request exactly as the tester sends it, headers and body included; your key shows as YOUR_API_KEY.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Language
        </label>
        <Select
          id={id}
          value={language}
          onChange={(event) => onLanguageChange(event.target.value as LanguageId)}
          variant="small"
        >
          {LANGUAGES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </Select>
      </div>
      <CodeSnippet code={code} copy={copy} note={note} copyLabel={`Copy ${label} code`} label={`${label} code`} />
    </section>
  )
}
