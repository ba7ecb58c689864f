import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One request an aggregator test server received. */
export interface AggregatorRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export interface AggregatorAnswer {
  status: number;
  body: unknown;
}

export interface AggregatorServer {
  readonly url: string;
  readonly received: AggregatorRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in for an aggregator's API (ClickPost, Shiprocket): records every request as
 * sent (path, query, headers, JSON body) and answers what `answer` says for it, or never
 * ("hang": the caller waits until it gives up or dies).
 */
export async function startAggregatorServer(answer: (request: AggregatorRequest, seen: number) => AggregatorAnswer | "hang"): Promise<AggregatorServer> {
  const received: AggregatorRequest[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://local");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: the test then sees what was sent.
    }
    const request = { method: req.method ?? "", path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers, body };
    const seen = received.filter((r) => r.path === request.path).length;
    received.push(request);
    const given = answer(request, seen);
    if (given === "hang") return;
    const { status, body: reply } = given;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
