import { fireEvent, render } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { ProductImage } from "./ProductImage.tsx";

const tileOf = (container: HTMLElement) => container.querySelector<HTMLElement>(".portal-product-image");

describe("ProductImage", () => {
  test("an https photo is a lazy, async, sized image with an empty alt over the initials tile", () => {
    const { container } = render(<ProductImage title="Linen Shirt, Sand" imageUrl="https://cdn.acme.example/shirt.webp" size={64} />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("https://cdn.acme.example/shirt.webp");
    expect([img?.getAttribute("alt"), img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["", "64", "64"]);
    expect([img?.getAttribute("loading"), img?.getAttribute("decoding")]).toEqual(["lazy", "async"]);
    expect(tileOf(container)?.dataset["state"]).toBe("photo");
    expect(tileOf(container)?.textContent).toBe("LS");
  });

  test("a photo that fails to load leaves the initials tile, with no image left", () => {
    const { container } = render(<ProductImage title="Yoga Mat, 6 mm" imageUrl="https://cdn.acme.example/missing.webp" size={48} />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
    expect(tileOf(container)?.dataset["state"]).toBe("initials");
    expect(tileOf(container)?.textContent).toBe("YM");
  });

  test.each(["http://cdn.acme.example/a.jpg", "javascript:alert(1)", "", null])("%j loads nothing: the tile shows", (imageUrl) => {
    const { container } = render(<ProductImage title="Kurta" imageUrl={imageUrl} size={72} />);
    expect(container.querySelector("img")).toBeNull();
    expect(tileOf(container)?.dataset["state"]).toBe("initials");
    expect(tileOf(container)?.getAttribute("aria-hidden")).toBe("true");
  });
});
