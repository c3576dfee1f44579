import { href } from "../router";

type Rec = Record<string, unknown>;

const scalar = (v: unknown) => v === null || ["string", "number", "boolean"].includes(typeof v);

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

/** A link to the reader where a record names its filing (accession) and, when given, the offsets. */
export function recordCitation(r: Rec): string | null {
  const ref = (r.source_ref ?? r.citation ?? r.source ?? r) as Rec;
  const accession = typeof ref.accession === "string" ? ref.accession : typeof r.accession === "string" ? r.accession : null;
  if (!accession) return null;
  const start = [ref.char_start, ref.match_start, ref.start, r.char_start, r.match_start].find((x) => typeof x === "number") as number | undefined;
  const end = [ref.char_end, ref.match_end, ref.end, r.char_end, r.match_end].find((x) => typeof x === "number") as number | undefined;
  const doc = [ref.document, r.document, r.primary_document].find((x) => typeof x === "string") as string | undefined;
  return href("read", accession, { doc: doc ?? null, at: start ?? null, len: start !== undefined && end !== undefined && end > start ? end - start : null });
}

/** Free-form records as a table of their plain fields, each row linked to its filing where it names one. */
export function RecordsTable(props: { records: readonly Rec[]; caption: string }) {
  const columns = [...new Set(props.records.flatMap((r) => Object.keys(r).filter((k) => scalar(r[k]))))].slice(0, 10);
  return (
    <div class="table-wrap">
      <table class="records">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c.replace(/_/g, " ")}
              </th>
            ))}
            <th scope="col">Filing</th>
          </tr>
        </thead>
        <tbody>
          {props.records.map((r, i) => {
            const link = recordCitation(r);
            return (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c}>{r[c] === null || r[c] === undefined ? "—" : String(r[c])}</td>
                ))}
                <td>{link ? <a href={link}>open</a> : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
