export { once } from "./once.ts";
