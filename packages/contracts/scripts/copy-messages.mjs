#!/usr/bin/env node
// After `tsc`: copies the compiled Paraglide messages (src/paraglide, written by `pnpm run messages`
// from messages/{en,ar}.json, gitignored) into dist, beside the modules that import them
// (`@carcare/contracts/messages`, the WhatsApp texts). tsc reads their .d.ts but does not copy .js.
// The copy is made beside dist/paraglide and then swapped in, so a process reading dist meanwhile
// (another package's tests) finds the old or the new messages, not a half-copied folder.
import { cpSync, renameSync, rmSync } from "node:fs";

const from = new URL("../src/paraglide/", import.meta.url);
const to = new URL("../dist/paraglide", import.meta.url);
const next = new URL("../dist/paraglide.next", import.meta.url);
const old = new URL("../dist/paraglide.old", import.meta.url);
rmSync(next, { recursive: true, force: true });
rmSync(old, { recursive: true, force: true });
cpSync(from, next, { recursive: true });
try {
  renameSync(to, old);
} catch {
  // The first build: there is nothing to swap out.
}
renameSync(next, to);
rmSync(old, { recursive: true, force: true });
