import { mediaSrcSet, parseMediaName } from "@carcare/contracts/media";
import type { ImgHTMLAttributes } from "react";

/**
 * The layouts' slot widths as `sizes` values (container-page: at most 80rem less 1-2rem sides). A
 * little over the slot where that keeps the value short: the same file is chosen.
 */
export const IMAGE_SIZES = {
  /** The product or vendor page's main picture: the page's width on phones, half of it (584 px at most) from lg. */
  pageMain: "(min-width:1024px) 584px,100vw",
  /** A product card in the listing, brand and similar-products grids: 2 columns, 3 from md, about 300 px from lg. */
  productCard: "(min-width:1024px) 300px,(min-width:768px) 33vw,50vw",
  /** A card of the vendor and Today's Deals grids: 1 column, 2 from sm, 3 (384 px at most) from lg. */
  wideCard: "(min-width:1024px) 384px,(min-width:640px) 50vw,100vw",
  /** A category slide: a 64 px thumbnail on phones, a third (md) or a sixth (xl) of the page above. */
  categorySlide: "(min-width:1280px) 200px,(min-width:768px) 33vw,64px",
  /** A cart, wishlist or search-suggestion thumbnail. */
  thumbnail: "96px",
} as const;

type StoreImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "sizes" | "width" | "height"
> & {
  src: string;
  /** The slot's rendered width for each layout (IMAGE_SIZES). */
  sizes: string;
  /** The box's width and height for a picture of another kind (the demo data's SVGs, a full URL). */
  width: number;
  height: number;
};

/**
 * A product, category, brand or vendor picture (issue 30, decision 025). An image added with
 * `pnpm ops images add` (its name says its size) becomes a <picture> offering its AVIF and WebP
 * variants for the slot's width, with its own width and height (no layout shift); any other picture
 * renders as a plain <img>. `alt`, `loading`, `fetchPriority` and the classes go to the <img>.
 */
export function StoreImage({ src, sizes, width, height, ...img }: StoreImageProps) {
  const media = parseMediaName(src);
  if (!media) return <img src={src} width={width} height={height} {...img} />;
  return (
    // display: contents: the <img> lays out as the parent's child, as a plain one does.
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(src, media, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(src, media, "webp")} sizes={sizes} />
      <img src={src} width={media.width} height={media.height} {...img} />
    </picture>
  );
}
