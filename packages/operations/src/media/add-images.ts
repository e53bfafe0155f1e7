// `pnpm ops images add`: an operator's photo becomes AVIF and WebP variants at the widths pages
// need, named by its content hash (issue 30, decision 025). A file that is not a JPEG, PNG, WebP or
// AVIF picture, is over 10 MB or is under 400 px wide is refused before anything is written.
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import type Sharp from "sharp";
import {
  MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  MEDIA_MIN_WIDTH,
  type MediaFormat,
  type MediaImage,
  mediaFallbackWidth,
  mediaName,
  mediaVariantFile,
  mediaWidths,
} from "@carcare/contracts";
import { badRequest } from "../errors.js";
import type { Db } from "../repositories/db.js";
import { findMedia, recordMedia } from "../repositories/media.js";
import { MEDIA_CONTENT_TYPES, type MediaStorage } from "./storage.js";

/** An image as the operator gets it back: the name imports give, its size and variants' widths. */
export interface AddedImage {
  /** `/media/<hash>-<width>x<height>.webp`. */
  name: string;
  width: number;
  height: number;
  widths: number[];
  /** True when the same picture had been added before (nothing was written). */
  existed: boolean;
}

/** The formats accepted, as sharp names them; AVIF is read as HEIF with AV1 compression. */
const ACCEPTED: Record<string, string> = { jpeg: "JPEG", png: "PNG", webp: "WebP", heif: "AVIF" };
const ACCEPTED_TEXT = "a JPEG, PNG, WebP or AVIF picture";

/** Encoder settings: visually close to the source at about a third (AVIF) and a half (WebP) of JPEG's bytes. */
const ENCODE: Record<MediaFormat, { quality: number; effort: number }> = {
  avif: { quality: 55, effort: 4 },
  webp: { quality: 78, effort: 4 },
};

let sharpModule: Promise<typeof Sharp> | undefined;
/** sharp (libvips) is loaded only by the command that makes variants, never by the API. */
const loadSharp = () => (sharpModule ??= import("sharp").then((module) => module.default));

/**
 * Adds one image file: checks it, makes every variant in memory, writes them all to the storage and
 * then records it. Throws a 400 OperationError naming the file when it is refused.
 */
export async function addImage(db: Db, storage: MediaStorage, path: string): Promise<AddedImage> {
  const file = basename(path);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw badRequest(`${file}: no such file`);
  if (info.size > MEDIA_MAX_BYTES) {
    throw badRequest(`${file}: is ${megabytes(info.size)} MB; an image may be at most 10 MB`);
  }
  const bytes = await readFile(path);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);

  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const format = metadata?.format;
  if (
    !metadata ||
    !format ||
    !(format in ACCEPTED) ||
    (format === "heif" && metadata.compression !== "av1")
  ) {
    throw badRequest(`${file}: is not ${ACCEPTED_TEXT}`);
  }
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width < MEDIA_MIN_WIDTH) {
    throw badRequest(`${file}: is ${width} px wide; an image must be at least ${MEDIA_MIN_WIDTH} px wide`);
  }

  const image: MediaImage = { hash, width, height };
  const widths = mediaWidths(width);
  const existing = await findMedia(db, hash);
  if (existing) return { name: mediaName(image), width, height, widths: existing.widths, existed: true };

  const variants: { file: string; body: Buffer; format: MediaFormat; width: number }[] = [];
  for (const variantWidth of widths) {
    for (const variantFormat of MEDIA_FORMATS) {
      const pipeline = sharp(bytes).rotate().resize({ width: variantWidth, withoutEnlargement: true });
      const body = await (
        variantFormat === "avif" ? pipeline.avif(ENCODE.avif) : pipeline.webp(ENCODE.webp)
      ).toBuffer();
      variants.push({
        file: mediaVariantFile(image, variantWidth, variantFormat),
        body,
        format: variantFormat,
        width: variantWidth,
      });
    }
  }
  const fallback = variants.find((v) => v.format === "webp" && v.width === mediaFallbackWidth(width))!;
  const name = mediaName(image);
  // The plain name last: an image whose writes stopped half-way has no name to import and is made again.
  for (const variant of variants) {
    await storage.put(variant.file, variant.body, MEDIA_CONTENT_TYPES[variant.format]!);
  }
  await storage.put(basename(name), fallback.body, MEDIA_CONTENT_TYPES.webp!);
  await recordMedia(db, {
    hash,
    width,
    height,
    widths,
    fileName: file,
    format: ACCEPTED[format]!.toLowerCase(),
    bytes: info.size,
  });
  return { name, width, height, widths, existed: false };
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}
