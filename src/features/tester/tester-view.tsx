import { ArrowLeft } from "lucide-react"
import { useEffect, useRef } from "react"
import { MethodBadge } from "@/components/method-badge"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import type { Api, Endpoint } from "@/data/api-schema"
import { curlCode } from "./code/body-code"
import { TesterAuth } from "./components/tester-auth"
import { TesterResult } from "./components/tester-result"
import { HistorySection } from "./history/components/history-section"
import { useSettleScroll, useTester } from "./model/use-tester"
import { AdvancedOptions } from "./request/components/advanced-options"
import { PreSendNotices } from "./request/components/pre-send-notices"
import { RequestBar } from "./request/components/request-bar"
import { RequestBodySection } from "./request/body/components/request-body-section"
import { RequestForm } from "./request/components/request-form"
import { ServerPicker } from "./request/parameters/components/server-picker"
import { requiredHint } from "./request/parameters/parameter-fields"
import { CredentialsNote } from "./response/components/credentials-note"
import { announceRequest } from "./send/announcement"
import { leaveTester } from "./tester-depth"

const ID = "tester"

export type TesterViewProps = { api: Api; endpoint: Endpoint; onBack: () => void }

/** The endpoint tester (docs/behaviour.md §2): lays out what `useTester` derives; focus moves through its own refs. */
export function TesterView({ api, endpoint, onBack }: TesterViewProps) {
  const t = useTester(api, endpoint)
  const { state, shape, target, key, link, advanced, derived } = t
  const { choice } = target
  const headingRef = useRef<HTMLHeadingElement>(null)
  const responseRef = useRef<HTMLDivElement>(null)
  const sendRef = useRef<HTMLButtonElement>(null)
  const keyRef = useRef<HTMLInputElement>(null)
  const bodyRef = useRef<HTMLTextAreaElement>(null)
  const headerRef = useRef<HTMLInputElement>(null)
  // The view replaces the detail page: focus its heading so keyboard and screen-reader users start here.
  useEffect(() => headingRef.current?.focus(), [])
  useSettleScroll(t.settled, responseRef)
  const isSending = state.status === "loading"

  function handleFillAndRetry() {
    // The button goes as the request starts: focus stays on the request's next step, Send.
    sendRef.current?.focus()
    t.actions.fillAndRetry()
  }
  function handleAddCredentials() {
    if (!target.hasKeyField) t.actions.openHeaderRow()
    ;(target.hasKeyField ? keyRef : headerRef).current?.focus()
  }
  function handleRestoreHere(restored: Record<string, string>) {
    t.actions.restore(restored)
    headingRef.current?.focus()
  }

  return (
    <section aria-labelledby={`${ID}-heading`} className="flex flex-col gap-6">
      <div>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => leaveTester(onBack)}>
          <ArrowLeft aria-hidden="true" />
          Back to API Details
        </Button>
      </div>
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground">{api.name}</p>
        <div className="flex flex-wrap items-center gap-3">
          <MethodBadge method={endpoint.method} className="text-sm" />
          {/* Focused by script when the tester opens, never a Tab stop: no ring, which read as a stray selection. */}
          <h1
            id={`${ID}-heading`}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none"
          >
            {endpoint.name}
          </h1>
        </div>
        <p className="text-muted-foreground">{endpoint.description}</p>
      </header>

      {/* From 1024 px the response pane sits beside the request and stays in view while the request scrolls. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="flex min-w-0 flex-col gap-6 p-5">
          <RequestBar
            idPrefix={ID}
            method={endpoint.method}
            url={derived.request.displayUrl}
            formId={`${ID}-form`}
            curl={() => curlCode(derived.request.snippet, derived.request.bodyCode)}
            shareLink={t.share.href}
            isLocalLink={t.share.isLocal}
            isSending={isSending}
            onCancel={t.actions.cancel}
            advanced={{
              open: advanced.open,
              panelId: `${ID}-advanced-panel`,
              onToggle: () => advanced.setOpen(!advanced.open),
            }}
            requiredHint={requiredHint(t.requiredEmpty)}
            requiredEmpty={t.requiredEmpty}
            onFillExamples={t.canFill ? t.actions.fillExamples : undefined}
            onUseJsonBody={t.offersJsonBody ? () => (t.actions.openJsonBody(), bodyRef.current?.focus()) : undefined}
            sendRef={sendRef}
          >
            <PreSendNotices api={choice.api} endpoint={choice.endpoint} hasKey={t.hasKey} />
          </RequestBar>
          <TesterAuth t={t} idPrefix={ID} formId={`${ID}-form`} keyRef={keyRef} />
          <AdvancedOptions
            idPrefix={ID}
            state={advanced}
            markedHeaders={shape.markedHeaders}
            bodyRef={bodyRef}
            firstHeaderRef={headerRef}
          />
          {/* Leaving a field ends one edit: the next keystroke starts a new browser history entry. */}
          <div role="presentation" onBlur={link.commit}>
            <ServerPicker
              idPrefix={ID}
              servers={choice.servers}
              chosen={choice.chosen}
              values={choice.values}
              onValueChange={t.actions.setValue}
            />
          </div>
          <div role="presentation" onBlur={link.commit}>
            <RequestForm
              idPrefix={ID}
              parameters={target.fields}
              values={choice.values}
              fieldNotes={derived.request.fieldNotes}
              onValueChange={t.actions.setValue}
              isOpened={api.source.kind === "opened"}
              onSend={t.actions.send}
              isSending={isSending}
            />
          </div>
          {t.requestBody.isActive && (
            <RequestBodySection idPrefix={ID} state={t.requestBody} apiKey={key.apiKey} onCommit={link.commit} />
          )}
        </Card>

        <div ref={responseRef} className="min-w-0 scroll-mt-20 lg:sticky lg:top-20">
          <Card className="p-5">
            <TesterResult
              t={t}
              idPrefix={ID}
              onFillAndRetry={handleFillAndRetry}
              credentialsNote={
                <CredentialsNote hasKeyField={target.hasKeyField} onAddCredentials={handleAddCredentials} />
              }
            />
          </Card>
        </div>
      </div>

      <Card className="p-5">
        <HistorySection
          idPrefix={ID}
          api={api}
          endpointIndex={api.endpoints.indexOf(endpoint)}
          onRestoreHere={handleRestoreHere}
        />
      </Card>

      <p role="status" className="sr-only">
        {announceRequest(state)}
      </p>
    </section>
  )
}
