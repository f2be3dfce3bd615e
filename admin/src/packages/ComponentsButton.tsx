import { ShowButton } from 'react-admin';
import ExtensionIcon from '@mui/icons-material/Extension';

/** 'Component': the package's 'Package Component' page, where its components are listed and added. */
export function ComponentsButton() {
  return <ShowButton label="Component" icon={<ExtensionIcon />} />;
}
