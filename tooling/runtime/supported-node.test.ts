import { describe, expect, test } from "vitest";
import { SUPPORTED_NODE_MAJOR, unsupportedNodeMessage } from "./supported-node.js";

describe("unsupportedNodeMessage", () => {
  test("Node 24 and newer run", () => {
    expect(unsupportedNodeMessage("v24.0.0")).toBeUndefined();
    expect(unsupportedNodeMessage("v26.1.0")).toBeUndefined();
  });

  test("an older Node gets one line naming both versions", () => {
    const message = unsupportedNodeMessage("v20.20.2");
    expect(message).toContain(`Node ${SUPPORTED_NODE_MAJOR}`);
    expect(message).toContain("v20.20.2");
    expect(message).not.toContain("\n");
  });

  test("this test runs on a supported Node", () => {
    expect(unsupportedNodeMessage()).toBeUndefined();
  });
});
