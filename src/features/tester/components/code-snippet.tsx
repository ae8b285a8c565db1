import { CopyButton } from "@/components/copy-button"

type CodeSnippetProps = { code: string; copyLabel: string; label: string }

/** Generated code with its own copy button. */
export function CodeSnippet({ code, copyLabel, label }: CodeSnippetProps) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-end">
        <CopyButton text={code} label={copyLabel} />
      </div>
      <pre
        aria-label={label}
        className="overflow-x-auto rounded-md border bg-muted p-4 font-mono text-xs leading-relaxed"
      >
        <code>{code}</code>
      </pre>
    </div>
  )
}
