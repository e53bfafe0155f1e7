import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { EmbeddedClusterRefusal, startEmbeddedCluster } from "./embedded.js";

describe("a start on a data folder whose cluster already runs", () => {
  const dir = mkdtempSync(join(tmpdir(), "carcare-holder-"));
  // As root the cluster runs as the "postgres" user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  const stops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("when the start is plain (the operator CLI), then it joins the running cluster; when exclusive (the store), then it is refused naming the owner", async () => {
    const owner = await startEmbeddedCluster(dir);
    stops.push(() => owner.stop());

    const joined = await startEmbeddedCluster(dir);
    expect(joined.owned).toBe(false);
    expect(joined.adminUrl).toBe(owner.adminUrl);
    const client = new pg.Client({ connectionString: joined.adminUrl });
    await client.connect();
    expect((await client.query<{ one: number }>("select 1 as one")).rows[0]!.one).toBe(1);
    await client.end();

    const refused = startEmbeddedCluster(dir, { exclusive: true });
    await expect(refused).rejects.toBeInstanceOf(EmbeddedClusterRefusal);
    await expect(refused).rejects.toThrow(
      `The embedded PostgreSQL on ${join(dir, "pg")} (pid ${owner.pid!()}) belongs to another running ` +
        `process (pid ${process.pid}`,
    );
    // Refused, not touched: the owner's cluster still answers.
    expect(owner.pid!()).not.toBeNull();
  });
});
