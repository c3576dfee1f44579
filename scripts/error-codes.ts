/**
 * Writes docs/error-codes.md from the error catalog (`npm run docs:error-codes`); run it after
 * adding or changing a code. test/docs/error-codes.test.ts fails while the page differs.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { errorCodesPage } from "../src/api/error-codes-page.js";

writeFileSync(resolve(import.meta.dirname, "../docs/error-codes.md"), errorCodesPage());
