import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { errorCodesPage } from "../../src/api/error-codes-page.js";
import { ERROR_CODES } from "../../src/model/index.js";

describe("docs/error-codes.md", () => {
  it("is the page the catalog generates (run npm run docs:error-codes after changing a code)", () => {
    const page = readFileSync(resolve(import.meta.dirname, "../../docs/error-codes.md"), "utf8");
    expect(page).toBe(errorCodesPage());
    for (const code of ERROR_CODES) expect(page).toContain(`| \`${code}\` |`);
  });
});
