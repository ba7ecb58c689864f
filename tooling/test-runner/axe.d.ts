import type { Page } from "playwright-core";
export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}
export declare function seriousA11yViolations(page: Page): Promise<A11yViolation[]>;
