import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkFields,
  FACILITY_LIMITS,
  hoursHoldASlot,
  formatRM,
  isNumeric,
  type Facility,
  type FacilityAddPayload,
  type FormErrors,
} from '@strata/domain';
import { Button, DescriptionList, Field, Input, Switch, Textarea } from '@strata/ui';
import { useState, type FormEvent } from 'react';
import { FacilityPicture, FacilityPictureField } from './facility-picture';

/** The facility form's fields as typed (spec 002 §1 Facilities). */
export type FacilityDraft = {
  name: string;
  capacity: string;
  opens: string;
  closes: string;
  slot_minutes: string;
  weekly_limit: string;
  fee: string;
  needs_approval: boolean;
  house_rules: string;
  /** The picture's stored name, or null for none. */
  picture: string | null;
};

/** The fields the form validates and the server may refuse. */
export type FacilityField = keyof FacilityDraft;

/** A copy of `facility` to edit, or a blank one for a new facility (08:00-22:00 by the hour). */
export function facilityDraft(facility?: Facility | null): FacilityDraft {
  return {
    name: facility?.name ?? '',
    capacity: String(facility?.capacity ?? ''),
    opens: facility?.opens ?? '08:00',
    closes: facility?.closes ?? '22:00',
    slot_minutes: String(facility?.slot_minutes ?? 60),
    weekly_limit: String(facility?.weekly_limit ?? 2),
    fee: String(facility?.fee ?? 0),
    needs_approval: facility?.needs_approval ?? false,
    house_rules: facility?.house_rules ?? '',
    picture: facility?.picture ?? null,
  };
}

/** A whole number within `limit`, as the draft's text. */
const wholeWithin = (text: string, limit: { min: number; max: number }) =>
  /^\d+$/.test(text.trim()) && Number(text) >= limit.min && Number(text) <= limit.max;

/** An amount in RM within the fee's bounds, with at most two decimals (never rounded). */
const feeWithin = (text: string) =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) <= FACILITY_LIMITS.fee.max;

/**
 * Spec 000 §5 over the draft: the required fields, then the bounds the server checks (the
 * domain's FACILITY_LIMITS and hours that hold a slot), so every mistake shows under its field at
 * once.
 */
export function facilityDraftErrors(draft: FacilityDraft) {
  const errors: FormErrors<FacilityField> = checkFields({
    name: { type: 'text', required: true, value: draft.name },
    capacity: { type: 'number', required: true, value: draft.capacity },
    opens: { type: 'text', required: true, value: draft.opens },
    closes: { type: 'text', required: true, value: draft.closes },
    slot_minutes: { type: 'number', required: true, value: draft.slot_minutes },
    weekly_limit: { type: 'number', required: true, value: draft.weekly_limit },
    fee: { type: 'number', required: true, value: draft.fee },
    house_rules: { type: 'textarea', value: draft.house_rules },
  });
  if (!errors.capacity && !wholeWithin(draft.capacity, FACILITY_LIMITS.capacity))
    errors.capacity = 'capacityRange';
  if (!errors.slot_minutes && !wholeWithin(draft.slot_minutes, FACILITY_LIMITS.slotMinutes))
    errors.slot_minutes = 'slotMinutesRange';
  if (!errors.weekly_limit && !wholeWithin(draft.weekly_limit, FACILITY_LIMITS.weeklyLimit))
    errors.weekly_limit = 'weeklyLimitRange';
  if (!errors.fee && !feeWithin(draft.fee)) errors.fee = 'feeRange';
  const hours = { ...draft, slot_minutes: Number(draft.slot_minutes) };
  if (!errors.opens && !errors.closes && !errors.slot_minutes && !hoursHoldASlot(hours)) {
    errors.closes = 'facilityHours';
  }
  return errors;
}

/** A number field as sent: a number when it reads as one, else the text for the server to refuse. */
const numberOf = (value: string) => (isNumeric(value) ? Number(value) : value.trim());

/** The draft as the add and edit calls send it. */
export function facilityPayload(draft: FacilityDraft): FacilityAddPayload {
  return {
    name: draft.name.trim(),
    capacity: numberOf(draft.capacity),
    opens: draft.opens.trim(),
    closes: draft.closes.trim(),
    slot_minutes: numberOf(draft.slot_minutes),
    weekly_limit: numberOf(draft.weekly_limit),
    fee: numberOf(draft.fee),
    needs_approval: draft.needs_approval,
    house_rules: draft.house_rules.trim() || null,
    picture: draft.picture,
  };
}

/** The facility in view mode: its picture, then its fields. */
export function FacilityDetails({ facility }: { facility: Facility }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      {facility.picture && <FacilityPicture name={facility.picture} facility={facility.name} />}
      <DescriptionList
        items={[
          { label: t`Name`, value: facility.name },
          { label: t`Capacity`, value: String(facility.capacity) },
          { label: t`Opening hours`, value: `${facility.opens} - ${facility.closes}` },
          { label: t`Slot length`, value: t`${facility.slot_minutes} minutes` },
          { label: t`Bookings per unit per week`, value: String(facility.weekly_limit) },
          { label: t`Fee`, value: facility.fee > 0 ? formatRM(facility.fee) : t`Free` },
          { label: t`Needs approval`, value: facility.needs_approval ? t`Yes` : t`No` },
          { label: t`House rules`, value: facility.house_rules ?? '' },
        ]}
      />
    </div>
  );
}

type FacilityFormProps = {
  draft: FacilityDraft;
  onDraftChange: (draft: FacilityDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  error: (field: Exclude<FacilityField, 'needs_approval' | 'picture'>) => string | undefined;
};

/** The facility form (new, and edit mode): its fields, Cancel and Save. */
export function FacilityForm({
  draft,
  onDraftChange,
  onSubmit,
  onCancel,
  pending,
  error,
}: FacilityFormProps) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  const text = (field: Exclude<FacilityField, 'needs_approval' | 'picture'>) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) =>
      onDraftChange({ ...draft, [field]: event.target.value }),
  });
  return (
    <form
      noValidate
      aria-label={t`Facility`}
      className="flex flex-col gap-6"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Name`} required error={error('name')}>
          <Input {...text('name')} />
        </Field>
        <Field label={t`Capacity`} required error={error('capacity')}>
          <Input inputMode="numeric" {...text('capacity')} />
        </Field>
        <Field label={t`Opens at`} required error={error('opens')}>
          <Input placeholder="08:00" inputMode="numeric" {...text('opens')} />
        </Field>
        <Field label={t`Closes at`} required error={error('closes')}>
          <Input placeholder="22:00" inputMode="numeric" {...text('closes')} />
        </Field>
        <Field label={t`Slot length (minutes)`} required error={error('slot_minutes')}>
          <Input inputMode="numeric" {...text('slot_minutes')} />
        </Field>
        <Field label={t`Bookings per unit per week`} required error={error('weekly_limit')}>
          <Input inputMode="numeric" {...text('weekly_limit')} />
        </Field>
        <Field
          label={t`Fee (RM)`}
          description={t`0 for a free facility.`}
          required
          error={error('fee')}
        >
          <Input inputMode="decimal" {...text('fee')} />
        </Field>
        <Field
          orientation="horizontal"
          label={t`Needs approval`}
          description={t`Bookings wait for staff to approve them.`}
        >
          <Switch
            name="needs_approval"
            checked={draft.needs_approval}
            onCheckedChange={(checked) => onDraftChange({ ...draft, needs_approval: checked })}
          />
        </Field>
        <Field label={t`House rules`} error={error('house_rules')} className="sm:col-span-2">
          <Textarea rows={4} {...text('house_rules')} />
        </Field>
        <FacilityPictureField
          className="sm:col-span-2"
          value={draft.picture}
          onValueChange={(picture) => onDraftChange({ ...draft, picture })}
          facility={draft.name}
          onUploadingChange={setUploading}
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending || uploading} aria-busy={pending || undefined}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
