#!/usr/bin/env node
// `pnpm dev`: the portal with hot reload, server rendering included, on the demo data.
// Plain JS so it starts without a loader: Vite (middleware mode, the portal's own
// config) compiles the browser's modules and loads the server's through ssrLoadModule, so
// an edit to a brand, a screen or core shows on the next request (and in the open page
// through HMR) without a restart. Production keeps `pnpm start` (the built server).
import { createServer as createHttpServer } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer } from "vite";
import { exitUnlessSupportedNode } from "@portal/tooling/supported-node";

exitUnlessSupportedNode();

const portalRoot = fileURLToPath(new URL("../../../portal", import.meta.url));
const bootModule = fileURLToPath(new URL("./dev-boot.ts", import.meta.url));
const appModule = fileURLToPath(new URL("../app.ts", import.meta.url));

/**
 * Starts the dev server on PORT/HOST (as `pnpm start`); resolves once it listens.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function startDevServer() {
  const http = createHttpServer();
  const vite = await createViteServer({
    configFile: `${portalRoot}/vite.config.ts`,
    root: portalRoot,
    appType: "custom",
    // HMR over the page's own origin, so no second port (and the same-origin rules hold).
    server: { middlewareMode: true, hmr: { server: http } },
    // Workspace packages are TypeScript sources: compile them for the server too.
    ssr: { noExternal: [/^@portal\//] },
  });
  const boot = await (await vite.ssrLoadModule(bootModule)).bootDev();

  // The app is rebuilt only when its code changed: ssrLoadModule hands back the same module
  // until an edit invalidates it or anything it imports.
  let loaded = { module: null, app: null };
  async function currentApp() {
    const module = await vite.ssrLoadModule(appModule);
    if (module !== loaded.module) loaded = { module, app: module.createApp(boot.deps) };
    return loaded.app;
  }

  const pages = getRequestListener(async (request) => {
    try {
      const headers = new Headers(request.headers);
      // Uncompressed, so the HTML can pass through Vite's transform below.
      headers.delete("accept-encoding");
      const response = await (await currentApp()).fetch(new Request(request, { headers }));
      if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
      // Vite's client and React Refresh's preamble go into the page. They are inline scripts and
      // styles the page's policy does not list, so the dev page goes without the CSP header.
      const html = await vite.transformIndexHtml(new URL(request.url).pathname, await response.text());
      const devHeaders = new Headers(response.headers);
      devHeaders.delete("content-security-policy");
      devHeaders.delete("content-length");
      return new Response(html, { status: response.status, headers: devHeaders });
    } catch (error) {
      vite.ssrFixStacktrace(error);
      throw error;
    }
  });
  http.on("request", (req, res) => vite.middlewares(req, res, () => pages(req, res)));

  await new Promise((resolve, reject) => {
    http.once("error", reject);
    http.listen(boot.port, boot.host, resolve);
  });
  const address = http.address();
  const port = typeof address === "object" && address ? address.port : boot.port;
  return {
    port,
    linksText: boot.linksText,
    close: async () => {
      await vite.close();
      // Idle keep-alive connections would hold the close for seconds.
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
      await boot.close();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startDevServer();
  process.stdout.write(await server.linksText());
  process.stdout.write("Dev mode: edits to brands, screens and core show on the next request, without a restart.\n");
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
