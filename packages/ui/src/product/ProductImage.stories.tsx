// A product's picture beside its name: the initials tile when the order data has no usable
// photo (none, plain http, an inline badge) or the photo fails; Storybook has no photo host,
// so a photo that fails is shown by an https address that cannot load.
import type { ComponentType } from "react";
import { ProductImage } from "./ProductImage.tsx";

export default {
  title: "UI/Product/Product image",
  component: ProductImage,
  decorators: [
    (Story: ComponentType) => (
      <div style={{ padding: "1.5rem", display: "flex", gap: "0.75rem", alignItems: "center" }}>
        <Story />
        <span>Linen Shirt, Sand</span>
      </div>
    ),
  ],
};

export const NoPhoto = { name: "No photo: initials tile", args: { title: "Linen Shirt, Sand", imageUrl: "", size: 72 } };
export const PlainHttp = {
  name: "Plain http address: initials tile",
  args: { title: "Linen Shirt, Sand", imageUrl: "http://cdn.acme.example/shirt.jpg", size: 56 },
};
export const PhotoFails = {
  name: "Photo fails to load: initials tile",
  args: { title: "Linen Shirt, Sand", imageUrl: "https://photos.invalid/shirt.webp", size: 64 },
};
export const Small = { name: "Small (My Orders)", args: { title: "Linen Shirt, Sand", imageUrl: "", size: 48 } };
