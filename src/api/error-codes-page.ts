import { ERROR_CODES } from "../domain/shared/index.js";
import { MEANING_BY_CODE, STATUS_BY_CODE } from "./error-status.js";

/** The error codes page of the docs: every catalog code, its natural status and its meaning. */
export function errorCodesPage(): string {
  const rows = [...ERROR_CODES]
    .sort((a, b) => STATUS_BY_CODE[a] - STATUS_BY_CODE[b] || a.localeCompare(b))
    .map((code) => `| \`${code}\` | ${STATUS_BY_CODE[code]} | ${MEANING_BY_CODE[code]} |`);
  return [
    "# Error codes",
    "",
    "<!-- generated from src/api/error-status.ts by `npm run docs:error-codes`; do not edit by hand -->",
    "",
    'Every error answer is `{"error": {"code", "message", "request_id", ...}}` (validation errors: FastAPI\'s',
    '`{"detail": [...]}` with status 422). The status below is the code\'s natural one; a route whose spec entry',
    "does not declare it answers the nearest status it does declare, with the code unchanged (see [statuses per",
    "route](http-api.md#statuses-per-route)).",
    "",
    "| Code | Status | Meaning |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}
