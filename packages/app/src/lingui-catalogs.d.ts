/** `.po` catalogs import compiled by @lingui/vite-plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** One part of a catalog, compiled by packages/app/build/catalog-parts.ts. */
declare module '*.po?part=boot' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?part=signed-in' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?part=screens' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
