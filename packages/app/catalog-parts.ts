import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The parts a catalog compiles to: what boot and the public pages say, and the rest. */
export type CatalogPart = 'boot' | 'signed-in';

/** `…/messages.po?part=boot`: one part of a catalog (@lingui/vite-plugin compiles plain `.po`). */
const PART_ID = /\.po\?part=(boot|signed-in)$/;

/** Shared lib files that only signed-in features import (finance, the dashboard, shell, lists). */
const SIGNED_IN_LIB =
  /^src\/lib\/(finance\/|(activity-text|visitor-columns|visitor-list|picture-dialog|excel-import-dialog|role-labels|presence|assign-dialog|attachment-link)\.tsx?$)/;

/**
 * Sources (relative to the app's root, as the catalogs' origins) that run before sign-in: the
 * entry, the shared lib, every feature's routes.tsx (eager), and the public features. A message
 * with an origin here goes to the boot part; every other message loads with the signed-in layout.
 * scripts/check-size.mjs fails when a file the login route loads asks for a message not in boot.
 */
export function isBootSource(file: string): boolean {
  if (SIGNED_IN_LIB.test(file)) return false;
  return (
    /^src\/(app|lib)\//.test(file) ||
    file === 'src/main.tsx' ||
    /^src\/features\/[^/]+\/routes\.tsx$/.test(file) ||
    /^src\/features\/(session|visitor-pass|placeholders)\//.test(file) ||
    file === 'src/features/shell/online-gate.tsx'
  );
}

/**
 * Compiles `messages.po?part=…` imports to the messages of one part (issue 17: the login route
 * carries only the messages it can show). Translations, fallbacks and compilation as
 * @lingui/vite-plugin does them; which part a message belongs to comes from its origins.
 */
export function catalogParts({ configPath }: { configPath?: string } = {}): Plugin {
  let config: LinguiConfigNormalized;
  return {
    name: 'strata:catalog-parts',
    configResolved() {
      config = getConfig({ configPath });
    },
    transform: {
      filter: { id: PART_ID },
      async handler(_source, id) {
        const part = PART_ID.exec(id)?.[1] as CatalogPart | undefined;
        if (!part) return;
        const file = id.split('?')[0]!;
        const found = getCatalogForFile(
          path.relative(config.rootDir, file),
          await getCatalogs(config),
        );
        if (!found) throw new Error(`${file} is not one of lingui.config's catalogs`);
        const { locale, catalog } = found;
        this.addWatchFile(file);
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        const origins = await catalog.read(config.sourceLocale);
        const inPart = Object.fromEntries(
          Object.entries(messages).filter(([messageId]) => {
            const boot = (origins?.[messageId]?.origin ?? []).some(([source]) =>
              isBootSource(source),
            );
            // A message without origins (none today) stays in boot, where it is always loaded.
            const unknown = (origins?.[messageId]?.origin ?? []).length === 0;
            return part === 'boot' ? boot || unknown : !(boot || unknown);
          }),
        );
        const { source, errors } = createCompiledCatalog(locale, inPart, { namespace: 'es' });
        if (errors.length > 0) throw new Error(`${file}: ${errors.length} messages do not compile`);
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  };
}
