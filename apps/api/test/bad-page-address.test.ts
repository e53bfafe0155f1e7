import { join } from "node:path";
import { REPO_ROOT } from "@carcare/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWebBuild } from "../src/lib/web.js";
import { UNDECODABLE_PAGE_MESSAGE } from "../src/lib/web.js";
import { createTestContext, type TestContext } from "./context.js";
import { listen, send } from "./raw-http.js";

// The real web build (turbo builds apps/web before these tests), as in features/web/pages.test.ts.
let ctx: TestContext;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const web = await loadWebBuild(join(REPO_ROOT, "apps", "web", "build"));
  if (!web) throw new Error("no web build in apps/web/build: run pnpm build");
  ctx = await createTestContext({}, { web });
  server = await listen(ctx.app);
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

const errorLines = (reqId: string | undefined) =>
  ctx.logs
    .map((line) => JSON.parse(line) as { level: number; reqId?: string })
    .filter((l) => l.reqId === reqId && l.level >= 50);

describe("page addresses nobody's links make", () => {
  it.each(["/accessories/%/", "/accessories/%E0%A4%A", "/%", "/assets/%zz.js", "/servicepage/%ED%A0%80"])(
    "when a page address %s has a bad percent-encoding, then it answers 400 and logs no error",
    async (path) => {
      const res = await send(server.port, { method: "GET", path, headers: { Accept: "text/html" } });
      expect(res.status).toBe(400);
      expect(res.text).toBe(UNDECODABLE_PAGE_MESSAGE);
      expect(errorLines(res.requestId)).toEqual([]);
    },
  );

  it.each(["/accessories/2147483648", "/accessories/99999999999999999999", "/servicepage/99999999999"])(
    "when a page address %s carries an id past PostgreSQL's integer, then it is a 404 page, not a 500",
    async (path) => {
      const res = await send(server.port, { method: "GET", path, headers: { Accept: "text/html" } });
      expect(res.status).toBe(404);
      expect(errorLines(res.requestId)).toEqual([]);
    },
  );
});
