import { useLingui } from '@lingui/react/macro';
import { formatRM, PARKING_LOT_MAX, unitFormErrors, type Unit } from '@strata/domain';
import { DescriptionList, Field, Input, Textarea } from '@strata/ui';
import { PropertySelect, type PropertyOption } from '../../lib/property-select';

/** The unit form's text fields, as typed (spec 001 §3 names). */
export type UnitDraft = {
  unit_no: string;
  level: string;
  block: string;
  square_feet: string;
  parking_lot: string;
  parking_lot_2: string;
  maintenance_amount: string;
  water_amount: string;
  other_amount: string;
  remark: string;
  /** Only a super user's new unit chooses it; otherwise the unit's or the user's property. */
  property_id: string;
};

/** The fields the form validates and the server may refuse. */
export type UnitField = keyof UnitDraft;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A copy of `unit` to edit (spec 001 §4: edit works on a copy); a blank one for a new unit. */
export function unitDraft(unit?: Unit | null, propertyId?: number | null): UnitDraft {
  return {
    unit_no: text(unit?.unit_no),
    level: text(unit?.level),
    block: text(unit?.block),
    square_feet: text(unit?.square_feet),
    parking_lot: text(unit?.parking_lot),
    parking_lot_2: text(unit?.parking_lot_2),
    maintenance_amount: text(unit?.maintenance_amount),
    water_amount: text(unit?.water_amount),
    other_amount: text(unit?.other_amount),
    remark: text(unit?.remark),
    property_id: text(unit?.property_id ?? propertyId),
  };
}

const NUMBER_FIELDS = [
  'level',
  'square_feet',
  'maintenance_amount',
  'water_amount',
  'other_amount',
] as const;

/** The domain's unit rules over a draft, plus the super user's property choice. */
export function unitDraftErrors(draft: UnitDraft): Partial<Record<UnitField, string>> {
  const errors: Partial<Record<UnitField, string>> = unitFormErrors(draft);
  if (draft.property_id === '') errors.property_id = 'select';
  return errors;
}

/** The draft as the add and edit calls send it: numbers as numbers, blanks as null. */
export function unitPayload(draft: UnitDraft) {
  const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => [field, draft[field].trim() === '' ? null : Number(draft[field])]),
  ) as Record<(typeof NUMBER_FIELDS)[number], number | null>;
  return {
    unit_no: draft.unit_no.trim(),
    block: blankToNull(draft.block),
    parking_lot: blankToNull(draft.parking_lot),
    parking_lot_2: blankToNull(draft.parking_lot_2),
    remark: blankToNull(draft.remark),
    ...numbers,
    property_id: Number(draft.property_id),
  };
}

/** A unit in view mode: its fields, amounts in RM (spec 001 §3). */
export function UnitDetails({ unit }: { unit: Unit }) {
  const { t } = useLingui();
  const money = (value: number | null) => (value === null ? '' : formatRM(value));
  return (
    <DescriptionList
      items={[
        { label: t`Unit No`, value: unit.unit_no },
        { label: t`Owner`, value: unit.user?.name },
        { label: t`Level`, value: unit.level },
        { label: t`Block`, value: unit.block },
        { label: t`Square Footage`, value: unit.square_feet },
        { label: t`Parking Lot`, value: unit.parking_lot },
        { label: t`Parking Lot 2`, value: unit.parking_lot_2 },
        { label: t`Maintenance Amount`, value: money(unit.maintenance_amount) },
        // A rate per litre has more decimals than RM's two (the seed's is 0.0057).
        {
          label: t`Water Rate (per litre)`,
          value: unit.water_amount === null ? '' : `RM ${unit.water_amount}`,
        },
        { label: t`Other Amount`, value: money(unit.other_amount) },
        { label: t`Remark`, value: unit.remark },
      ]}
    />
  );
}

export type UnitFormFieldsProps = {
  draft: UnitDraft;
  onChange: (draft: UnitDraft) => void;
  /** A field's message (translated), from the form kit. */
  error: (field: UnitField) => string | undefined;
  /** The super user's properties for a new unit; null hides the choice. */
  properties: readonly PropertyOption[] | null;
};

/** The unit form's fields in edit mode. */
export function UnitFormFields({ draft, onChange, error, properties }: UnitFormFieldsProps) {
  const { t } = useLingui();
  const field = (
    name: Exclude<UnitField, 'property_id' | 'remark'>,
    label: string,
    numeric = false,
  ) => (
    <Field label={label} required={name === 'unit_no'} error={error(name)}>
      <Input
        name={name}
        value={draft[name]}
        inputMode={numeric ? 'decimal' : undefined}
        maxLength={name.startsWith('parking_lot') ? PARKING_LOT_MAX : undefined}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
      />
    </Field>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {properties !== null && (
        <Field label={t`Property`} required error={error('property_id')}>
          <PropertySelect
            name="property_id"
            className="w-full"
            properties={properties}
            emptyOption={t`Choose a property`}
            value={draft.property_id}
            onChange={(event) => onChange({ ...draft, property_id: event.target.value })}
          />
        </Field>
      )}
      {field('unit_no', t`Unit No`)}
      {field('level', t`Level`, true)}
      {field('block', t`Block`)}
      {field('square_feet', t`Square Footage`, true)}
      {field('parking_lot', t`Parking Lot`)}
      {field('parking_lot_2', t`Parking Lot 2`)}
      {field('maintenance_amount', t`Maintenance Amount (RM)`, true)}
      {field('water_amount', t`Water Rate (RM per litre)`, true)}
      {field('other_amount', t`Other Amount (RM)`, true)}
      <Field label={t`Remark`} error={error('remark')} className="sm:col-span-2">
        <Textarea
          name="remark"
          value={draft.remark}
          onChange={(event) => onChange({ ...draft, remark: event.target.value })}
        />
      </Field>
    </div>
  );
}
