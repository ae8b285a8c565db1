export { toAxios } from "./axios"
export { shellQuote, toCurl } from "./curl"
export { toFetch } from "./fetch"
export { API_KEY_PLACEHOLDER, BODY_PLACEHOLDER, jsKey, jsString, snippetHeaders, type RequestSpec } from "./types"
