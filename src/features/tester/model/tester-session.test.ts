import { describe, expect, it } from "vitest"
import { initialSession, NOTHING_SENT, testerReducer, type TesterAction, type TesterSession } from "./tester-session"

const SENT = { placeholders: ["id"], emptyRequired: ["q"], withCredentials: true }
const ON_CODE: TesterSession = { ...initialSession, tab: "fetch" }

describe("testerReducer", () => {
  it.each<[label: string, from: TesterSession, action: TesterAction, to: TesterSession]>([
    ["a tab is chosen", initialSession, { type: "select-tab", tab: "axios" }, { ...initialSession, tab: "axios" }],
    [
      "a language is chosen",
      initialSession,
      { type: "choose-language", language: "go" },
      { ...initialSession, language: "go" },
    ],
    [
      "Send shows the answer's tab and keeps what went",
      ON_CODE,
      { type: "sent", facts: SENT },
      { ...initialSession, sent: SENT },
    ],
    ["a settled answer is counted", { ...ON_CODE, settled: 2 }, { type: "settled" }, { ...ON_CODE, settled: 3 }],
  ])("%s", (_label, from, action, to) => {
    expect(testerReducer(from, action)).toEqual(to)
  })

  it.each<[label: string, action: TesterAction]>([
    ["the tab already shown", { type: "select-tab", tab: "response" }],
    ["the language already chosen", { type: "choose-language", language: initialSession.language }],
  ])("choosing %s changes nothing (the same object: no render)", (_label, action) => {
    expect(testerReducer(initialSession, action)).toBe(initialSession)
  })

  it("opens on the answer's tab with nothing sent", () => {
    expect(initialSession).toMatchObject({ tab: "response", sent: NOTHING_SENT, settled: 0 })
  })
})
