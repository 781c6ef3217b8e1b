import { defineConfig } from 'drizzle-kit';

// `pnpm exec drizzle-kit generate` writes PG15-compatible SQL into drizzle/; the same files are applied to
// PGlite and PostgreSQL by src/db/migrate.ts.
export const config = defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

// drizzle-kit reads the default export; STYLE asks for named exports elsewhere.
export default config;
