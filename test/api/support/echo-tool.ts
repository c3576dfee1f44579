import { Type } from "typebox";
import { FdsError } from "../../../src/model/index.js";
import { EdgarUnavailableError } from "../../../src/edgar/edgar-errors.js";
import type { Tool, ToolContext } from "../../../src/tools/tool.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";

/**
 * The one test-only tool: it echoes its input and the context the transport gave it, so the
 * platform (routes, auth, tiers, limits, errors) is tested without the real tools. `fail` makes
 * it throw: a catalog error, an EDGAR error, or an unexpected one with a secret message.
 */
const EchoInput = Type.Object(
  {
    ticker: Type.String({ minLength: 1, maxLength: 12 }),
    year: Type.Integer({ minimum: 1990, maximum: 2100 }),
    quarter: Type.Integer({ minimum: 1, maximum: 4 }),
    full_year_mode: Type.Optional(Type.Boolean({ default: false })),
    date_type: Type.Optional(Type.Union([Type.Literal("Q"), Type.Literal("YTD"), Type.Literal("FY"), Type.Null()])),
    form_types: Type.Optional(Type.Array(Type.String())),
    fail: Type.Optional(Type.Union([Type.Literal("fds"), Type.Literal("edgar"), Type.Literal("crash")])),
  },
  { additionalProperties: false },
);

const EchoOutput = Type.Object({
  tool: Type.String(),
  input: Type.Record(Type.String(), Type.Unknown()),
  ctx: Type.Record(Type.String(), Type.Unknown()),
});

/** The secret an unexpected error carries; a 500 must never show it. */
export const SECRET_MESSAGE = "password=hunter2 at /srv/secret/path";

/** The echo tool bound to manifest tool `name` (so it gets that tool's tier and HTTP route). */
export function echoTool(name: string, input: typeof EchoInput = EchoInput): Tool {
  return {
    name,
    description: `Echo bound to ${name}: returns its input. Test only.`,
    input,
    output: EchoOutput,
    async run(_deps: ToolDeps, params: Record<string, unknown>, ctx: ToolContext) {
      if (params.fail === "fds") throw new FdsError("metric_not_found", "no such metric", { metric: "Foo" });
      if (params.fail === "edgar") throw new EdgarUnavailableError("https://www.sec.gov/x", 503, 5, "server error");
      if (params.fail === "crash") throw new Error(SECRET_MESSAGE);
      return { tool: name, input: params, ctx: { ...ctx } };
    },
  } as unknown as Tool;
}

/** The same echo with a path parameter, for `GET /api/warm/{job_id}`. */
export function echoJobTool(): Tool {
  return echoTool(
    "warm_metric_cache_status",
    Type.Object({ job_id: Type.String({ minLength: 1 }) }, { additionalProperties: false }) as never,
  );
}

/**
 * The echo bound to one manifest tool of each tier (and a POST, and a path parameter):
 * get_filings (public GET), get_filing_document (registered GET), cite_concept (paid POST),
 * list_extraction_schemas (internal GET), warm_metric_cache_status (paid, `{job_id}`), plus
 * get_issuer_submissions_meta, which is MCP-only and must get no route.
 */
export const ECHO_TOOLS: readonly Tool[] = [
  echoTool("get_filings"),
  echoTool("get_filing_document"),
  echoTool("cite_concept"),
  echoTool("list_extraction_schemas"),
  echoJobTool(),
  echoTool("get_issuer_submissions_meta"),
];

/** Path of each echo route by the tier its tool needs. */
export const ROUTE_BY_TIER = {
  public: { method: "GET", url: "/api/filings" },
  registered: { method: "GET", url: "/api/filing/document" },
  paid: { method: "POST", url: "/api/concept/cite" },
  internal: { method: "GET", url: "/api/documents/schemas" },
} as const;
