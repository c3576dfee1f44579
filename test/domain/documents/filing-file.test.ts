import { afterAll, beforeAll, expect, it } from "vitest";
import { extractFilingFile } from "../../../src/domain/documents/filing-file.js";
import type { ToolDeps } from "../../../src/tools/tool-deps.js";
import { CORPUS_DIR, describeWithCorpus } from "../../support/corpus.js";
import { corpusStore } from "../../support/corpus-store.js";

const MMM_8K = "0000066740-24-000023";
const FOLDER = "https://www.sec.gov/Archives/edgar/data/66740/000006674024000023/";

describeWithCorpus("extract_filing_file on 3M's 8-K of 2024-03-08 (MCP only)", () => {
  let deps: ToolDeps;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ deps, close } = await corpusStore(CORPUS_DIR, ["MMM"]));
  }, 60_000);
  afterAll(() => close?.());

  it("an exhibit is reported with its own EDGAR URL, the primary document with its own", async () => {
    const exhibit = await extractFilingFile(deps, {
      accession: MMM_8K,
      file: "pressrelease3-8x24.htm",
      format: "markdown",
      charStart: 0,
      maxChars: 500,
    });
    expect(exhibit.file).toMatchObject({
      name: "pressrelease3-8x24.htm",
      role: "exhibit",
      type: "EX-99.1",
      url: `${FOLDER}pressrelease3-8x24.htm`,
    });
    expect(exhibit.filing.url).toBe(`${FOLDER}mmm-20240308.htm`);
    const primary = await extractFilingFile(deps, { accession: MMM_8K, file: null, format: "text", charStart: 0, maxChars: 500 });
    expect(primary.file).toMatchObject({ name: "mmm-20240308.htm", role: "primary", url: `${FOLDER}mmm-20240308.htm` });
    expect(primary.content).not.toBe(exhibit.content);
  });
});
