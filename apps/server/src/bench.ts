/** `pnpm bench:server`: load benchmark. Filled in by the benchmark work. */
process.stderr.write("not implemented yet\n");
process.exit(2);
