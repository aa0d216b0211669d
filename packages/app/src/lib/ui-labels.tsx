import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LabelsProvider, type LabelsOverride } from '@strata/ui';
import { useMemo, type ReactNode } from 'react';

// Components join the ui root index one by one; keys of those not yet exported stay untyped.
export type AppLabels = LabelsOverride & Record<string, object>;

/**
 * The labels of the @strata/ui components the pages before sign-in show (login, the visitor pass,
 * the failure modals, loading and error states), translated into the active language. The other
 * components' labels load with the signed-in screens (lib/screen-ui-labels.tsx), so the login
 * route carries neither their code nor their messages (ADR 0004).
 */
export function bootUiLabels(i18n: I18n): AppLabels {
  return {
    loadingState: { loading: t(i18n)`Loading…` },
    emptyState: { title: t(i18n)`No Data` },
    input: { showPassword: t(i18n)`Show password`, hidePassword: t(i18n)`Hide password` },
    toastStack: { region: t(i18n)`Notifications`, dismiss: t(i18n)`Dismiss` },
    modal: { close: t(i18n)`Close` },
    errorModal: { ok: t(i18n)`Ok` },
    errorState: { title: t(i18n)`Something went wrong`, retry: t(i18n)`Try again` },
  };
}

/** Feeds `labels(i18n)` to the ui library; re-renders them when the language changes. */
export function TranslatedLabels({
  labels,
  children,
}: {
  labels: (i18n: I18n) => AppLabels;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const translated = useMemo(() => labels(i18n), [labels, i18n, locale]);
  return <LabelsProvider labels={translated}>{children}</LabelsProvider>;
}

/** Feeds the ui library the boot components' labels in the active language. */
export function UiLabelsProvider({ children }: { children: ReactNode }) {
  return <TranslatedLabels labels={bootUiLabels}>{children}</TranslatedLabels>;
}
