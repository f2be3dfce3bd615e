import { useState } from 'react';
import { Confirm, useCanAccess, useDelete, useRecordContext, useRedirect, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotices } from '../notices/useNotices.ts';

type Props = {
  /** The word in 'This will permanently delete the …!' (console.confirm.*). */
  what: 'category' | 'package' | 'work';
  /** Message keys of the toasts (console.notices.*); the failure's takes the server's words as %{error}. */
  success: string;
  failure: string;
  /** Where to go after the delete (a console path); SPEC.md section 4. */
  redirectTo: string;
  label?: string;
};

/** Delete after the spec's confirmation ('Are you sure?'), with its own success and failure toasts. */
export function ConfirmDeleteButton({ what, success, failure, redirectTo, label = 'console.actions.delete' }: Props) {
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notices = useNotices();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: resource ?? '', action: 'delete', record });
  if (!record || !canAccess) return null;

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
          notices.failure(failure, error);
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
        {translate(label, { _: label })}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="console.confirm.title"
        content={`console.confirm.${what}`}
        confirm="console.actions.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
