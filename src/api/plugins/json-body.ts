import { parseJsonBody } from "../json-body.js";
import { sharedPlugin } from "./shared-plugin.js";

/**
 * JSON bodies (`application/json` and `+json` types) read by `parseJsonBody`: nesting depth
 * bounded, malformed JSON a 422 `json_invalid` on `["body"]` as FastAPI answers it.
 */
export const jsonBodyPlugin = sharedPlugin("fds-json-body", async (app) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    /^application\/([\w.+-]+\+)?json(\s*;.*)?$/i,
    { parseAs: "string" },
    async (_request: unknown, body: string | Buffer) => parseJsonBody(typeof body === "string" ? body : body.toString("utf8")),
  );
});
