import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { TranslatedLabels, type AppLabels } from './ui-labels';

/**
 * The labels of the @strata/ui components only signed-in screens show (tables, pickers, uploads,
 * chat, charts…), translated into the active language; lib/ui-labels.tsx has the boot ones.
 */
export function screenUiLabels(i18n: I18n): AppLabels {
  return {
    batchedSelect: {
      placeholder: t(i18n)`Select an option`,
      search: t(i18n)`Search options`,
      loading: t(i18n)`Loading…`,
      empty: t(i18n)`No options`,
      error: t(i18n)`Options could not be loaded`,
      listbox: t(i18n)`Options`,
    },
    numberInput: { increment: t(i18n)`Increase`, decrement: t(i18n)`Decrease` },
    searchToggle: {
      open: t(i18n)`Search`,
      input: t(i18n)`Search`,
      placeholder: t(i18n)`Search`,
      close: t(i18n)`Close search`,
    },
    autocomplete: {
      noResults: t(i18n)`No results`,
      loading: t(i18n)`Searching…`,
      listbox: t(i18n)`Suggestions`,
    },
    dataTablePagination: {
      first: t(i18n)`First page`,
      previous: t(i18n)`Previous page`,
      next: t(i18n)`Next page`,
      last: t(i18n)`Last page`,
      page: (page: number, pages: number) => t(i18n)`${page} / ${pages}`,
      pageSpoken: (page: number, pages: number) => t(i18n)`Page ${page} of ${pages}`,
      showing: (from: number, to: number, total: number) =>
        total === 0 ? t(i18n)`Showing 0 of 0` : t(i18n)`Showing ${from}–${to} of ${total}`,
    },
    dataTable: {
      rowNumber: t(i18n)`#`,
      noData: t(i18n)`No Data`,
      loading: t(i18n)`Loading…`,
      error: t(i18n)`Something went wrong`,
      retry: t(i18n)`Try again`,
    },
    sideNav: {
      nav: t(i18n)`Main`,
      collapse: t(i18n)`Collapse sidebar`,
      expand: t(i18n)`Expand sidebar`,
    },
    uploadDropzone: {
      prompt: t(i18n)`Drag and drop a file here, or`,
      browse: t(i18n)`choose a file`,
      replace: t(i18n)`Replace file`,
      remove: t(i18n)`Remove file`,
      progress: t(i18n)`Upload progress`,
      uploading: t(i18n)`Uploading…`,
      processing: t(i18n)`Processing..`,
      done: t(i18n)`Uploaded`,
      tooLarge: t(i18n)`File is too large.`,
      unsupported: t(i18n)`File not supported.`,
      rowErrors: (count: number) =>
        count === 1 ? t(i18n)`1 row has errors` : t(i18n)`${count} rows have errors`,
      row: (row: number) => t(i18n)`Row ${row}`,
    },
    doughnutChart: {
      category: t(i18n)`Category`,
      value: t(i18n)`Value`,
      share: t(i18n)`Share`,
      percent: (fraction: number) => {
        const percent = Math.round(fraction * 100);
        return t(i18n)`${percent}%`;
      },
      noData: t(i18n)`No Data`,
    },
    confirmDialog: {
      confirm: t(i18n)`Confirm`,
      cancel: t(i18n)`Cancel`,
      pending: t(i18n)`Please wait`,
    },
    pdfFrame: { back: t(i18n)`Back` },
    chatPanel: {
      messages: t(i18n)`Messages`,
      you: t(i18n)`You`,
      composer: t(i18n)`Message`,
      placeholder: t(i18n)`Type a message`,
      send: t(i18n)`Send`,
      close: t(i18n)`Close chat`,
      minimize: t(i18n)`Minimise chat`,
      restore: t(i18n)`Open chat`,
      typing: (name: string) => t(i18n)`${name} is typing…`,
      status: { sent: t(i18n)`Sent`, delivered: t(i18n)`Delivered`, seen: t(i18n)`Seen` },
    },
    monthPicker: {
      placeholder: t(i18n)`Select month`,
      dialog: t(i18n)`Choose a month`,
      previousYear: t(i18n)`Previous year`,
      nextYear: t(i18n)`Next year`,
      months: [
        t(i18n)`January`,
        t(i18n)`February`,
        t(i18n)`March`,
        t(i18n)`April`,
        t(i18n)`May`,
        t(i18n)`June`,
        t(i18n)`July`,
        t(i18n)`August`,
        t(i18n)`September`,
        t(i18n)`October`,
        t(i18n)`November`,
        t(i18n)`December`,
      ],
    },
    counterBadge: { count: (count: number) => t(i18n)`${count} unread` },
  };
}

/** Feeds the ui library the signed-in components' labels (app/signed-in-routes.tsx). */
export function ScreenUiLabelsProvider({ children }: { children: ReactNode }) {
  return <TranslatedLabels labels={screenUiLabels}>{children}</TranslatedLabels>;
}
