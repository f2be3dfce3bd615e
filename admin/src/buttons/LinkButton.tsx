import type { ReactNode } from 'react';
import { LinkBase, useBasename, useCanAccess, useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Button, type ButtonProps } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';

type Look = { label: string; icon?: ReactNode } & Pick<ButtonProps, 'variant' | 'color' | 'size' | 'sx'>;

/**
 * A link that looks like a button and keeps its label at every width (react-admin's own buttons shrink to bare
 * icons on phones, which leaves 'Component' or 'Update' unreadable). `href` is a full path, base included.
 */
function ButtonLink({ href, label, icon, size = 'small', ...props }: Look & { href: string }) {
  const translate = useTranslate();
  return (
    <Button component={LinkBase} to={href} size={size} startIcon={icon} onClick={(event: React.MouseEvent) => event.stopPropagation()} {...props}>
      {translate(label, { _: label })}
    </Button>
  );
}

/** A button link to a console path such as "/packages" (the console's base is added). */
export function LinkButton({ to, ...look }: Look & { to: string }) {
  const basename = useBasename();
  return <ButtonLink href={`${basename}${to}`} {...look} />;
}

/** A button link to the current record's show or edit page. */
export function RecordButton({ view, label, icon }: { view: 'show' | 'edit'; label: string; icon: ReactNode }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  // A role that may not edit (sales, on the catalogue) sees no Update button.
  const { canAccess } = useCanAccess({ resource: resource ?? '', action: view, record });
  if (!record || !resource || !canAccess) return null;
  return <ButtonLink href={createPath({ resource, id: record.id, type: view })} label={label} icon={icon} />;
}

/** 'View' (or another label): the record's show page. */
export const ViewButton = ({ label = 'View' }: { label?: string }) => <RecordButton view="show" label={label} icon={<VisibilityIcon />} />;

/** 'Update': the record's edit page. */
export const UpdateButton = () => <RecordButton view="edit" label="ra.action.update" icon={<EditIcon />} />;
