#!/usr/bin/env node
// Every route's first-load JavaScript: what the browser downloads before the page is interactive
// (the entry, the route modules of the page and its parent routes, and every chunk they import
// statically), gzipped, at most BUDGET_KB each. Reads React Router's asset manifest from the server
// build, so run it after `react-router build`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

// Issue 27 sets 140 KB gzipped on every page route, in both languages. React 19's DOM client and
// React Router's framework runtime are some 105 KB of it; the store's own first screen is the rest
// (vite.config.ts groups what every page takes into one chunk; what is below the fold or opens later
// comes in chunks of its own).
const BUDGET_KB = 140;
const buildDir = new URL("../build/", import.meta.url).pathname;
const serverEntry = join(buildDir, "server", "index.js");
if (!existsSync(serverEntry)) {
  console.error(`No ${serverEntry}: run \`react-router build\` first.`);
  process.exit(1);
}
const { assets, routes } = await import(pathToFileURL(serverEntry).href);
const clientDir = join(buildDir, "client");
const gzCache = new Map();
const gzBytes = (url) => {
  if (!gzCache.has(url)) gzCache.set(url, gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length);
  return gzCache.get(url);
};

/** Page routes only (resource routes such as /robots.txt have no component). */
const pages = Object.values(routes).filter((route) => route.module.default && route.id !== "root");
let failed = false;
const rows = [];
for (const route of pages) {
  if (Object.values(routes).some((other) => other.parentId === route.id)) continue; // layouts
  const chain = [];
  for (let id = route.id; id; id = routes[id]?.parentId) chain.unshift(assets.routes[id]);
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const entry of chain) for (const file of [entry.module, ...(entry.imports ?? [])]) files.add(file);
  const total = [...files].reduce((sum, file) => sum + gzBytes(file), 0);
  const kb = total / 1024;
  if (kb > BUDGET_KB) failed = true;
  rows.push({ path: route.path ?? (route.index ? "/" : route.id), kb, files: files.size });
}
rows.sort((a, b) => b.kb - a.kb);
for (const row of rows) {
  const mark = row.kb > BUDGET_KB ? "OVER" : "ok";
  console.log(
    `${mark.padEnd(4)} ${row.kb.toFixed(1).padStart(6)} KB gz in ${String(row.files).padStart(2)} files  ${row.path}`,
  );
}
console.log(`Budget: ${BUDGET_KB} KB gzipped first-load JavaScript per route (${rows.length} routes).`);
if (failed) {
  console.error("Over budget: split what the first screen does not need into lazy chunks.");
  process.exit(1);
}
