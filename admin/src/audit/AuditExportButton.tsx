import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify } from 'react-admin';
import { apiUrl } from '../config.ts';
import { httpClient } from '../dataProvider/httpClient.ts';

/**
 * The log as CSV, filtered as the list is: the API streams it, and the browser saves it under the name it gives
 * (fetched with the access token, which a plain link could not send).
 */
export function AuditExportButton() {
  const { filterValues } = useListContext();
  const notify = useNotify();
  const download = async () => {
    try {
      const filter = encodeURIComponent(JSON.stringify(filterValues ?? {}));
      const { body, headers } = await httpClient(`${apiUrl}/admin/audit/export?filter=${filter}`, {
        headers: new Headers({ Accept: 'text/csv' }),
      });
      const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? 'audit.csv';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      notify('console.audit.export_failed', { type: 'error' });
    }
  };
  return (
    <Button label="console.audit.export" onClick={download}>
      <DownloadIcon />
    </Button>
  );
}
