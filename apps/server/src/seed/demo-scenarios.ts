import { FORWARD_CODES_BY_STAGE } from "@portal/core/status";

/** Every forward code of core's stage table, which each core demo brand's shipments cover one by one (demo-seed.test). */
export const SPEC_FORWARD_CODES: readonly number[] = Object.values(FORWARD_CODES_BY_STAGE).flat();
