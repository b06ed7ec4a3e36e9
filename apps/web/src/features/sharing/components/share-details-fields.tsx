import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Privilege, SHARE_MESSAGE_MAX, type SharePrivilege } from '@lodestar/contract';
import { useWatch } from 'react-hook-form';
import { FormMenuSelect } from '../../../components/form/form-menu-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useT } from '../../../lib/i18n/use-t';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { IdentityFields } from '../../../components/form/identity-fields';
import { privilegeLabel, securityLabel } from '../share-labels';
import { grantsOwner, type ShareFormInput } from '../share-form';

interface ShareDetailsFieldsProps {
  /** The privileges offered; the caller may grant nothing above their own. */
  privileges: readonly SharePrivilege[];
  /** Editing a share: the invitee stays who they are. */
  editing: boolean;
}

const securityLevels = [1, 0] as const;

/**
 * The full share form: invitee, Share as name, message, security, privileges, expiry for Limited, and the password (and
 * code) when the share becomes Owner.
 */
export function ShareDetailsFields({ privileges, editing }: ShareDetailsFieldsProps) {
  const t = useT();
  const privilege = useWatch<ShareFormInput, 'accessRightsFlag'>({ name: 'accessRightsFlag' });
  const wasOwner = useWatch<ShareFormInput, 'wasOwner'>({ name: 'wasOwner' });
  const { twoFactorEnabled } = useSignedInUser();
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormTextField
        name="sharedUserWithEmail"
        label={editing ? t('sharing.sharedWith') : t('sharing.addPeople')}
        type="email"
        autoComplete="off"
        required={!editing}
        autoFocus={!editing}
        slotProps={{ input: { readOnly: editing } }}
      />
      <FormTextField name="sharerName" label={t('sharing.form.shareAsName')} required />
      <FormTextField
        name="message"
        label={t('sharing.form.message')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SHARE_MESSAGE_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormMenuSelect name="securityLevel" label={t('sharing.security')}>
          {securityLevels.map((level) => (
            <MenuItem key={level} value={level}>
              {securityLabel(t, level)}
            </MenuItem>
          ))}
        </FormMenuSelect>
        <FormMenuSelect name="accessRightsFlag" label={t('sharing.privileges')}>
          {privileges.map((value) => (
            <MenuItem key={value} value={value}>
              {privilegeLabel(t, value)}
            </MenuItem>
          ))}
        </FormMenuSelect>
      </Stack>
      {privilege === Privilege.Limited && (
        <FormTextField
          name="expiry"
          label={t('sharing.form.expiresIn')}
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {grantsOwner({ accessRightsFlag: privilege, wasOwner }) && <IdentityFields withCode={twoFactorEnabled} />}
    </Stack>
  );
}
