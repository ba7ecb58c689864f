import type { ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

/**
 * The port a built server started with PORT=0 listens on, read from its "listening" log line
 * (JSON lines on stderr); rejects if the process exits first.
 */
export function listeningPort(child: ChildProcess): Promise<number> {
  const lines = createInterface({ input: child.stderr as NodeJS.ReadableStream });
  return new Promise<number>((resolve, reject) => {
    lines.on("line", (line) => {
      const entry = JSON.parse(line) as { message?: string; port?: number };
      if (entry.message === "listening" && entry.port) resolve(entry.port);
    });
    child.once("exit", (code) => reject(new Error(`replica exited with ${code} before listening`)));
  });
}
