import { describe, expect, test } from "vitest";
import { INITIAL_LOGIN_FORM, loginFormAfterPost, loginFormReducer } from "./login-form-state.ts";

describe("login form state", () => {
  test("a submit with empty fields names them and sends nothing", () => {
    const state = loginFormReducer(INITIAL_LOGIN_FORM, { type: "submit" });
    expect(state.phase).toBe("editing");
    expect(state.missing).toEqual(["username", "password"]);
    const typed = loginFormReducer(state, { type: "change", field: "username", value: "KST-1001" });
    expect(typed.missing).toEqual(["password"]);
  });

  test("a failed login keeps what was typed and holds the server's message", () => {
    let state = loginFormReducer(INITIAL_LOGIN_FORM, { type: "change", field: "username", value: "KST-1001" });
    state = loginFormReducer(state, { type: "change", field: "password", value: "9000000000" });
    state = loginFormReducer(state, { type: "submit" });
    expect(state.phase).toBe("submitting");
    state = loginFormReducer(state, { type: "failed", message: "No match." });
    expect(state).toMatchObject({ phase: "failed", message: "No match.", values: { username: "KST-1001", password: "9000000000" } });
  });

  test("a login posted without JavaScript and refused renders again as sent: empty fields named, else the server's message", () => {
    expect(loginFormAfterPost({ username: "KST-1001", password: " " }, "")).toMatchObject({ phase: "editing", missing: ["password"] });
    expect(loginFormAfterPost({ username: "KST-1001", password: "9000000000" }, "No match.")).toEqual({
      phase: "failed",
      missing: [],
      message: "No match.",
      values: { username: "KST-1001", password: "9000000000" },
    });
  });
});
