import { I as findBrandBySubdomain, O as hashPassword, R as validateRequest, c as formatImportSummary, d as generateBrandApiKey, f as hashBrandApiKey, g as ImportDocumentSchema, h as setBrandApiKeyHash, i as createDatabase, l as ImportRejectedError, n as loadEnv, o as saveAdminUser, r as migrateToLatest, s as importDocument, t as EnvError } from "./chunks/env-CNf-Igfo.js";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
// src/import/portal-cli.ts
var PORTAL_CLI_USAGE = `usage: pnpm portal <command>

  import <file.json>               load an import document (see docs/data-import.md)
  api-key <subdomain>              create or replace the brand's API key for POST /api/v1/ingest
  admin-user <subdomain> <name>    create an admin of the brand, or reset their password
`;
var ARGUMENTS = {
	import: ["file"],
	"api-key": ["subdomain"],
	"admin-user": ["subdomain", "username"]
};
var isCommand = (name) => name !== void 0 && Object.hasOwn(ARGUMENTS, name);
/**
* `pnpm portal <command> …`. Returns the exit code: 0 done, 1 refused (bad document, unknown
* brand), 2 misused. Secrets it makes (API keys, passwords) go to stdout once and nowhere else.
*/
async function runPortalCli(args, io) {
	const [name, ...rest] = args;
	if (!isCommand(name) || rest.length !== ARGUMENTS[name].length) {
		io.stderr(PORTAL_CLI_USAGE);
		return 2;
	}
	const prepared = await COMMANDS[name].prepare(rest, io);
	if (!prepared.ok) {
		io.stderr(`${prepared.message}\n`);
		return 1;
	}
	const database = io.openDatabase();
	try {
		await migrateToLatest(database.db);
		return await prepared.apply(database, io);
	} catch (error) {
		if (!(error instanceof ImportRejectedError)) throw error;
		io.stderr(`Import refused, nothing was written: ${error.message}\n`);
		return 1;
	} finally {
		await database.close();
	}
}
var COMMANDS = {
	import: { async prepare([file = ""], io) {
		let text;
		try {
			text = await io.readFile(file);
		} catch (error) {
			return {
				ok: false,
				message: `${file}: ${error.code === "ENOENT" ? "no such file" : "cannot read it"}. Relative paths start in apps/server; pass an absolute path, e.g. "$PWD/${file}".`
			};
		}
		let json;
		try {
			json = JSON.parse(text);
		} catch (error) {
			return {
				ok: false,
				message: `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`
			};
		}
		const document = validateRequest(ImportDocumentSchema, json);
		if (!document.ok) return {
			ok: false,
			message: `${file} is not a valid import document: ${document.message}`
		};
		return {
			ok: true,
			async apply(database) {
				const summary = await importDocument(database.db, document.value, { now: io.now() });
				io.stdout(`Imported ${file}\n${formatImportSummary(summary)}\n`);
				return 0;
			}
		};
	} },
	"api-key": { async prepare([subdomain = ""]) {
		return {
			ok: true,
			async apply(database, io) {
				const brand = await findBrandBySubdomain(database.db, subdomain);
				if (!brand) return unknownBrand(io, subdomain);
				const key = generateBrandApiKey();
				await setBrandApiKeyHash(database.db, brand.id, hashBrandApiKey(key));
				io.stdout(`API key for brand "${brand.subdomain}" (shown once; any earlier key stops working now):\n\n  ${key}\n\nSend it as: Authorization: Bearer ${key}\n`);
				return 0;
			}
		};
	} },
	"admin-user": { async prepare([subdomain = "", username = ""]) {
		if (username.trim() === "") return {
			ok: false,
			message: "The username must not be blank."
		};
		return {
			ok: true,
			async apply(database, io) {
				const brand = await findBrandBySubdomain(database.db, subdomain);
				if (!brand) return unknownBrand(io, subdomain);
				const password = randomBytes(15).toString("base64url");
				const { created } = await saveAdminUser(database.db, {
					brandId: brand.id,
					username,
					passwordHash: await hashPassword(password)
				}, { now: io.now() });
				io.stdout(`${created ? "Created" : "Reset the password of"} admin "${username.trim()}" of brand "${brand.subdomain}".\nPassword (shown once): ${password}\n`);
				return 0;
			}
		};
	} }
};
function unknownBrand(io, subdomain) {
	io.stderr(`There is no brand "${subdomain}". Import it first (pnpm portal import).\n`);
	return 1;
}
// src/cli.ts
/** Same default database file as main.ts: both are bundled into apps/server/dist. */
var DEFAULT_SQLITE_FILE = fileURLToPath(new URL("../../../data/portal.sqlite", import.meta.url));
/** `pnpm portal <command>`: operator commands (import, api-key, admin-user). */
async function main() {
	const env = loadEnv();
	return runPortalCli(process.argv.slice(2), {
		openDatabase: () => createDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { sqliteFile: env.sqliteFile ?? DEFAULT_SQLITE_FILE }),
		readFile: (path) => readFile(resolve(env.invocationDir ?? process.cwd(), path), "utf8"),
		stdout: (text) => process.stdout.write(text),
		stderr: (text) => process.stderr.write(text),
		now: () => /* @__PURE__ */ new Date()
	});
}
main().then((code) => process.exit(code), (error) => {
	process.stderr.write(`${error instanceof EnvError ? error.message : error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
	process.exit(1);
});
export {};
