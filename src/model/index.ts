export * from "./period.js";
export * from "./fact.js";
export * from "./filing.js";
export * from "./linkbase.js";
export * from "./filing-record.js";
export type { DtsReference, XbrlDeclarations, XbrlEntity } from "./xbrl-declarations.js";
export { ERROR_CODES, FdsError, type ErrorCode } from "./errors.js";
export type { FilingFetcher, PeriodicFilingQuery } from "./filing-fetcher.js";
export {
  classifyFile,
  edgarTypeOfRole,
  isRejectedSource,
  READ_ROLES,
  type FilingSource,
  type RejectedSource,
  type SourceFile,
} from "./filing-source.js";
export { filedBy } from "./as-of.js";
export {
  canonicalFrameUnit,
  FRAME_KINDS,
  frameOrder,
  type FrameCandidate,
  type FramePick,
  frameEndWindow,
  framePlacementOf,
  parseFrameLabel,
  type CalendarFrame,
} from "./calendar-frame.js";
