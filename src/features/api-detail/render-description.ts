import type { ReactNode } from "react"

/**
 * Where a description is drawn: `idPrefix` for the ids of its headings (kept apart from the page's own ids),
 * `headingOffset` added to their levels (so its "#" sits under the page's headings), and the text's classes.
 */
export type DescriptionPlace = { idPrefix: string; headingOffset: number; className: string }

/** Draws a description; the route of an opened API passes its Markdown renderer, a catalogue page none. */
export type RenderDescription = (text: string, place: DescriptionPlace) => ReactNode
