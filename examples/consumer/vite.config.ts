import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain Vite + React app: no Tailwind, the look comes from @strata/ui/styles.css.
export default defineConfig({
  plugins: [react()],
});
