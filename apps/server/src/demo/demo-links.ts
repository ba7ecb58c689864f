import type { Kysely } from "kysely";
import type { Database } from "@portal/db/schema";
import { DEMO_BRANDS } from "../seed/demo-brands.ts";
import { listDemoCases } from "../seed/demo-seed.ts";
import { returnCasesOfBrand } from "./return-demo-cases.ts";
import type { ServerEnv } from "../env.ts";
import { DEMO_CONSOLE_ADMINS } from "../seed/extensions/admin-seed.ts";

export interface DemoLink {
  case: string;
  brand: string;
  url: string;
}

/**
 * `/__demo.json`: every demo case as an absolute URL on `<brand>.<base domain>:<port>`,
 * taking the port the visitor used (`localhost:3000` -> `http://demo.localhost:3000/…`).
 */
export async function demoLinks(db: Kysely<Database>, env: ServerEnv, requestHost: string | undefined): Promise<DemoLink[]> {
  const port = /:(\d+)$/.exec(requestHost ?? "")?.[1] ?? String(env.port);
  const trackingCases = await listDemoCases(db);
  // Return cases after the tracking ones, for the brands this database really holds.
  const present = new Set(trackingCases.map((c) => c.brand));
  const cases = [...trackingCases, ...DEMO_BRANDS.filter((b) => present.has(b.subdomain)).flatMap(returnCasesOfBrand)];
  return cases.map((c) => ({
    case: c.case,
    brand: c.brand,
    url: `http://${c.brand}.${env.baseDomain}:${port}${c.path}`,
  }));
}

export interface DemoAdminLink {
  url: string;
  username: string;
  password: string;
  description: string;
}

/** The admin console's demo accounts with their login page (on the brand host each logs in on). */
export async function demoAdminLinks(db: Kysely<Database>, env: ServerEnv, requestHost: string | undefined): Promise<DemoAdminLink[]> {
  const port = /:(\d+)$/.exec(requestHost ?? "")?.[1] ?? String(env.port);
  const brands = await db.selectFrom("brands").select(["id", "subdomain"]).execute();
  return DEMO_CONSOLE_ADMINS.flatMap((admin) => {
    const brand = brands.find((b) => b.id === admin.brandId);
    return brand
      ? [
          {
            url: `http://${brand.subdomain}.${env.baseDomain}:${port}/admin/login`,
            username: admin.username,
            password: admin.password,
            description: admin.description,
          },
        ]
      : [];
  });
}
