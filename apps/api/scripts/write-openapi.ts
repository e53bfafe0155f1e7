// Writes the OpenAPI document as the store serves it (with the dev outbox, as outside production) to
// the file named by the first argument, for `pnpm --filter @carcare/api lint:openapi` (Redocly).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createOpenApiDocument } from "../src/lib/openapi.js";

const target = process.argv[2];
if (!target) {
  console.error("usage: tsx scripts/write-openapi.ts <file.json>");
  process.exit(2);
}
const document = createOpenApiDocument({ apiBase: "/api", version: "lint", includeDev: true });
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
