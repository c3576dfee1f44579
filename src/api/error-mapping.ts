import { FdsError, type ErrorCode } from "../domain/shared/index.js";
import { EdgarError } from "../edgar/index.js";
import { isStoreOutage } from "../store/index.js";
import { CODE_BY_EDGAR_CODE, STATUS_BY_CODE } from "./error-status.js";

/** An error as the API answers it: status, catalog code, message and extra fields. */
export interface MappedError {
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly details: Readonly<Record<string, unknown>>;
  /** False for unexpected failures: their message is replaced and the error logged. */
  readonly expected: boolean;
}

/** Message shown instead of an unexpected error's own (which may hold paths, SQL, secrets). */
export const HIDDEN_MESSAGE = "internal error; quote the request_id when reporting it";

/** When a client should ask again after the database was out of reach. */
const STORE_RETRY_SECONDS = 5;

/**
 * Maps anything thrown while serving a request. Catalog errors keep their code and message; EDGAR
 * client errors become their catalog code; the database out of reach is a 503 to retry; Fastify's
 * own 4xx (bad JSON, wrong content type, body too large ...) keep their status as `bad_request`;
 * everything else is a hidden 500.
 */
export function mapError(error: unknown): MappedError {
  if (error instanceof FdsError) {
    return { status: STATUS_BY_CODE[error.code], code: error.code, message: error.message, details: error.details, expected: true };
  }
  if (error instanceof EdgarError) {
    const code = CODE_BY_EDGAR_CODE[error.code];
    return { status: STATUS_BY_CODE[code], code, message: error.message, details: {}, expected: true };
  }
  if (isStoreOutage(error)) {
    const message = `the database did not answer in time or refused the connection; retry in ${STORE_RETRY_SECONDS} seconds`;
    return {
      status: STATUS_BY_CODE.store_unavailable,
      code: "store_unavailable",
      message,
      details: { retry_after_seconds: STORE_RETRY_SECONDS },
      expected: true,
    };
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) {
    const code: ErrorCode = status === 404 ? "not_found" : "bad_request";
    return { status, code, message: (error as Error).message, details: {}, expected: true };
  }
  return { status: 500, code: "internal_error", message: HIDDEN_MESSAGE, details: {}, expected: false };
}

/** The ErrorResponse body; the code and message win over detail fields of the same name. */
export function errorBody(
  mapped: Pick<MappedError, "code" | "message" | "details">,
  requestId: string,
): { error: Record<string, unknown> } {
  return { error: { ...mapped.details, code: mapped.code, message: mapped.message, request_id: requestId } };
}
