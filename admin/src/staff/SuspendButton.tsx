import { useState } from 'react';
import { Confirm, useGetIdentity, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import type { StaffMember } from '@fitout/shared/contract';

/**
 * Suspends (after a confirmation: the person is signed out at once) or reinstates the record's account. An owner's own
 * account has no button; the API keeps the last active owner and says why when it refuses.
 */
export function SuspendButton() {
  const member = useRecordContext<StaffMember>();
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!member || member.id === identity?.id) return null;
  const suspended = member.status === 'suspended';
  const save = (value: boolean) =>
    update(
      'staff',
      { id: member.id, data: { suspended: value }, previousData: member },
      {
        onSuccess: () => notify(value ? 'console.staff.suspended' : 'console.staff.reinstated', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setAsking(false),
      },
    );
  const name = member.full_name || member.email;
  return (
    <>
      <Button
        size="small"
        color={suspended ? 'primary' : 'error'}
        startIcon={suspended ? <RestoreIcon /> : <BlockIcon />}
        disabled={isPending}
        onClick={(event) => {
          event.stopPropagation();
          if (suspended) void save(false);
          else setAsking(true);
        }}
        aria-label={`${translate(suspended ? 'console.staff.reinstate' : 'console.staff.suspend')} ${name}`}
      >
        {translate(suspended ? 'console.staff.reinstate' : 'console.staff.suspend')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={translate('console.staff.suspend_title', { name })}
        content={translate('console.staff.suspend_body')}
        confirm="console.staff.suspend"
        confirmColor="warning"
        onConfirm={() => void save(true)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
