#!/usr/bin/env node
// The home route's JavaScript budget: the entry chunk, the home page chunk and every chunk they import
// statically (what the browser downloads before the home page can render), gzipped, at most 100 KB.
// Reads dist/.vite/manifest.json, so run it after `vite build` (build.manifest is on in vite.config.ts).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 100;
const HOME_ROUTE_SOURCE = "src/pages/home.tsx";

const dist = new URL("../dist/", import.meta.url).pathname;
const manifestPath = join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`vite build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length === 0) {
  console.error("The manifest has no entry chunk.");
  process.exit(1);
}
if (!manifest[HOME_ROUTE_SOURCE]) {
  console.error(`The manifest has no chunk for ${HOME_ROUTE_SOURCE} (is the home route still lazy?).`);
  process.exit(1);
}

/** Every manifest key reachable from `roots` through static imports. */
function staticClosure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) queue.push(next);
  }
  return seen;
}

const keys = staticClosure([...entries.map(([key]) => key), HOME_ROUTE_SOURCE]);
const files = [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js")))];

let total = 0;
const rows = files.map((file) => {
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gz;
  return { file, gz };
});
rows.sort((a, b) => b.gz - a.gz);
const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const row of rows) console.log(`  ${kb(row.gz).padStart(7)} KB gz  ${row.file}`);
const verdict = total <= BUDGET_KB * 1024 ? "within" : "OVER";
console.log(`Home route JavaScript: ${kb(total)} KB gzipped (${verdict} the ${BUDGET_KB} KB budget).`);
process.exit(verdict === "OVER" ? 1 : 0);
