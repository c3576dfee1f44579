import type { ComponentChild } from "preact";
import { renderPassage } from "../markdown";
import { href } from "../router";
import { ExportBar } from "./ExportBar";

type Rec = Record<string, unknown>;

/** The first array of objects in a free-form answer (driver rows, evidence items). */
export function firstRecords(answer: unknown, preferred: readonly string[]): Rec[] {
  if (!answer || typeof answer !== "object") return [];
  const obj = answer as Rec;
  for (const key of [...preferred, ...Object.keys(obj)]) {
    const v = obj[key];
    if (Array.isArray(v) && v.every((x) => x && typeof x === "object" && !Array.isArray(x))) return v as Rec[];
  }
  return [];
}

const at = (r: Rec, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Rec)[k] : undefined), r);

/** A link to the reader where a record names its filing (accession) and the offsets of its text. */
export function recordCitation(r: Rec): string | null {
  const source = r.source && typeof r.source === "object" ? (r.source as Rec) : {};
  const pick = (keys: string[]) => keys.map((k) => source[k] ?? r[k]).find((v) => v !== undefined && v !== null);
  const accession = pick(["accession"]);
  if (typeof accession !== "string") return null;
  const start = pick(["start", "char_start", "match_start"]);
  const end = pick(["end", "char_end", "match_end"]);
  const doc = pick(["document", "primary_document"]);
  const hasSpan = typeof start === "number" && typeof end === "number" && end > start;
  return href("read", accession, {
    doc: typeof doc === "string" ? doc : null,
    at: hasSpan ? start : null,
    len: hasSpan ? end - start : null,
  });
}

/**
 * A column of a records table: its heading, the field's dotted path, and how the field reads: plain
 * (numbers grouped), markdown (a passage with tables and headings, as the filing's text is served),
 * or drawn by a function of the record (the export keeps the field's text).
 */
export type RecordColumn = readonly [label: string, path: string, kind?: "markdown" | ((record: Rec) => ComponentChild)];

/** Records as a table of the given fields (dotted paths), each row linked to the filing text it cites. */
export function RecordsTable(props: {
  records: readonly Rec[];
  caption: string;
  columns: readonly RecordColumn[];
  /** Where a record opens, when the view knows better (a transcript turn); undefined: the filing text it cites. */
  cite?: (record: Rec) => string | null | undefined;
}) {
  const text = (v: unknown) =>
    v === null || v === undefined ? null : typeof v === "object" ? JSON.stringify(v) : typeof v === "number" ? v : String(v);
  // The file holds each record's source (filing, document, offsets) beside the columns shown.
  const sourceFields = ["accession", "form", "document", "start", "end", "url"];
  const sourceOf = (r: Rec, field: string) => text(at(r, `source.${field}`) ?? at(r, field));
  return (
    <>
      <ExportBar
        name={props.caption}
        shown={() => ({
          name: props.caption,
          columns: props.columns.map(([label]) => label),
          rows: props.records.map((r) => props.columns.map(([, path]) => text(at(r, path)))),
        })}
        sourced={() => ({
          name: "Records and sources",
          columns: [...props.columns.map(([label]) => label), ...sourceFields.map((f) => `source ${f}`)],
          rows: props.records.map((r) => [
            ...props.columns.map(([, path]) => text(at(r, path))),
            ...sourceFields.map((f) => sourceOf(r, f)),
          ]),
        })}
      />
      <div class="table-wrap">
        <table class="records">
          <caption>{props.caption}</caption>
          <thead>
            <tr>
              {props.columns.map(([label]) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
              <th scope="col">In the filing</th>
            </tr>
          </thead>
          <tbody>
            {props.records.map((r, i) => {
              const link = props.cite?.(r) ?? recordCitation(r);
              return (
                <tr key={i}>
                  {props.columns.map(([label, path, kind]) => {
                    const v = at(r, path);
                    if (kind === "markdown" && typeof v === "string")
                      return <td key={label} class="markdown passage" dangerouslySetInnerHTML={{ __html: renderPassage(v) }} />;
                    if (typeof kind === "function") return <td key={label}>{kind(r)}</td>;
                    return (
                      <td key={label}>
                        {v === null || v === undefined
                          ? "—"
                          : typeof v === "object"
                            ? JSON.stringify(v)
                            : typeof v === "number"
                              ? v.toLocaleString("en-US")
                              : String(v)}
                      </td>
                    );
                  })}
                  <td>{link ? <a href={link}>open at the text</a> : "—"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
