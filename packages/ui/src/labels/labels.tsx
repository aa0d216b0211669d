import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The registry of every component's labels. Each component adds its entry by declaration merging:
 *
 *   declare module '../labels/labels' {
 *     interface StrataLabels { dataTable: DataTableLabels }
 *   }
 *
 * so `LabelsProvider` is typed against every label the library shows.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StrataLabels {}

export type LabelsOverride = { [K in keyof StrataLabels]?: Partial<StrataLabels[K]> };

const LabelsContext = createContext<LabelsOverride>({});

export type LabelsProviderProps = {
  /** Translated labels, by component; anything missing falls back to the English default. */
  labels: LabelsOverride;
  children: ReactNode;
};

/** Feeds translated labels to every component below it (the app passes Lingui's strings). */
export function LabelsProvider({ labels, children }: LabelsProviderProps) {
  const parent = useContext(LabelsContext);
  const merged = useMemo(() => {
    const next: Record<string, unknown> = { ...parent };
    for (const [key, value] of Object.entries(labels)) {
      next[key] = { ...(parent as Record<string, object | undefined>)[key], ...value };
    }
    return next as LabelsOverride;
  }, [parent, labels]);
  return <LabelsContext.Provider value={merged}>{children}</LabelsContext.Provider>;
}

/**
 * A component's labels: its English `defaults`, overridden by the nearest provider, overridden
 * by the `labels` prop the caller passed.
 */
export function useLabels<K extends keyof StrataLabels>(
  component: K,
  defaults: StrataLabels[K],
  fromProps?: Partial<StrataLabels[K]>,
): StrataLabels[K] {
  const context = useContext(LabelsContext)[component];
  return useMemo(
    () => ({ ...defaults, ...context, ...fromProps }) as StrataLabels[K],
    [defaults, context, fromProps],
  );
}
