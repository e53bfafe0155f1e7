// `pnpm --filter @carcare/db run art`: writes every picture the demo data references into
// apps/web/public/img (products/, categories/, brands/, vendors/), where the web app serves them.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { REPO_ROOT } from "../paths.js";
import { renderDemoArt } from "./art.js";

const publicDir = join(REPO_ROOT, "apps", "web", "public");
const files = renderDemoArt();
let bytes = 0;
for (const [webPath, svg] of files) {
  const target = join(publicDir, webPath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
  bytes += Buffer.byteLength(svg);
}
console.log(
  `wrote ${files.size} SVG files (${(bytes / 1024).toFixed(1)} KB) under ${join(publicDir, "img")}`,
);
