import type { Plugin } from "vite";

export const MESSAGE_IDS_FILE: ".vite/message-ids.json";
export function shortIdMap(ids: Iterable<string>): Map<string, string>;
export function catalogIds(code: string): string[];
export function shortenIds(code: string, ids: Map<string, string>, chunk: { catalog: boolean; name: string }): string;
export function shortMessageIds(): Plugin;
