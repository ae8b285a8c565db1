import type { ReactNode } from "react"
import { TabList, TabPanel, type TabItem } from "@/components/ui/tabs"
import { axiosCode, fetchCode } from "../code/body-code"
import { CodeSnippet } from "../code/components/code-snippet"
import { MoreLanguages } from "../code/components/more-languages"
import type { ResultTab } from "../model/tester-session"
import type { Tester } from "../model/use-tester"
import type { TesterRequest } from "../request/tester-request"
import { ConformanceCheck } from "../response/components/conformance-check"
import { DocumentedResponses } from "../response/components/documented-responses"
import { RequestOutcome } from "../response/components/request-outcome"

const TABS: readonly TabItem<ResultTab>[] = [
  { value: "response", label: "Response" },
  { value: "fetch", label: "Fetch Code" },
  { value: "axios", label: "Axios Code" },
]

/** Each code tab: its generator (from the request the tester sends, a multipart or file body included) and labels. */
const CODE_TABS = {
  fetch: { code: (r: TesterRequest) => fetchCode(r.snippet, r.bodyCode), label: "Fetch code", copy: "Copy fetch code" },
  axios: { code: (r: TesterRequest) => axiosCode(r.snippet, r.bodyCode), label: "Axios code", copy: "Copy axios code" },
} as const

type TesterResultProps = {
  t: Tester
  idPrefix: string
  onFillAndRetry: () => void
  /** Under an error that asked for credentials: the way to add them. */
  credentialsNote: ReactNode
}

/** The response pane: the answer with its conformance line and documented responses, and the code tabs. */
export function TesterResult({ t, idPrefix, onFillAndRetry, credentialsNote }: TesterResultProps) {
  const { api, endpoint, session, state, derived } = t
  return (
    <>
      <TabList
        label="Response and code"
        idPrefix={idPrefix}
        tabs={TABS}
        selected={session.tab}
        onSelect={t.actions.selectTab}
      />
      <TabPanel idPrefix={idPrefix} value="response" selected={session.tab}>
        <RequestOutcome
          state={state}
          placeholders={session.sent.placeholders}
          onFillAndRetry={t.offersFillAndRetry ? onFillAndRetry : undefined}
          errorAction={t.asksForCredentials && credentialsNote}
        />
        {t.checksConformance && <ConformanceCheck apiId={api.id} operation={t.operation} state={state} />}
        {endpoint.responses && (
          <DocumentedResponses
            responses={endpoint.responses}
            liveStatus={t.liveStatus}
            stored={api.source.kind === "opened" ? { apiId: api.id, operation: t.operation } : undefined}
          />
        )}
      </TabPanel>
      {(Object.keys(CODE_TABS) as (keyof typeof CODE_TABS)[]).map((tab) => (
        <TabPanel key={tab} idPrefix={idPrefix} value={tab} selected={session.tab}>
          {session.tab === tab && (
            <>
              <CodeSnippet
                code={CODE_TABS[tab].code(derived.shown)}
                copy={derived.note ? () => CODE_TABS[tab].code(derived.request) : undefined}
                note={derived.note}
                copyLabel={CODE_TABS[tab].copy}
                label={CODE_TABS[tab].label}
              />
              {/* The other languages are part of the code panel: one picker whose choice both tabs share. */}
              <MoreLanguages
                idPrefix={idPrefix}
                request={derived.request.exact}
                shown={derived.shown.exact}
                note={derived.note}
                language={session.language}
                onLanguageChange={t.actions.chooseLanguage}
              />
            </>
          )}
        </TabPanel>
      ))}
    </>
  )
}
