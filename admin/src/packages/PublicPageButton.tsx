import { useRecordContext, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { publicPackageUrl } from '../config.ts';

/** 'View': the package's public page on the site, in a new tab. */
export function PublicPageButton() {
  const record = useRecordContext<{ slug: string }>();
  const translate = useTranslate();
  if (!record?.slug) return null;
  return (
    <Button
      size="small"
      href={publicPackageUrl(record.slug)}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<OpenInNewIcon />}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {translate('console.packages.public_page')}
    </Button>
  );
}
