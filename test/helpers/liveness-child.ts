// A separate process holding its liveness lock until it is killed: `liveness-child.ts <DATABASE_URL> <owner>`.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { startLiveness } from "../../src/db/liveness.js";

const [url, owner] = process.argv.slice(2) as [string, string];
const pool = new pg.Pool({ connectionString: url, max: 1 });
await startLiveness({ url, db: drizzle(pool) as never, owner });
console.log("held");
setInterval(() => undefined, 60_000);
