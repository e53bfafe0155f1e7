// The API's own documentation: the OpenAPI document and its readable page.
import { z } from "zod";
import { endpoint, ok } from "./endpoint.js";

// ---------------------------------------------------------------- endpoints

/** The domain's endpoints: the API mounts their handlers (features/<domain>/routes.ts); the web calls them. */
export const docsEndpoints = {
  openapiJson: endpoint({
    method: "get",
    path: "/openapi.json",
    tag: "docs",
    summary: "This document",
    description:
      "The OpenAPI 3.1 document of this API, built from the same contracts the server validates with. Public; cacheable for five minutes.",
    answers: {
      // Serialized once at startup: the handler sends the text itself.
      200: { ...ok("The OpenAPI 3.1 document", z.record(z.string(), z.unknown())), sentByHandler: true },
    },
    noDatabase: true,
  }),
  docs: endpoint({
    method: "get",
    path: "/docs",
    tag: "docs",
    summary: "A readable page of this document (Swagger UI, served by the API, works offline)",
    description:
      "Swagger UI on /api/openapi.json, served from this server (no CDN), so it also works offline.",
    answers: { 200: { description: "The docs page", contentType: "text/html" } },
    noDatabase: true,
  }),
} as const;
