import { API } from "@carcare/contracts";
import { createRequire } from "node:module";
import path from "node:path";
import { type RequestHandler, Router } from "express";
import { createOpenApiDocument } from "../../lib/openapi.js";
import { route } from "../../lib/route.js";

/**
 * The docs page's own policy, replacing the API's `default-src 'none'`: Swagger UI's script and
 * stylesheet come from this server only (the page must work offline, so no CDN), it fetches the
 * document from here, and its stylesheet draws icons from data: URIs. Nothing inline, no eval.
 */
export const DOCS_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** The only swagger-ui-dist files the page needs; its index.html and initializer point at a demo API. */
const SWAGGER_UI_FILES = new Set(["swagger-ui.css", "swagger-ui-bundle.js", "favicon-32x32.png"]);

/** Starts Swagger UI on the document; a file, not an inline script, so the policy needs no hash. */
const INIT_SCRIPT = `window.addEventListener("load", function () {
  var root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({
    url: root.getAttribute("data-url"),
    dom_id: "#swagger-ui",
    deepLinking: true,
    // The default validator badge calls validator.swagger.io: nothing leaves this server.
    validatorUrl: null,
  });
});
`;
const INIT_FILE = "docs-init.js";

// The assets change only with the installed swagger-ui-dist, that is with a release.
const ASSET_MAX_AGE_SECONDS = 24 * 60 * 60;

function docsPage(base: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>CarCare API</title>
<link rel="icon" type="image/png" href="${base}/docs/favicon-32x32.png">
<link rel="stylesheet" href="${base}/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui" data-url="${base}/openapi.json"></div>
<script src="${base}/docs/swagger-ui-bundle.js"></script>
<script src="${base}/docs/${INIT_FILE}"></script>
</body>
</html>
`;
}

/** Serves the listed files under /docs/; anything else falls through to the API's JSON 404. */
const docsAssets: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const name = req.path.slice(1);
  res.setHeader("Cache-Control", `public, max-age=${ASSET_MAX_AGE_SECONDS}`);
  if (name === INIT_FILE) return void res.type("text/javascript").send(INIT_SCRIPT);
  if (!SWAGGER_UI_FILES.has(name)) {
    res.removeHeader("Cache-Control");
    return next();
  }
  // With root, only the file name is checked for dot segments, not pnpm's .pnpm directory above it.
  res.sendFile(name, { root: swaggerUiDir }, (error) => (error ? next(error) : undefined));
};

/**
 * GET /openapi.json (the document, built once here at startup) and GET /docs (a readable page of it).
 * Mount before the session: neither needs one.
 */
export function docsRoutes(options: {
  version: string;
  apiBase: string;
  includeDev: boolean;
  publicUrl?: string;
}): Router {
  const { version } = options;
  const router = Router();
  const document = JSON.stringify(
    createOpenApiDocument({
      apiBase: options.apiBase,
      version,
      includeDev: options.includeDev,
      publicUrl: options.publicUrl,
    }),
  );
  const page = docsPage(options.apiBase);

  route(router, API.openapiJson, ({ res }) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.type("application/json").send(document);
  });

  route(router, API.docs, ({ res }) => {
    res.setHeader("Content-Security-Policy", DOCS_PAGE_CSP);
    res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(page);
  });
  router.use("/docs", docsAssets);

  return router;
}
