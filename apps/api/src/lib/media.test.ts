import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ProductDetailSchema } from "@carcare/contracts";
import { diskMediaStorage } from "@carcare/operations";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createProduct } from "../../test/factories-catalog.js";

// Issue 30 point 3: operators' images are served under /media/ with a year's immutable cache, from
// DATA_DIR/media or an S3-compatible bucket. The files' bytes do not matter here: the command that
// makes them is tested in packages/operations.
const HASH = "0123456789abcdef";
const NAME = `${HASH}-900x600.webp`;
const AVIF = `${HASH}-900x600-320.avif`;
const AVIF_BYTES = Buffer.from("avif bytes for the test");
const WEBP_BYTES = Buffer.from("webp bytes, the plain name");

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "carcare-media-api-"));
  const storage = diskMediaStorage(join(dataDir, "media"));
  await storage.put(AVIF, AVIF_BYTES, "image/avif");
  await storage.put(NAME, WEBP_BYTES, "image/webp");
  ctx = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("/media/ files", () => {
  it("when a variant is fetched, then it has its type, a year's immutable cache and may be embedded anywhere", async () => {
    const res = await request(ctx.app).get(`/media/${AVIF}`).buffer(true).expect(200);
    expect(res.headers["content-type"]).toBe("image/avif");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-length"]).toBe(String(AVIF_BYTES.length));
    expect(Buffer.from(res.body as Buffer)).toEqual(AVIF_BYTES);
  });

  it("when the plain name is fetched, then it is the WebP; HEAD has its headers without a body", async () => {
    const res = await request(ctx.app).get(`/media/${NAME}`).buffer(true).expect(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(Buffer.from(res.body as Buffer)).toEqual(WEBP_BYTES);
    const head = await request(ctx.app).head(`/media/${NAME}`).expect(200);
    expect(head.headers["content-length"]).toBe(String(WEBP_BYTES.length));
    expect(head.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("when a cache revalidates with the file's ETag, then it gets 304", async () => {
    const first = await request(ctx.app).get(`/media/${NAME}`).expect(200);
    await request(ctx.app)
      .get(`/media/${NAME}`)
      .set("If-None-Match", first.headers.etag as string)
      .expect(304);
  });

  it("when a name was never added or is not a media name, then 404 that no cache keeps", async () => {
    for (const path of [
      `/media/${HASH}-900x600-640.avif`,
      "/media/..%2f..%2fetc%2fpasswd",
      "/media/photo.jpg",
    ]) {
      const res = await request(ctx.app).get(path).expect(404);
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("when a product's image is a media name, then its answer carries the absolute URL of the plain name", async () => {
    const product = await createProduct(ctx.prisma, { image: `/media/${NAME}` });
    const res = await request(ctx.app).get(`/api/edit_product/${product.id}/`).expect(200);
    const image = new URL(ProductDetailSchema.parse(res.body).image);
    expect(image.pathname).toBe(`/media/${NAME}`);
    await request(ctx.app).get(image.pathname).expect("Content-Type", "image/webp").expect(200);
  });
});

describe("/media/ files from an S3-compatible bucket", () => {
  let server: Server;
  let bucketStore: TestContext;
  const signed: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      signed.push(req.headers.authorization ?? "");
      if (req.url === `/media-bucket/${AVIF}`) {
        res.writeHead(200, { "Content-Type": "image/avif", "Content-Length": AVIF_BYTES.length });
        res.end(AVIF_BYTES);
      } else res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    bucketStore = await createTestContext({
      DATA_DIR: dataDir,
      MEDIA_BUCKET_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/media-bucket`,
      MEDIA_BUCKET_ACCESS_KEY_ID: "store-key",
      MEDIA_BUCKET_SECRET_ACCESS_KEY: "store-secret",
    });
  });
  afterAll(async () => {
    await bucketStore.close();
    await new Promise<void>((done) => server.close(() => done()));
  });

  it("when MEDIA_BUCKET_URL is set, then files are read from the bucket with signed requests, not from DATA_DIR", async () => {
    const res = await request(bucketStore.app).get(`/media/${AVIF}`).buffer(true).expect(200);
    expect(Buffer.from(res.body as Buffer)).toEqual(AVIF_BYTES);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The plain name is in DATA_DIR/media only: the bucket store does not look there.
    await request(bucketStore.app).get(`/media/${NAME}`).expect(404);
    expect(signed.every((header) => header.startsWith("AWS4-HMAC-SHA256 Credential=store-key/"))).toBe(true);
  });
});
