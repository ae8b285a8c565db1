import { ArrowLeft } from "lucide-react"
import { useEffect, useMemo, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { MethodBadge } from "@/components/method-badge"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import type { Api, Endpoint } from "@/data/api-schema"
import { useApiKey } from "./request/use-api-key"
import { endpointKeyPlacement, endpointNeedsKey, normalizeKey, requestKeySlot, requestOrigin } from "@/lib/api-keys"
import { buildRequestUrl } from "@/lib/url"
import { axiosCode, curlCode, fetchCode } from "./code/body-code"
import { announceRequest } from "./send/announcement"
import { buildTesterRequest, type TesterRequest } from "./request/tester-request"
import { SHORTENED_BODY_NOTE, shownOptIn } from "./request/shown-body"
import { useSendRequest } from "./send/use-send-request"
import { useLinkValues } from "./request/use-link-values"
import { leaveTester } from "./tester-depth"
import { operationLink, testerLink } from "./request/tester-link"
import { markedHeaderNames, markedNames } from "./request/typed-secrets"
import { recordRequest, startStopwatch } from "./history/record-request"
import { useAdvanced } from "./request/use-advanced"
import { useRequestBody } from "./request/use-request-body"
import { RequestBodySection } from "./request/components/request-body-section"
import { bodyValueNames } from "./request/request-body"
import { AdvancedOptions } from "./request/components/advanced-options"
import { MoreLanguages } from "./code/components/more-languages"
import type { LanguageId } from "./code/more-languages"
import { ApiKeyField } from "./request/components/api-key-field"
import { CodeSnippet } from "./code/components/code-snippet"
import { PreSendNotices } from "./request/components/pre-send-notices"
import { RequestForm } from "./request/components/request-form"
import { RequestBar } from "./request/components/request-bar"
import { ServerPicker } from "./request/components/server-picker"
import { chooseServer, serverValueNames } from "./request/server-choice"
import { canFillExamples, fillExamples, sendsBodyFieldsAsQuery, unresolvedPlaceholders } from "./request/first-send"
import { emptyRequired, offersFillAndRetry, openingFields, openingValues, requiredHint } from "./request/form-fields"
import { settleScroll } from "./response/settle-scroll"
import { RequestOutcome } from "./response/components/request-outcome"
import { DocumentedResponses } from "./response/components/documented-responses"
import { ConformanceCheck } from "./response/components/conformance-check"
import { operationKey } from "@/lib/response-schemas/operation-key"
import { checksCatalogueOperation } from "@/lib/response-schemas/catalogue-schemas"
import { HistorySection } from "./history/components/history-section"
import { authChoiceLabel, authChoices, withAuthChoice } from "./request/auth-choice"
import { useAuthChoice } from "./request/use-auth-choice"
import { asksForCredentials, carriesCredentials } from "./send/credentials-asked"
import { CredentialsNote } from "./response/components/credentials-note"
import { SignInLauncher } from "./sign-in/components/sign-in-launcher"
import { CatalogueOAuthNote } from "./sign-in/components/catalogue-oauth-note"
import { useCatalogueSignIn } from "./sign-in/use-catalogue-sign-in"
import { TabList, TabPanel, type TabItem } from "@/components/ui/tabs"

type ResultTab = "response" | "fetch" | "axios"

const TABS: readonly TabItem<ResultTab>[] = [
  { value: "response", label: "Response" },
  { value: "fetch", label: "Fetch Code" },
  { value: "axios", label: "Axios Code" },
]

const ID = "tester"

/** Each code tab's generator, from the request the tester sends (a multipart or file body included). */
const SNIPPETS: Record<Exclude<ResultTab, "response">, (request: TesterRequest) => string> = {
  fetch: (request) => fetchCode(request.snippet, request.bodyCode),
  axios: (request) => axiosCode(request.snippet, request.bodyCode),
}

export type TesterViewProps = { api: Api; endpoint: Endpoint; onBack: () => void }

/** The endpoint tester (docs/behaviour.md §2): fill in parameters, send the request from the browser, read the answer, copy code. */
export function TesterView({ api, endpoint, onBack }: TesterViewProps) {
  const [tab, setTab] = useState<ResultTab>("response")
  const [language, setLanguage] = useState<LanguageId>("python")
  const { state, send, cancel } = useSendRequest()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const liveStatus =
    state.status === "success"
      ? state.response.status
      : state.status === "error" && state.error.kind === "http"
        ? state.error.response.status
        : undefined
  const responseRef = useRef<HTMLDivElement>(null)
  // The placeholders the last sent URL still held, for the line under a 4xx that they probably caused.
  const [sentPlaceholders, setSentPlaceholders] = useState<readonly string[]>([])
  // The required parameters the last request was sent without, for "Fill examples and send again" under a 4xx.
  const [sentEmpty, setSentEmpty] = useState<readonly string[]>([])

  // Below the two-pane width the response is under the request: once a settled answer has rendered (so the page is
  // as tall as it will be), bring it into view, leaving focus on Send.
  const [settled, setSettled] = useState(0)
  useEffect(() => {
    if (settled > 0) settleScroll(responseRef.current, window)
  }, [settled])

  // The view replaces the detail page: focus its heading so keyboard and screen-reader users start here.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  // Where the key goes: the scheme the visitor picked when the description allows several (Stripe: Basic or Bearer),
  // as the endpoint's own placement (request/auth-choice.ts); the same endpoint object otherwise.
  const authChoice = useAuthChoice(api.id)
  const schemes = authChoices(api, endpoint)
  const keyed = useMemo(() => withAuthChoice(api, endpoint, authChoice.index), [api, endpoint, authChoice.index])
  const placement = endpointKeyPlacement(api, keyed)
  // Whether the last request went out with credentials: a 401 or 403 to one without asks for them.
  const [sentWithCredentials, setSentWithCredentials] = useState(false)
  const isKeyField = (name: string) => placement?.in === "placeholder" && name === placement.name
  // Typed values live in the URL (docs/testing-links-and-history.md): a link, a reload or Back/Forward brings them
  // back; never the key. An opened API's chosen server and its variables are values too (server-choice.ts).
  const names = useMemo(
    () => [
      ...new Set([
        ...(endpoint.parameters ?? []).map((p) => p.name).filter((name) => !isKeyField(name)),
        ...serverValueNames(api, endpoint),
        ...bodyValueNames(api, endpoint),
      ]),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- isKeyField reads placement, derived from api and endpoint
    [api, endpoint],
  )
  // An opened API's tester opens with the document's examples filled in, so its first Send works; the catalogue keeps
  // the specification's empty fields and placeholders (form-fields.ts). Parameters the document marks as credentials
  // (typed-secrets.ts) are kept out of the URL, links and history, as those named like one are.
  const marked = useMemo(() => markedNames(endpoint.parameters), [endpoint])
  // 'Advanced' header rows of a header the document marks (any case) are credentials too.
  const markedHeaders = useMemo(() => markedHeaderNames(endpoint, api), [api, endpoint])
  const link = useLinkValues(
    names,
    (fromLink) =>
      api.source.kind === "opened" ? openingValues(openingFields(api, endpoint, names), fromLink) : fromLink,
    marked,
  )
  // The chosen server is the request's base URL and its variables its server parameters.
  const choice = useMemo(() => chooseServer(api, keyed, link.values), [api, keyed, link.values])
  const { api: served, endpoint: servedEndpoint, values } = choice
  const parameters = servedEndpoint.parameters ?? []
  // A key that fills a URL placeholder (Telegram's {token}) is typed in the key field, never in a visible one; the
  // server's variables are under the server picker.
  const fields = parameters.filter((p) => !isKeyField(p.name) && !choice.variableNames.includes(p.name))
  // An opened API's key is kept for the origin it was entered for: the one these values send to (its chosen server
  // and server variables included), so a changed server or a link naming another host finds no key (lib/api-keys.ts).
  const needsKey = endpointNeedsKey(api, endpoint)
  const keyOrigin = requestOrigin(buildRequestUrl(served.baseUrl, "", parameters, values), served.baseUrl)
  const keySlot = needsKey ? requestKeySlot(api, keyed, keyOrigin) : null
  const { apiKey, isRemembered, otherOrigins, setApiKey, setRemembered, forgetAllKeys } = useApiKey(keySlot)
  const hasKeyField = needsKey && placement !== undefined
  // OAuth sign-in: an opened API's document's schemes, or the catalogue's data for its OAuth APIs (Spotify, Reddit,
  // PayPal), of which only the flows a web page can complete are offered; the others are named with the reason.
  const catalogueAuth = useCatalogueSignIn(api)
  const oauthSchemes = (api.source.kind === "opened" ? api.source.oauth : catalogueAuth?.schemes) ?? []
  const requiredEmpty = emptyRequired(fields, values)
  const requestBody = useRequestBody(api, endpoint, link)
  const advanced = useAdvanced(api, keyed, requestBody.isActive)
  // An opened API's body (its own section) joins the 'Advanced' headers.
  const optIn = useMemo(() => ({ ...advanced.optIn, ...requestBody.optIn }), [advanced.optIn, requestBody.optIn])
  const request = useMemo(
    () => buildTesterRequest({ api: served, endpoint: servedEndpoint, values, apiKey, optIn }),
    [served, servedEndpoint, values, apiKey, optIn],
  )
  // A 10 MB body made every render rebuild every snippet and put 10 MB into each code element (3.6–5.1 s
  // per click). The code on screen is built from a request whose body is shortened past 20,000 characters, only
  // for the tab that shows, once per request; Copy builds the code for the whole body when clicked.
  const shown = useMemo(() => {
    const display = shownOptIn(optIn)
    const built = display.isShortened
      ? buildTesterRequest({ api: served, endpoint: servedEndpoint, values, apiKey, optIn: display.optIn })
      : request
    return { request: built, note: display.isShortened ? SHORTENED_BODY_NOTE : undefined }
  }, [served, servedEndpoint, values, apiKey, optIn, request])
  const snippet = tab === "response" ? undefined : SNIPPETS[tab]
  const code = useMemo(() => snippet?.(shown.request) ?? "", [snippet, shown])
  const copyCode = shown.note && snippet ? () => snippet(request) : undefined
  const endpointIndex = api.endpoints.indexOf(endpoint)
  // The tester renders only in the browser, after hydration: window.location is the page's own address.
  // An API opened from an address: a link that opens its document, then this operation, in any browser. One opened
  // from a file or a paste lives in this browser only, and its link says so (RequestBar's isLocalLink).
  const opened = api.source.kind === "opened" ? api.source : undefined
  const documentUrl = opened?.source === "url" ? opened.location : undefined
  const shareLink = documentUrl
    ? operationLink(
        window.location.origin,
        documentUrl,
        endpoint.method,
        endpoint.path,
        link.values,
        names,
        apiKey,
        marked,
      )
    : testerLink(window.location.origin, window.location.pathname, endpointIndex, link.values, names, apiKey, marked)

  /** Sends the request; `filled` are values set in the same click (the examples), not rendered yet. */
  async function handleSend(filled?: Record<string, string>) {
    const headersOnly = advanced.prepareSend()
    const body = requestBody.prepareSend()
    if (!headersOnly || !body) return
    const sending = headersOnly === advanced.optIn && body === requestBody.optIn ? optIn : { ...headersOnly, ...body }
    // The body typed just now may not be in `request` yet (its check is deferred): build from what prepareSend gives.
    const sent =
      sending === optIn && !filled
        ? request
        : buildTesterRequest({
            api: served,
            endpoint: servedEndpoint,
            values: filled ?? values,
            apiKey,
            optIn: sending,
          })
    setTab("response")
    link.commit()
    setSentPlaceholders(unresolvedPlaceholders(sent.displayUrl))
    setSentEmpty(emptyRequired(fields, filled ?? values))
    setSentWithCredentials(carriesCredentials(sent.send))
    const elapsed = startStopwatch()
    const result = await send(sent.send, apiKey)
    setSettled((n) => n + 1)
    recordRequest({
      api,
      endpointIndex,
      endpoint,
      url: sent.displayUrl,
      values: filled ?? link.values,
      result,
      durationMs: elapsed(),
      apiKey,
      marked,
    })
  }

  function handleFillExamples() {
    link.replaceAll(fillExamples(fields, values), apiKey)
  }

  function handleFillAndRetry() {
    const filled = fillExamples(fields, values)
    link.replaceAll(filled, apiKey)
    // The button goes as the request starts: focus stays on the request's next step, Send.
    document.getElementById(`${ID}-send`)?.focus()
    void handleSend(filled)
  }

  function handleUseJsonBody() {
    // Rendered at once so the editor exists to take focus.
    flushSync(() => {
      advanced.setOpen(true)
      advanced.setBodyEnabled(true)
    })
    document.getElementById(`${ID}-advanced-body`)?.focus()
  }

  function handleAddCredentials() {
    if (hasKeyField) {
      document.getElementById(`${ID}-api-key`)?.focus()
      return
    }
    // No scheme declared: an Authorization header in 'Advanced', its first row's name field focused.
    flushSync(() => {
      advanced.setOpen(true)
      if (advanced.rows.length === 0) advanced.addRow()
    })
    document.getElementById(`${ID}-advanced-header-0-name`)?.focus()
  }

  function handleRestoreHere(restored: Record<string, string>) {
    link.replaceAll(restored, apiKey)
    requestBody.reset()
    headingRef.current?.focus()
  }

  const canFill = canFillExamples(fields, values)
  const httpStatus = state.status === "error" && state.error.kind === "http" ? state.error.response.status : 0
  // The other languages are part of the code panel: under either code tab, one picker whose choice both share.
  const moreLanguages = (
    <MoreLanguages
      idPrefix={ID}
      request={request.exact}
      shown={shown.request.exact}
      note={shown.note}
      language={language}
      onLanguageChange={setLanguage}
    />
  )

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
            url={request.displayUrl}
            formId={`${ID}-form`}
            curl={() => curlCode(request.snippet, request.bodyCode)}
            shareLink={shareLink}
            isLocalLink={opened !== undefined && !documentUrl}
            isSending={state.status === "loading"}
            onCancel={cancel}
            advanced={{
              open: advanced.open,
              panelId: `${ID}-advanced-panel`,
              onToggle: () => advanced.setOpen(!advanced.open),
            }}
            requiredHint={requiredHint(requiredEmpty)}
            requiredEmpty={requiredEmpty}
            onFillExamples={canFill ? handleFillExamples : undefined}
            onUseJsonBody={
              advanced.canHaveBody && !advanced.bodyEnabled && sendsBodyFieldsAsQuery(endpoint)
                ? handleUseJsonBody
                : undefined
            }
          >
            <PreSendNotices api={served} endpoint={servedEndpoint} hasKey={normalizeKey(apiKey) !== ""} />
          </RequestBar>
          {/* Authentication directly under the request bar; its inputs belong to the form, so Enter sends. */}
          {hasKeyField && (
            <ApiKeyField
              idPrefix={ID}
              formId={`${ID}-form`}
              schemes={
                schemes.length > 1
                  ? { labels: schemes.map(authChoiceLabel), chosen: authChoice.index, onChoose: authChoice.choose }
                  : undefined
              }
              api={api}
              endpoint={keyed}
              apiKey={apiKey}
              origin={keyOrigin}
              otherOrigins={otherOrigins}
              isRemembered={isRemembered}
              onKeyChange={setApiKey}
              onRememberedChange={setRemembered}
              onForgetAll={forgetAllKeys}
            />
          )}
          {/* OAuth 2 / OpenID Connect: signing in sets the key to the access token (docs/oauth.md). */}
          {hasKeyField && placement?.in === "bearer" && oauthSchemes.length > 0 && (
            <SignInLauncher
              idPrefix={ID}
              schemes={oauthSchemes}
              hasToken={apiKey !== ""}
              onToken={setApiKey}
              onSignOut={() => setApiKey("")}
              keySlot={keySlot}
              isRemembered={isRemembered}
            />
          )}
          {hasKeyField && catalogueAuth && <CatalogueOAuthNote signIn={catalogueAuth} apiName={api.name} />}
          <AdvancedOptions idPrefix={ID} state={advanced} markedHeaders={markedHeaders} />
          <div role="presentation" onBlur={link.commit}>
            <ServerPicker
              idPrefix={ID}
              servers={choice.servers}
              chosen={choice.chosen}
              values={values}
              onValueChange={(name, value) => link.setValue(name, value, apiKey)}
            />
          </div>
          {/* Leaving a field ends one edit: the next keystroke starts a new browser history entry. */}
          <div role="presentation" onBlur={link.commit}>
            <RequestForm
              idPrefix={ID}
              parameters={fields}
              values={values}
              fieldNotes={request.fieldNotes}
              onValueChange={(name, value) => link.setValue(name, value, apiKey)}
              isOpened={api.source.kind === "opened"}
              onSend={handleSend}
              isSending={state.status === "loading"}
            />
          </div>
          {requestBody.isActive && (
            <RequestBodySection idPrefix={ID} state={requestBody} apiKey={apiKey} onCommit={link.commit} />
          )}
        </Card>

        <div ref={responseRef} className="min-w-0 scroll-mt-20 lg:sticky lg:top-20">
          <Card className="p-5">
            <TabList label="Response and code" idPrefix={ID} tabs={TABS} selected={tab} onSelect={setTab} />
            <TabPanel idPrefix={ID} value="response" selected={tab}>
              <RequestOutcome
                state={state}
                placeholders={sentPlaceholders}
                onFillAndRetry={offersFillAndRetry(httpStatus, sentEmpty, canFill) ? handleFillAndRetry : undefined}
                errorAction={
                  asksForCredentials(state, sentWithCredentials) && (
                    <CredentialsNote hasKeyField={hasKeyField} onAddCredentials={handleAddCredentials} />
                  )
                }
              />
              {(api.source.kind === "opened" ||
                checksCatalogueOperation(api.id, operationKey(endpoint.method, endpoint.path))) && (
                <ConformanceCheck
                  apiId={api.id}
                  operation={operationKey(endpoint.method, endpoint.path)}
                  state={state}
                />
              )}
              {endpoint.responses && (
                <DocumentedResponses
                  responses={endpoint.responses}
                  liveStatus={liveStatus}
                  stored={
                    api.source.kind === "opened"
                      ? { apiId: api.id, operation: operationKey(endpoint.method, endpoint.path) }
                      : undefined
                  }
                />
              )}
            </TabPanel>
            <TabPanel idPrefix={ID} value="fetch" selected={tab}>
              {tab === "fetch" && (
                <CodeSnippet
                  code={code}
                  copy={copyCode}
                  note={shown.note}
                  copyLabel="Copy fetch code"
                  label="Fetch code"
                />
              )}
              {tab === "fetch" && moreLanguages}
            </TabPanel>
            <TabPanel idPrefix={ID} value="axios" selected={tab}>
              {tab === "axios" && (
                <CodeSnippet
                  code={code}
                  copy={copyCode}
                  note={shown.note}
                  copyLabel="Copy axios code"
                  label="Axios code"
                />
              )}
              {tab === "axios" && moreLanguages}
            </TabPanel>
          </Card>
        </div>
      </div>

      <Card className="p-5">
        <HistorySection idPrefix={ID} api={api} endpointIndex={endpointIndex} onRestoreHere={handleRestoreHere} />
      </Card>

      <p role="status" className="sr-only">
        {announceRequest(state)}
      </p>
    </section>
  )
}
