import { useLingui } from '@lingui/react/macro';
import {
  defaultVisitorEndDate,
  formatDate,
  VISITOR_TYPES,
  visitorFormErrors,
  type VisitorAddPayload,
  type VisitorDraft,
} from '@strata/domain';
import { Autocomplete, cn, Field, Input, inputVariants, type AutocompleteItem } from '@strata/ui';
import { useApiClient } from '../../lib/api';
import { unitSuggestions } from '../../lib/unit-suggestions';
import { useVisitorTypeText } from '../../lib/visitor-texts';

/** The properties' wall clock (spec 001 §5 'not before today' is the server's Malaysian day). */
export const PROPERTY_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** Today, `yyyy-mm-dd`, on the properties' clock. */
export function todayInMalaysia(now: Date = new Date()): string {
  return formatDate(now, { timeZone: PROPERTY_TIME_ZONE });
}

/** The registration form as typed (spec 001 §3 names); staff also choose the unit. */
export type VisitorFormDraft = {
  name: string;
  contact: string;
  vehicle_no: string;
  type: string;
  start_date: string;
  end_date: string;
  /** Staff only: the unit visited (its id) and what the box shows. */
  unit_id: string;
  unit_label: string;
};

/** The fields the form validates and the server may refuse. */
export type VisitorFormField = Exclude<keyof VisitorFormDraft, 'unit_label'>;

/** What Re-Register hands the new registration (router state). */
export type VisitorDraftState = { draft: VisitorDraft };

/** A blank registration starting `today`, or Re-Register's copy of an earlier visitor. */
export function visitorFormDraft(today: string, from?: VisitorDraft | null): VisitorFormDraft {
  return {
    name: from?.name ?? '',
    contact: from?.contact ?? '',
    vehicle_no: from?.vehicle_no ?? '',
    type: from?.type ?? VISITOR_TYPES[0],
    start_date: from?.start_date ?? today,
    end_date: from?.end_date ?? '',
    unit_id: '',
    unit_label: '',
  };
}

/**
 * Spec 001 §5: the domain's rules (phone, vehicle, type, start required; the end too for Over
 * Night; start not before `today`; end not before start), a name chosen or typed, and the unit
 * when staff register.
 */
export function visitorDraftErrors(
  draft: VisitorFormDraft,
  today: string,
  choosesUnit: boolean,
): Partial<Record<VisitorFormField, string>> {
  const errors: Partial<Record<VisitorFormField, string>> = visitorFormErrors(draft, today);
  if (draft.name.trim() === '') errors.name = 'required';
  if (choosesUnit && draft.unit_id === '') errors.unit_id = 'select';
  return errors;
}

/** The draft as POST /api/visitors/add sends it. */
export function visitorPayload(draft: VisitorFormDraft): VisitorAddPayload {
  return {
    name: draft.name.trim(),
    contact: draft.contact.trim(),
    vehicle_no: draft.vehicle_no.trim(),
    type: draft.type as VisitorAddPayload['type'],
    start_date: draft.start_date,
    end_date: draft.end_date === '' ? null : draft.end_date,
    unit_id: draft.unit_id === '' ? undefined : Number(draft.unit_id),
  };
}

/**
 * A type or start change: Over Night gets its default end (a day after the start) when it has none
 * or one before the start; leaving Over Night keeps what was typed.
 */
export function withDefaultEnd(draft: VisitorFormDraft): VisitorFormDraft {
  const end = defaultVisitorEndDate(draft.type, draft.start_date);
  if (end === null || (draft.end_date !== '' && draft.end_date >= draft.start_date)) return draft;
  return { ...draft, end_date: end };
}

export type VisitorFormFieldsProps = {
  draft: VisitorFormDraft;
  onChange: (draft: VisitorFormDraft) => void;
  error: (field: VisitorFormField) => string | undefined;
  today: string;
  /** Staff choose the unit; an owner registers for their own. */
  choosesUnit: boolean;
};

const dateInput = cn(inputVariants({ size: 'md' }));

/** The registration form's fields (spec 001 §5). */
export function VisitorFormFields({
  draft,
  onChange,
  error,
  today,
  choosesUnit,
}: VisitorFormFieldsProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const typeText = useVisitorTypeText();
  const set = (patch: Partial<VisitorFormDraft>) => onChange({ ...draft, ...patch });

  async function searchVisitors(text: string): Promise<AutocompleteItem[]> {
    const result = await api.visitors.autocomplete({ search: text });
    if (!result.ok) return [];
    return result.data.data.map((earlier) => ({
      value: JSON.stringify(earlier),
      label: earlier.name,
      description: `${earlier.contact} · ${earlier.vehicle_no}`,
    }));
  }

  const searchUnits = (text: string) => unitSuggestions(api, text);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {choosesUnit && (
        <Field label={t`Unit`} required error={error('unit_id')}>
          <Autocomplete
            name="unit"
            value={draft.unit_label}
            onValueChange={(text) => set({ unit_label: text, unit_id: '' })}
            onSearch={searchUnits}
            onSelect={(item) => set({ unit_id: item.value, unit_label: item.label })}
          />
        </Field>
      )}
      <Field label={t`Name`} required error={error('name')}>
        <Autocomplete
          name="name"
          value={draft.name}
          onValueChange={(text) => set({ name: text })}
          onSearch={searchVisitors}
          onSelect={(item) => {
            // An earlier visitor fills the name, phone and vehicle (the name may also be typed).
            const earlier = JSON.parse(item.value) as {
              name: string;
              contact: string;
              vehicle_no: string;
            };
            set({ name: earlier.name, contact: earlier.contact, vehicle_no: earlier.vehicle_no });
          }}
        />
      </Field>
      <Field label={t`Phone`} required error={error('contact')}>
        <Input
          name="contact"
          inputMode="tel"
          value={draft.contact}
          onChange={(event) => set({ contact: event.target.value })}
        />
      </Field>
      <Field label={t`Vehicle No`} required error={error('vehicle_no')}>
        <Input
          name="vehicle_no"
          value={draft.vehicle_no}
          onChange={(event) => set({ vehicle_no: event.target.value })}
        />
      </Field>
      <Field label={t`Type`} required error={error('type')}>
        <select
          name="type"
          className={dateInput}
          value={draft.type}
          onChange={(event) => onChange(withDefaultEnd({ ...draft, type: event.target.value }))}
        >
          {VISITOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeText(type)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t`Start Date`} required error={error('start_date')}>
        <input
          type="date"
          name="start_date"
          className={dateInput}
          min={today}
          value={draft.start_date}
          onChange={(event) =>
            onChange(withDefaultEnd({ ...draft, start_date: event.target.value }))
          }
        />
      </Field>
      <Field label={t`End Date`} required={draft.type === 'Over Night'} error={error('end_date')}>
        <input
          type="date"
          name="end_date"
          className={dateInput}
          min={draft.start_date || today}
          value={draft.end_date}
          onChange={(event) => set({ end_date: event.target.value })}
        />
      </Field>
    </div>
  );
}
