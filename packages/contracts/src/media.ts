/**
 * The names of the images operators add with `pnpm ops images add` (issue 30, decision 025): the
 * `@carcare/contracts/media` entry, free of zod so any page may import it.
 *
 * An image is named by the first 16 hex digits of its original file's SHA-256 and its upright size:
 * `/media/<hash>-<width>x<height>.webp`. That name is what imports give as a product's, category's,
 * brand's or vendor's image; it is itself a WebP of at most MEDIA_FALLBACK_WIDTH pixels, so a client
 * that knows nothing of variants (the old web client, the mobile app) still shows a fitting picture.
 * Pages read the size and the variants' names from it: `<hash>-<width>x<height>-<w>.avif|webp` at
 * each width of mediaWidths(width).
 */

/** The URL path the variants are served under. */
export const MEDIA_PATH = "/media/";
/**
 * The widths variants are made at, when the original is at least that wide: a product card (about
 * 160-300 CSS px) and a product page's picture on a phone (about 343 CSS px) or a desktop (about
 * 600 CSS px), at 1x, 2x and 3x screens.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
/** The width of the image the plain name is: for clients without srcset. */
export const MEDIA_FALLBACK_WIDTH = 640;
/** Narrower originals are refused: they would look blurred on a product page. */
export const MEDIA_MIN_WIDTH = 400;
/** Larger files are refused (10 MB). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export interface MediaImage {
  /** 16 lowercase hex digits. */
  hash: string;
  width: number;
  height: number;
}

const NAME = /\/media\/([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

/** The name imports give: `/media/<hash>-<width>x<height>.webp`. */
export function mediaName(image: MediaImage): string {
  return `${MEDIA_PATH}${mediaBase(image)}.webp`;
}

/**
 * The image a value names (a path or an absolute URL ending in a media name), or null for any other
 * picture (the demo data's SVGs, an external URL).
 */
export function parseMediaName(value: string): MediaImage | null {
  const match = NAME.exec(value);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), height: Number(match[3]) };
}

/** The widths of an image's variants, ascending: MEDIA_WIDTHS below its own, then its own up to the widest. */
export function mediaWidths(width: number): number[] {
  const top = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

/** A variant's height at `width`, in the original's proportions. */
export function mediaHeightAt(image: MediaImage, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}

/** The width of the WebP the plain name is. */
export function mediaFallbackWidth(width: number): number {
  return Math.min(width, MEDIA_FALLBACK_WIDTH);
}

/** A variant's file name (no folder): `<hash>-<width>x<height>-<w>.<format>`. */
export function mediaVariantFile(image: MediaImage, width: number, format: MediaFormat): string {
  return `${mediaBase(image)}-${width}.${format}`;
}

/** Every file an image is stored as: its variants, then the plain name's file. */
export function mediaFiles(image: MediaImage): string[] {
  const variants = mediaWidths(image.width).flatMap((width) =>
    MEDIA_FORMATS.map((format) => mediaVariantFile(image, width, format)),
  );
  return [...variants, `${mediaBase(image)}.webp`];
}

/**
 * A `srcset` of an image's variants in one format, beside the plain name's own address (`value` may
 * be an absolute URL: the variants live next to it).
 */
export function mediaSrcSet(value: string, image: MediaImage, format: MediaFormat): string {
  const folder = value.slice(0, value.lastIndexOf("/") + 1);
  return mediaWidths(image.width)
    .map((width) => `${folder}${mediaVariantFile(image, width, format)} ${width}w`)
    .join(", ");
}

/** A file name served under MEDIA_PATH: a variant or a plain name. */
const FILE = /^[0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4}(-[1-9]\d{0,4})?\.(avif|webp)$/;
export function isMediaFile(file: string): boolean {
  return FILE.test(file);
}

function mediaBase(image: MediaImage): string {
  return `${image.hash}-${image.width}x${image.height}`;
}
