import { useLingui } from '@lingui/react/macro';
import {
  BOAT_TYPES,
  GROUP_TYPES,
  PLATFORMS,
  REPORT_COUNTERS,
  REPORT_SHIFTS,
  REPORT_STATUSES,
  REPORT_TYPE_FILTERS,
  TIME_SLOTS,
  TRIP_TYPES,
  type DateRange,
  type ReportFilterName,
  type ReportsData,
  type ReportType,
} from '@strata/domain';
import { BatchedSelect, Checkbox, Field, MonthPicker } from '@strata/ui';
import type { ReactNode } from 'react';
import { useApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useGlobalFailure } from '../../lib/use-list';
import { useValidationText } from '../../lib/validation-text';
import { DateRangeFields, OptionSelect, type FilterOption } from './report-fields';
import { useReportTexts } from './report-texts';

/** The page's filter values while it is open (kept when the type changes). */
export type FilterValues = {
  [Name in Exclude<ReportFilterName, 'purchased_date' | 'departure_date'>]: string;
} & {
  purchased_date: DateRange;
  departure_date: DateRange;
  departure_date_enabled: boolean;
};

/** The rules' messages shown beside their filters (spec 002 §5), as message ids. */
export type FilterErrors = Partial<
  Record<'jetty_id' | 'purchased_date' | 'departure_date', string>
>;

export type ReportFiltersProps = {
  type: ReportType;
  values: FilterValues;
  onChange: (change: Partial<FilterValues>) => void;
  data: ReportsData;
  errors: FilterErrors;
  /** Cashier and CSA: the staff select shows them and cannot change (spec 002 §6). */
  lockedStaff: FilterOption | null;
};

const plain = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: value }));

const named = (rows: readonly { id: number; name: string }[]): FilterOption[] =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

/** The filters the chosen report type shows, in its order (the domain's REPORT_TYPE_FILTERS). */
export function ReportFilters({
  type,
  values,
  onChange,
  data,
  errors,
  lockedStaff,
}: ReportFiltersProps) {
  const { t } = useLingui();
  const texts = useReportTexts();
  const message = useValidationText();
  const error = (name: keyof FilterErrors) => message(errors[name]);
  const withAll = (options: FilterOption[]) => [{ value: 'all', label: texts.all }, ...options];
  const numbered = (counts: readonly string[]) =>
    withAll(plain(counts.filter((value) => value !== 'all')));
  const translated = <Value extends string>(
    list: readonly Value[],
    text: Record<Value, string>,
  ): FilterOption[] => list.map((value) => ({ value, label: text[value] }));
  const select = (
    name: Exclude<
      keyof FilterValues,
      'purchased_date' | 'departure_date' | 'departure_date_enabled'
    >,
    label: string,
    options: readonly FilterOption[],
    extra: { placeholder?: string; required?: boolean; error?: string; disabled?: boolean } = {},
  ) => (
    <Field key={name} label={label} required={extra.required} error={extra.error}>
      <OptionSelect
        name={name}
        options={options}
        placeholder={extra.placeholder}
        disabled={extra.disabled}
        value={values[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    </Field>
  );

  const staffOptions = named(data.staffs);
  if (lockedStaff && !staffOptions.some((option) => option.value === lockedStaff.value)) {
    staffOptions.unshift(lockedStaff);
  }

  const fields: Record<ReportFilterName, () => ReactNode> = {
    purchased_date: () => (
      <DateRangeFields
        key="purchased_date"
        label={t`Purchased Date`}
        startLabel={t`Purchased from`}
        endLabel={t`Purchased to`}
        value={values.purchased_date}
        onValueChange={(purchased_date) => onChange({ purchased_date })}
        error={error('purchased_date')}
      />
    ),
    departure_date: () => (
      <DateRangeFields
        key="departure_date"
        label={t`Departure Date`}
        startLabel={t`Departure from`}
        endLabel={t`Departure to`}
        value={values.departure_date}
        onValueChange={(departure_date) => onChange({ departure_date })}
        error={error('departure_date')}
        disabled={!values.departure_date_enabled}
        lead={
          <Field orientation="horizontal" label={t`Filter by departure date`}>
            <Checkbox
              checked={values.departure_date_enabled}
              onCheckedChange={(checked) => onChange({ departure_date_enabled: checked === true })}
            />
          </Field>
        }
      />
    ),
    month: () => (
      <Field key="month" label={t`Month`} required={type === 'boat_operator'}>
        <MonthPicker
          value={values.month || null}
          onValueChange={(month) => onChange({ month: month ?? '' })}
        />
      </Field>
    ),
    trip_type: () =>
      select('trip_type', t`Trip Type`, translated(TRIP_TYPES, texts.tripType), {
        placeholder: t`Select trip type`,
        required: true,
      }),
    staff_id: () =>
      select('staff_id', t`Staff`, staffOptions, {
        placeholder: lockedStaff ? undefined : t`Select staff`,
        required: true,
        disabled: lockedStaff !== null,
      }),
    counter: () => select('counter', t`Counter`, numbered(REPORT_COUNTERS)),
    shift: () => select('shift', t`Shift`, numbered(REPORT_SHIFTS)),
    jetty_id: () =>
      type === 'closing_account'
        ? select('jetty_id', t`Jetty`, named(data.jettys), {
            placeholder: t`Select jetty`,
            required: true,
            error: error('jetty_id'),
          })
        : select('jetty_id', t`Jetty`, named(data.jettys), { placeholder: texts.all }),
    time: () =>
      select('time', t`Time`, withAll(plain(TIME_SLOTS.filter((slot) => slot !== 'all')))),
    boat_type: () => select('boat_type', t`Boat Type`, translated(BOAT_TYPES, texts.boatType)),
    group_type: () => (
      <Field key="group_type" label={t`Group Type`}>
        <OptionSelect
          name="group_type"
          options={translated(GROUP_TYPES, texts.groupType)}
          value={values.group_type}
          onChange={(event) => onChange({ group_type: event.target.value, group_type_value: '' })}
        />
      </Field>
    ),
    group_type_value: () => (
      <GroupCompanies
        key="group_type_value"
        groupType={values.group_type}
        value={values.group_type_value}
        onValueChange={(group_type_value) => onChange({ group_type_value })}
      />
    ),
    package_id: () =>
      select('package_id', t`Package`, named(data.packages), { placeholder: texts.all }),
    addon_id: () => select('addon_id', t`Add-on`, named(data.foods), { placeholder: texts.all }),
    payment_method: () =>
      select('payment_method', t`Payment Method`, named(data.payment_methods), {
        placeholder: texts.all,
      }),
    platform: () => select('platform', t`Platform`, translated(PLATFORMS, texts.platform)),
    status: () => select('status', t`Status`, translated(REPORT_STATUSES, texts.status)),
  };

  return (
    <div
      role="group"
      aria-label={t`Filters`}
      data-slot="report-filters"
      className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {REPORT_TYPE_FILTERS[type].map((name) => fields[name]())}
    </div>
  );
}

/**
 * The companies of the chosen group type, loaded from GET /api/booking/group-type/{group_type}
 * (spec 002 §7), in a select that shows them 50 at a time with a search.
 */
function GroupCompanies({
  groupType,
  value,
  onValueChange,
}: {
  groupType: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const texts = useReportTexts();
  const companies = useApi(
    groupType === '' ? null : queryKeys.reports.groupType(groupType),
    (api) => api.booking.groupType(groupType),
    { silent: true },
  );
  useGlobalFailure(companies.error);
  const options = [
    { value: '', label: texts.all },
    ...(companies.data ?? []).map((company) => ({
      value: String(company.id),
      label: company.company_name,
    })),
  ];
  return (
    <Field
      label={t`Agent`}
      description={
        companies.data === undefined && !companies.error ? t`Loading agents…` : undefined
      }
      error={companies.error ? t`The agents of this group could not be loaded` : undefined}
    >
      <BatchedSelect
        options={options}
        value={value}
        disabled={companies.data === undefined}
        onValueChange={(next) => onValueChange(next ?? '')}
      />
    </Field>
  );
}
