import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: it diffs src/db/schema.ts against migrations/ and needs no database.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
