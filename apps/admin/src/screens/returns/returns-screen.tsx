import type { AdminBrand } from "@portal/core/api";
import type { AdminLocation } from "../../app/use-admin-location.ts";
import { ReturnDeskList } from "./return-desk-list.tsx";
import { ReturnRequestPage } from "./return-request-page.tsx";

/** /admin/returns: the desk's list, or one request's page when `return_id` names one. */
export function ReturnsScreen({ brand, location }: { brand: AdminBrand; location: AdminLocation }) {
  const returnId = location.params.get("return_id");
  const listPath = `${location.pathname}?brand=${encodeURIComponent(brand.subdomain)}`;
  const open = (id: string) => location.navigate(`${listPath}&return_id=${encodeURIComponent(id)}`);
  return returnId ? (
    <ReturnRequestPage brand={brand} returnId={returnId} key={returnId} onBack={() => location.navigate(listPath)} />
  ) : (
    <ReturnDeskList brand={brand} onOpen={open} />
  );
}
