import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkFields,
  COMPLAINT_CATEGORIES,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_PHOTOS_MAX,
  formatDateTime,
  PICTURE_MAX_BYTES,
  PROPERTY_TIME_ZONE,
  type Complaint,
  type ComplaintAddPayload,
  type ComplaintCategory,
  type FormErrors,
} from '@strata/domain';
import {
  Autocomplete,
  Button,
  cn,
  DescriptionList,
  Field,
  Input,
  inputVariants,
  Pill,
  Textarea,
  UploadDropzone,
} from '@strata/ui';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useApiClient } from '../../lib/api';
import {
  COMPLAINT_STATUS_PILL,
  complaintPlace,
  useComplaintCategoryText,
  useComplaintStatusText,
} from '../../lib/complaint-list';
import { readFileAsBase64 } from '../../lib/excel-upload';
import { unitSuggestions } from '../../lib/unit-suggestions';
import { useValidationText } from '../../lib/validation-text';

/** Photos are images: jpg, jpeg or png of at most 5 MB. */
const PHOTO_ACCEPT = ['.jpg', '.jpeg', '.png'] as const;

/** A unit the filer may choose (an owner's own units). */
export type UnitOption = { id: number; unit_no: string };

/** The new-complaint form as typed. */
export type ComplaintDraft = {
  category: ComplaintCategory | '';
  title: string;
  description: string;
  /** The filer's unit, or a common area. */
  place: 'unit' | 'common';
  unit_id: string;
  /** What the staff's unit box shows. */
  unit_label: string;
  common_area: string;
  /** The stored names of the uploaded photos. */
  photos: string[];
};

/** The fields the form validates and the server may refuse. */
export type ComplaintField = Exclude<keyof ComplaintDraft, 'unit_label' | 'place'>;

/** A blank complaint; an owner of one unit has it chosen. */
export function complaintDraft(units: readonly UnitOption[] = []): ComplaintDraft {
  return {
    category: '',
    title: '',
    description: '',
    place: 'unit',
    unit_id: units.length === 1 ? String(units[0]!.id) : '',
    unit_label: '',
    common_area: '',
    photos: [],
  };
}

/** Spec 000 §5 over the draft: the required fields (the description within its length), the unit or the common area. */
export function complaintDraftErrors(draft: ComplaintDraft): FormErrors<ComplaintField> {
  const errors: FormErrors<ComplaintField> = checkFields({
    title: { type: 'text', required: true, value: draft.title },
    description: { type: 'textarea', required: true, value: draft.description },
  });
  if (!errors.description && draft.description.trim().length > COMPLAINT_TEXT_MAX) {
    errors.description = 'complaintTextLength';
  }
  if (draft.category === '') errors.category = 'select';
  if (draft.place === 'unit' && draft.unit_id === '') errors.unit_id = 'select';
  if (draft.place === 'common' && draft.common_area.trim() === '') errors.common_area = 'required';
  return errors;
}

/** The draft as the add call sends it. */
export function complaintPayload(draft: ComplaintDraft): ComplaintAddPayload {
  return {
    category: draft.category as ComplaintCategory,
    title: draft.title.trim(),
    description: draft.description.trim(),
    ...(draft.place === 'unit'
      ? { unit_id: Number(draft.unit_id) }
      : { common_area: draft.common_area.trim() }),
    photos: draft.photos,
  };
}

/** A complaint's photos as thumbnails linking to the full image. */
export function ComplaintPhotos({
  names,
  onRemove,
}: {
  names: readonly string[];
  onRemove?: (name: string) => void;
}) {
  const { t } = useLingui();
  const api = useApiClient();
  if (names.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Photos`}>
      {names.map((name, index) => (
        <li key={name} className="relative">
          <a href={api.complains.photoUrl(name)} target="_blank" rel="noreferrer">
            <img
              src={api.complains.photoUrl(name)}
              alt={t`Attachment ${index + 1} of the complaint`}
              className="size-20 rounded-md border object-cover"
            />
          </a>
          {onRemove && (
            <Button
              type="button"
              variant="secondary"
              size="icon"
              className="absolute -end-2 -top-2 size-6 rounded-full"
              onClick={() => onRemove(name)}
            >
              <X aria-hidden />
              <span className="sr-only">{t`Remove photo ${index + 1}`}</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The complaint's facts in view mode. */
export function ComplaintDetails({ complaint }: { complaint: Complaint }) {
  const { t } = useLingui();
  const categoryText = useComplaintCategoryText();
  const statusText = useComplaintStatusText();
  return (
    <div className="flex flex-col gap-4">
      <DescriptionList
        items={[
          { label: t`Category`, value: categoryText(complaint.category) },
          {
            label: t`Status`,
            value: (
              <Pill variant={COMPLAINT_STATUS_PILL[complaint.status]}>
                {statusText(complaint.status)}
              </Pill>
            ),
          },
          {
            label: complaint.unit ? t`Unit` : t`Common Area`,
            value: complaintPlace(complaint),
          },
          { label: t`Assigned To`, value: complaint.assignee?.name ?? '-' },
          { label: t`Filed By`, value: complaint.created_by?.name ?? '-' },
          {
            label: t`Created At`,
            value: formatDateTime(complaint.created_at, { timeZone: PROPERTY_TIME_ZONE }),
          },
          ...(complaint.resolved_at
            ? [
                {
                  label: t`Resolved At`,
                  value: formatDateTime(complaint.resolved_at, { timeZone: PROPERTY_TIME_ZONE }),
                },
              ]
            : []),
          { label: t`Description`, value: complaint.description },
        ]}
      />
      <ComplaintPhotos names={complaint.photos} />
    </div>
  );
}

type ComplaintFormProps = {
  draft: ComplaintDraft;
  onDraftChange: (draft: ComplaintDraft) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  error: (field: ComplaintField) => string | undefined;
  /** An owner's units (they choose among them); staff search their property's. */
  ownUnits?: readonly UnitOption[];
};

/** The new-complaint form: category, title, description, the place, up to 5 photos. */
export function ComplaintForm({
  draft,
  onDraftChange,
  onSubmit,
  onCancel,
  pending,
  error,
  ownUnits,
}: ComplaintFormProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const validationText = useValidationText();
  const categoryText = useComplaintCategoryText();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const set = (change: Partial<ComplaintDraft>) => onDraftChange({ ...draft, ...change });
  const select = cn(inputVariants({ size: 'md' }));

  async function upload(file: File | null) {
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    const doc = await readFileAsBase64(file, setProgress);
    const stored = await api.complains.upload({ doc, original_name: file.name });
    setUploading(false);
    if (stored.ok) set({ photos: [...draft.photos, stored.data.doc] });
    else setUploadError(stored.error.message);
  }

  return (
    <form
      noValidate
      aria-label={t`Complaint`}
      className="flex flex-col gap-6"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Category`} required error={error('category')}>
          <select
            name="category"
            className={select}
            value={draft.category}
            onChange={(event) => set({ category: event.target.value as ComplaintCategory })}
          >
            <option value="">{t`Choose a category`}</option>
            {COMPLAINT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryText(category)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t`Title`} required error={error('title')}>
          <Input
            name="title"
            value={draft.title}
            maxLength={200}
            onChange={(event) => set({ title: event.target.value })}
          />
        </Field>
        <Field
          label={t`Description`}
          required
          error={error('description')}
          className="sm:col-span-2"
        >
          <Textarea
            name="description"
            rows={4}
            maxLength={COMPLAINT_TEXT_MAX}
            value={draft.description}
            onChange={(event) => set({ description: event.target.value })}
          />
        </Field>
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">{t`Location`}</legend>
          <div className="flex gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="place"
                checked={draft.place === 'unit'}
                onChange={() => set({ place: 'unit' })}
              />
              {ownUnits ? t`My unit` : t`A unit`}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="place"
                checked={draft.place === 'common'}
                onChange={() => set({ place: 'common' })}
              />
              {t`A common area`}
            </label>
          </div>
        </fieldset>
        {draft.place === 'unit' ? (
          <Field label={t`Unit`} required error={error('unit_id')}>
            {ownUnits ? (
              <select
                name="unit_id"
                className={select}
                value={draft.unit_id}
                disabled={ownUnits.length === 1}
                onChange={(event) => set({ unit_id: event.target.value })}
              >
                {ownUnits.length !== 1 && <option value="">{t`Choose a unit`}</option>}
                {ownUnits.map((unit) => (
                  <option key={unit.id} value={String(unit.id)}>
                    {unit.unit_no}
                  </option>
                ))}
              </select>
            ) : (
              <Autocomplete
                name="unit"
                value={draft.unit_label}
                onValueChange={(text) => set({ unit_label: text, unit_id: '' })}
                onSearch={(text) => unitSuggestions(api, text)}
                onSelect={(item) => set({ unit_id: item.value, unit_label: item.label })}
              />
            )}
          </Field>
        ) : (
          <Field label={t`Common Area`} required error={error('common_area')}>
            <Input
              name="common_area"
              placeholder={t`e.g. Lobby B`}
              value={draft.common_area}
              onChange={(event) => set({ common_area: event.target.value })}
            />
          </Field>
        )}
        <Field
          label={t`Photos (up to ${COMPLAINT_PHOTOS_MAX})`}
          error={uploadError ?? error('photos')}
          className="sm:col-span-2"
        >
          <div className="flex flex-col gap-2">
            <ComplaintPhotos
              names={draft.photos}
              onRemove={(name) => set({ photos: draft.photos.filter((photo) => photo !== name) })}
            />
            {draft.photos.length < COMPLAINT_PHOTOS_MAX && (
              <UploadDropzone
                size="sm"
                accept={PHOTO_ACCEPT}
                maxSize={PICTURE_MAX_BYTES}
                file={null}
                onFileChange={(file) => void upload(file)}
                status={uploading ? 'pending' : undefined}
                progress={uploading ? progress : undefined}
                labels={{
                  tooLarge: validationText('imageTooLarge'),
                  unsupported: validationText('fileNotSupported'),
                }}
              />
            )}
          </div>
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending || uploading} aria-busy={pending || undefined}>
          <Trans>Submit</Trans>
        </Button>
      </div>
    </form>
  );
}
