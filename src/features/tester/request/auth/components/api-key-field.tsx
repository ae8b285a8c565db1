import { Eye, EyeOff, KeyRound } from "lucide-react"
import { useState, type Ref } from "react"
import { Button } from "@/components/ui/button"
import { endpointKeyPlacement } from "@/lib/api-keys"
import { joinBasic, splitBasic } from "../basic-credentials"
import { keyPlacementNote, otherOriginNote, type KeyNoteApi, type KeyNoteEndpoint } from "../key-placement-note"
import { Input, Select } from "@/components/ui/field"

type ApiKeyFieldProps = {
  idPrefix: string
  /** The request form the inputs belong to (the section sits above it, under the request bar): Enter sends. */
  formId?: string
  /** The schemes the description allows for this key (Stripe: Basic or Bearer), when several: a picker. */
  schemes?: { labels: readonly string[]; chosen: number; onChoose: (index: number) => void }
  api: KeyNoteApi
  /** The endpoint's own key placement, if any, wins over the API's (PayPal's token endpoint, docs/api-keys.md). */
  endpoint: KeyNoteEndpoint
  apiKey: string
  /** Where the request goes: the key is sent there only (an opened API's key is kept per origin). */
  origin: string
  /** Other origins this opened API has a key for: said, and not sent here. */
  otherOrigins: readonly string[]
  isRemembered: boolean
  onKeyChange: (key: string) => void
  onRememberedChange: (isRemembered: boolean) => void
  onForgetAll: () => void
  /** The field focus moves to when the visitor is asked for credentials (the user field of HTTP Basic). */
  keyRef?: Ref<HTMLInputElement>
}

/**
 * The tester's key controls (docs/api-keys.md): a password field with show/hide — for HTTP Basic a user field and a
 * password field, kept as one `user:password` key (basic-credentials.ts) — where the key goes, 'Remember on this
 * device' and 'Forget all keys'. Storage and placement live in key-store.ts and api-keys.ts.
 */
export function ApiKeyField({
  idPrefix,
  formId,
  schemes,
  api,
  endpoint,
  apiKey,
  origin,
  otherOrigins,
  isRemembered,
  onKeyChange,
  onRememberedChange,
  onForgetAll,
  keyRef,
}: ApiKeyFieldProps) {
  const [isVisible, setIsVisible] = useState(false)
  const [hasForgotten, setHasForgotten] = useState(false)
  const inputId = `${idPrefix}-api-key`
  const rememberId = `${idPrefix}-remember-key`
  const schemeId = `${idPrefix}-auth-scheme`
  const elsewhere = otherOriginNote(origin, otherOrigins)
  const isBasic = endpointKeyPlacement(api, endpoint)?.in === "basic"
  const basic = splitBasic(apiKey)
  const describedBy = elsewhere ? `${inputId}-elsewhere ${inputId}-note` : `${inputId}-note`

  function handleForgetAll() {
    onForgetAll()
    setHasForgotten(true)
  }

  function handleKeyChange(key: string) {
    onKeyChange(key)
    setHasForgotten(false)
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3 rounded-md border p-4">
      <h2 id={`${inputId}-heading`} className="flex items-center gap-2 text-sm font-semibold">
        <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
        Authentication
      </h2>
      {schemes && schemes.labels.length > 1 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={schemeId} className="text-sm font-medium">
            Scheme
          </label>
          <Select
            id={schemeId}
            form={formId}
            value={schemes.chosen}
            onChange={(event) => schemes.onChoose(Number(event.target.value))}
            aria-describedby={`${schemeId}-note`}
          >
            {schemes.labels.map((label, index) => (
              <option key={label} value={index}>
                {label}
              </option>
            ))}
          </Select>
          <p id={`${schemeId}-note`} className="text-xs text-muted-foreground">
            The description allows {schemes.labels.length} ways to send your credentials; each keeps its own key.
          </p>
        </div>
      )}
      {isBasic && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            User
          </label>
          <Input
            ref={keyRef}
            id={inputId}
            form={formId}
            type="text"
            value={basic.user}
            onChange={(event) => handleKeyChange(joinBasic({ ...basic, user: event.target.value }))}
            aria-describedby={describedBy}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            data-1p-ignore
            data-lpignore="true"
            className="font-mono"
          />
        </div>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={isBasic ? `${inputId}-password` : inputId} className="text-sm font-medium">
          {isBasic ? "Password" : "API key"}
        </label>
        <div className="flex gap-2">
          <Input
            ref={isBasic ? undefined : keyRef}
            id={isBasic ? `${inputId}-password` : inputId}
            form={formId}
            type={isVisible ? "text" : "password"}
            value={isBasic ? basic.password : apiKey}
            onChange={(event) =>
              handleKeyChange(isBasic ? joinBasic({ ...basic, password: event.target.value }) : event.target.value)
            }
            aria-describedby={describedBy}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            data-1p-ignore
            data-lpignore="true"
            className="flex-1 font-mono"
          />
          <Button
            variant="outline"
            size="icon"
            aria-controls={isBasic ? `${inputId}-password` : inputId}
            aria-label={`${isVisible ? "Hide" : "Show"} ${isBasic ? "password" : "API key"}`}
            onClick={() => setIsVisible((visible) => !visible)}
          >
            {isVisible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
        {elsewhere && (
          <p
            id={`${inputId}-elsewhere`}
            role="note"
            className="rounded-md border border-warning bg-warning-soft p-2 text-sm"
          >
            {elsewhere}
          </p>
        )}
        <p id={`${inputId}-note`} className="text-xs text-muted-foreground">
          {keyPlacementNote(api, endpoint, origin)} Kept for this tab only unless you tick 'Remember on this device';
          never put in copied code.
        </p>
      </div>
      <div className="flex items-start gap-2">
        <input
          id={rememberId}
          form={formId}
          type="checkbox"
          checked={isRemembered}
          onChange={(event) => onRememberedChange(event.target.checked)}
          aria-describedby={`${rememberId}-warning`}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={rememberId} className="text-sm">
            Remember on this device
          </label>
          <p id={`${rememberId}-warning`} className="text-xs text-muted-foreground">
            Keeps the key in this browser until you forget it. Don't tick this on a shared computer.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={handleForgetAll}>
          Forget all keys
        </Button>
        <p role="status" className="text-xs text-muted-foreground">
          {hasForgotten ? "Every stored key was removed from this browser." : ""}
        </p>
      </div>
    </section>
  )
}
