export type {
  ExtractionResultRecord,
  ExtractionStore,
  ResultKey,
  TranscriptMeta,
  TranscriptRecord,
  TranscriptTurnRecord,
  TurnHit,
} from "./extraction-store.js";
export { openExtractionStore } from "./sql-extraction-store.js";
