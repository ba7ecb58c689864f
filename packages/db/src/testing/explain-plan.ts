/** A node of PostgreSQL's `EXPLAIN (ANALYZE, FORMAT JSON)` plan: the fields the query-plan tests read. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: PlanNode[];
}

/** The node and every node under it, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

/** Rows a node touched: those it returned plus those it read and filtered away, times its loops. */
export function rowsTouchedBy(node: PlanNode): number {
  return ((node["Actual Rows"] ?? 0) + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * (node["Actual Loops"] ?? 1);
}
