import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { SHARED_SCHEMAS } from "../error-schemas.js";
import { withNamedComponents } from "../openapi-components.js";
import { webhookOpenApi } from "../../tools/webhooks/index.js";
import { sharedPlugin } from "./shared-plugin.js";

/** The OpenAPI document's `info.version` (spec part 9: description version 0.1.0). */
const OPENAPI_VERSION = "0.1.0";

/** Where the reference page is served. */
const DOCS_PREFIX = "/docs";

/**
 * `/openapi.json` (OpenAPI 3.1.0, built by @fastify/swagger from the routes' own schemas) and the
 * `/docs` reference page, served from @fastify/swagger-ui's bundled files: no CDN, since users run
 * the service behind firewalls. Register before any route so every route is collected.
 */
export const openApiPlugin = sharedPlugin("fds-openapi", async (app) => {
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Filing Data Service",
        version: OPENAPI_VERSION,
        // As package.json says: not licensed for use outside this project (an SPDX LicenseRef).
        license: { name: "UNLICENSED", identifier: "LicenseRef-UNLICENSED" },
        description:
          "SEC EDGAR filings as cited facts. Authenticate with `Authorization: Bearer <key>` or `?key=<key>`; " +
          "without a key, calls are in the public tier (rate limited per IP). Errors are ErrorResponse, " +
          "validation failures (422) HTTPValidationError.",
      },
      // Relative: the document is served by the server it describes, at whatever origin.
      servers: [{ url: "/", description: "The server that serves this document" }],
      components: {
        securitySchemes: {
          BearerAuth: { type: "http", scheme: "bearer", description: "Authorization: Bearer <API key or playground token>" },
          ApiKeyQuery: { type: "apiKey", in: "query", name: "key", description: "?key=<API key>; ignored when a bearer token is sent" },
          WebhookSignature: {
            type: "apiKey",
            in: "header",
            name: "webhook-signature",
            description: "Webhooks this server sends are signed (Standard Webhooks): verify with the subscription secret",
          },
        },
      },
    },
    // OpenAPI 3.1's top-level `webhooks`: the payloads receivers get (not routes of this server).
    // Records and shared shapes become named components (openapi-components.ts); built once.
    transformObject: (document) =>
      "openapiObject" in document
        ? withNamedComponents({ ...document.openapiObject, webhooks: webhookOpenApi() as never })
        : document.swaggerObject,
    // Shared schemas keep their $id as component name (ErrorResponse, not def-0).
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`) },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The page and its assets come from this server only: drop the `https:` sources (fonts,
    // styles) and the validator badge host the plugin's default policy allows, and
    // `upgrade-insecure-requests`, which would break the page on a plain-HTTP internal host.
    staticCSP: true,
    transformStaticCSP: (header: string) =>
      header
        .replace(/ https:/g, "")
        .replace(/ validator\.swagger\.io/g, "")
        .replace(/\s*upgrade-insecure-requests;?/g, ""),
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});
