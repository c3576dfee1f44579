import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "../../../src/api/exports/csv-writer.js";
import type { Table } from "../../../src/api/exports/export-table.js";

describe("CSV writer", () => {
  const table: Table = {
    columns: [
      { name: "label", type: "string", description: "" },
      { name: "value", type: "double", description: "" },
      { name: "subtotal", type: "boolean", description: "" },
    ],
    rows: [
      ["Net sales, products", 294_866_000_000, false],
      ['The "Company"\r\nsecond line', -0.000123, true],
      [null, null, null],
    ],
  };

  it("writes RFC 4180: a header, CRLF line ends, fields with commas, quotes or line breaks quoted, null empty", () => {
    expect(toCsv(table)).toBe(
      'label,value,subtotal\r\n"Net sales, products",294866000000,false\r\n"The ""Company""\r\nsecond line",-0.000123,true\r\n,,\r\n',
    );
  });

  it("reads back, with a standard parser, to the same text of every cell", () => {
    const rows = parse(toCsv(table), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      { label: "Net sales, products", value: "294866000000", subtotal: "false" },
      { label: 'The "Company"\r\nsecond line', value: "-0.000123", subtotal: "true" },
      { label: "", value: "", subtotal: "" },
    ]);
  });
});
