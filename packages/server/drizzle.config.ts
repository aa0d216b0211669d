import { defineConfig } from 'drizzle-kit';

/** `pnpm exec drizzle-kit generate` writes a versioned SQL migration from src/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
