import type { FastifyReply } from "fastify";
import { toCsv } from "./csv-writer.js";
import { type ExportFormat, FORMAT_MEDIA, type Tabulation, tableOf } from "./export-table.js";
import { toParquet } from "./parquet-writer.js";

/** The query parameter that picks a format; no tool input may use the name on an exportable route. */
export const FORMAT_PARAM = "format";

/** The `format` query parameter of an exportable route: its formats, the first the default. */
export function formatParameter(spec: Tabulation): Record<string, unknown> {
  const [first] = spec.formats;
  const tabular = spec.formats.filter((f) => FORMAT_MEDIA[f].tabular);
  return {
    type: "string",
    enum: [...spec.formats],
    default: first,
    description:
      `The answer's format: ${first} (default) as documented, or ${tabular.join(" or ")}: the same answer as a table, ` +
      `${spec.rowIs} per row, numbers with their unit, period and source (the download's columns are described in ` +
      "docs/exports.md and, for Parquet, in its fds.columns metadata). MCP answers in JSON only.",
  };
}

/** The success response's content per format: the tool's JSON schema, CSV text, Parquet bytes. */
export function exportContent(spec: Tabulation, jsonSchema: unknown): Record<string, { schema: unknown }> {
  const content: Record<string, { schema: unknown }> = { "application/json": { schema: jsonSchema } };
  if (spec.formats.includes("csv"))
    content[FORMAT_MEDIA.csv.contentType] = { schema: { type: "string", description: "RFC 4180 CSV with a header row" } };
  if (spec.formats.includes("parquet"))
    content[FORMAT_MEDIA.parquet.contentType] = { schema: { type: "string", format: "binary", description: "Apache Parquet file" } };
  return content;
}

/**
 * The format asked (validated by the route's schema, default filled in) and the tool's input
 * without it. A copy, not a `delete`: an object a property was deleted from is slow to read on
 * every cached request (its result-cache key, bench:serve).
 */
export function takeFormat(spec: Tabulation, fields: Record<string, unknown>): { format: ExportFormat; input: Record<string, unknown> } {
  const { [FORMAT_PARAM]: asked, ...input } = fields;
  return { format: spec.formats.find((f) => f === asked) ?? spec.formats[0], input };
}

/**
 * Sends a tool's answer (its JSON, as the result cache keeps it) as a table in a tabular format
 * (csv or parquet), as a download named after the request. `source` (what was asked, never the
 * key) goes into Parquet's metadata.
 */
export function sendTable(
  reply: FastifyReply,
  spec: Tabulation,
  format: ExportFormat,
  answerJson: Buffer | string,
  input: Record<string, unknown>,
  source: string,
): FastifyReply {
  const table = tableOf(spec, JSON.parse(answerJson.toString()));
  const name = `${spec.fileName(input as never).replace(/[^A-Za-z0-9._-]+/g, "_")}.${format}`;
  reply.header("content-disposition", `attachment; filename="${name}"`);
  if (format === "csv") return reply.type(`${FORMAT_MEDIA.csv.contentType}; charset=utf-8; header=present`).send(toCsv(table));
  if (format === "parquet") return reply.type(FORMAT_MEDIA.parquet.contentType).send(Buffer.from(toParquet(table, source)));
  throw new Error(`${format} is not a tabular format`);
}
