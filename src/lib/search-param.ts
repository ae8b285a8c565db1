/** The query-string key of the shared search term: /explore?q=weather */
export const SEARCH_PARAM = "q"
