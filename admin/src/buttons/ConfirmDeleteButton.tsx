import { useState } from 'react';
import { Confirm, useDelete, useRecordContext, useRedirect, useResourceContext, type RaRecord } from 'react-admin';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { messages } from '@fitout/shared';
import { reason, useNotices } from '../notices/useNotices.ts';

type Props = {
  /** The word in 'This will permanently delete the …!' */
  what: 'category' | 'package' | 'work';
  success: string;
  failure: (error: string) => string;
  /** Where to go after the delete (a console path); SPEC.md section 4. */
  redirectTo: string;
  label?: string;
};

/** Delete after the spec's confirmation ('Are you sure?'), with its own success and failure toasts. */
export function ConfirmDeleteButton({ what, success, failure, redirectTo, label = 'Delete' }: Props) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notices = useNotices();
  const redirect = useRedirect();
  if (!record) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notices.success(success);
          redirect(() => redirectTo);
        },
        onError: (error) => {
          setOpen(false);
          notices.error(failure(reason(error)));
        },
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={isPending}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={messages.deleteConfirmTitle}
        content={messages.deleteConfirm(what)}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
