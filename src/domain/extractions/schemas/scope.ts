/** The parts of a document an extractor reads: ranges of its markdown. */
export type Ranges = readonly { readonly start: number; readonly end: number }[];
