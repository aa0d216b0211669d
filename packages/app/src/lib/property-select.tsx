import { cn, inputVariants } from '@strata/ui';
import type * as React from 'react';

/** A property the super user may choose (id, name). */
export type PropertyOption = { id: number; name: string };

export type PropertySelectProps = Omit<React.ComponentProps<'select'>, 'children'> & {
  properties: readonly PropertyOption[];
  /** The first option's text; the filter's is 'All CSA' (spec 001 §2), a form's asks to choose. */
  emptyOption: string;
};

/** The super user's property choice: the list filter, and the property of a new unit or import. */
export function PropertySelect({
  properties,
  emptyOption,
  className,
  ...props
}: PropertySelectProps) {
  return (
    <select className={cn(inputVariants({ size: 'md' }), 'w-auto pe-8', className)} {...props}>
      <option value="">{emptyOption}</option>
      {properties.map((property) => (
        <option key={property.id} value={String(property.id)}>
          {property.name}
        </option>
      ))}
    </select>
  );
}
