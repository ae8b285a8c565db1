import type { ReactNode } from "react"

/**
 * Where a description is drawn: `idPrefix` for the ids of its headings (kept apart from the page's own ids),
 * `headingLevel` the level of its top headings (under the page's own), and the text's classes.
 */
export type DescriptionPlace = { idPrefix: string; headingLevel: number; className: string }

/** Draws a description; the route of an opened API passes its Markdown renderer, a catalogue page none. */
export type RenderDescription = (text: string, place: DescriptionPlace) => ReactNode
