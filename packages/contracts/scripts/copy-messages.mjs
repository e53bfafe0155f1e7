#!/usr/bin/env node
// After `tsc`: copies the compiled Paraglide messages (src/paraglide, written by `pnpm run messages`
// from messages/{en,ar}.json, gitignored) into dist, beside the modules that import them
// (`@carcare/contracts/messages`, the WhatsApp texts). tsc reads their .d.ts but does not copy .js.
import { cpSync, rmSync } from "node:fs";

const from = new URL("../src/paraglide/", import.meta.url);
const to = new URL("../dist/paraglide/", import.meta.url);
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
