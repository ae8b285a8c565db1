import { ArrowLeft } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import { CopyButton } from "@/components/copy-button"
import { MethodBadge } from "@/components/method-badge"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { useApiKey } from "../use-api-key"
import { normalizeKey } from "@/lib/api-keys"
import { toAxios, toCurl, toFetch } from "@/lib/snippets"
import { announceRequest } from "../announcement"
import { buildTesterRequest } from "../tester-request"
import { useSendRequest } from "../use-send-request"
import { ApiKeyField } from "./api-key-field"
import { CodeSnippet } from "./code-snippet"
import { PreSendNotices } from "./pre-send-notices"
import { RequestForm } from "./request-form"
import { ResponsePanel } from "./response-panel"
import { TabList, TabPanel, type TabItem } from "./tabs"

type ResultTab = "response" | "fetch" | "axios"

const TABS: readonly TabItem<ResultTab>[] = [
  { value: "response", label: "Response" },
  { value: "fetch", label: "Fetch Code" },
  { value: "axios", label: "Axios Code" },
]

const ID = "tester"

export type TesterViewProps = { api: ApiEntry; endpoint: Endpoint; onBack: () => void }

/** The endpoint tester (SPEC §2): fill in parameters, send the request from the browser, read the answer, copy code. */
export function TesterView({ api, endpoint, onBack }: TesterViewProps) {
  const [values, setValues] = useState<Record<string, string>>({})
  const [tab, setTab] = useState<ResultTab>("response")
  const { state, send, cancel } = useSendRequest()
  const headingRef = useRef<HTMLHeadingElement>(null)

  // The view replaces the detail page: focus its heading so keyboard and screen-reader users start here.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const needsKey = api.auth !== "none"
  const { apiKey, isRemembered, setApiKey, setRemembered, forgetAllKeys } = useApiKey(needsKey ? api.id : null)
  const placement = api.keyPlacement

  const parameters = endpoint.parameters ?? []
  // A key that fills a URL placeholder (Telegram's {token}) is typed in the key field, never in a visible one.
  const fields = placement?.in === "placeholder" ? parameters.filter((p) => p.name !== placement.name) : parameters
  const request = buildTesterRequest({ api, endpoint, values, apiKey })

  function handleValueChange(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }))
  }

  function handleSend() {
    setTab("response")
    void send(request.send, apiKey)
  }

  return (
    <section aria-labelledby={`${ID}-heading`} className="flex flex-col gap-6">
      <div>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to API Details
        </Button>
      </div>

      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted-foreground">{api.name}</p>
        <div className="flex flex-wrap items-center gap-3">
          <MethodBadge method={endpoint.method} className="text-sm" />
          <h1 id={`${ID}-heading`} ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight">
            {endpoint.name}
          </h1>
        </div>
        <p className="text-muted-foreground">{endpoint.description}</p>
      </header>

      <Card className="flex flex-col gap-6 p-5">
        <section aria-labelledby={`${ID}-url-heading`} className="flex flex-col gap-2">
          <h2 id={`${ID}-url-heading`} className="text-sm font-semibold">
            Request URL
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all">
              {request.displayUrl}
            </code>
            <CopyButton text={toCurl(request.snippet)} label="Copy as cURL" />
          </div>
        </section>
        <RequestForm
          idPrefix={ID}
          parameters={fields}
          values={values}
          onValueChange={handleValueChange}
          onSend={handleSend}
          onCancel={cancel}
          isSending={state.status === "loading"}
        >
          {needsKey && placement && (
            <ApiKeyField
              idPrefix={ID}
              api={api}
              apiKey={apiKey}
              isRemembered={isRemembered}
              onKeyChange={setApiKey}
              onRememberedChange={setRemembered}
              onForgetAll={forgetAllKeys}
            />
          )}
          <PreSendNotices api={api} hasKey={normalizeKey(apiKey) !== ""} />
        </RequestForm>
      </Card>

      <Card className="p-5">
        <TabList label="Response and code" idPrefix={ID} tabs={TABS} selected={tab} onSelect={setTab} />
        <TabPanel idPrefix={ID} value="response" selected={tab}>
          <ResponsePanel state={state} />
        </TabPanel>
        <TabPanel idPrefix={ID} value="fetch" selected={tab}>
          <CodeSnippet code={toFetch(request.snippet)} copyLabel="Copy fetch code" label="Fetch code" />
        </TabPanel>
        <TabPanel idPrefix={ID} value="axios" selected={tab}>
          <CodeSnippet code={toAxios(request.snippet)} copyLabel="Copy axios code" label="Axios code" />
        </TabPanel>
      </Card>

      <p role="status" className="sr-only">
        {announceRequest(state)}
      </p>
    </section>
  )
}
