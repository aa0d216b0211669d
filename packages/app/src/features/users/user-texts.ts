import { useLingui } from '@lingui/react/macro';
import type { UserListType } from '@strata/domain';

/** The texts that name the list's type (spec 000 §2 '{Type} Management', 001 §8 '{Type} has been removed'). */
export function useUserTexts(type: UserListType) {
  const { t } = useLingui();
  return type === 'owners'
    ? {
        management: t`Owners Management`,
        plural: t`Owners`,
        pages: t`Owners pages`,
        one: t`Owner`,
        add: t`Add Owner`,
        removed: t`Owner has been removed`,
        notFound: t`Owner not found`,
        backToList: t`Back to Owners`,
      }
    : {
        management: t`Admins Management`,
        plural: t`Admins`,
        pages: t`Admins pages`,
        one: t`Admin`,
        add: t`Add Admin`,
        removed: t`Admin has been removed`,
        notFound: t`Admin not found`,
        backToList: t`Back to Admins`,
      };
}
