import { describe, expect, it } from "vitest"
import { catalogue, endpointOf } from "../../model/test-fixtures"
import { chooseServer } from "../../request/parameters/server-choice"
import { buildTesterRequest, type OptIn } from "../../request/tester-request"
import type { SendResult } from "../send-request"
import { authorise } from "./authorise"
import { check } from "./check"
import { prepare, type Editors, type RequestEditor } from "./prepare"
import { read } from "./read"
import type { RecordInput } from "./record"
import { resolve } from "./resolve"
import { runSend, type SendInput } from "./run-send"
import type { SendDraft } from "./send-draft"
import type { Transport } from "./transport"

const API = catalogue("openweathermap")
const ENDPOINT = endpointOf(API, "GET", "/weather")
const FIELDS = ENDPOINT.parameters ?? []
const NO_OPT_IN: OptIn = { headers: [] }

function editor<T>(optIn: T, prepared: T | null = optIn): RequestEditor<T> {
  return { optIn, prepareSend: () => prepared }
}
const EDITORS: Editors = { advanced: editor(NO_OPT_IN), body: editor({}) }

function draftOf(values: Record<string, string>, apiKey = "k3y", optIn: OptIn = NO_OPT_IN): SendDraft {
  const choice = chooseServer(API, ENDPOINT, values)
  return { choice, values: choice.values, apiKey, optIn }
}
const built = (draft: SendDraft) =>
  buildTesterRequest({ api: draft.choice.api, endpoint: draft.choice.endpoint, ...draft })

describe("prepare", () => {
  const HEADERS: OptIn = { headers: [["X-Trace", "1"]] }
  it.each<[label: string, editors: Editors, expected: OptIn | null | "current"]>([
    ["nothing changed: the current opt-in itself", EDITORS, "current"],
    ["'Advanced' refuses: nothing is sent", { ...EDITORS, advanced: editor(NO_OPT_IN, null) }, null],
    ["the body refuses: nothing is sent", { ...EDITORS, body: editor({}, null) }, null],
    ["typed since the last check: what is typed now", { ...EDITORS, advanced: editor(NO_OPT_IN, HEADERS) }, HEADERS],
    [
      "both: the headers with the body",
      { advanced: editor(NO_OPT_IN, HEADERS), body: editor({}, { body: "{}" }) },
      { ...HEADERS, body: "{}" },
    ],
  ])("%s", (_label, editors, expected) => {
    const current: OptIn = { headers: [] }
    const prepared = prepare(editors, current)
    if (expected === "current") expect(prepared).toBe(current)
    else expect(prepared).toEqual(expected)
  })
})

describe("resolve", () => {
  it("no variables yet: the draft as it is", () => {
    const draft = draftOf({ q: "Paris" })
    expect(resolve(draft)).toBe(draft)
  })
})

describe("authorise", () => {
  const shown = draftOf({ q: "Paris" })
  const request = built(shown)
  it.each<[label: string, draft: SendDraft, reused: boolean]>([
    ["the draft on screen: the request shown is the one sent", shown, true],
    ["other values (filled in the same click): built anew", { ...shown, values: { q: "Lyon" } }, false],
    ["another key: built anew", { ...shown, apiKey: "other" }, false],
    ["another opt-in: built anew", { ...shown, optIn: { headers: [] } }, false],
  ])("%s", (_label, draft, reused) => {
    const sent = authorise(draft, { draft: shown, request })
    expect(sent === request).toBe(reused)
    expect(sent).toEqual(built(draft))
  })

  it("the key goes where the API takes it", () => {
    expect(authorise(shown).send.url).toContain("appid=k3y")
    expect(authorise(shown).displayUrl).not.toContain("k3y")
  })
})

describe("check", () => {
  it.each<
    [
      label: string,
      values: Record<string, string>,
      key: string,
      placeholders: string[],
      empty: string[],
      creds: boolean,
    ]
  >([
    ["all filled, with a key", { q: "Paris" }, "k3y", [], [], true],
    ["a required field left empty, no key", {}, "", [], ["q"], false],
  ])("%s", (_label, values, key, placeholders, empty, creds) => {
    const draft = draftOf(values, key)
    const facts = check(built(draft), FIELDS, values)
    expect(facts.placeholders).toEqual(placeholders)
    expect(facts.emptyRequired).toEqual(empty.filter((name) => FIELDS.some((p) => p.name === name && p.required)))
    expect(facts.withCredentials).toBe(creds)
  })

  it("a {placeholder} left in the URL", () => {
    const api = catalogue("github")
    const endpoint = endpointOf(api, "GET", "/users/{username}")
    const choice = chooseServer(api, endpoint, {})
    const request = buildTesterRequest({
      api: choice.api,
      endpoint: choice.endpoint,
      values: {},
      apiKey: "",
      optIn: NO_OPT_IN,
    })
    expect(check(request, endpoint.parameters ?? [], {}).placeholders).toEqual(["username"])
  })
})

describe("read", () => {
  it.each<[label: string, key: string, shown: string]>([
    ["the key is masked in what the page shows", "k3y", "failed at https://x/?appid=••••"],
    ["no key: the answer as it is", "", "failed at https://x/?appid=k3y"],
  ])("%s", (_label, key, shown) => {
    const result: SendResult = {
      ok: false,
      error: { kind: "other", message: "failed at https://x/?appid=k3y" },
    }
    const out = read(result, key)
    expect(out.ok ? "" : out.error.message.replace(/•+/g, "••••")).toBe(shown)
  })
})

describe("runSend", () => {
  function harness(
    input: Partial<SendInput> = {},
    answer: SendResult = { ok: false, error: { kind: "other", message: "no k3y" } },
  ) {
    const steps: string[] = []
    const sent: string[] = []
    const recorded: RecordInput[] = []
    const transport: Transport = async (request) => {
      steps.push("transport")
      sent.push(request.url)
      return answer
    }
    const draft = draftOf({ q: "Paris" })
    let clock = 100
    const run = runSend(
      {
        api: API,
        endpoint: ENDPOINT,
        draft,
        derived: built(draft),
        linkValues: { q: "Paris" },
        editors: EDITORS,
        fields: FIELDS,
        marked: new Set(),
        ...input,
      },
      {
        transport,
        run: (task) => task(new AbortController().signal),
        onSent: (facts) => steps.push(`sent ${facts.withCredentials}`),
        onSettled: () => steps.push("settled"),
        record: (entry) => (steps.push("record"), recorded.push(entry)),
        now: () => (clock += 250),
      },
    )
    return { run, steps, sent, recorded }
  }

  it("prepare → authorise → sent → transport → read → settled → record", async () => {
    const { run, steps, sent, recorded } = harness()
    const result = await run
    expect(steps).toEqual(["sent true", "transport", "settled", "record"])
    expect(sent[0]).toContain("appid=k3y")
    expect(result && !result.ok && result.error.message).not.toContain("k3y")
    expect(recorded[0]).toMatchObject({
      url: expect.not.stringContaining("k3y"),
      values: { q: "Paris" },
      durationMs: 250,
    })
    expect(recorded[0]!.result).toEqual(result)
  })

  it("an editor refuses: nothing goes out, nothing is recorded", async () => {
    const { run, steps } = harness({ editors: { ...EDITORS, body: editor({}, null) } })
    expect(await run).toBeNull()
    expect(steps).toEqual([])
  })

  it("values filled in the same click are sent and recorded", async () => {
    const { run, sent, recorded } = harness({ filled: { q: "Lyon" } })
    await run
    expect(sent[0]).toContain("q=Lyon")
    expect(recorded[0]!.values).toEqual({ q: "Lyon" })
  })
})
