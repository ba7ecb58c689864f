export interface LintDiagnostic {
  /** Path relative to the linted root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Oxlint rule code, e.g. "eslint(no-restricted-imports)" or "portal(no-relative-cross-package-import)". */
  rule: string;
  severity: "error" | "warning";
  message: string;
  help: string | null;
}

export interface LintResult {
  /** True when oxlint ran and reported nothing (warnings count as problems). */
  ok: boolean;
  diagnostics: LintDiagnostic[];
  fileCount: number;
  ms: number;
  oxlintVersion: string;
  /** Set when oxlint itself failed (bad config, crash) rather than reporting problems. */
  failure: string | null;
}

export const REPO_ROOT: string;
export const DEFAULT_PATHS: string[];
export function lint(options?: { root?: string; paths?: string[] }): LintResult;
