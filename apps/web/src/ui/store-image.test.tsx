import { render } from "@testing-library/react";
import { IMAGE_SIZES, StoreImage } from "./store-image";

const HASH = "0123456789abcdef";

describe("StoreImage", () => {
  it("when the picture was added with pnpm ops images add, then a <picture> offers AVIF then WebP at its widths, sized by its name", () => {
    const src = `http://localhost:3000/media/${HASH}-1000x750.webp`;
    const { container } = render(
      <StoreImage
        src={src}
        alt="Brake pads"
        sizes={IMAGE_SIZES.pageMain}
        width={800}
        height={800}
        fetchPriority="high"
      />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    const folder = "http://localhost:3000/media/";
    expect(sources[0]!.getAttribute("srcset")).toBe(
      [320, 640, 960, 1000].map((w) => `${folder}${HASH}-1000x750-${w}.avif ${w}w`).join(", "),
    );
    expect(sources[1]!.getAttribute("srcset")).toBe(
      [320, 640, 960, 1000].map((w) => `${folder}${HASH}-1000x750-${w}.webp ${w}w`).join(", "),
    );
    expect(sources.every((source) => source.getAttribute("sizes") === IMAGE_SIZES.pageMain)).toBe(true);
    const img = container.querySelector("picture > img")!;
    expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height")]).toEqual([
      src,
      "1000",
      "750",
    ]);
    expect([img.getAttribute("alt"), img.getAttribute("fetchpriority")]).toEqual(["Brake pads", "high"]);
  });

  it("when the picture is another kind (the demo data's SVG, a full URL), then it is a plain <img> as before", () => {
    for (const src of [
      "/img/products/oil.svg",
      "https://cdn.example.com/photo.jpg",
      "/media/not-a-name.webp",
    ]) {
      const { container, unmount } = render(
        <StoreImage
          src={src}
          alt=""
          sizes={IMAGE_SIZES.productCard}
          width={400}
          height={400}
          loading="lazy"
        />,
      );
      expect(container.querySelector("picture")).toBeNull();
      const img = container.querySelector("img")!;
      expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("loading")]).toEqual([
        src,
        "400",
        "lazy",
      ]);
      expect(img.hasAttribute("srcset")).toBe(false);
      unmount();
    }
  });
});
