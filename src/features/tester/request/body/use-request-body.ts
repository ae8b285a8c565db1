import { useDeferredValue, useEffect, useMemo, useState } from "react"
import type { Api, Endpoint } from "@/data/api-schema"
import { isOpenedId } from "@/config/paths"
import type { JsonValue } from "@/lib/request-body/body-schema"
import { bodyDetailsOf, loadBodyDetails, type BodyDetailsRecord } from "@/lib/response-schemas/body-details"
import { operationKey } from "@/lib/response-schemas/operation-key"
import { acceptsBody, checkBody } from "./body-prefill"
import { formText, parseRaw, showsForm } from "./schema-form"
import {
  BODY_VALUE_KEY,
  bodyChoices,
  chosenBody,
  editableKind,
  fileFieldNames,
  initialBodyText,
  linkBodyText,
  MEDIA_VALUE_KEY,
  prepareBody,
  type FileField,
  type PreparedBody,
} from "./request-body"
import type { OptIn } from "../tester-request"

export type RequestBodyState = ReturnType<typeof useRequestBody>

type LinkValues = {
  values: Readonly<Record<string, string>>
  setMany: (changes: Record<string, string>, apiKey: string) => void
}

/** The body part of an opt-in, from a prepared body. */
function bodyOptIn(prepared: PreparedBody): Omit<OptIn, "headers"> {
  if (!prepared.ok) return {}
  if (prepared.kind === "text")
    return { body: prepared.text, media: { kind: "text", contentType: prepared.contentType, isJson: prepared.isJson } }
  return { media: prepared }
}

/** The file fields a media type starts with: its schema's (multipart), one for a file body, else none. */
function initialFiles(kind: string, names: readonly string[]): FileField[] {
  if (kind === "file") return [{ name: "" }]
  return kind === "multipart" ? names.map((name) => ({ name })) : []
}

/**
 * An opened API's request body (docs/open-any-api.md, "Request bodies"): for an operation that takes one, the editor
 * is shown open and prefilled from the document, with a media-type picker when it offers several. The chosen media
 * type and the text the visitor typed (not the prefill, nothing longer than a link keeps, never a file) are link
 * values (MEDIA_VALUE_KEY, BODY_VALUE_KEY), so share links and history keep them; the key is masked out of both.
 * Each media type keeps its own text while the visitor switches between them. The catalogue has none (`isActive`
 * false): its JSON body stays opt-in under 'Advanced'.
 */
export function useRequestBody(
  api: Pick<Api, "id">,
  endpoint: Pick<Endpoint, "method" | "path" | "requestBodies" | "body">,
  link: LinkValues,
) {
  const choices = useMemo(() => bodyChoices(endpoint), [endpoint])
  const isActive = isOpenedId(api.id) && acceptsBody(endpoint.method) && choices.length > 0
  const named = link.values[MEDIA_VALUE_KEY]
  const chosen = useMemo(() => chosenBody(choices, named), [choices, named])
  const mediaType = chosen?.mediaType ?? ""
  const kind = chosen ? editableKind(chosen) : "json"
  const initial = useMemo(() => (chosen ? initialBodyText(chosen, endpoint.body) : ""), [chosen, endpoint.body])
  // Texts typed per media type (a long one lives only here); a link's or history entry's text until one is typed.
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({})
  const [files, setFiles] = useState<Readonly<Record<string, readonly FileField[]>>>({})
  const fromLink = link.values[BODY_VALUE_KEY]
  const text = Object.hasOwn(texts, mediaType) ? (texts[mediaType] ?? "") : fromLink || initial
  const fileFields = useMemo(
    () => files[mediaType] ?? initialFiles(kind, chosen ? fileFieldNames(chosen) : []),
    [files, mediaType, kind, chosen],
  )
  // Checked in a deferred render, as the catalogue's body is (use-advanced.ts): a keystroke paints first.
  const checkedText = useDeferredValue(text)
  const prepared = useMemo(
    () => (isActive && chosen ? prepareBody({ body: chosen, text: checkedText, files: fileFields }) : null),
    [isActive, chosen, checkedText, fileFields],
  )
  const optIn = useMemo(() => (prepared ? bodyOptIn(prepared) : {}), [prepared])
  const [refusals, setRefusals] = useState(0)

  // The body form and named examples (schema-form.ts): the schema the document's body has, else the one the importer's
  // second pass kept (lib/response-schemas/body-details.ts), read when the tester opens.
  const [details, setDetails] = useState<{ id: string; record: BodyDetailsRecord | undefined }>()
  useEffect(() => {
    if (!isActive) return
    let live = true
    void loadBodyDetails(api.id).then((record) => {
      if (live) setDetails({ id: api.id, record })
    })
    return () => {
      live = false
    }
  }, [api.id, isActive])
  const extra = bodyDetailsOf(
    details?.id === api.id ? details.record : undefined,
    operationKey(endpoint.method, endpoint.path),
    mediaType,
  )
  const formSchema = kind === "json" ? (chosen?.schema ?? extra?.schema) : undefined
  const hasForm = isActive && showsForm(formSchema, text)
  // The form shows the raw text's value, or while it does not parse the last one that did (typed, else the first).
  const [lastValid, setLastValid] = useState<Readonly<Record<string, JsonValue>>>({})
  const parsed = useMemo(() => (hasForm ? parseRaw(text) : undefined), [hasForm, text])
  const formValue: JsonValue | undefined = hasForm
    ? (parsed ?? (Object.hasOwn(lastValid, mediaType) ? lastValid[mediaType] : parseRaw(fromLink || initial)))
    : undefined
  const formProblem = hasForm && parsed === undefined ? (checkBody(text).problem?.message ?? null) : null
  const setText = (next: string, apiKey: string) => {
    setTexts((current) => ({ ...current, [mediaType]: next }))
    link.setMany({ [BODY_VALUE_KEY]: linkBodyText(next, initial) }, apiKey)
    const value = hasForm ? parseRaw(next) : undefined
    if (value !== undefined) setLastValid((current) => ({ ...current, [mediaType]: value }))
  }

  return {
    isActive,
    choices,
    mediaType,
    kind,
    text,
    fileFields,
    problem: prepared && !prepared.ok ? prepared.problem : null,
    optIn,
    refusals,
    setMediaType: (next: string, apiKey: string) => {
      const body = choices.find((choice) => choice.mediaType === next)
      if (!body) return
      const nextText = texts[next]
      link.setMany(
        {
          [MEDIA_VALUE_KEY]: next === choices[0]?.mediaType ? "" : next,
          [BODY_VALUE_KEY]: nextText === undefined ? "" : linkBodyText(nextText, initialBodyText(body, endpoint.body)),
        },
        apiKey,
      )
    },
    setText,
    /** The schema the body form is built from; undefined when there is no form (not JSON, no schema, huge text). */
    formSchema: hasForm ? formSchema : undefined,
    formValue,
    /** Why the raw JSON does not parse (the form then keeps its last values), or null. */
    formProblem,
    /** A change in the form: the whole value written back as the raw text, which is what is sent. */
    setFormValue: (value: JsonValue, apiKey: string) => setText(formText(value), apiKey),
    /** The media type's named examples (the second pass keeps them), each as body text. */
    examples: kind === "json" || kind === "xml" || kind === "text" ? (extra?.examples ?? []) : [],
    setFileFields: (next: readonly FileField[]) => setFiles((current) => ({ ...current, [mediaType]: next })),
    /** After a history entry is restored: its text, not the one typed before. */
    reset: () => setTexts({}),
    /**
     * The body's opt-in as the editor holds it now (`optIn` when the deferred check is current), or null when it
     * cannot be sent (the problem shows and focus moves to the editor).
     */
    prepareSend: (): Omit<OptIn, "headers"> | null => {
      if (!isActive || !chosen) return {}
      const now = text === checkedText && prepared ? prepared : prepareBody({ body: chosen, text, files: fileFields })
      if (!now.ok) {
        setRefusals((n) => n + 1)
        return null
      }
      return now === prepared ? optIn : bodyOptIn(now)
    },
  }
}
