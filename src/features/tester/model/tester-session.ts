import type { LanguageId } from "../code/more-languages"
import type { SentFacts } from "../send/pipeline/check"

export type ResultTab = "response" | "fetch" | "axios"

/**
 * What the tester remembers of this visit besides the draft (whose values live in the link): the tab and language
 * shown, and what the last request was sent with — the lines under its answer read them (a 4xx probably caused by a
 * `{placeholder}` left in the URL, "Fill examples and send again", "This API asked for credentials").
 */
export type TesterSession = {
  tab: ResultTab
  language: LanguageId
  sent: SentFacts
  /** Counts settled requests: on phones the answer is scrolled into view once each has rendered. */
  settled: number
}

export type TesterAction =
  | { type: "select-tab"; tab: ResultTab }
  | { type: "choose-language"; language: LanguageId }
  /** A request went out: the answer's tab is shown and what it was sent with is kept. */
  | { type: "sent"; facts: SentFacts }
  | { type: "settled" }

export const NOTHING_SENT: SentFacts = { placeholders: [], emptyRequired: [], withCredentials: false }

export const initialSession: TesterSession = { tab: "response", language: "python", sent: NOTHING_SENT, settled: 0 }

export function testerReducer(session: TesterSession, action: TesterAction): TesterSession {
  switch (action.type) {
    case "select-tab":
      return session.tab === action.tab ? session : { ...session, tab: action.tab }
    case "choose-language":
      return session.language === action.language ? session : { ...session, language: action.language }
    case "sent":
      return { ...session, tab: "response", sent: action.facts }
    case "settled":
      return { ...session, settled: session.settled + 1 }
  }
}
