import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { MEDIA_MAX_BYTES, mediaFiles, parseMediaName } from "@carcare/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/database.js";
import { OperationError } from "../errors.js";
import { addImage } from "./add-images.js";
import { bucketMediaStorage, diskMediaStorage, type MediaStorage } from "./storage.js";

let database: TestDatabase;
let tmp: string;

beforeAll(async () => {
  database = await openTestDatabase();
  tmp = mkdtempSync(join(tmpdir(), "carcare-media-"));
});
afterAll(async () => {
  await database.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** A photo-like picture made by sharp itself: a gradient, so its encodings differ by size. */
async function picture(
  name: string,
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "avif",
) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = name.length * 20;
  }
  const path = join(tmp, name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toFile(path);
  return path;
}

async function refusal(storage: MediaStorage, path: string): Promise<string> {
  const error = await addImage(database.db, storage, path).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OperationError);
  return (error as OperationError).message;
}

describe("images add: refusals", () => {
  const dir = () => join(tmp, "refused-store");

  it("when a file is not a picture, then it is refused by name and nothing is written", async () => {
    const path = join(tmp, "notes.jpg");
    writeFileSync(path, "these are notes, not a photo");
    expect(await refusal(diskMediaStorage(dir()), path)).toBe(
      "notes.jpg: is not a JPEG, PNG, WebP or AVIF picture",
    );
  });

  it("when a picture is in another format (GIF), then it is refused", async () => {
    const path = join(tmp, "anim.gif");
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c33" } })
      .gif()
      .toFile(path);
    expect(await refusal(diskMediaStorage(dir()), path)).toBe(
      "anim.gif: is not a JPEG, PNG, WebP or AVIF picture",
    );
  });

  it("when a file is over 10 MB, then it is refused with its size", async () => {
    const path = join(tmp, "huge.jpg");
    writeFileSync(path, Buffer.alloc(MEDIA_MAX_BYTES + 1));
    expect(await refusal(diskMediaStorage(dir()), path)).toBe(
      "huge.jpg: is 10.0 MB; an image may be at most 10 MB",
    );
  });

  it("when a picture is under 400 px wide, then it is refused with its width", async () => {
    const path = await picture("narrow.png", 399, 600, "png");
    expect(await refusal(diskMediaStorage(dir()), path)).toBe(
      "narrow.png: is 399 px wide; an image must be at least 400 px wide",
    );
    // Nothing of any refused file was stored or recorded.
    expect(readdirSync(tmp)).not.toContain("refused-store");
    expect(await database.prisma.media.count()).toBe(0);
  });
});

describe("images add: variants named by content", () => {
  it("when a 1600 px JPEG is added, then AVIF and WebP at 320-1280 px and the 640 px plain name are stored", async () => {
    const path = await picture("brake-pads.jpg", 1600, 1200, "jpeg");
    const dir = join(tmp, "store-a");
    const added = await addImage(database.db, diskMediaStorage(dir), path);
    const hash = createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 16);
    expect(added).toEqual({
      name: `/media/${hash}-1600x1200.webp`,
      width: 1600,
      height: 1200,
      widths: [320, 640, 960, 1280],
      existed: false,
    });
    const image = parseMediaName(added.name)!;
    expect(readdirSync(dir).sort()).toEqual(mediaFiles(image).sort());
    for (const width of [320, 640, 960, 1280]) {
      const avif = await sharp(join(dir, `${hash}-1600x1200-${width}.avif`)).metadata();
      expect([avif.format, avif.compression, avif.width, avif.height]).toEqual([
        "heif",
        "av1",
        width,
        width * 0.75,
      ]);
      const webp = await sharp(join(dir, `${hash}-1600x1200-${width}.webp`)).metadata();
      expect([webp.format, webp.width, webp.height]).toEqual(["webp", width, width * 0.75]);
    }
    const plain = await sharp(join(dir, `${hash}-1600x1200.webp`)).metadata();
    expect([plain.format, plain.width]).toEqual(["webp", 640]);
    expect(await database.prisma.media.findUnique({ where: { hash } })).toMatchObject({
      width: 1600,
      height: 1200,
      widths: [320, 640, 960, 1280],
      fileName: "brake-pads.jpg",
      format: "jpeg",
    });
  });

  it("when the same picture is added again, then it has the same name and nothing is written", async () => {
    const path = join(tmp, "brake-pads.jpg");
    const dir = join(tmp, "store-b");
    const again = await addImage(database.db, diskMediaStorage(dir), path);
    expect(again.existed).toBe(true);
    expect(again.name).toMatch(/^\/media\/[0-9a-f]{16}-1600x1200\.webp$/);
    expect(readdirSync(tmp)).not.toContain("store-b");
  });

  it("when a picture is narrower than 1280 px, then no variant is wider than it", async () => {
    const path = await picture("mirror.webp", 700, 500, "webp");
    const added = await addImage(database.db, diskMediaStorage(join(tmp, "store-c")), path);
    expect(added.widths).toEqual([320, 640, 700]);
    expect(readdirSync(join(tmp, "store-c")).sort()).toEqual(mediaFiles(parseMediaName(added.name)!).sort());
  });

  it("when a PNG and an AVIF are added, then each is taken, named by its own bytes", async () => {
    const png = await addImage(
      database.db,
      diskMediaStorage(join(tmp, "store-d")),
      await picture("logo.png", 480, 240, "png"),
    );
    const avif = await addImage(
      database.db,
      diskMediaStorage(join(tmp, "store-d")),
      await picture("wash.avif", 1300, 866, "avif"),
    );
    expect(png.widths).toEqual([320, 480]);
    expect(avif.widths).toEqual([320, 640, 960, 1280]);
    expect(parseMediaName(png.name)!.hash).not.toBe(parseMediaName(avif.name)!.hash);
  });

  it("when a phone photo is stored turned (EXIF orientation 6), then its upright size names it", async () => {
    const path = join(tmp, "turned.jpg");
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#246" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path);
    const added = await addImage(database.db, diskMediaStorage(join(tmp, "store-e")), path);
    expect([added.width, added.height]).toEqual([600, 800]);
    const meta = await sharp(join(tmp, "store-e", added.name.slice("/media/".length))).metadata();
    expect([meta.width, meta.height]).toEqual([600, 800]);
  });
});

describe("the S3-compatible bucket", () => {
  let server: Server;
  let url: string;
  const objects = new Map<string, { body: Buffer; type: string | undefined }>();
  const requests: {
    method: string;
    path: string;
    authorization: string | undefined;
    sha: string | undefined;
  }[] = [];

  beforeAll(async () => {
    // A tiny stand-in for S3 on loopback: PUT stores, GET and HEAD read, anything unsigned is refused.
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const path = decodeURIComponent(req.url ?? "");
        const authorization = req.headers.authorization;
        const sha = req.headers["x-amz-content-sha256"] as string | undefined;
        requests.push({ method: req.method ?? "", path, authorization, sha });
        if (!authorization?.startsWith("AWS4-HMAC-SHA256 Credential=test-key/")) {
          res.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
          return;
        }
        const object = objects.get(path);
        if (req.method === "PUT") {
          objects.set(path, { body: Buffer.concat(chunks), type: req.headers["content-type"] });
          res.writeHead(200).end();
        } else if (!object) res.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
        else {
          res.writeHead(200, { "Content-Type": object.type, "Content-Length": object.body.length });
          res.end(req.method === "HEAD" ? undefined : object.body);
        }
      });
    });
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/carcare-media`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const bucket = (secret = "test-secret") =>
    bucketMediaStorage({ url, accessKeyId: "test-key", secretAccessKey: secret, region: "me-central-1" });

  it("when an image is added to the bucket, then every file is PUT signed (SigV4) with its type, and reads back", async () => {
    const path = await picture("bucket-photo.jpg", 1000, 750, "jpeg");
    const added = await addImage(database.db, bucket(), path);
    const files = mediaFiles(parseMediaName(added.name)!);
    const puts = requests.filter((r) => r.method === "PUT");
    expect(puts.map((r) => r.path)).toEqual(files.map((file) => `/carcare-media/${file}`));
    for (const put of puts) {
      expect(put.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/me-central-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
      );
      expect(put.sha).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(objects.get(`/carcare-media/${files[0]}`)?.type).toBe("image/avif");
    expect(objects.get(`/carcare-media/${files.at(-1)}`)?.type).toBe("image/webp");

    const storage = bucket();
    expect(await storage.has(files[1]!)).toBe(true);
    expect(await storage.has("0000000000000000-1x1.webp")).toBe(false);
    expect(await storage.get("0000000000000000-1x1.webp")).toBeNull();
    const stored = await storage.get(files.at(-1)!);
    expect(stored?.size).toBe(objects.get(`/carcare-media/${files.at(-1)}`)!.body.length);
    const meta = await sharp(await buffer(stored!.body)).metadata();
    expect([meta.format, meta.width]).toEqual(["webp", 640]);
  });

  it("when the bucket refuses a write, then the add fails with its answer and records nothing", async () => {
    const unsigned = bucketMediaStorage({ url, accessKeyId: "wrong-key", secretAccessKey: "x" });
    const path = await picture("refused-by-bucket.png", 500, 500, "png");
    await expect(addImage(database.db, unsigned, path)).rejects.toThrow(/media bucket answered 403 to PUT/);
    const hash = createHash("sha256").update(readFileSync(path)).digest("hex").slice(0, 16);
    expect(await database.prisma.media.findUnique({ where: { hash } })).toBeNull();
  });
});
