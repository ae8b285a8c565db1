import { memo, type Ref } from "react"
import type { JsonProblem } from "@/lib/json-problem"
import { TextArea } from "@/components/ui/field"

type BodyEditorProps = {
  id: string
  text: string
  problem: JsonProblem | null
  /** Shown while the text is valid: where it was pre-filled from (prefillNote). */
  note: string
  onTextChange: (text: string) => void
  textareaRef?: Ref<HTMLTextAreaElement> | undefined
}

/**
 * The JSON body's textarea and its note. Memoised: React compares a controlled textarea's value with
 * the element's at each render, which for a 10 MB body means copying it out of the DOM; a click elsewhere in the
 * tester (a tab, a header row) now leaves it alone. `onTextChange` must keep its identity (a state setter does).
 */
export const BodyEditor = memo(function BodyEditor({
  id,
  text,
  problem,
  note,
  onTextChange,
  textareaRef,
}: BodyEditorProps) {
  return (
    <>
      <label htmlFor={`${id}-body`} className="text-sm font-medium">
        JSON body
      </label>
      <TextArea
        ref={textareaRef}
        id={`${id}-body`}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-body-note`}
        rows={8}
        spellCheck={false}
        className="font-mono"
      />
      <p id={`${id}-body-note`} className={problem ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
        {problem ? problem.message : note}
      </p>
    </>
  )
})
