// Where the variants of operators' images are kept (issue 30, decision 025): files under
// DATA_DIR/media, or objects in an S3-compatible bucket when MEDIA_BUCKET_URL is set. `pnpm ops
// images add` writes through it, the API's /media/ route reads through it; nothing else knows which.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";

/** A stored file as it is read back. */
export interface StoredMedia {
  body: Readable;
  /** Bytes, when the storage says. */
  size: number | undefined;
}

export interface MediaStorage {
  /** Where the files are, for messages ("DATA_DIR/media" or the bucket's address). */
  readonly location: string;
  put(file: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none by that name. */
  get(file: string): Promise<StoredMedia | null>;
  has(file: string): Promise<boolean>;
}

/** The settings that choose the storage, read by the server's and the CLI's environment alike. */
export interface MediaStorageSettings {
  dataDir: string;
  /** MEDIA_BUCKET_URL: the bucket's address, each object at `<url>/<file>`. */
  bucketUrl?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** The bucket's signing region (default us-east-1, which MinIO and R2 accept too). */
  region?: string | undefined;
}

export const MEDIA_CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

/** The storage the settings name: the bucket when MEDIA_BUCKET_URL is set, else DATA_DIR/media. */
export function mediaStorage(settings: MediaStorageSettings): MediaStorage {
  if (!settings.bucketUrl) return diskMediaStorage(join(settings.dataDir, "media"));
  if (!settings.accessKeyId || !settings.secretAccessKey) {
    throw new Error(
      "MEDIA_BUCKET_URL needs MEDIA_BUCKET_ACCESS_KEY_ID and MEDIA_BUCKET_SECRET_ACCESS_KEY to sign its requests",
    );
  }
  return bucketMediaStorage({
    url: settings.bucketUrl,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
  });
}

/** Files in one folder; each is written to a temporary name first, so none is ever read half-written. */
export function diskMediaStorage(dir: string): MediaStorage {
  return {
    location: dir,
    async put(file, body) {
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, `.${file}.${process.pid}.tmp`);
      await writeFile(temporary, body);
      await rename(temporary, join(dir, file));
    },
    async get(file) {
      const path = join(dir, file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size };
    },
    async has(file) {
      const info = await stat(join(dir, file)).catch(() => null);
      return info?.isFile() ?? false;
    },
  };
}

export interface BucketOptions {
  /** The bucket's address (path-style `https://host/bucket` or virtual-hosted `https://bucket.host`). */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string | undefined;
}

/** An S3-compatible bucket, its requests signed (AWS Signature Version 4) by aws4fetch. */
export function bucketMediaStorage(options: BucketOptions): MediaStorage {
  const base = options.url.replace(/\/+$/, "");
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region ?? "us-east-1",
    retries: 2,
  });
  const address = (file: string) => `${base}/${encodeURIComponent(file)}`;
  const failure = async (verb: string, file: string, response: Response) =>
    new Error(
      `the media bucket answered ${response.status} to ${verb} ${file}: ${(await response.text()).slice(0, 200)}`,
    );
  return {
    location: base,
    async put(file, body, contentType) {
      const response = await client.fetch(address(file), {
        method: "PUT",
        body: new Uint8Array(body),
        headers: {
          "Content-Type": contentType,
          "Cache-Control": "public, max-age=31536000, immutable",
          // The body's hash, signed with the request: the bucket refuses bytes changed on the way.
          "X-Amz-Content-Sha256": createHash("sha256").update(body).digest("hex"),
        },
      });
      if (!response.ok) throw await failure("PUT", file, response);
    },
    async get(file) {
      const response = await client.fetch(address(file), { method: "GET" });
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw await failure("GET", file, response);
      const length = response.headers.get("content-length");
      return {
        body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
        size: length === null ? undefined : Number(length),
      };
    },
    async has(file) {
      const response = await client.fetch(address(file), { method: "HEAD" });
      if (response.status === 404) return false;
      if (!response.ok) throw await failure("HEAD", file, response);
      return true;
    },
  };
}
