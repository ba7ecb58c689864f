/** `pnpm portal <command>`: operator commands (import). Filled in by the import work. */
process.stderr.write("usage: pnpm portal import <file>\n");
process.exit(2);
