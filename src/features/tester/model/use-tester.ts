import { useEffect, useMemo, useReducer } from "react"
import { flushSync } from "react-dom"
import type { Api, Endpoint } from "@/data/api-schema"
import { normalizeKey } from "@/lib/api-keys"
import { checksCatalogueOperation } from "@/lib/response-schemas/catalogue-schemas"
import { operationKey } from "@/lib/response-schemas/operation-key"
import { canFillExamples, fillExamples, sendsBodyFieldsAsQuery } from "../request/parameters/first-send"
import { emptyRequired, offersFillAndRetry, openingFields, openingValues } from "../request/parameters/parameter-fields"
import { useAdvanced } from "../request/use-advanced"
import { useApiKey } from "../request/auth/use-api-key"
import { useAuthChoice } from "../request/auth/use-auth-choice"
import { useLinkValues } from "../request/link/use-link-values"
import { useRequestBody } from "../request/body/use-request-body"
import { settleScroll } from "../response/settle-scroll"
import { asksForCredentials } from "../send/credentials-asked"
import { record } from "../send/pipeline/record"
import { runSend } from "../send/pipeline/run-send"
import type { SendDraft } from "../send/pipeline/send-draft"
import { directTransport, type Transport } from "../send/pipeline/transport"
import { useSendRequest } from "../send/use-send-request"
import { useCatalogueSignIn } from "../sign-in/use-catalogue-sign-in"
import { deriveRequest, deriveShareLink } from "./derive-request"
import { deriveShape, deriveTarget } from "./tester-target"
import { initialSession, testerReducer, type ResultTab } from "./tester-session"

export type Tester = ReturnType<typeof useTester>

/**
 * The tester's model (README.md): the draft — link values (parameters, server and its variables, an opened API's body
 * media type and text), the chosen scheme, the key of the key slot, 'Advanced' headers and body — and everything
 * derived from it once: the request shown, sent, copied as code, shared and recorded. `TesterView` only lays it out.
 * `transport` is how Send reaches the API (send/pipeline/transport.ts).
 */
export function useTester(api: Api, endpoint: Endpoint, transport: Transport = directTransport) {
  const [session, dispatch] = useReducer(testerReducer, initialSession)
  const { state, run, cancel } = useSendRequest()
  const authChoice = useAuthChoice(api.id)
  const shape = useMemo(() => deriveShape(api, endpoint, authChoice.index), [api, endpoint, authChoice.index])
  // Typed values live in the URL (docs/testing-links-and-history.md): a link, a reload or Back/Forward brings them
  // back; never the key. An opened API opens with the document's examples filled in, so its first Send works.
  const link = useLinkValues(
    shape.names,
    (fromLink) =>
      api.source.kind === "opened" ? openingValues(openingFields(api, endpoint, shape.names), fromLink) : fromLink,
    shape.marked,
  )
  const target = useMemo(() => deriveTarget(api, endpoint, shape, link.values), [api, endpoint, shape, link.values])
  const { choice, fields } = target
  const key = useApiKey(target.keySlot)
  const catalogueAuth = useCatalogueSignIn(api)
  const requestBody = useRequestBody(api, endpoint, link)
  const advanced = useAdvanced(api, shape.keyed, requestBody.isActive)
  // An opened API's body (its own section) joins the 'Advanced' headers.
  const optIn = useMemo(() => ({ ...advanced.optIn, ...requestBody.optIn }), [advanced.optIn, requestBody.optIn])
  const draft: SendDraft = useMemo(
    () => ({ choice, values: choice.values, apiKey: key.apiKey, optIn }),
    [choice, key.apiKey, optIn],
  )
  const derived = useMemo(() => deriveRequest(choice, key.apiKey, optIn), [choice, key.apiKey, optIn])
  const share = deriveShareLink({
    api,
    endpoint,
    location: window.location,
    values: link.values,
    names: shape.names,
    apiKey: key.apiKey,
    marked: shape.marked,
  })

  async function send(filled?: Record<string, string>) {
    await runSend(
      {
        api,
        endpoint,
        draft,
        derived: derived.request,
        linkValues: link.values,
        ...(filled ? { filled } : {}),
        editors: { advanced, body: requestBody },
        fields,
        marked: shape.marked,
      },
      {
        transport,
        run,
        onSent: (facts) => {
          link.commit()
          dispatch({ type: "sent", facts })
        },
        onSettled: () => dispatch({ type: "settled" }),
        record,
      },
    )
  }

  const canFill = canFillExamples(fields, choice.values)
  const httpStatus = state.status === "error" && state.error.kind === "http" ? state.error.response.status : 0
  const operation = operationKey(endpoint.method, endpoint.path)
  const setValue = (name: string, value: string) => link.setValue(name, value, key.apiKey)

  return {
    api,
    endpoint,
    session,
    state,
    shape,
    target,
    key,
    link,
    advanced,
    requestBody,
    derived,
    share,
    settled: session.settled,
    schemeIndex: authChoice.index,
    /** OAuth sign-in: an opened API's document's schemes, or the catalogue's data for its OAuth APIs. */
    catalogueAuth,
    oauthSchemes: (api.source.kind === "opened" ? api.source.oauth : catalogueAuth?.schemes) ?? [],
    requiredEmpty: emptyRequired(fields, choice.values),
    hasKey: normalizeKey(key.apiKey) !== "",
    canFill,
    offersFillAndRetry: offersFillAndRetry(httpStatus, session.sent.emptyRequired, canFill),
    asksForCredentials: asksForCredentials(state, session.sent.withCredentials),
    offersJsonBody: advanced.canHaveBody && !advanced.bodyEnabled && sendsBodyFieldsAsQuery(endpoint),
    /** The conformance line is shown for opened APIs and the catalogue operations with stored schemas. */
    checksConformance: api.source.kind === "opened" || checksCatalogueOperation(api.id, operation),
    operation,
    liveStatus:
      state.status === "success"
        ? state.response.status
        : state.status === "error" && state.error.kind === "http"
          ? state.error.response.status
          : undefined,
    actions: {
      send,
      cancel,
      setValue,
      commit: link.commit,
      selectTab: (tab: ResultTab) => dispatch({ type: "select-tab", tab }),
      chooseLanguage: (language: typeof session.language) => dispatch({ type: "choose-language", language }),
      chooseScheme: authChoice.choose,
      fillExamples: () => link.replaceAll(fillExamples(fields, choice.values), key.apiKey),
      /** Fills the examples and sends at once (under a 4xx sent with required fields empty). */
      fillAndRetry: () => {
        const filled = fillExamples(fields, choice.values)
        link.replaceAll(filled, key.apiKey)
        void send(filled)
      },
      /** Opens 'Advanced' with its JSON body on, rendered at once so the editor exists to take focus. */
      openJsonBody: () =>
        flushSync(() => {
          advanced.setOpen(true)
          advanced.setBodyEnabled(true)
        }),
      /** No scheme declared: an Authorization header row in 'Advanced', rendered at once to take focus. */
      openHeaderRow: () =>
        flushSync(() => {
          advanced.setOpen(true)
          if (advanced.rows.length === 0) advanced.addRow()
        }),
      restore: (restored: Record<string, string>) => {
        link.replaceAll(restored, key.apiKey)
        requestBody.reset()
      },
    },
  }
}

/**
 * Below the two-pane width the response is under the request: once a settled answer has rendered (so the page is as
 * tall as it will be), bring it into view, leaving focus on Send (response/settle-scroll.ts).
 */
export function useSettleScroll(settled: number, element: { current: HTMLElement | null }) {
  useEffect(() => {
    if (settled > 0) settleScroll(element.current, window)
  }, [settled, element])
}
