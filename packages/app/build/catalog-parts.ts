import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BOOT_FEATURES, isScreenFeature } from '../src/lib/catalog-features';

/**
 * The parts a catalog compiles to: what boot and the public pages say, what the signed-in layout
 * and the dashboard say, and what the other screens say.
 */
export type CatalogPart = 'boot' | 'signed-in' | 'screens';

/** `…/messages.po?part=boot`: one part of a catalog (@lingui/vite-plugin compiles plain `.po`). */
const PART_ID = /\.po\?part=(boot|signed-in|screens)$/;

/** Shared lib files that only signed-in features import (finance, the dashboard, shell, lists). */
const SIGNED_IN_LIB =
  /^src\/lib\/(finance\/|(activity-text|visitor-columns|visitor-list|picture-dialog|back-button|screen-ui-labels|excel-import-dialog|role-labels|presence|assign-dialog|attachment-link)\.tsx?$)/;

/** App files of the /d route's chunk (app/router.tsx), which loads only under /d once signed in. */
const SIGNED_IN_APP = /^src\/app\/(signed-in-routes|authenticated-layout|role-guard)\.tsx?$/;

/**
 * Sources (relative to the app's root, as the catalogs' origins) that run before sign-in: the
 * entry, the shared lib, every feature's public-routes.tsx (eager), and the public features. A message
 * with an origin here goes to the boot part; the others load with the signed-in layout or, when
 * only screen features say them, with those screens ({@link partOf}). scripts/check-size.mjs
 * fails when a file the login route or the dashboard loads asks for a message its parts lack.
 */
export function isBootSource(file: string): boolean {
  if (SIGNED_IN_LIB.test(file) || SIGNED_IN_APP.test(file)) return false;
  return (
    /^src\/(app|lib)\//.test(file) ||
    file === 'src/main.tsx' ||
    /^src\/features\/[^/]+\/public-routes\.tsx$/.test(file) ||
    BOOT_FEATURES.includes(featureOf(file) ?? '') ||
    file === 'src/features/shell/online-gate.tsx'
  );
}

/** The feature a source belongs to (`src/features/<feature>/…`), or undefined. */
function featureOf(file: string): string | undefined {
  return /^src\/features\/([^/]+)\//.exec(file)?.[1];
}

/**
 * Sources whose messages may wait for the `screens` part: a screen feature's files (not its
 * routes.tsx, which loads with the signed-in layout). app/signed-in-routes.tsx loads that part
 * beside every screen feature's route.
 */
export function isScreenSource(file: string): boolean {
  const feature = featureOf(file);
  return (
    feature !== undefined &&
    isScreenFeature(feature) &&
    !isBootSource(file) &&
    !file.endsWith('/routes.tsx')
  );
}

/**
 * The part a message goes to, from the sources it appears in: boot if any of them runs before
 * sign-in; `screens` if all of them are screen features'; else `signed-in`. A message without
 * origins (none today) stays in boot, where it is always loaded.
 */
export function partOf(sources: readonly string[]): CatalogPart {
  if (sources.length === 0 || sources.some(isBootSource)) return 'boot';
  return sources.every(isScreenSource) ? 'screens' : 'signed-in';
}

/**
 * Compiles `messages.po?part=…` imports to the messages of one part (ADR 0004: the login route
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
          Object.entries(messages).filter(
            ([messageId]) =>
              partOf((origins?.[messageId]?.origin ?? []).map(([source]) => source)) === part,
          ),
        );
        const { source, errors } = createCompiledCatalog(locale, inPart, { namespace: 'es' });
        if (errors.length > 0) throw new Error(`${file}: ${errors.length} messages do not compile`);
        return { code: source, map: null, moduleType: 'js' };
      },
    },
  };
}
