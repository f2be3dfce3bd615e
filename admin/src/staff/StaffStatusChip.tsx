import { useRecordContext, useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { StaffMember } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';

const colour = { active: 'success', invited: 'info', suspended: 'error' } as const;

/** Active, invited (with the day the link stops working) or suspended. */
export function StaffStatusChip() {
  const member = useRecordContext<StaffMember>();
  const translate = useTranslate();
  const { date } = useFormats();
  if (!member) return null;
  const label = translate(`console.staff.statuses.${member.status}`);
  const until = member.invitation_expires_at ? translate('console.staff.link_until', { date: date(member.invitation_expires_at) }) : undefined;
  return <Chip size="small" variant="outlined" color={colour[member.status]} label={label} title={until} aria-description={until} />;
}
