import { useState } from "preact/hooks";
import { downloadCsv, downloadXlsx, toTsv, type ExportTable } from "../export";

/**
 * Export of what a view shows. `shown` is the table as on screen; `sourced`, where the view has
 * one, the same values one per row with unit, period and source (concept, accession, filing URL).
 * CSV: the sourced table (else the shown one); XLSX: both, a sheet each; Copy: the shown table,
 * tab-separated for pasting into a spreadsheet.
 */
export function ExportBar(props: { name: string; shown: () => ExportTable; sourced?: () => ExportTable }) {
  const [said, setSaid] = useState("");
  const tables = () => [props.shown(), ...(props.sourced ? [props.sourced()] : [])];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form's fieldset
    <div class="export-bar" role="group" aria-label="Export this table">
      <button type="button" onClick={() => downloadCsv(props.name, (props.sourced ?? props.shown)())}>
        CSV
      </button>
      <button
        type="button"
        onClick={() =>
          void downloadXlsx(props.name, tables()).catch((e: Error) => setSaid(`The XLSX file could not be written: ${e.message}`))
        }
      >
        XLSX
      </button>
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard.writeText(toTsv(props.shown())).then(
            () => setSaid("Copied: paste it into a spreadsheet."),
            () => setSaid("The browser refused the clipboard."),
          )
        }
      >
        Copy table
      </button>
      <span class="hint" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
