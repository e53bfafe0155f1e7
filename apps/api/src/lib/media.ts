// Operators' images (`pnpm ops images add`, issue 30, decision 025) under /media/: AVIF and WebP
// files named by their content, so each answer may be kept a year unchanged by any cache. Read
// from DATA_DIR/media or the S3-compatible bucket (MEDIA_BUCKET_URL), whichever the store is given.
import { pipeline } from "node:stream/promises";
import { isMediaFile, MEDIA_PATH } from "@carcare/contracts";
import { MEDIA_CONTENT_TYPES, type MediaStorage, mediaStorage } from "@carcare/operations";
import { type RequestHandler, Router } from "express";
import type { Logger } from "pino";
import type { Env } from "../env.js";

/** A file's name changes with its content: it is never refetched. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The media storage the settings name (DATA_DIR/media, or the bucket). */
export function mediaStorageOf(env: Env): MediaStorage {
  return mediaStorage({
    dataDir: env.DATA_DIR,
    bucketUrl: env.MEDIA_BUCKET_URL,
    accessKeyId: env.MEDIA_BUCKET_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_BUCKET_SECRET_ACCESS_KEY,
    region: env.MEDIA_BUCKET_REGION,
  });
}

/** GET and HEAD of /media/<file>: the stored file, or 404 for any name the command does not make. */
export function mediaRoutes(storage: MediaStorage, logger: Logger): Router {
  const router = Router();
  const notFound: RequestHandler = (_req, res) => {
    // Not kept: the same name may be added a minute later.
    res.setHeader("Cache-Control", "no-cache");
    res.status(404).type("text/plain").send("Not found");
  };
  router.get(`${MEDIA_PATH}:file`, async (req, res, next) => {
    const file = req.params.file as string;
    if (!isMediaFile(file)) return notFound(req, res, next);
    let stored;
    try {
      stored = await storage.get(file);
    } catch (error) {
      logger.error({ err: error, reqId: req.id, file }, "media storage read failed");
      res.status(502).type("text/plain").send("The image could not be read from its storage.");
      return;
    }
    if (!stored) return notFound(req, res, next);
    const etag = `"${file}"`;
    res.setHeader("Content-Type", MEDIA_CONTENT_TYPES[file.slice(file.lastIndexOf(".") + 1)]!);
    res.setHeader("Cache-Control", MEDIA_CACHE_CONTROL);
    res.setHeader("ETag", etag);
    // Images may be embedded by other sites (the old web client shows the API's absolute URLs).
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (req.headers["if-none-match"] === etag || req.method === "HEAD") {
      stored.body.destroy();
      if (req.headers["if-none-match"] === etag) res.status(304);
      else if (stored.size !== undefined) res.setHeader("Content-Length", stored.size);
      res.end();
      return;
    }
    if (stored.size !== undefined) res.setHeader("Content-Length", stored.size);
    await pipeline(stored.body, res).catch((error: unknown) => {
      if (!res.headersSent) next(error);
      else res.destroy();
    });
  });
  return router;
}
