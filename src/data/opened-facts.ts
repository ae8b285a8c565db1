// What an opened API's page and tester say about what its description cannot tell (docs/open-any-api.md). Its own
// module, imported by an opened API's page (CorsUnknownNote, through its route) and the tester only: in
// api-constants.ts (which every page's app chunk holds) the sentence went into every page's first download, and in
// the shared ApiHeader into every catalogue API page's.

/** Said instead of a CORS badge: only a request can tell whether browsers may call an opened API. */
export const CORS_UNKNOWN_TEXT = "Whether browsers may call this API is not known until you send."
