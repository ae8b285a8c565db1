import { useState } from "react"
import { LANGUAGES, toLanguage, type LanguageId } from "../more-languages"
import type { ExactRequest } from "../tester-request"
import { CodeSnippet } from "./code-snippet"

/**
 * 'More languages' (issue 13 §5, docs/behaviour.md §7): the request exactly as the tester sends it (the key as
 * YOUR_API_KEY), as code for the chosen language. A section of its own below the spec's three tabs, which stay
 * exactly as they are.
 */
export function MoreLanguages({ idPrefix, request }: { idPrefix: string; request: ExactRequest }) {
  const [language, setLanguage] = useState<LanguageId>("python")
  const id = `${idPrefix}-language`
  const label = LANGUAGES.find((l) => l.id === language)?.label ?? language
  let code: string
  try {
    code = toLanguage(language, request)
  } catch {
    code = `Code for ${label} could not be generated for this request.`
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
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
        <select
          id={id}
          value={language}
          onChange={(event) => setLanguage(event.target.value as LanguageId)}
          className="h-9 rounded-md border border-input bg-card px-2 text-sm"
        >
          {LANGUAGES.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <CodeSnippet code={code} copyLabel={`Copy ${label} code`} label={`${label} code`} />
    </section>
  )
}
